import * as v from 'valibot';
import { TRIP_TYPES } from '../trip-types';
import { IdField } from '../navigation/fields';
import { SITE_EVENT } from './site-event-names';
import { windowEvent } from './window-events';

// The window events between remotes on public and customer pages (the back office's is operator:event): the
// receivers' side, with the schema each detail is checked against.

/** Sent by @trippy/session after a login. */
export const LOGGED_IN_EVENT = windowEvent(SITE_EVENT.loggedIn, v.object({ userId: IdField }));

/** Sent by @trippy/session when a signed-in session ends (logout, a 401); the bell stops its socket. */
export const LOGGED_OUT_EVENT = windowEvent(SITE_EVENT.loggedOut, v.null());

/** Any remote opens mfe-content's Send Query panel, optionally with the trip type chosen. */
export const OPEN_SEND_QUERY_EVENT = windowEvent(
  SITE_EVENT.openSendQuery,
  // A CustomEvent without a detail has detail null.
  v.nullish(v.object({ tripType: v.optional(v.picklist(TRIP_TYPES)) })),
);

/** Sent by any remote's toast call (@trippy/ui): the shell mounts its toaster, whose code loads on demand. */
export const TOAST_REQUESTED_EVENT = windowEvent(SITE_EVENT.toastRequested, v.null());

/**
 * Sent by mfe-account when a notification is pushed to the signed-in customer (a payment received, a hold
 * released): a page showing a booking reloads it instead of opening a socket of its own.
 */
export const NOTIFICATION_RECEIVED_EVENT = windowEvent(SITE_EVENT.notificationReceived, v.null());

/** Each event's detail as its sender builds it. */
export interface SiteEventDetails {
  [SITE_EVENT.loggedIn]: v.InferInput<typeof LOGGED_IN_EVENT.detail>;
  [SITE_EVENT.loggedOut]: v.InferInput<typeof LOGGED_OUT_EVENT.detail>;
  [SITE_EVENT.openSendQuery]: v.InferInput<typeof OPEN_SEND_QUERY_EVENT.detail>;
  [SITE_EVENT.toastRequested]: v.InferInput<typeof TOAST_REQUESTED_EVENT.detail>;
  [SITE_EVENT.notificationReceived]: v.InferInput<typeof NOTIFICATION_RECEIVED_EVENT.detail>;
}
