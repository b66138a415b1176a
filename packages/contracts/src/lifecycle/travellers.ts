import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, IndianPhoneSchema, Nullable } from '../common';

/** Identity documents a traveller may give (the Char Dham registration accepts these). */
export const TRAVELLER_ID_TYPES = ['aadhaar', 'passport', 'voter-id', 'driving-licence'] as const;
export type TravellerIdType = (typeof TRAVELLER_ID_TYPES)[number];
export const TravellerIdTypeSchema = Type.Union(TRAVELLER_ID_TYPES.map((type) => Type.Literal(type)));

export const TRAVELLER_ID_TYPE_LABELS: Record<TravellerIdType, string> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  'voter-id': 'Voter ID',
  'driving-licence': 'Driving licence',
};

export const TRAVELLER_GENDERS = ['female', 'male', 'other'] as const;
export type TravellerGender = (typeof TRAVELLER_GENDERS)[number];
export const TravellerGenderSchema = Type.Union(TRAVELLER_GENDERS.map((gender) => Type.Literal(gender)));

export const TRAVELLER_NAME_MAX = 80;
export const TRAVELLER_AGE_MAX = 120;
/** Longest identity number accepted (a driving licence with its separator); checked per type by the domain. */
export const TRAVELLER_ID_NUMBER_MAX = 20;

/**
 * One traveller per seat, the first is the lead traveller (phone required for the lead only). The identity
 * number is checked per type on the server (domain `travellerIdNumberError`): Aadhaar 12 digits (spaces
 * allowed between groups of 4), passport 1 letter + 7 digits, voter ID 3 letters + 7 digits, driving licence
 * 2 letters + 13-14 letters/digits with one optional space or hyphen after the 2-letter state code.
 * Errors name the traveller: "Traveller 2: enter the age".
 */
export const TravellerInputSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: TRAVELLER_NAME_MAX }),
    age: Type.Integer({ minimum: 0, maximum: TRAVELLER_AGE_MAX }),
    gender: TravellerGenderSchema,
    /** Required for the first (lead) traveller only. */
    phone: Type.Optional(IndianPhoneSchema),
    idType: TravellerIdTypeSchema,
    idNumber: Type.String({ minLength: 1, maxLength: TRAVELLER_ID_NUMBER_MAX }),
  },
  { additionalProperties: false },
);
export type TravellerInput = Static<typeof TravellerInputSchema>;

/** Exactly numberOfSeats entries (checked on the server with a message naming the count). */
export const TravellersInputSchema = Type.Array(TravellerInputSchema, { minItems: 1, maxItems: 20 });

/** A traveller as shown back (customer and staff JSON): the identity number masked to its last 4 characters. */
export const TravellerSchema = Type.Object({
  /** 1 = the lead traveller. */
  position: Type.Integer({ minimum: 1 }),
  fullName: Type.String(),
  age: Type.Integer(),
  gender: TravellerGenderSchema,
  phone: Nullable(Type.String()),
  idType: TravellerIdTypeSchema,
  /** e.g. "XXXX XXXX 1234" (Aadhaar) or "XXXX4567"; the full number is only in the staff manifest CSV. */
  idNumberMasked: Type.String(),
});
export type Traveller = Static<typeof TravellerSchema>;

/**
 * PUT /api/bookings/:id/travellers (the booking's customer): replaces the list; the same count as seats (422
 * otherwise); until 7 days before departure (409 after); 409 on a cancelled booking; another customer's
 * booking 404. Answers the booking (BookingSchema, travellers masked).
 */
export const TRAVELLERS_EDITABLE_UNTIL_DAYS = 7;
export const UpdateTravellersBodySchema = Type.Object(
  { travellers: TravellersInputSchema },
  { additionalProperties: false },
);
export type UpdateTravellersBody = Static<typeof UpdateTravellersBodySchema>;

/** The booking id params of traveller routes. */
export const TravellersParamsSchema = Type.Object({ id: IdSchema });
