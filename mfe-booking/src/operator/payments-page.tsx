import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { errorMessage, fetchReconciliation, markRefundPaid } from '@trippy/api-client';
import {
  FLAGGED_OUTCOME_LABELS,
  onOperatorEvent,
  PAYMENT_METHOD_LABELS,
  WEBHOOK_REFUSAL_LABELS,
  type Reconciliation,
  type ReconciliationFlagged,
  type ReconciliationPayment,
  type ReconciliationRefusal,
  type ReconciliationWebhook,
  type RefundDone,
  type RefundInProgress,
  type RefundToPay,
} from '@trippy/contracts';
import { formatRupees, isCalendarDate, todayInIndia } from '@trippy/domain';
import {
  BackOfficePage,
  BackOfficeSection,
  backOfficeStyles as ui,
  DataTable,
  DateFilter,
  FilterToolbar,
  formatTripDate,
  FormFailure,
  LoadError,
  Spinner,
  toast,
  useForm,
  type Column,
  ExportButton,
} from '@trippy/ui';
import { formatWhen } from './format';
import { StatusBadge } from './status-badge';
import { useKeptLoad } from './use-kept-load';
import styles from './operator.module.css';

/** The API's bound on the note of a refund paid by hand. */
export const REFUND_NOTE_MAX_LENGTH = 200;

const bookingLink = (id: string, name: string) => (
  <Link className={ui.link} to={`/operator/bookings/${id}`}>
    {name}
  </Link>
);
const badge = (text: string, tone?: string) => (
  <span className={[ui.badge, tone].filter(Boolean).join(' ')}>{text}</span>
);
/** A provider id: long, unbroken, copied rather than read. */
const providerId = (label: string, id: string | null) =>
  id ? (
    <div className={styles.providerId}>
      <span className={ui.muted}>{label} </span>
      <code>{id}</code>
    </div>
  ) : null;

/**
 * /operator/payments: one day of money (India's calendar, today by default, the day kept in the address):
 * what came in online and by hand, what needs a look, the webhooks, and the refunds owed and done, with "Mark
 * refund paid" for refunds staff pay by hand. A booking change in the open back office reloads it.
 */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : today;
  const [draft, setDraft] = useState(date);
  useEffect(() => setDraft(date), [date]);
  const { state, data, reload } = useKeptLoad(['operator-reconciliation', date, today], () =>
    fetchReconciliation(date === today ? undefined : date),
  );
  const reloadNow = useRef(reload);
  reloadNow.current = reload;
  useEffect(() => onOperatorEvent(() => reloadNow.current()), []);

  const show = (day: string) => {
    const query = new URLSearchParams();
    if (isCalendarDate(day) && day !== today) query.set('date', day);
    setParams(query);
  };
  const shown = data && data.date === date ? data : undefined;

  return (
    <BackOfficePage
      title="Payments"
      actions={
        <div className={ui.actions}>
          <ExportButton kind="payments" query={{ from: date, to: date }} label="Export payments (CSV)" />
          <ExportButton kind="refunds" query={{ from: date, to: date }} label="Export refunds (CSV)" />
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={reload}>
            Refresh
          </button>
        </div>
      }
    >
      <FilterToolbar
        label="Choose a day"
        submit="Show"
        onSubmit={() => show(draft)}
        after={
          date === today ? null : (
            <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => show(today)}>
              Today
            </button>
          )
        }
      >
        <DateFilter label="Day" value={draft} onChange={setDraft} />
      </FilterToolbar>
      {!shown && state.status === 'loading' ? <Spinner label="Loading the day's payments" /> : null}
      {state.status === 'error' ? (
        <LoadError error={state.error} fallback="The day's payments could not be loaded." onRetry={reload} />
      ) : null}
      {shown ? <Day data={shown} today={today} onChanged={reload} /> : null}
    </BackOfficePage>
  );
}

