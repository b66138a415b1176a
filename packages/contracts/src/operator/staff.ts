import { Type, type Static } from '@sinclair/typebox';
import { EmailSchema, IdSchema, Nullable } from '../common';
import { StaffRoleSchema } from './staff-auth';
import { OperatorPageQuerySchema } from './paging';

/** 'invited': no password chosen yet; 'disabled': cannot sign in, every session ended. */
export const StaffStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('invited'),
  Type.Literal('disabled'),
]);
export type StaffStatus = Static<typeof StaffStatusSchema>;

/** GET /api/operator/staff (owner): one row. */
export const StaffListItemSchema = Type.Object({
  _id: IdSchema,
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  status: StaffStatusSchema,
  disabledAt: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type StaffListItem = Static<typeof StaffListItemSchema>;

export const StaffListQuerySchema = OperatorPageQuerySchema;

/** POST /api/operator/staff/invite (owner): mails `/operator/invite?token=...` (valid 72 h, single use). */
export const StaffInviteBodySchema = Type.Object(
  {
    email: EmailSchema,
    name: Type.String({ minLength: 1, maxLength: 80 }),
    role: StaffRoleSchema,
  },
  { additionalProperties: false },
);
export type StaffInviteBody = Static<typeof StaffInviteBodySchema>;

/**
 * PATCH /api/operator/staff/:id (owner). Disabling ends every session of the member at once. The owner cannot
 * disable or demote themself, and the last active owner cannot be disabled or demoted (409).
 */
export const StaffPatchBodySchema = Type.Object(
  {
    role: Type.Optional(StaffRoleSchema),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type StaffPatchBody = Static<typeof StaffPatchBodySchema>;
