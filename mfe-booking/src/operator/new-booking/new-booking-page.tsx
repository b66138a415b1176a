import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@trippy/router';
import { lazyWithRetry } from '@trippy/federation';
import { createStaffBooking, errorMessage, fetchLead, fetchPackage, fetchPackages } from '@trippy/api-client';
import { STAFF_BOOKING_SOURCE_LABELS, type StaffBookingSource } from '@trippy/contracts';
import { quoteBooking, todayInIndia } from '@trippy/domain';
import { BackOfficePage, backOfficeStyles as ui, FormFailure, Spinner, toast, useLoad } from '@trippy/ui';
import {
  ErrorSummary,
  PersonalForm,
  validateCustomerDetails,
  type CustomerDetails,
} from '../../confirmation';
import {
  emptyTraveller,
  resizeDrafts,
  validateTravellers,
  type TravellerDraft,
  type TravellerField,
} from '../../travellers';
import { CustomerStep } from './customer-step';
import { TripStep, type TripChoice, type TripErrors } from './trip-step';
import { PaymentStep } from './payment-step';
import {
  detailsFor,
  toStaffBookingBody,
  validateNewCustomer,
  validatePayment,
  type CustomerChoice,
  type PaymentDraft,
} from './staff-booking-draft';
import { summaryOf, TRAVELLER_IDS, type StaffBookingErrors } from './summary-errors';
import styles from './new-booking.module.css';

const TravellersFields = lazyWithRetry(() =>
  import('../../travellers/travellers-fields').then((m) => ({ default: m.TravellersFields })),
);

const EMPTY_DETAILS: CustomerDetails = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  emergencyContact: '',
  emergencyName: '',
  specialRequirements: '',
};

const NO_ERRORS: StaffBookingErrors = {
  customer: undefined,
  newCustomer: {},
  trip: {},
  details: {},
  travellers: [],
  payment: {},
};

/** /operator/bookings/new (?lead=<id>): a booking taken by phone, at the counter, or from an enquiry. */
export function NewBookingPage() {
  const [params] = useSearchParams();
  const leadParam = params.get('lead');
  const leadId = leadParam && /^[0-9a-f]{24}$/.test(leadParam) ? leadParam : null;
  if (!leadId) return <NewBookingForm lead={null} leadFailed={false} />;
  return <FromLead key={leadId} leadId={leadId} />;
}

/** The booking of an enquiry: the form once the enquiry is read (without it, if it cannot be). */
function FromLead({ leadId }: { leadId: string }) {
  const lead = useLoad(['operator-lead', leadId], () => fetchLead(leadId));
  if (lead.status === 'loading') return <Spinner label="Loading the enquiry" />;
  return (
    <NewBookingForm lead={lead.status === 'loaded' ? lead.data : null} leadFailed={lead.status === 'error'} />
  );
}

type LeadInfo = Awaited<ReturnType<typeof fetchLead>> | null;

