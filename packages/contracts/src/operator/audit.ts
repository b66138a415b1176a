import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable } from '../common';
import { OperatorPageQuerySchema } from './paging';

/** GET /api/operator/audit (owner): newest first. `from`/`to` are ISO dates or timestamps (inclusive). */
export const AuditListQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9.:_-]+$' })),
    entityType: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' })),
    entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })),
    staffId: Type.Optional(IdSchema),
    from: Type.Optional(Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}[0-9T:.+Z-]*$' })),
    to: Type.Optional(Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}[0-9T:.+Z-]*$' })),
  }),
]);
export type AuditListQuery = Static<typeof AuditListQuerySchema>;

export const AuditEntrySchema = Type.Object({
  _id: IdSchema,
  /** e.g. `lead.updated`, `staff.disabled`, `booking.payment-recorded`. */
  action: Type.String(),
  entityType: Type.String(),
  entityId: Type.String(),
  /** null for the system (a command-line tool). */
  staff: Nullable(Type.Object({ _id: IdSchema, name: Type.String(), email: Type.String() })),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;
