/** Travellers of a booking: one per seat, identity numbers checked per document and masked when shown. */
export type IdType = 'aadhaar' | 'passport' | 'voter-id' | 'driving-licence';

const ID_LABELS: Record<IdType, string> = {
  aadhaar: 'Aadhaar number',
  passport: 'passport number',
  'voter-id': 'voter ID number',
  'driving-licence': 'driving licence number',
};

/** Bounded, linear patterns on the normalised number (upper case, Aadhaar without spaces). */
const ID_PATTERNS: Record<IdType, { pattern: RegExp; rule: string }> = {
  aadhaar: { pattern: /^\d{12}$/, rule: 'must be 12 digits' },
  passport: { pattern: /^[A-Z]\d{7}$/, rule: 'must be 1 letter and 7 digits (e.g. K1234567)' },
  'voter-id': { pattern: /^[A-Z]{3}\d{7}$/, rule: 'must be 3 letters and 7 digits (e.g. ABC1234567)' },
  'driving-licence': {
    // State code, RTO code, then year and number: a space or hyphen allowed after either code.
    pattern: /^[A-Z]{2}[ -]?\d{2}[ -]?[0-9A-Z]{11,12}$/,
    rule: 'must be the 2-letter state code and 13-14 letters or digits (e.g. UK07 20190012345)',
  },
};

/** Upper case and trimmed; an Aadhaar number loses the spaces between its groups of 4. */
export function normaliseIdNumber(idType: IdType, idNumber: string): string {
  const upper = idNumber.slice(0, 40).trim().toUpperCase();
  return idType === 'aadhaar' ? upper.replace(/ /g, '') : upper;
}

/** Why the number is not valid for its document ('' when it is). */
export function idNumberError(idType: IdType, idNumber: string): string {
  const { pattern, rule } = ID_PATTERNS[idType];
  return pattern.test(normaliseIdNumber(idType, idNumber)) ? '' : `the ${ID_LABELS[idType]} ${rule}`;
}

/** Only the last 4 characters shown: "XXXX XXXX 1234" for Aadhaar, "XXXX4567"-style otherwise. */
export function maskIdNumber(idType: IdType, idNumber: string): string {
  const plain = normaliseIdNumber(idType, idNumber).replace(/[ -]/g, '');
  const last4 = plain.slice(-4);
  if (idType === 'aadhaar') return `XXXX XXXX ${last4}`;
  return `${'X'.repeat(Math.max(0, plain.length - 4))}${last4}`;
}

export interface TravellerFields {
  fullName?: string;
  age?: number;
  gender?: string;
  phone?: string | null;
  idType?: IdType;
  idNumber?: string;
}

const FIELD_LABELS: Record<string, string> = {
  fullName: 'the full name',
  age: 'the age',
  gender: 'the gender',
  phone: "the lead traveller's phone",
  idType: 'the identity document',
  idNumber: 'the identity document number',
};

/** "Traveller 2: enter the age" (missing) or "Traveller 2: check the age" (present but not valid). */
export function travellerFieldMessage(position: number, field: string, missing: boolean): string {
  const label = FIELD_LABELS[field] ?? field;
  return `Traveller ${position}: ${missing ? 'enter' : 'check'} ${label}`;
}

/**
 * The first problem with the travellers of a booking of `seats` seats, naming the traveller ("Traveller 2:
 * the Aadhaar number must be 12 digits"), or '' when they are all right. Field shapes (lengths, age range)
 * are checked by the schema first.
 */
export function travellersError(travellers: ReadonlyArray<TravellerFields>, seats: number): string {
  if (travellers.length !== seats)
    return `Add exactly one traveller per seat: ${seats} seat${seats === 1 ? '' : 's'}, ${travellers.length} traveller${travellers.length === 1 ? '' : 's'}`;
  for (const [index, traveller] of travellers.entries()) {
    const position = index + 1;
    if (!traveller.fullName?.trim()) return travellerFieldMessage(position, 'fullName', true);
    if (traveller.age === undefined) return travellerFieldMessage(position, 'age', true);
    if (position === 1 && !traveller.phone) return travellerFieldMessage(position, 'phone', true);
    if (!traveller.idType) return travellerFieldMessage(position, 'idType', true);
    if (!traveller.idNumber?.trim()) return travellerFieldMessage(position, 'idNumber', true);
    const idError = idNumberError(traveller.idType, traveller.idNumber);
    if (idError) return `Traveller ${position}: ${idError}`;
  }
  return '';
}
