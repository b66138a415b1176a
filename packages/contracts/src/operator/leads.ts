import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable } from '../common';
import { OperatorPageQuerySchema } from './paging';

export const LeadStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('contacted'),
  Type.Literal('converted'),
  Type.Literal('lost'),
]);
export type LeadStatus = Static<typeof LeadStatusSchema>;

/** A staff member as shown next to a lead or a note. */
export const StaffRefSchema = Type.Object({ _id: IdSchema, name: Type.String() });
export type StaffRef = Static<typeof StaffRefSchema>;

/** GET /api/operator/assignees (staff): the active members a lead can be given to, by name. */
export const LeadAssigneesSchema = Type.Array(StaffRefSchema);

/** GET /api/operator/leads (staff): newest first. `q` searches name, phone, email and message. */
export const LeadListQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({
    status: Type.Optional(LeadStatusSchema),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** A member's id, or 'none' for leads nobody has taken. */
    assignedTo: Type.Optional(Type.Union([IdSchema, Type.Literal('none')])),
  }),
]);
export type LeadListQuery = Static<typeof LeadListQuerySchema>;

export const LeadListItemSchema = Type.Object({
  _id: IdSchema,
  form: Type.Union([Type.Literal('modal'), Type.Literal('side')]),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  /** What the lead asked about: the package type of the modal form or the trip type of the side form. */
  interest: Type.String(),
  travelers: Nullable(Type.Integer()),
  /** The first 140 characters of the message. */
  messagePreview: Type.String(),
  status: LeadStatusSchema,
  assignedTo: Nullable(StaffRefSchema),
  createdAt: Type.String(),
  contactedAt: Nullable(Type.String()),
});
export type LeadListItem = Static<typeof LeadListItemSchema>;

export const LeadNoteSchema = Type.Object({
  _id: IdSchema,
  body: Type.String(),
  author: StaffRefSchema,
  createdAt: Type.String(),
});
export type LeadNote = Static<typeof LeadNoteSchema>;

/** GET /api/operator/leads/:id (staff): the whole enquiry, its notes (oldest first) and its assignee. */
export const LeadDetailSchema = Type.Object({
  _id: IdSchema,
  form: Type.Union([Type.Literal('modal'), Type.Literal('side')]),
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  email: Type.String(),
  countryCode: Type.String(),
  phone: Type.String(),
  travelers: Nullable(Type.Integer()),
  packageType: Nullable(Type.String()),
  tripType: Nullable(Type.String()),
  message: Type.String(),
  status: LeadStatusSchema,
  assignedTo: Nullable(StaffRefSchema),
  contactedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  notes: Type.Array(LeadNoteSchema),
  /** The booking a converted lead became (null until staff book it). */
  booking: Nullable(Type.Object({ _id: IdSchema, reference: Type.String() })),
});
export type LeadDetail = Static<typeof LeadDetailSchema>;

/**
 * PATCH /api/operator/leads/:id (staff). `contactedAt` is set the first time the lead leaves 'new'; the
 * assignee must be an active member (null unassigns). Answers the lead's detail.
 */
export const LeadPatchBodySchema = Type.Object(
  {
    status: Type.Optional(LeadStatusSchema),
    assignedTo: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type LeadPatchBody = Static<typeof LeadPatchBodySchema>;

/** POST /api/operator/leads/:id/notes (staff): answers the new note (201). */
export const LeadNoteBodySchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type LeadNoteBody = Static<typeof LeadNoteBodySchema>;