function Day({ data, today, onChanged }: { data: Reconciliation; today: string; onChanged: () => void }) {
  const { totals, refunds, webhooks } = data;
  const day = data.date === today ? 'today' : `on ${formatTripDate(data.date)}`;
  return (
    <>
      <Totals data={data} day={day} />
      <div className={styles.grid}>
        <BackOfficeSection
          id="payments-to-pay"
          title="Refunds to pay by hand"
          count={refunds.toPayByHand.length}
        >
          <p className={styles.lead}>
            Money received in cash or by bank transfer, owed back after a cancellation (every day, oldest
            first). Pay it, then mark it paid with how.
          </p>
          <DataTable
            caption="Refunds owed to customers"
            columns={toPayColumns(onChanged)}
            rows={refunds.toPayByHand}
            rowKey={(refund) => refund._id}
            rowAttributes={() => ({ 'data-testid': 'refund-to-pay' })}
            className={styles.stack}
            empty="No refund to pay by hand."
          />
        </BackOfficeSection>
        <BackOfficeSection id="payments-flagged" title="Needs a look" count={data.flagged.length}>
          <p className={styles.lead}>Payment reports that counted nothing: check them with the provider.</p>
          <DataTable
            caption="Payment reports to check"
            columns={FLAGGED_COLUMNS}
            rows={data.flagged}
            rowKey={(event) => event.eventId}
            className={styles.stack}
            empty={`Nothing flagged ${day}.`}
          />
        </BackOfficeSection>
      </div>
      <BackOfficeSection
        id="payments-received"
        title="Payments received"
        count={totals.collected.onlineCount + totals.collected.byHandCount}
      >
        <DataTable
          caption="Payments of the day"
          columns={PAYMENT_COLUMNS}
          rows={data.payments}
          rowKey={(payment) => payment._id}
          rowAttributes={() => ({ 'data-testid': 'payment-row' })}
          className={styles.stack}
          empty={`No payment received ${day}.`}
        />
        {data.paymentsTruncated ? (
          <p className={ui.muted}>The first {data.payments.length} are shown; the totals count them all.</p>
        ) : null}
      </BackOfficeSection>
      <div className={styles.grid}>
        <BackOfficeSection
          id="payments-refunds-online"
          title="Refunds in progress"
          count={refunds.inProgress.length}
        >
          <p className={styles.lead}>
            Paid back to the customer&apos;s card, UPI or bank through the provider.
          </p>
          <DataTable
            caption="Refunds with the provider"
            columns={IN_PROGRESS_COLUMNS}
            rows={refunds.inProgress}
            rowKey={(refund) => refund._id}
            className={styles.stack}
            empty="No refund waiting for the provider."
          />
        </BackOfficeSection>
        <BackOfficeSection id="payments-refunds-done" title="Refunds done" count={refunds.done.length}>
          <DataTable
            caption="Refunds completed"
            columns={DONE_COLUMNS}
            rows={refunds.done}
            rowKey={(refund) => refund._id}
            className={styles.stack}
            empty={`No refund completed ${day}.`}
          />
        </BackOfficeSection>
      </div>
      <BackOfficeSection id="payments-webhooks" title="Webhooks" count={webhooks.verified + webhooks.refused}>
        <p className={styles.lead} data-testid="webhook-counts">
          {webhooks.verified} verified, {webhooks.duplicates}{' '}
          {webhooks.duplicates === 1 ? 'duplicate' : 'duplicates'} (ignored), {webhooks.refused} refused (no
          valid signature: nothing changed).
        </p>
        <div className={styles.grid}>
          <DataTable
            caption="Webhook events verified"
            columns={WEBHOOK_COLUMNS}
            rows={webhooks.events}
            rowKey={(event) => event.eventId}
            className={styles.stack}
            empty={`No webhook received ${day}.`}
          />
          <DataTable
            caption="Webhook deliveries refused"
            columns={REFUSAL_COLUMNS}
            rows={webhooks.refusals}
            rowKey={(refusal) => `${refusal.receivedAt}-${refusal.eventId ?? ''}-${refusal.reason}`}
            rowAttributes={() => ({ 'data-testid': 'webhook-refused' })}
            className={styles.stack}
            empty={`No webhook refused ${day}.`}
          />
        </div>
      </BackOfficeSection>
    </>
  );
}

function Totals({ data, day }: { data: Reconciliation; day: string }) {
  const { collected, refunded, owed } = data.totals;
  const fact = (label: string, value: ReactNode, testId: string, note?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
      {note ? <dd className={ui.muted}>{note}</dd> : null}
    </div>
  );
  const count = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;
  return (
    <section className={ui.card} aria-labelledby="payments-totals">
      <h2 id="payments-totals" className={styles.totalsTitle}>
        Collected {day}
      </h2>
      <dl className={styles.facts}>
        {fact('Total collected', formatRupees(collected.total), 'collected-total')}
        {fact('Online', formatRupees(collected.online), 'collected-online', count(collected.onlineCount))}
        {fact(
          'By hand (cash, bank)',
          formatRupees(collected.byHand),
          'collected-by-hand',
          count(collected.byHandCount),
        )}
        {fact('Refunded', formatRupees(refunded.total), 'refunded-total')}
        {fact('Still to pay back by hand', formatRupees(owed.byHand), 'owed-by-hand')}
        {fact('Still with the provider', formatRupees(owed.online), 'owed-online')}
      </dl>
    </section>
  );
}

