import { useId, useState } from 'react';
import { errorMessage, lookUpCustomer } from '@trippy/api-client';
import type { NewCustomer } from '@trippy/contracts';
import { Field, backOfficeStyles as ui } from '@trippy/ui';
import { countOf } from '@trippy/domain';
import type { CustomerChoice, NewCustomerErrors } from './staff-booking-draft';
import styles from './new-booking.module.css';

const LOOKUP_MAX_LENGTH = 254;

interface CustomerStepProps {
  choice: CustomerChoice;
  onChoose: (choice: CustomerChoice) => void;
  errors: NewCustomerErrors;
  /** "Find the customer…" after a submit without one. */
  missing?: string | undefined;
  /** What the lookup starts with (an enquiry's phone number). */
  initialLookup: string;
  /** Filled into a new account's fields when nobody has the number (an enquiry's name and email). */
  prefill: Partial<NewCustomer>;
}

const isEmail = (value: string) => value.includes('@');
const digitsOf = (value: string) => value.replace(/\D/g, '').slice(-10);

/** "Customer": the account found by mobile number or email, or a new one opened with the booking. */
export function CustomerStep({
  choice,
  onChoose,
  errors,
  missing,
  initialLookup,
  prefill,
}: CustomerStepProps) {
  const id = useId();
  const [lookup, setLookup] = useState(initialLookup);
  const [searching, setSearching] = useState(false);
  const [failed, setFailure] = useState('');
  const failure = failed || missing || '';

  const find = async () => {
    const typed = lookup.trim();
    if (typed.length < 3) {
      setFailure('Type the customer’s mobile number or email');
      return;
    }
    setSearching(true);
    setFailure('');
    try {
      const match = await lookUpCustomer(typed);
      onChoose(
        match
          ? { kind: 'found', match }
          : {
              kind: 'new',
              fields: {
                firstName: prefill.firstName ?? '',
                lastName: prefill.lastName ?? '',
                email: isEmail(typed) ? typed : (prefill.email ?? ''),
                phone: isEmail(typed) ? (prefill.phone ?? '') : digitsOf(typed),
              },
            },
      );
    } catch (error) {
      setFailure(errorMessage(error, 'The customer could not be looked up. Try again.'));
    } finally {
      setSearching(false);
    }
  };

  const setField = (key: keyof NewCustomer, value: string) => {
    if (choice.kind === 'new') onChoose({ kind: 'new', fields: { ...choice.fields, [key]: value } });
  };

  return (
    <section className={ui.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Customer</h2>
      {choice.kind === 'found' ? (
        <div className={styles.found} data-testid="customer-found">
          <p>
            <strong>
              {choice.match.firstName} {choice.match.lastName}
            </strong>{' '}
            · {choice.match.phone} · {choice.match.email}
          </p>
          <p className={ui.muted}>
            {choice.match.bookings === 0 ? 'No bookings yet' : countOf(choice.match.bookings, 'booking')}
            {choice.match.emailVerified
              ? ''
              : ' · email not confirmed yet (mails about the booking wait for it)'}
          </p>
        </div>
      ) : (
        <form
          className={styles.lookup}
          role="search"
          aria-label="Find the customer"
          onSubmit={(event) => {
            event.preventDefault();
            void find();
          }}
        >
          <label htmlFor="customer-lookup">Mobile number or email</label>
          <div className={styles.lookupRow}>
            <input
              id="customer-lookup"
              className={ui.control}
              type="search"
              autoComplete="off"
              maxLength={LOOKUP_MAX_LENGTH}
              placeholder="e.g. 9876543210"
              value={lookup}
              onChange={(event) => setLookup(event.target.value)}
              aria-describedby={failure ? `${id}-lookup-error` : undefined}
            />
            <button type="submit" className={ui.button} disabled={searching}>
              {searching ? 'Finding…' : 'Find customer'}
            </button>
          </div>
          {failure ? (
            <span id={`${id}-lookup-error`} className={ui.error} role="alert">
              {failure}
            </span>
          ) : null}
        </form>
      )}
      {choice.kind === 'new' ? (
        <div data-testid="customer-new">
          <p className={styles.note}>
            No account has this number or email. One is opened with the booking; the customer gets a mail to
            choose their own password.
          </p>
          <div className={styles.pair}>
            <Field
              id="new-customer-firstName"
              label="First name"
              value={choice.fields.firstName}
              maxLength={60}
              error={errors.firstName}
              onChange={(event) => setField('firstName', event.target.value)}
            />
            <Field
              id="new-customer-lastName"
              label="Last name"
              value={choice.fields.lastName}
              maxLength={60}
              onChange={(event) => setField('lastName', event.target.value)}
            />
            <Field
              id="new-customer-email"
              label="Email"
              type="email"
              value={choice.fields.email}
              maxLength={254}
              error={errors.email}
              onChange={(event) => setField('email', event.target.value)}
            />
            <Field
              id="new-customer-phone"
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              value={choice.fields.phone}
              error={errors.phone}
              onChange={(event) => setField('phone', event.target.value)}
            />
          </div>
        </div>
      ) : null}
      {choice.kind !== 'none' ? (
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => onChoose({ kind: 'none' })}
        >
          Another customer
        </button>
      ) : null}
    </section>
  );
}
