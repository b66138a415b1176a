import { Type, type Static } from '@sinclair/typebox';
import { BookingStatusSchema } from '../booking';
import { DateOnlySchema, IdSchema, PaiseSchema } from '../common';
import { OperatorPageQuerySchema } from './paging';
import { TravellerSchema } from '../lifecycle/travellers';

/** GET /api/operator/batches (staff): departures by start date (soonest first), to pick a manifest. */
export const OperatorBatchListQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({
    packageId: Type.Optional(IdSchema),
    /** Start date on or after (default: no bound). */
    from: Type.Optional(DateOnlySchema),
    /** Start date on or before. */
    to: Type.Optional(DateOnlySchema),
  }),
]);
export type OperatorBatchListQuery = Static<typeof OperatorBatchListQuerySchema>;

export const OperatorBatchListItemSchema = Type.Object({
  _id: IdSchema,
  packageId: IdSchema,
  packageName: Type.String(),
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  totalSeats: Type.Integer(),
  /** Taken and not held: seatsSold + seatsHeld + seatsLeft = totalSeats (domain seatSplit). */
  seatsSold: Type.Integer(),
  /** Held unpaid: new bookings while their payment is under way, open waitlist offers. */
  seatsHeld: Type.Integer(),
  seatsLeft: Type.Integer(),
  closed: Type.Boolean(),
  /** Non-cancelled bookings on the batch. */
  bookings: Type.Integer(),
});
export type OperatorBatchListItem = Static<typeof OperatorBatchListItemSchema>;

/** One non-cancelled booking of the departure: the lead traveller as entered at booking and the seats. */
export const ManifestEntrySchema = Type.Object({
  bookingId: IdSchema,
  status: BookingStatusSchema,
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  seats: Type.Integer(),
  emergencyName: Type.String(),
  emergencyContact: Type.String(),
  specialRequirements: Type.String(),
  addons: Type.Array(Type.String()),
  amountPaid: PaiseSchema,
  remainingAmount: PaiseSchema,
  /** One per seat (identity numbers masked here; in full only in the CSV); empty when not added yet. */
  travellers: Type.Array(TravellerSchema),
});
export type ManifestEntry = Static<typeof ManifestEntrySchema>;

/**
 * GET /api/operator/batches/:id/manifest (staff): every non-cancelled booking of the batch, by name.
 * GET /api/operator/batches/:id/manifest.csv: the same as CSV (MANIFEST_CSV_COLUMNS, RFC 4180, cells that a
 * spreadsheet would run as a formula prefixed with ').
 */
export const ManifestSchema = Type.Object({
  batch: Type.Object({
    _id: IdSchema,
    startDate: DateOnlySchema,
    endDate: DateOnlySchema,
    totalSeats: Type.Integer(),
    seatsLeft: Type.Integer(),
    closed: Type.Boolean(),
  }),
  package: Type.Object({
    _id: IdSchema,
    name: Type.String(),
    slug: Type.String(),
    duration: Type.String(),
    location: Type.String(),
  }),
  entries: Type.Array(ManifestEntrySchema),
  totals: Type.Object({
    bookings: Type.Integer(),
    seats: Type.Integer(),
    amountPaid: PaiseSchema,
    remainingAmount: PaiseSchema,
  }),
});
export type Manifest = Static<typeof ManifestSchema>;

/**
 * The CSV's header row, in order: one row per traveller (a booking whose travellers are not added yet has one
 * row per seat, named "Not added yet"), the full identity number (staff only, for the pilgrims' registration).
 * Every row repeats its booking's reference, status, contact and emergency details, so a sorted or filtered
 * sheet keeps each traveller with the booking; seats and amounts (rupees with two decimals) are on the
 * booking's first row only, so a column's sum is the departure's total.
 */
export const MANIFEST_CSV_COLUMNS = [
  'Booking',
  'Status',
  'Traveller',
  'Traveller name',
  'Age',
  'Gender',
  'ID type',
  'ID number',
  'Traveller phone',
  'Booked by',
  'Phone',
  'Email',
  'Seats',
  'Emergency contact name',
  'Emergency contact number',
  'Special requirements',
  'Add-ons',
  'Paid (INR)',
  'Remaining (INR)',
] as const;
