import {
  TRAVELLER_AGE_MAX,
  TRAVELLER_ID_NUMBER_MAX,
  TRAVELLER_NAME_MAX,
  type Traveller,
  type TravellerGender,
  type TravellerIdType,
  type TravellerInput,
} from '@trippy/contracts';
import { idNumberError, isIndianMobile, normaliseIdNumber } from '@trippy/domain';
import type { Translate } from '@trippy/i18n';
import { ENGLISH } from '../messages';
import { ID_NUMBER_RULES } from './traveller-texts';

/** A traveller as typed in the form (strings until submitted). */
export interface TravellerDraft {
  fullName: string;
  age: string;
  gender: TravellerGender | '';
  phone: string;
  idType: TravellerIdType;
  idNumber: string;
}

export type TravellerField = keyof TravellerDraft;
/** Errors per traveller (index) and field, each naming the traveller. */
export type TravellerErrors = Array<Partial<Record<TravellerField, string>>>;

/** A traveller's fields in the order the form shows them (an error summary lists them in this order). */
export const TRAVELLER_FIELD_ORDER: readonly TravellerField[] = [
  'fullName',
  'age',
  'gender',
  'phone',
  'idType',
  'idNumber',
];

/** A traveller's field id, for a page with one travellers' form: ("traveller", 1, "age") -> "traveller-2-age". */
export function travellerFieldId(prefix: string, index: number, field: TravellerField): string {
  return `${prefix}-${index + 1}-${field}`;
}

export function emptyTraveller(over: Partial<TravellerDraft> = {}): TravellerDraft {
  return { fullName: '', age: '', gender: '', phone: '', idType: 'aadhaar', idNumber: '', ...over };
}

/** Exactly `seats` drafts: the ones kept, then empty ones. */
export function resizeDrafts(drafts: TravellerDraft[], seats: number): TravellerDraft[] {
  return Array.from({ length: seats }, (_, index) => drafts[index] ?? emptyTraveller());
}

/**
 * Drafts from travellers already stored: identity numbers come back masked and are never prefilled, so the
 * customer types each one again when editing.
 */
export function draftsFrom(travellers: Traveller[]): TravellerDraft[] {
  return travellers.map((t) => ({
    fullName: t.fullName,
    age: String(t.age),
    gender: t.gender,
    phone: t.phone ?? '',
    idType: t.idType,
    idNumber: '',
  }));
}

const AGE = /^\d{1,3}$/;

/**
 * The domain's traveller rules, every field of every traveller ("Traveller 2: enter the age"), in the words
 * of the domain's travellerFieldMessage and idNumberError, in the page's language (`t`; English by default).
 */
export function validateTravellers(drafts: TravellerDraft[], t: Translate = ENGLISH.t): TravellerErrors {
  return drafts.map((draft, index) => {
    const position = index + 1;
    const errors: Partial<Record<TravellerField, string>> = {};
    const name = draft.fullName.trim();
    if (!name) errors.fullName = t('Traveller {position}: enter the full name', { position });
    else if (name.length > TRAVELLER_NAME_MAX)
      errors.fullName = t('Traveller {position}: the full name is at most {max} characters', {
        position,
        max: TRAVELLER_NAME_MAX,
      });
    if (!draft.age.trim()) errors.age = t('Traveller {position}: enter the age', { position });
    else if (!AGE.test(draft.age.trim()) || Number(draft.age) > TRAVELLER_AGE_MAX)
      errors.age = t('Traveller {position}: the age must be a whole number from 0 to {max}', {
        position,
        max: TRAVELLER_AGE_MAX,
      });
    if (!draft.gender) errors.gender = t('Traveller {position}: enter the gender', { position });
    const phone = draft.phone.trim();
    if (position === 1 && !phone)
      errors.phone = t("Traveller {position}: enter the lead traveller's phone", { position });
    else if (phone && !isIndianMobile(phone))
      errors.phone = t('Traveller {position}: the phone must be a 10-digit mobile number', { position });
    const idNumber = draft.idNumber.trim();
    if (!idNumber)
      errors.idNumber = t('Traveller {position}: enter the identity document number', { position });
    else if (idNumber.length > TRAVELLER_ID_NUMBER_MAX)
      errors.idNumber = t('Traveller {position}: the identity number is at most {max} characters', {
        position,
        max: TRAVELLER_ID_NUMBER_MAX,
      });
    else if (idNumberError(draft.idType, idNumber))
      errors.idNumber = t(ID_NUMBER_RULES[draft.idType], { position });
    return errors;
  });
}

export function hasTravellerErrors(errors: TravellerErrors): boolean {
  return errors.some((e) => Object.keys(e).length > 0);
}

/** The body's travellers (call after validateTravellers found nothing): phone only where given. */
export function toTravellerInputs(drafts: TravellerDraft[]): TravellerInput[] {
  return drafts.map((draft) => {
    const phone = draft.phone.trim();
    return {
      fullName: draft.fullName.trim(),
      age: Number(draft.age.trim()),
      gender: draft.gender as TravellerGender,
      ...(phone ? { phone } : {}),
      idType: draft.idType,
      idNumber: normaliseIdNumber(draft.idType, draft.idNumber),
    };
  });
}

/** Every message of the travellers' errors, for one alert above the submit button. */
export function travellerErrorList(errors: TravellerErrors): string[] {
  return errors.flatMap((e) => Object.values(e).filter((m): m is string => Boolean(m)));
}