const money = (amount: number) => formatRupees(amount);

const PAYMENT_COLUMNS: Column<ReconciliationPayment>[] = [
  {
    header: 'Customer',
    cell: (payment) => (
      <>
        {bookingLink(payment.bookingId, payment.customerName)}
        <div className={ui.muted}>
          {payment.bookingReference} · {payment.packageName}
        </div>
      </>
    ),
  },
  { header: 'Amount', className: styles.money, cell: (payment) => money(payment.amount) },
  {
    header: 'How',
    cell: (payment) => (
      <>
        {PAYMENT_METHOD_LABELS[payment.method]}{' '}
        {payment.source === 'online' ? badge('Online', ui.good) : badge('By hand')}
        <div className={ui.muted}>{payment.kind === 'advance' ? 'Advance' : 'Balance'}</div>
      </>
    ),
  },
  {
    header: 'Reference',
    cell: (payment) =>
      payment.source === 'online' ? (
        <>
          {providerId('Payment', payment.providerPaymentId)}
          {providerId('Order', payment.providerOrderId)}
        </>
      ) : (
        <>
          {payment.reference || <span className={ui.muted}>None given</span>}
          {payment.recordedBy ? <div className={ui.muted}>Recorded by {payment.recordedBy}</div> : null}
        </>
      ),
  },
  { header: 'Booking', cell: (payment) => <StatusBadge status={payment.bookingStatus} /> },
];

const FLAGGED_COLUMNS: Column<ReconciliationFlagged>[] = [
  {
    header: 'Problem',
    cell: (event) => (
      <>
        {badge(FLAGGED_OUTCOME_LABELS[event.outcome], ui.warn)}
        <div className={ui.muted}>{formatWhen(event.receivedAt)}</div>
      </>
    ),
  },
  {
    header: 'Amount',
    className: styles.money,
    cell: (event) => (
      <>
        {event.amount === null ? '-' : money(event.amount)}
        {event.currency && event.currency !== 'INR' ? ` ${event.currency}` : null}
        {event.orderAmount !== null && event.orderAmount !== event.amount ? (
          <div className={ui.muted}>order: {money(event.orderAmount)}</div>
        ) : null}
      </>
    ),
  },
  {
    header: 'Provider ids',
    cell: (event) => (
      <>
        {providerId('Order', event.providerOrderId)}
        {providerId('Payment', event.providerPaymentId)}
      </>
    ),
  },
  {
    header: 'Booking',
    cell: (event) =>
      event.bookingId ? (
        <>
          {bookingLink(event.bookingId, event.customerName ?? 'Booking')}
          <div className={ui.muted}>{event.bookingReference}</div>
        </>
      ) : (
        <span className={ui.muted}>Not ours</span>
      ),
  },
];

const IN_PROGRESS_COLUMNS: Column<RefundInProgress>[] = [
  {
    header: 'Customer',
    cell: (refund) => (
      <>
        {bookingLink(refund.bookingId, refund.customerName)}
        <div className={ui.muted}>
          {refund.bookingReference} · {refund.reason}
        </div>
      </>
    ),
  },
  { header: 'Amount', className: styles.money, cell: (refund) => money(refund.amount) },
  {
    header: 'State',
    cell: (refund) => (
      <>
        {refund.status === 'failed'
          ? badge('Refused by the provider', ui.warn)
          : refund.providerRefundId
            ? badge('At the provider')
            : badge('Waiting to be sent')}
        <div className={ui.muted}>Since {formatWhen(refund.createdAt)}</div>
      </>
    ),
  },
  {
    header: 'Provider ids',
    cell: (refund) => (
      <>
        {providerId('Payment', refund.providerPaymentId)}
        {providerId('Refund', refund.providerRefundId)}
      </>
    ),
  },
];

const DONE_COLUMNS: Column<RefundDone>[] = [
  {
    header: 'Customer',
    cell: (refund) => (
      <>
        {bookingLink(refund.bookingId, refund.customerName)}
        <div className={ui.muted}>{refund.bookingReference}</div>
      </>
    ),
  },
  { header: 'Amount', className: styles.money, cell: (refund) => money(refund.amount) },
  {
    header: 'How',
    cell: (refund) =>
      refund.via === 'online' ? (
        <>
          {badge('Online', ui.good)}
          {providerId('Refund', refund.providerRefundId)}
        </>
      ) : (
        <>
          {badge('By hand')} {refund.reference}
          {refund.paidBy ? <div className={ui.muted}>Marked by {refund.paidBy}</div> : null}
        </>
      ),
  },
  { header: 'When', cell: (refund) => formatWhen(refund.at) },
];

