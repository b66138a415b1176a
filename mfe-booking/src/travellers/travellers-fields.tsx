import { useId, type ReactNode } from 'react';
import {
  TRAVELLER_GENDERS,
  TRAVELLER_ID_NUMBER_MAX,
  TRAVELLER_ID_TYPES,
  TRAVELLER_ID_TYPE_LABELS,
  TRAVELLER_NAME_MAX,
} from '@trippy/contracts';
import { Field, formStyles } from '@trippy/ui';
import {
  travellerFieldId,
  type TravellerDraft,
  type TravellerErrors,
  type TravellerField,
} from './traveller-drafts';
import styles from './travellers.module.css';

const GENDER_LABELS = { female: 'Female', male: 'Male', other: 'Other' } as const;

const ID_HINTS: Record<TravellerDraft['idType'], string> = {
  aadhaar: '12 digits',
  passport: '1 letter and 7 digits, e.g. K1234567',
  'voter-id': '3 letters and 7 digits, e.g. ABC1234567',
  'driving-licence': 'State code and 13-14 letters or digits, e.g. UK0720190012345',
};

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
  const lead = index === 0;
  const idOf = (field: TravellerField) => (idPrefix ? travellerFieldId(idPrefix, index, field) : undefined);
  const set = (field: TravellerField) => (event: { target: { value: string } }) =>
    onChange(index, field, event.target.value);
  return (
    <fieldset className={styles.traveller} data-testid="traveller">
      <legend>
        Traveller {index + 1}
        {lead ? ' (lead traveller)' : ''}
      </legend>
      <div className={styles.grid}>
        <Field
          id={idOf('fullName')}
          label="Name as on ID"
          autoComplete={lead ? 'name' : 'off'}
          maxLength={TRAVELLER_NAME_MAX}
          value={draft.fullName}
          error={errors.fullName}
          onChange={set('fullName')}
        />
        <Field
          id={idOf('age')}
          label="Age"
          inputMode="numeric"
          maxLength={3}
          value={draft.age}
          error={errors.age}
          onChange={set('age')}
        />
        <Select
          id={idOf('gender')}
          label="Gender"
          value={draft.gender}
          error={errors.gender}
          onChange={(v) => onChange(index, 'gender', v)}
        >
          <option value="">Choose</option>
          {TRAVELLER_GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </Select>
        {lead ? (
          <Field
            id={idOf('phone')}
            label="Mobile (lead traveller)"
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
          label="ID document"
          value={draft.idType}
          error={errors.idType}
          onChange={(v) => onChange(index, 'idType', v)}
        >
          {TRAVELLER_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {TRAVELLER_ID_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        <Field
          id={idOf('idNumber')}
          label="ID number"
          autoComplete="off"
          spellCheck={false}
          maxLength={TRAVELLER_ID_NUMBER_MAX}
          value={draft.idNumber}
          error={errors.idNumber}
          hint={idNumberHint ? `${idNumberHint} ${ID_HINTS[draft.idType]}` : ID_HINTS[draft.idType]}
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
