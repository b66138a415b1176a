import { useState } from 'react';
import {
  addOperatorBatch,
  errorMessage,
  fetchOperatorPackage,
  updateOperatorBatch,
} from '@trippy/api-client';
import { BatchCreateBodySchema, type BatchPatchBody, type OperatorBatch } from '@trippy/contracts';
import {
  BackOfficeSection,
  DataTable,
  formatDateRange,
  backOfficeStyles as ui,
  useForm,
  FormFailure,
  type Column,
  toast,
} from '@trippy/ui';
import { departureSeasonWarning, type SeasonMonths } from '@trippy/domain';
import styles from './operator.module.css';

const SEATS = BatchCreateBodySchema.properties.totalSeats;
const SEATS_MIN = SEATS.minimum ?? 1;
const SEATS_MAX = SEATS.maximum ?? Infinity;

/** What is wrong with dates and seats as typed, before asking the server (which checks sold seats). */
function batchProblem(startDate: string, endDate: string, seats: string): string | null {
  if (!startDate || !endDate) return 'Choose the start and end dates.';
  if (endDate < startDate) return 'The end date cannot be before the start date.';
  const n = /^\d{1,4}$/.test(seats) ? Number(seats) : NaN;
  if (Number.isNaN(n) || n < SEATS_MIN || n > SEATS_MAX)
    return `Seats must be from ${SEATS_MIN} to ${SEATS_MAX}.`;
  return null;
}

/** The batches table's headers: each row is a BatchRow, an inline form of its own. */
const BATCH_COLUMNS = ['Start', 'End', 'Total seats', 'Sold', 'Left', 'Status', 'Actions'].map(
  (header): Column<OperatorBatch> => ({ header }),
);

const valuesOf = (batch: OperatorBatch) => ({
  startDate: batch.startDate,
  endDate: batch.endDate,
  seats: String(batch.totalSeats),
});