function NewBookingForm({ lead, leadFailed }: { lead: LeadInfo; leadFailed: boolean }) {
  const navigate = useNavigate();
  const today = todayInIndia();
  const [source, setSource] = useState<StaffBookingSource>(lead ? 'lead' : 'phone');
  const [customer, setCustomer] = useState<CustomerChoice>({ kind: 'none' });
  const [trip, setTrip] = useState<TripChoice>({
    packageId: '',
    batchId: '',
    seats: Math.max(1, Math.min(20, lead?.travelers ?? 1)),
    addonIds: [],
    paymentType: 'advance',
  });
  const [details, setDetails] = useState<CustomerDetails>(EMPTY_DETAILS);
  const [travellers, setTravellers] = useState<TravellerDraft[]>(() => resizeDrafts([], trip.seats));
  const [payment, setPayment] = useState<PaymentDraft>({
    method: 'cash',
    amount: '',
    reference: '',
    receivedOn: today,
  });
  const [errors, setErrors] = useState<StaffBookingErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // One key per booking being made: a double click or a retry after a lost answer returns the first booking.
  const idempotencyKey = useRef(crypto.randomUUID());
  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  const packages = useLoad(['packages'], () => fetchPackages());
  const pkgState = useLoad(['operator-booking-package', trip.packageId], () =>
    trip.packageId ? fetchPackage(trip.packageId) : Promise.resolve(undefined),
  );
  const pkg = pkgState.status === 'loaded' ? pkgState.data : undefined;
  const batch = pkg?.batches.find((b) => b._id === trip.batchId);
  const quote = useMemo(() => {
    const addons = pkg?.additionalServices.filter((a) => trip.addonIds.includes(a._id)) ?? [];
    return pkg && batch
      ? quoteBooking(
          pkg,
          { startDate: batch.startDate, seats: trip.seats, addons, paymentType: trip.paymentType },
          today,
        )
      : null;
  }, [pkg, batch, trip.seats, trip.addonIds, trip.paymentType, today]);

  const chooseCustomer = (next: CustomerChoice) => {
    setCustomer(next);
    setDetails((current) => detailsFor(next, current));
    // The lead traveller starts as the customer; their name and phone are still editable.
    if (next.kind !== 'none')
      setTravellers((list) =>
        list.map((t, i) =>
          i === 0 && !t.fullName ? { ...t, ...leadTravellerOf(detailsFor(next, EMPTY_DETAILS)) } : t,
        ),
      );
  };
  const changeTrip = (next: TripChoice) => {
    setTrip(next);
    if (next.seats !== trip.seats) setTravellers((list) => resizeDrafts(list, next.seats));
  };
  const changeTraveller = (index: number, field: TravellerField, value: string) =>
    setTravellers((list) => list.map((t, i) => (i === index ? { ...t, [field]: value } : t)));

  const validate = (): StaffBookingErrors => {
    const trip$: TripErrors = {};
    if (!trip.packageId) trip$.packageId = 'Choose a package';
    if (!batch) trip$.batchId = 'Choose a departure';
    else if (trip.seats > batch.seatsLeft)
      trip$.seats = `Only ${batch.seatsLeft} seat${batch.seatsLeft === 1 ? '' : 's'} left on this departure`;
    return {
      customer: customer.kind === 'none' ? 'Find the customer by mobile number or email' : undefined,
      newCustomer: customer.kind === 'new' ? validateNewCustomer(customer.fields) : {},
      trip: trip$,
      details: validateCustomerDetails(details),
      travellers: validateTravellers(travellers),
      payment: validatePayment(payment, quote?.price.total ?? Number.MAX_SAFE_INTEGER, today),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFailure('');
    if (summaryOf(found).length > 0 || !quote) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const body = toStaffBookingBody(
        {
          source,
          leadId: lead?._id ?? null,
          customer,
          ...trip,
          paymentType: quote.paymentType,
          details,
          travellers,
          payment,
        },
        quote.price.payableAmount,
      );
      const made = await createStaffBooking(body, idempotencyKey.current);
      toast.success(`Booking ${made.booking.reference} made`);
      navigate(`/operator/bookings/${made.booking._id}`);
    } catch (error) {
      setFailure(errorMessage(error, 'The booking could not be made. Nothing was booked: try again.'));
    } finally {
      setBusy(false);
    }
  };

  const summary = summaryOf(errors);
  return (
    <BackOfficePage
      title="New booking"
      actions={
        <Link className={`${ui.button} ${ui.secondary}`} to="/operator/bookings">
          Back to bookings
        </Link>
      }
    >
      {leadFailed ? (
        <p className={ui.error}>The enquiry could not be loaded: book without it, or go back and retry.</p>
      ) : null}
      {lead ? (
        <p className={styles.note} data-testid="from-lead">
          From the enquiry of <strong>{lead.name}</strong> ({lead.phone}
          {lead.travelers ? `, ${lead.travelers} travellers` : ''}): it is marked converted when the booking
          is made.
        </p>
      ) : (
        <fieldset className={`${styles.radios} ${styles.source}`}>
          <legend>How the customer reached us</legend>
          {(['phone', 'walk-in'] as const).map((s) => (
            <label key={s}>
              <input type="radio" name="source" checked={source === s} onChange={() => setSource(s)} />
              {STAFF_BOOKING_SOURCE_LABELS[s]}
            </label>
          ))}
        </fieldset>
      )}
      <ErrorSummary ref={summaryRef} errors={summary} />
      <CustomerStep
        choice={customer}
        onChoose={chooseCustomer}
        errors={errors.newCustomer}
        missing={errors.customer}
        initialLookup={lead?.phone ?? ''}
        prefill={
          lead
            ? { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone }
            : {}
        }
      />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="New booking">
        <TripStep
          packages={packages.status === 'loaded' ? packages.data : []}
          pkg={pkg}
          choice={trip}
          onChange={changeTrip}
          quote={quote}
          errors={errors.trip}
        />
        <section className={ui.card} aria-labelledby="staff-booking-contact">
          <h2 id="staff-booking-contact">Contact and travellers</h2>
          <PersonalForm
            values={details}
            errors={errors.details}
            onChange={(key, value) => setDetails((d) => ({ ...d, [key]: value }))}
          />
          <h3>Travellers</h3>
          <Suspense fallback={<Spinner label="Loading the travellers' form" />}>
            <TravellersFields
              drafts={travellers}
              errors={errors.travellers}
              onChange={changeTraveller}
              idPrefix={TRAVELLER_IDS}
            />
          </Suspense>
        </section>
        <PaymentStep
          draft={payment}
          onChange={setPayment}
          errors={errors.payment}
          dueNow={quote?.price.payableAmount ?? null}
          today={today}
        />
        <FormFailure message={failure} className={ui.error} />
        <div>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy ? 'Making the booking…' : 'Make booking'}
          </button>
        </div>
      </form>
    </BackOfficePage>
  );
}

function leadTravellerOf(details: CustomerDetails): Partial<TravellerDraft> {
  return emptyTraveller({ fullName: details.fullName, phone: details.phone });
}
