// The names of the window events between remotes, without their schemas: a sender (the shell, the session)
// needs only the name, and the schemas stay out of its bundle (see send-site-event.ts).
export const SITE_EVENT = {
  loggedIn: 'account:logged-in',
  loggedOut: 'account:logged-out',
  openSendQuery: 'content:open-send-query',
  toastRequested: 'ui:toast-requested',
  notificationReceived: 'account:notification-received',
} as const;
