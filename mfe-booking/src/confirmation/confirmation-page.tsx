import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { lazyWithRetry } from '@trippy/federation';
import { Link, useLocation } from '@trippy/router';
import {
  readBookingNavigation,
  type BookingChoice,
  type BookingPackage,
  type BookingPackageBatch,
} from '@trippy/contracts';
import { quoteBooking, todayInIndia } from '@trippy/domain';
import { useSession } from '@trippy/session';
import { RequireLogin, Spinner, formStyles, useForm } from '@trippy/ui';
import type { Translate } from '@trippy/i18n';
import { useBookingText } from '../messages';
import { BookingSummary } from './booking-summary';
import { OtherBatches } from './other-batches';
import { PersonalForm } from './personal-form';
import { useConfirmBooking } from './use-confirm-booking';
import { ErrorSummary, type SummaryError } from './error-summary';
import {
  CUSTOMER_FIELD_ORDER,
  customerFieldId,
  validateCustomerDetails,
  type CustomerDetails,
  type CustomerErrors,
} from './customer-form';
import {
  emptyTraveller,
  hasTravellerErrors,
  toTravellerInputs,
  TRAVELLER_FIELD_ORDER,
  travellerFieldId,
  validateTravellers,
  type TravellerDraft,
  type TravellerErrors,
  type TravellerField,
} from '../travellers';

// The travellers' fields are their own chunk: the page is client-only (its data comes from navigation
// state), and the remote's public route chunk stays within its size budget.
const TravellersFields = lazyWithRetry(() =>
  import('../travellers/travellers-fields').then((m) => ({ default: m.TravellersFields })),
);
import styles from '../shared/booking.module.css';

/** The travellers' field ids on this page: "traveller-2-age". */
const TRAVELLER_IDS = 'traveller';

/**
 * Every error of the form in the order its fields appear: Personal Information (its messages English, msg()),
 * then each traveller (already in the page's language).
 */
function summaryErrors(customer: CustomerErrors, travellers: TravellerErrors, t: Translate): SummaryError[] {
  const personal = CUSTOMER_FIELD_ORDER.flatMap((key) => {
    const message = customer[key];
    return message ? [{ fieldId: customerFieldId(key), message: t(message) }] : [];
  });
  const perTraveller = travellers.flatMap((errors, index) =>
    TRAVELLER_FIELD_ORDER.flatMap((field) => {
      const message = errors[field];
      return message ? [{ fieldId: travellerFieldId(TRAVELLER_IDS, index, field), message }] : [];
    }),
  );
  return [...personal, ...perTraveller];
}

function useInitialValues(): CustomerDetails {
  const customer = useSession((s) => s.customer);
  return {
    fullName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    emergencyContact: '',
    emergencyName: '',
    specialRequirements: '',
  };
}

