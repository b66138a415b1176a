import { useEffect, useState } from 'react';
import { errorMessage, fetchDepartures, searchCustomers, sendOperatorMessage } from '@trippy/api-client';
import type { CustomerPick, OperatorBatchListItem } from '@trippy/contracts';
import { countOf, toDateOnly } from '@trippy/domain';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  formatDateRange,
  useForm,
  FormFailure,
  toast,
} from '@trippy/ui';
import { MessageTemplatesEditor } from './message-templates-editor';

const MESSAGE_MAX = 500;
type Audience = 'batch' | 'customer';

function useCustomerSearch(query: string): CustomerPick[] {
  const [found, setFound] = useState<CustomerPick[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2 || q.length > 100) return setFound([]);
    let current = true;
    const timer = setTimeout(() => {
      searchCustomers(q).then(
        (page) => current && setFound(page.items),
        () => current && setFound([]),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return found;
}

/**
 * /operator/messages: a notification to one customer or to every customer of a departure (a road closure, a
 * weather delay): stored, pushed in realtime and emailed by the server.
 */
export function MessagesPage() {
  const [audience, setAudience] = useState<Audience>('batch');
  const [departures, setDepartures] = useState<OperatorBatchListItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [customer, setCustomer] = useState<CustomerPick | null>(null);
  const form = useForm(
    { message: '', batchId: '' },
    { describeFailure: (failure) => errorMessage(failure, 'The message could not be sent.') },
  );
  const { message, batchId } = form.values;
  const found = useCustomerSearch(customer ? '' : query);
  const error = form.failure ?? loadError;

  useEffect(() => {
    fetchDepartures({ from: toDateOnly(), pageSize: 100 }).then(
      (page) => setDepartures(page.items),
      (failure: unknown) => setLoadError(errorMessage(failure, 'Departures could not be loaded.')),
    );
  }, []);

  const submit = form.submit(async () => {
    const text = message.trim();
    if (!text) return form.setFailure('Write the message first');
    if (audience === 'batch' && !batchId) return form.setFailure('Choose a departure');
    if (audience === 'customer' && !customer) return form.setFailure('Choose a customer');
    const result = await sendOperatorMessage(
      audience === 'batch' ? { message: text, batchId } : { message: text, customerId: customer!._id },
    );
    toast.success(
      `Message sent to ${result.recipients} ${result.recipients === 1 ? 'customer' : 'customers'}`,
    );
    form.set('message', '');
  });

  return (
    <BackOfficePage title="Message travellers">
      <form className={ui.card} onSubmit={submit}>
        <fieldset className={ui.toolbar}>
          <legend className={ui.muted}>Send to</legend>
          <label>
            <span>
              <input
                type="radio"
                name="audience"
                checked={audience === 'batch'}
                onChange={() => setAudience('batch')}
              />{' '}
              Everyone on a departure
            </span>
          </label>
          <label>
            <span>
              <input
                type="radio"
                name="audience"
                checked={audience === 'customer'}
                onChange={() => setAudience('customer')}
              />{' '}
              One customer
            </span>
          </label>
        </fieldset>
        {audience === 'batch' ? (
          <div className={ui.toolbar}>
            <label>
              Departure
              <select className={ui.control} {...form.input('batchId')} disabled={!departures}>
                <option value="">{departures ? 'Choose a departure' : 'Loading...'}</option>
                {departures?.map((batch) => (
                  <option key={batch._id} value={batch._id}>
                    {`${batch.packageName}, ${formatDateRange(batch.startDate, batch.endDate)} (${countOf(batch.bookings, 'booking')})`}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : (
          <div className={ui.toolbar}>
            {customer ? (
              <p>
                To <strong>{customer.name}</strong> ({customer.email}, {customer.phone}){' '}
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  onClick={() => setCustomer(null)}
                >
                  Change
                </button>
              </p>
            ) : (
              <label>
                Find a customer (name, email or phone)
                <input
                  className={ui.control}
                  type="search"
                  maxLength={100}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </label>
            )}
            {!customer && found.length > 0 ? (
              <ul aria-label="Customers found">
                {found.map((pick) => (
                  <li key={pick._id}>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      onClick={() => setCustomer(pick)}
                    >
                      {pick.name}, {pick.email}, {pick.phone}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <label className={ui.field}>
          Message ({message.length}/{MESSAGE_MAX})
          <textarea className={ui.control} maxLength={MESSAGE_MAX} rows={4} {...form.input('message')} />
        </label>
        <FormFailure message={error} className={ui.error} />
        <p>
          <button type="submit" className={ui.button} disabled={form.busy}>
            {form.busy ? 'Sending...' : 'Send message'}
          </button>
        </p>
      </form>
      <MessageTemplatesEditor />
    </BackOfficePage>
  );
}
