import type { Notification } from '@trippy/contracts';

export interface NotificationState {
  items: Notification[];
  unread: number;
  open: boolean;
  loading: boolean;
}

export type NotificationAction =
  | { type: 'loading' }
  | { type: 'loaded'; items: Notification[] }
  | { type: 'load-failed' }
  | { type: 'received'; item: Notification }
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'marked-all-read' }
  | { type: 'reset' };

export const initialNotifications: NotificationState = { items: [], unread: 0, open: false, loading: false };

const newestFirst = (items: Notification[]): Notification[] =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/**
 * The spec's notification states: a fetch replaces the list (newest first) and counts the unread ones,
 * except while the panel is open (opening zeroes the count); a pushed one is prepended and counted;
 * mark all as read sets every item read and zeroes the count; logout resets.
 */
export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true };
    case 'loaded': {
      const items = newestFirst(action.items);
      return {
        ...state,
        loading: false,
        items,
        unread: state.open ? 0 : items.filter((n) => !n.read).length,
      };
    }
    case 'load-failed':
      return { ...state, loading: false };
    case 'received':
      if (state.items.some((n) => n._id === action.item._id)) return state;
      return { ...state, items: [action.item, ...state.items], unread: state.unread + 1 };
    case 'opened':
      return { ...state, open: true, unread: 0 };
    case 'closed':
      return { ...state, open: false };
    case 'marked-all-read':
      return { ...state, unread: 0, items: state.items.map((n) => (n.read ? n : { ...n, read: true })) };
    case 'reset':
      return initialNotifications;
  }
}
