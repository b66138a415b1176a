import * as v from 'valibot';
import { TRIP_TYPES } from '../trip-types';
import { IdField } from '../navigation/fields';
import { windowEvent } from './window-events';

// The window events between remotes on public and customer pages (the back office's is operator:event).

/** Sent by @trippy/session after a login. */
export const LOGGED_IN_EVENT = windowEvent('account:logged-in', v.object({ userId: IdField }));

/** Sent by @trippy/session when a signed-in session ends (logout, a 401); the bell stops its socket. */
export const LOGGED_OUT_EVENT = windowEvent('account:logged-out', v.null());

/** Any remote opens mfe-content's Send Query panel, optionally with the trip type chosen. */
export const OPEN_SEND_QUERY_EVENT = windowEvent(
  'content:open-send-query',
  // A CustomEvent without a detail has detail null.
  v.nullish(v.object({ tripType: v.optional(v.picklist(TRIP_TYPES)) })),
);
