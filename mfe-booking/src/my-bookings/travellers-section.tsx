import { useState } from 'react';
import type { Booking } from '@trippy/contracts';
import { errorMessage, updateTravellers } from '@trippy/api-client';
import { msg } from '@trippy/i18n';
import { useForm, FormFailure, toast } from '@trippy/ui';
import {
  draftsFrom,
  emptyTraveller,
  hasTravellerErrors,
  resizeDrafts,
  toTravellerInputs,
  validateTravellers,
  type TravellerDraft,
  type TravellerErrors,
  type TravellerField,
  ID_TYPE_LABELS,
  TravellerErrorList,
  TravellersFields,
} from '../travellers';
import { useBookingText } from '../messages';
import styles from './my-bookings.module.css';

const GENDER = { female: msg('F'), male: msg('M'), other: msg('Other') } as const;

interface TravellersSectionProps {
  booking: Booking;
  /** Until 7 days before departure and not cancelled (the domain's rule). */
  editable: boolean;
  onSaved: (booking: Booking) => void;
}

/** The booking's travellers (identity numbers masked) and, while allowed, Edit (or Add for old bookings). */
export function TravellersSection({ booking, editable, onSaved }: TravellersSectionProps) {
  const { travellers } = booking;
  const seats = booking.bookingInfo.numberOfSeats;
  const [editing, setEditing] = useState(false);
  const { t } = useBookingText();
  const form = useForm<{ drafts: TravellerDraft[] }>(
    { drafts: [] },
    {
      describeFailure: (error) => errorMessage(error, t('Could not save the travellers. Please try again.')),
    },
  );
  const { drafts } = form.values;
  // One message list per traveller, so these errors stay beside the form's.
  const [errors, setErrors] = useState<TravellerErrors>([]);

  const open = () => {
    const start = travellers.length
      ? draftsFrom(travellers)
      : [
          emptyTraveller({
            fullName: booking.customerDetails.fullName,
            phone: booking.customerDetails.phone,
          }),
        ];
    form.reset({ drafts: resizeDrafts(start, seats) });
    setErrors([]);
    setEditing(true);
  };

  const onChange = (index: number, field: TravellerField, value: string) => {
    form.set(
      'drafts',
      drafts.map((d, i) => (i === index ? { ...d, [field]: value } : d)),
    );
    if (errors[index]?.[field])
      setErrors((list) => list.map((e, i) => (i === index ? { ...e, [field]: undefined } : e)));
  };

  const save = form.submit(async () => {
    const found = validateTravellers(drafts, t);
    setErrors(found);
    if (hasTravellerErrors(found)) return;
    const updated = await updateTravellers(booking._id, toTravellerInputs(drafts));
    toast.success(t('Travellers saved'));
    setEditing(false);
    onSaved(updated);
  });

  return (
    <section className={styles.block} aria-label={t('Travellers')}>
      <div className={styles.blockHead}>
        <h4>{t('Travellers')}</h4>
        {editable && !editing ? (
          <button type="button" className={styles.small} onClick={open}>
            {travellers.length ? t('Edit travellers') : t('Add travellers')}
          </button>
        ) : null}
      </div>
      {travellers.length === 0 ? (
        <p className={styles.muted}>{t('Travellers not added yet.')}</p>
      ) : (
        <ol className={styles.travellers} data-testid="travellers">
          {travellers.map((traveller) => (
            <li key={traveller.position}>
              <span className={styles.travellerName}>
                {traveller.fullName}
                {traveller.position === 1 ? ` ${t('(lead)')}` : ''}
              </span>
              <span className={styles.muted}>
                {traveller.age} · {t(GENDER[traveller.gender])} · {t(ID_TYPE_LABELS[traveller.idType])}{' '}
                {traveller.idNumberMasked}
                {traveller.phone ? ` · ${traveller.phone}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      {!editable && !editing && booking.metadata.status !== 'cancelled' ? (
        <p className={styles.muted}>{t('Travellers can be changed until 7 days before departure.')}</p>
      ) : null}
      {editing ? (
        <form className={styles.editForm} onSubmit={save} noValidate aria-label={t('Edit travellers')}>
          <p className={styles.muted}>
            {t("For your safety identity numbers are only shown masked: type each traveller's number again.")}
          </p>
          <TravellersFields drafts={drafts} errors={errors} onChange={onChange} />
          <TravellerErrorList errors={errors} />
          <FormFailure message={form.failure} className={styles.warn} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setEditing(false)}
              disabled={form.busy}
            >
              {t('Discard changes')}
            </button>
            <button type="submit" className={styles.primary} disabled={form.busy}>
              {form.busy ? t('Saving...') : t('Save travellers')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
