import { useEffect } from 'react';
import { toast } from '@trippy/ui';
import { asOperatorEvent, dispatchOperatorEvent, OPERATOR_REALTIME_EVENT } from '@trippy/contracts';
import { useStaffSession } from '@trippy/session';
import { REALTIME_OPTIONS } from '../notifications';

/**
 * The back office's realtime channel, mounted by the shell on every /operator screen while a member is signed
 * in: a toast for each new enquiry or booking, and the event passed on to the screens of other remotes.
 */
export function OperatorLive() {
  const token = useStaffSession((s) => s.token);
  useEffect(() => {
    if (!token) return undefined;
    let closed = false;
    let disconnect = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io({
        ...REALTIME_OPTIONS,
        transports: [...REALTIME_OPTIONS.transports],
        auth: { token },
      });
      socket.on(OPERATOR_REALTIME_EVENT, (payload: unknown) => {
        const event = asOperatorEvent(payload);
        if (!event) return;
        toast.info(event.summary);
        dispatchOperatorEvent(event);
      });
      socket.on('connect_error', (error: Error) => console.warn('[back office] realtime', error.message));
      disconnect = () => void socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [token]);
  return null;
}