function BatchRow({
  batch,
  season,
  onChanged,
  onRefused,
}: {
  batch: OperatorBatch;
  season: SeasonMonths;
  onChanged: (batch: OperatorBatch) => void;
  onRefused: () => void;
}) {
  const form = useForm(() => valuesOf(batch), {
    describeFailure: (failure) => errorMessage(failure, 'The batch could not be changed.'),
  });
  const { startDate, endDate, seats } = form.values;
  const { busy, failure: error } = form;
  const edited =
    startDate !== batch.startDate || endDate !== batch.endDate || seats !== String(batch.totalSeats);
  const range = formatDateRange(batch.startDate, batch.endDate);
  // Allowed (a special departure), but said: the public page shows the package's season.
  const seasonWarning = departureSeasonWarning(season, startDate);

  const send = (body: BatchPatchBody, done: string) =>
    form.run(async () => {
      try {
        const changed = await updateOperatorBatch(batch._id, body);
        onChanged(changed);
        form.reset(valuesOf(changed));
        toast.success(done);
      } catch (failure) {
        onRefused();
        throw failure;
      }
    });

  const save = () => {
    const problem = batchProblem(startDate, endDate, seats);
    if (problem) return form.setFailure(problem);
    const body: BatchPatchBody = {};
    if (startDate !== batch.startDate) body.startDate = startDate;
    if (endDate !== batch.endDate) body.endDate = endDate;
    if (seats !== String(batch.totalSeats)) body.totalSeats = Number(seats);
    void send(body, 'Batch saved');
  };

  return (
    <>
      <tr aria-label={`Batch ${range}`}>
        <td>
          <input
            type="date"
            className={`${ui.control} ${styles.date}`}
            aria-label={`Start of ${range}`}
            {...form.input('startDate')}
          />
        </td>
        <td>
          <input
            type="date"
            className={`${ui.control} ${styles.date}`}
            aria-label={`End of ${range}`}
            {...form.input('endDate')}
          />
        </td>
        <td>
          <input
            className={`${ui.control} ${styles.seats}`}
            inputMode="numeric"
            maxLength={String(SEATS_MAX).length}
            aria-label={`Total seats of ${range}`}
            aria-invalid={error ? true : undefined}
            {...form.input('seats')}
          />
        </td>
        <td>{batch.seatsSold}</td>
        <td>{batch.seatsLeft}</td>
        <td>
          {batch.closed ? (
            <span className={`${ui.badge} ${ui.warn}`}>Closed</span>
          ) : (
            <span className={`${ui.badge} ${ui.good}`}>Open</span>
          )}
        </td>
        <td>
          <span className={`${ui.actions} ${styles.nowrap}`}>
            <button type="button" className={ui.button} disabled={busy || !edited} onClick={save}>
              Save
            </button>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={busy}
              onClick={() =>
                void send({ closed: !batch.closed }, batch.closed ? 'Batch reopened' : 'Batch closed')
              }
            >
              {batch.closed ? 'Reopen' : 'Close'}
            </button>
          </span>
        </td>
      </tr>
      {error ? (
        <tr>
          <td colSpan={7} className={styles.rowError} role="alert">
            {range}: {error}
          </td>
        </tr>
      ) : null}
      {seasonWarning ? (
        <tr>
          <td colSpan={7} className={styles.rowWarning}>
            {range}: {seasonWarning}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function AddBatchForm({
  packageId,
  season,
  onAdded,
}: {
  packageId: string;
  season: SeasonMonths;
  onAdded: (batch: OperatorBatch) => void;
}) {
  const form = useForm(
    { startDate: '', endDate: '', seats: '' },
    { describeFailure: (failure) => errorMessage(failure, 'The batch could not be added.') },
  );
  const submit = form.submit(async ({ startDate, endDate, seats }) => {
    const problem = batchProblem(startDate, endDate, seats);
    if (problem) return form.setFailure(problem);
    onAdded(await addOperatorBatch(packageId, { startDate, endDate, totalSeats: Number(seats) }));
    toast.success('Batch added');
    form.reset();
  });

  return (
    <form onSubmit={submit} aria-label="Add a batch" noValidate>
      <h3>Add a batch</h3>
      <div className={ui.toolbar}>
        <label>
          Start date
          <input type="date" className={ui.control} {...form.input('startDate')} />
        </label>
        <label>
          End date
          <input type="date" className={ui.control} {...form.input('endDate')} />
        </label>
        <label>
          Seats
          <input
            className={`${ui.control} ${styles.seats}`}
            inputMode="numeric"
            maxLength={String(SEATS_MAX).length}
            {...form.input('seats')}
          />
        </label>
        <button type="submit" className={ui.button} disabled={form.busy}>
          {form.busy ? 'Adding...' : 'Add batch'}
        </button>
      </div>
      <p className={styles.rowWarning} role="status">
        {departureSeasonWarning(season, form.values.startDate)}
      </p>
      <FormFailure message={form.failure} className={ui.error} />
    </form>
  );
}

/** Departures of the package: dates and seats edited in place, closed and reopened, new ones added. */
export function BatchesCard({
  packageId,
  season,
  initial,
}: {
  packageId: string;
  /** The package's saved season: departures outside it are pointed out. */
  season: SeasonMonths;
  initial: OperatorBatch[];
}) {
  const [batches, setBatches] = useState(initial);
  // After a refusal the seats sold may have moved (a booking since the page opened): show the current counts.
  const refresh = () =>
    void fetchOperatorPackage(packageId).then(
      (pkg) => setBatches(pkg.batches),
      () => undefined,
    );
  const replace = (changed: OperatorBatch) =>
    setBatches((list) => list.map((b) => (b._id === changed._id ? changed : b)));
  const add = (added: OperatorBatch) =>
    setBatches((list) => [...list, added].sort((a, b) => a.startDate.localeCompare(b.startDate)));
  return (
    <BackOfficeSection id="batches-heading" title="Batches">
      <DataTable
        caption="Departures of this package"
        columns={BATCH_COLUMNS}
        rows={batches}
        rowKey={(batch) => batch._id}
        renderRow={(batch) => (
          <BatchRow batch={batch} season={season} onChanged={replace} onRefused={refresh} />
        )}
        empty="No batches yet: add the first departure below."
      />
      <AddBatchForm packageId={packageId} season={season} onAdded={add} />
    </BackOfficeSection>
  );
}
