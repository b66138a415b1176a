import { useId, type ReactNode } from 'react';
import {
  TRAVELLER_GENDERS,
  TRAVELLER_ID_NUMBER_MAX,
  TRAVELLER_ID_TYPES,
  TRAVELLER_NAME_MAX,
} from '@trippy/contracts';
import { Field, formStyles } from '@trippy/ui';
import { useBookingText } from '../messages';
import {
  travellerFieldId,
  type TravellerDraft,
  type TravellerErrors,
  type TravellerField,
} from './traveller-drafts';
import { GENDER_LABELS, ID_HINTS, ID_TYPE_LABELS } from './traveller-texts';
import styles from './travellers.module.css';

interface SelectProps {
  /** The select's id (else a generated one). */
  id?: string | undefined;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}

function Select({ id: given, label, value, error, onChange, children }: SelectProps) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <span id={`${id}-error`} className={formStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

interface TravellerFieldsetProps {
  index: number;
  draft: TravellerDraft;
  errors: TravellerErrors[number] | undefined;
  onChange: (index: number, field: TravellerField, value: string) => void;
  /** Stored travellers come back masked: say the number must be typed again. */
  idNumberHint?: string | undefined;
  /** Fixed field ids ("traveller" -> "traveller-1-age"), for links to the fields; else generated ids. */
  idPrefix?: string | undefined;
}

/** One traveller: name, age, gender, the lead's phone, identity document and number. */
function TravellerFieldset({
  index,
  draft,
  errors = {},
  onChange,
  idNumberHint,
  idPrefix,
}: TravellerFieldsetProps) {
  const { t } = useBookingText();
  const lead = index === 0;
  const idOf = (field: TravellerField) => (idPrefix ? travellerFieldId(idPrefix, index, field) : undefined);
  const set = (field: TravellerField) => (event: { target: { value: string } }) =>
    onChange(index, field, event.target.value);
  return (
    <fieldset className={styles.traveller} data-testid="traveller">
      <legend>
        {lead
          ? t('Traveller {number} (lead traveller)', { number: index + 1 })
          : t('Traveller {number}', { number: index + 1 })}
      </legend>
      <div className={styles.grid}>
        <Field
          id={idOf('fullName')}
          label={t('Name as on ID')}
          autoComplete={lead ? 'name' : 'off'}
          maxLength={TRAVELLER_NAME_MAX}
          value={draft.fullName}
          error={errors.fullName}
          onChange={set('fullName')}
        />
        <Field
          id={idOf('age')}
          label={t('Age')}
          inputMode="numeric"
          maxLength={3}
          value={draft.age}
          error={errors.age}
          onChange={set('age')}
        />
        <Select
          id={idOf('gender')}
          label={t('Gender')}
          value={draft.gender}
          error={errors.gender}
          onChange={(v) => onChange(index, 'gender', v)}
        >
          <option value="">{t('Choose')}</option>
          {TRAVELLER_GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(GENDER_LABELS[gender])}
            </option>
          ))}
        </Select>
        {lead ? (
          <Field
            id={idOf('phone')}
            label={t('Mobile (lead traveller)')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={draft.phone}
            error={errors.phone}
            onChange={set('phone')}
          />
        ) : null}
        <Select
          id={idOf('idType')}
          label={t('ID document')}
          value={draft.idType}
          error={errors.idType}
          onChange={(v) => onChange(index, 'idType', v)}
        >
          {TRAVELLER_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(ID_TYPE_LABELS[type])}
            </option>
          ))}
        </Select>
        <Field
          id={idOf('idNumber')}
          label={t('ID number')}
          autoComplete="off"
          spellCheck={false}
          maxLength={TRAVELLER_ID_NUMBER_MAX}
          value={draft.idNumber}
          error={errors.idNumber}
          hint={idNumberHint ? `${idNumberHint} ${t(ID_HINTS[draft.idType])}` : t(ID_HINTS[draft.idType])}
          onChange={set('idNumber')}
        />
      </div>
    </fieldset>
  );
}

interface TravellersFieldsProps {
  drafts: TravellerDraft[];
  errors: TravellerErrors;
  onChange: (index: number, field: TravellerField, value: string) => void;
  idNumberHints?: Array<string | undefined>;
  /** Fixed field ids ("traveller" -> "traveller-1-age"), for links to the fields; else generated ids. */
  idPrefix?: string | undefined;
}

/** One fieldset per seat, the lead traveller first. */
export function TravellersFields({
  drafts,
  errors,
  onChange,
  idNumberHints,
  idPrefix,
}: TravellersFieldsProps) {
  return (
    <div className={styles.list}>
      {drafts.map((draft, index) => (
        <TravellerFieldset
          // Travellers are positions (seat 1, seat 2...): the index is their identity.
          key={index}
          index={index}
          draft={draft}
          errors={errors[index]}
          onChange={onChange}
          idNumberHint={idNumberHints?.[index]}
          idPrefix={idPrefix}
        />
      ))}
    </div>
  );
}