function ConfirmBooking({ pkg, bookingData }: { pkg: BookingPackage; bookingData: BookingChoice }) {
  const initial = useInitialValues();
  const { t } = useBookingText();
  const form = useForm<CustomerDetails>(initial, { validate: validateCustomerDetails });
  const { values, errors } = form;
  const seats = bookingData.numberOfSeats;
  // The lead traveller starts as the person booking; their name and phone follow Personal Information
  // until the customer edits them in the traveller's own fields.
  const [travellers, setTravellers] = useState<TravellerDraft[]>(() =>
    Array.from({ length: seats }, (_, i) =>
      i === 0 ? emptyTraveller({ fullName: initial.fullName, phone: initial.phone }) : emptyTraveller(),
    ),
  );
  const [leadEdited, setLeadEdited] = useState<{ fullName: boolean; phone: boolean }>({
    fullName: false,
    phone: false,
  });
  const [travellerErrors, setTravellerErrors] = useState<TravellerErrors>([]);
  // Each failed submit moves focus to the error summary (a count, so a second failure moves it again).
  const [failedSubmits, setFailedSubmits] = useState(0);
  const errorSummary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failedSubmits > 0) errorSummary.current?.focus();
  }, [failedSubmits]);
  const [batch, setBatch] = useState<BookingPackageBatch>(() =>
    pkg.batches.find((b) => b._id === bookingData.batchId)!,
  );
  const offerId = bookingData.waitlistOfferId;
  const { soldOut, offerError, confirm, clearSoldOut } = useConfirmBooking(pkg._id, pkg.slug);
  const addons = pkg.additionalServices.filter((s) => bookingData.addonIds?.includes(s._id));
  // Only the domain's quote decides: a departure 15 days away or less is paid in full now.
  const { paymentType, price, balanceDueDate } = quoteBooking(
    pkg,
    { startDate: batch.startDate, seats, addons, paymentType: bookingData.paymentType ?? 'full' },
    todayInIndia(),
  );

  const onChange = (key: keyof CustomerDetails, value: string) => {
    form.set(key, value);
    if ((key === 'fullName' || key === 'phone') && !leadEdited[key])
      setTravellers((list) => list.map((t, i) => (i === 0 ? { ...t, [key]: value } : t)));
  };

  const onTravellerChange = (index: number, field: TravellerField, value: string) => {
    setTravellers((list) => list.map((t, i) => (i === index ? { ...t, [field]: value } : t)));
    if (index === 0 && (field === 'fullName' || field === 'phone'))
      setLeadEdited((edited) => ({ ...edited, [field]: true }));
    if (travellerErrors[index]?.[field])
      setTravellerErrors((list) => list.map((e, i) => (i === index ? { ...e, [field]: undefined } : e)));
  };

  // Personal Information's rules run in the form; the travellers' (a list per traveller) beside them.
  const submit = (event: FormEvent) => {
    const foundTravellers = validateTravellers(travellers, t);
    setTravellerErrors(foundTravellers);
    const customerInvalid = Object.values(validateCustomerDetails(values)).some(Boolean);
    if (!form.busy && (customerInvalid || hasTravellerErrors(foundTravellers)))
      setFailedSubmits((count) => count + 1);
    form.submit(({ state, ...details }) =>
      hasTravellerErrors(foundTravellers)
        ? undefined
        : confirm({
            packageId: pkg._id,
            batchId: batch._id,
            numberOfSeats: seats,
            paymentType,
            addonIds: addons.map((a) => a._id),
            customerDetails: {
              ...details,
              email: details.email.trim(),
              fullName: details.fullName.trim(),
              // The state is optional: not chosen, it is not sent.
              ...(state ? { state } : {}),
            },
            travellers: toTravellerInputs(travellers),
            ...(offerId ? { waitlistOfferId: offerId } : {}),
          }),
    )(event);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('Confirm your booking')}</h1>
      {/* Reading order on a phone: what is booked and what it costs, then the form, then Confirm Booking. On a
          wide screen the summary stands in the side column (booking.module.css, .summaryFirst). */}
      <div className={`${styles.grid} ${styles.summaryFirst}`}>
        <div className={`${styles.card} ${styles.side}`}>
          <BookingSummary
            pkg={pkg}
            batch={batch}
            seats={seats}
            paymentType={paymentType}
            addons={addons}
            price={price}
            balanceDueDate={balanceDueDate}
          />
          <Link to="/cancellation-refund" className={styles.small}>
            {t('Cancellation and refund policy')}
          </Link>
        </div>
        <form
          className={`${styles.card} ${formStyles.form}`}
          onSubmit={submit}
          noValidate
          aria-label={t('Personal Information')}
        >
          <ErrorSummary ref={errorSummary} errors={summaryErrors(errors, travellerErrors, t)} />
          <h2>{t('Personal Information')}</h2>
          <PersonalForm values={values} errors={errors} onChange={onChange} />
          <h2>{t('Travellers')}</h2>
          <p className={styles.muted}>
            {t(
              'One traveller per seat, as on their identity document (the Char Dham registration asks for it). We show identity numbers back with only their last 4 characters.',
            )}
          </p>
          <Suspense fallback={<Spinner label={t("Loading the travellers' form")} />}>
            <TravellersFields
              drafts={travellers}
              errors={travellerErrors}
              onChange={onTravellerChange}
              idPrefix={TRAVELLER_IDS}
            />
          </Suspense>
          {offerError ? (
            <div className={styles.soldOut} role="alert" data-testid="offer-error">
              <p className={styles.alert}>{offerError}</p>
              <Link to="/profile">{t('Back to My Bookings')}</Link>
            </div>
          ) : null}
          {soldOut ? (
            <OtherBatches
              soldOut={soldOut}
              seats={seats}
              packageId={pkg._id}
              onChoose={(next) => {
                setBatch(next);
                clearSoldOut();
              }}
            />
          ) : null}
          <button type="submit" className={styles.primary} disabled={form.busy}>
            {form.busy ? t('Confirming Booking...') : t('Confirm Booking')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** /booking-confirmation: from navigation state only; without it, only the Return to Home link. */
export function ConfirmationPage() {
  const { packageData: pkg, bookingData } = readBookingNavigation(useLocation().state);
  const { t } = useBookingText();
  const valid =
    pkg &&
    bookingData &&
    Number.isInteger(bookingData.numberOfSeats) &&
    bookingData.numberOfSeats >= 1 &&
    pkg.batches.some((b) => b._id === bookingData.batchId);
  if (!valid) {
    return (
      <section className={`${styles.page} ${styles.center}`}>
        <Link to="/" className={styles.primary}>
          {t('Return to Home')}
        </Link>
      </section>
    );
  }
  return (
    <RequireLogin>
      <ConfirmBooking pkg={pkg} bookingData={bookingData} />
    </RequireLogin>
  );
}