const WEBHOOK_COLUMNS: Column<ReconciliationWebhook>[] = [
  {
    header: 'Event',
    cell: (event) => (
      <>
        {event.event}
        <div className={ui.muted}>{formatWhen(event.receivedAt)}</div>
      </>
    ),
  },
  {
    header: 'Outcome',
    cell: (event) => (
      <>
        {event.outcome}
        {event.duplicates > 0 ? <div>{badge(`Sent again ${event.duplicates}×, ignored`)}</div> : null}
      </>
    ),
  },
  {
    header: 'Provider ids',
    cell: (event) => (
      <>
        {providerId('Event', event.eventId)}
        {providerId('Order', event.providerOrderId)}
        {providerId('Payment', event.providerPaymentId)}
      </>
    ),
  },
];

const REFUSAL_COLUMNS: Column<ReconciliationRefusal>[] = [
  { header: 'Refused', cell: (refusal) => badge(WEBHOOK_REFUSAL_LABELS[refusal.reason], ui.warn) },
  { header: 'When', cell: (refusal) => formatWhen(refusal.receivedAt) },
  {
    header: 'Event id',
    cell: (refusal) =>
      refusal.eventId ? <code>{refusal.eventId}</code> : <span className={ui.muted}>None</span>,
  },
];

const toPayColumns = (onChanged: () => void): Column<RefundToPay>[] => [
  {
    header: 'Customer',
    cell: (refund) => (
      <>
        {bookingLink(refund.bookingId, refund.customerName)}
        <div className={ui.muted}>{refund.bookingReference}</div>
        <div>
          <a className={ui.link} href={`tel:${refund.customerPhone}`}>
            {refund.customerPhone}
          </a>
        </div>
        <div className={ui.muted}>{refund.packageName}</div>
      </>
    ),
  },
  { header: 'Amount', className: styles.money, cell: (refund) => money(refund.amount) },
  {
    header: 'Since',
    cell: (refund) => (
      <>
        {formatWhen(refund.createdAt)}
        <div className={ui.muted}>{refund.reason}</div>
      </>
    ),
  },
  { header: 'Action', label: null, cell: (refund) => <MarkPaid refund={refund} onDone={onChanged} /> },
];

/** "Mark refund paid": asks how it was paid (UTR, cheque or receipt no.), then tells the server. */
export function MarkPaid({ refund, onDone }: { refund: RefundToPay; onDone: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useForm(() => ({ reference: '' }), {
    validate: (draft) =>
      draft.reference.trim() ? {} : { reference: 'Say how it was paid: UTR, cheque or receipt number' },
    describeFailure: (error) => errorMessage(error, 'The refund could not be marked paid.'),
  });
  const submit = form.submit(async (draft) => {
    await markRefundPaid(refund._id, draft.reference.trim());
    toast.success(`Refund of ${formatRupees(refund.amount)} to ${refund.customerName} marked paid`);
    setOpen(false);
    form.reset();
    onDone();
  });
  if (!open)
    return (
      <button
        type="button"
        className={ui.button}
        onClick={() => setOpen(true)}
        aria-label={`Mark refund paid: ${formatRupees(refund.amount)} to ${refund.customerName}`}
      >
        Mark refund paid
      </button>
    );
  const error = form.errors.reference;
  return (
    <form
      className={styles.markPaid}
      aria-label={`Refund of ${formatRupees(refund.amount)} paid`}
      noValidate
      onSubmit={submit}
    >
      <label htmlFor={`${id}-reference`}>How was it paid?</label>
      <input
        id={`${id}-reference`}
        className={ui.control}
        maxLength={REFUND_NOTE_MAX_LENGTH}
        placeholder="UTR, cheque or receipt no."
        autoComplete="off"
        {...form.input('reference')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
      <span className={styles.markPaidButtons}>
        <button type="submit" className={ui.button} disabled={form.busy}>
          {form.busy ? 'Saving…' : `Paid ${formatRupees(refund.amount)}`}
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => {
            setOpen(false);
            form.reset();
          }}
        >
          Cancel
        </button>
      </span>
      <FormFailure message={form.failure} className={`${ui.error} ${styles.formError}`} />
    </form>
  );
}
