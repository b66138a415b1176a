import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, IsoDateSchema, Nullable } from '../common';
import { OperatorPageQuerySchema } from './paging';

/** A real calendar date or an ISO timestamp on one (2026-02-30 is neither). */
const DateOrTimestampSchema = Type.Union([
  IsoDateSchema,
  Type.String({ format: 'date-time', maxLength: 40 }),
]);

/** GET /api/operator/audit (owner): newest first. `from`/`to` are ISO dates or timestamps (inclusive). */
export const AuditListQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9.:_-]+$' })),
    entityType: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' })),
    entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })),
    staffId: Type.Optional(IdSchema),
    from: Type.Optional(DateOrTimestampSchema),
    to: Type.Optional(DateOrTimestampSchema),
  }),
]);
export type AuditListQuery = Static<typeof AuditListQuerySchema>;

/** What an entry is about, resolved by the API; each null when unknown (or deleted since). */
export const AuditSubjectSchema = Type.Object({
  /** A booking's reference (TH-26-00042), or a package's, staff member's, lead's or customer's name. */
  label: Nullable(Type.String()),
  /** The package of a booking or a departure. */
  packageName: Nullable(Type.String()),
  /** The start date of a departure. */
  startDate: Nullable(IsoDateSchema),
});
export type AuditSubject = Static<typeof AuditSubjectSchema>;

export const AuditEntrySchema = Type.Object({
  _id: IdSchema,
  /** e.g. `lead.updated`, `staff.disabled`, `booking.payment-recorded`. */
  action: Type.String(),
  entityType: Type.String(),
  entityId: Type.String(),
  /** null for the system (a command-line tool). */
  staff: Nullable(
    Type.Object({ _id: IdSchema, name: Type.String(), email: Type.String(), role: Type.String() }),
  ),
  /** The booking, package, departure, staff member, lead or customer acted on, by name. */
  subject: AuditSubjectSchema,
  /** The staff members the record names by id (a lead's assignee), so the record reads with names. */
  people: Type.Array(Type.Object({ _id: IdSchema, name: Type.String() }), { maxItems: 10 }),
  /** The entry in words and rupees, e.g. "Asha (owner) changed the price of Kedarnath Yatra from ₹10,999 to ₹11,499". */
  summary: Type.String(),
  /** The raw record: amounts in paise, as written. */
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;
