import { Link, useLocation, useSearchParams } from '@trippy/router';
import { readBookingSuccess, type ConfirmedBooking } from '@trippy/contracts';
import { useSession } from '@trippy/session';
import { MessagePage, Spinner, actionClassName } from '@trippy/ui';
import { useCheckoutReturn } from '../shared/use-checkout-return';
import { BookingOutcome } from './booking-outcome';
import { useLiveBooking } from './use-live-booking';
import { useBookingText } from '../messages';

function InvalidBooking() {
  const { t } = useBookingText();
  return (
    <MessagePage
      title={t('Invalid Booking')}
      action={
        <Link to="/" className={actionClassName}>
          {t('Return to Home')}
        </Link>
      }
    />
  );
}

/**
 * The booking just made, kept up to date: from navigation state at first, then from the server (after a
 * checkout's hand-back is counted, on every pushed notification, and every few seconds while it is held).
 */
function LiveBooking({
  id,
  initial,
  emailSent,
}: {
  id: string;
  initial?: ConfirmedBooking;
  emailSent: boolean;
}) {
  const checkout = useCheckoutReturn(true);
  const live = useLiveBooking(id, initial, checkout.done);
  const { t } = useBookingText();
  if (!live.booking) return live.failed ? <InvalidBooking /> : <Spinner label={t('Loading your booking')} />;
  return (
    <BookingOutcome
      booking={live.booking}
      emailSent={live.booking.emailSent || emailSent}
      paymentFailed={checkout.failed}
      onChanged={live.refresh}
    />
  );
}

/** /booking-success: from navigation state, or (after a reload or the checkout) loaded by the id in the URL. */
export function SuccessPage() {
  const state = readBookingSuccess(useLocation().state);
  const [params] = useSearchParams();
  const status = useSession((s) => s.status);
  const { t } = useBookingText();
  const id = state?.booking._id ?? params.get('id');
  if (!id || !/^[0-9a-f]{24}$/.test(id)) return <InvalidBooking />;
  if (status === 'unauthenticated')
    return state ? (
      <BookingOutcome booking={state.booking} emailSent={state.emailSent} />
    ) : (
      <InvalidBooking />
    );
  if (status === 'loading' && !state) return <Spinner label={t('Loading your booking')} />;
  return <LiveBooking id={id} initial={state?.booking} emailSent={state?.emailSent ?? false} />;
}
