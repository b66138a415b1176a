import type { TravellerGender, TravellerIdType } from '@trippy/contracts';
import { msg } from '@trippy/i18n';

// Labels shown with t(): the same English as @trippy/contracts' TRAVELLER_ID_TYPE_LABELS and the domain's
// identity rules (a unit test keeps them equal), marked here so the Hindi catalogue finds them.

export const ID_TYPE_LABELS: Record<TravellerIdType, string> = {
  aadhaar: msg('Aadhaar'),
  passport: msg('Passport'),
  'voter-id': msg('Voter ID'),
  'driving-licence': msg('Driving licence'),
};

export const GENDER_LABELS: Record<TravellerGender, string> = {
  female: msg('Female'),
  male: msg('Male'),
  other: msg('Other'),
};

/** Under the identity number field: what a valid one looks like. */
export const ID_HINTS: Record<TravellerIdType, string> = {
  aadhaar: msg('12 digits'),
  passport: msg('1 letter and 7 digits, e.g. K1234567'),
  'voter-id': msg('3 letters and 7 digits, e.g. ABC1234567'),
  'driving-licence': msg('State code and 13-14 letters or digits, e.g. UK0720190012345'),
};

/** "Traveller 2: " and the domain's idNumberError for a number not valid for its document. */
export const ID_NUMBER_RULES: Record<TravellerIdType, string> = {
  aadhaar: msg('Traveller {position}: the Aadhaar number must be 12 digits'),
  passport: msg('Traveller {position}: the passport number must be 1 letter and 7 digits (e.g. K1234567)'),
  'voter-id': msg(
    'Traveller {position}: the voter ID number must be 3 letters and 7 digits (e.g. ABC1234567)',
  ),
  'driving-licence': msg(
    'Traveller {position}: the driving licence number must be the 2-letter state code and 13-14 letters or digits (e.g. UK07 20190012345)',
  ),
};
