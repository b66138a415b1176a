import { useSyncExternalStore } from 'react';
import { toast } from '@trippy/ui';
import {
  LOGGED_OUT_EVENT,
  SITE_EVENT,
  onWindowEvent,
  sendSiteEvent,
  type Notification,
} from '@trippy/contracts';
import { msg } from '@trippy/i18n';
import { sessionStore } from '@trippy/session';
import { fetchNotifications, markAllNotificationsRead } from '../api/account-api';
import { connectRealtime } from './realtime-client';
import {
  initialNotifications,
  notificationReducer,
  type NotificationAction,
  type NotificationState,
} from './notification-reducer';

export const NEW_NOTIFICATION = msg('You have a new notification!');

// One store and one socket per page, however many bells are mounted (header, profile).
let state: NotificationState = initialNotifications;
const listeners = new Set<() => void>();
let activeKey: string | null = null;
let stopRealtime: (() => void) | null = null;
let bells = 0;
let unsubscribeSession: (() => void) | null = null;
let stopFollowingLogout: (() => void) | null = null;
// What a pushed notification without text says, in the page's language (the bell sets it).
let newNotificationText: string = NEW_NOTIFICATION;

function dispatch(action: NotificationAction): void {
  state = notificationReducer(state, action);
  listeners.forEach((listener) => listener());
}

async function refresh(): Promise<void> {
  const { userId } = sessionStore.getState();
  if (!userId) return;
  dispatch({ type: 'loading' });
  try {
    dispatch({ type: 'loaded', items: await fetchNotifications(userId) });
  } catch (error) {
    console.error('[notifications] fetch failed', error); // the spec: fetch errors are only logged
    dispatch({ type: 'load-failed' });
  }
}

function pushed(notification: Notification): void {
  dispatch({ type: 'received', item: notification });
  toast.info(notification.message || newNotificationText);
  sendSiteEvent(SITE_EVENT.notificationReceived, null);
}

function stop(): void {
  stopRealtime?.();
  stopRealtime = null;
  if (activeKey) dispatch({ type: 'reset' });
  activeKey = null;
}

/** Follows the session: a login fetches the list and connects; a logout disconnects and forgets. */
function followSession(): void {
  const { userId, token } = sessionStore.getState();
  const key = userId && token ? `${userId} ${token}` : null;
  if (key === activeKey) return;
  stop();
  if (!userId || !token) return;
  activeKey = key;
  void refresh();
  stopRealtime = connectRealtime({ token, userId, onNotification: pushed });
}

/** A bell mounted: the first one starts following the session; the last one to go stops everything. */
function attach(): () => void {
  bells += 1;
  if (bells === 1) {
    unsubscribeSession = sessionStore.subscribe(followSession);
    stopFollowingLogout = onWindowEvent(LOGGED_OUT_EVENT, stop);
    followSession();
  }
  return () => {
    bells -= 1;
    if (bells > 0) return;
    unsubscribeSession?.();
    stopFollowingLogout?.();
    stop();
  };
}

export const notifications = {
  attach,
  open(): void {
    dispatch({ type: 'opened' });
    void refresh();
  },
  close: (): void => dispatch({ type: 'closed' }),
  /** The words for a pushed notification without text (NEW_NOTIFICATION in the page's language). */
  announceNewAs(text: string): void {
    newNotificationText = text;
  },
  markAllRead(): void {
    dispatch({ type: 'marked-all-read' });
    markAllNotificationsRead().catch((error: unknown) => console.error('[notifications] read-all', error));
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNotifications(): NotificationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initialNotifications,
  );
}
