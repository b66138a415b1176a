import { Type, type Static } from '@sinclair/typebox';
import { EmailSchema, IdSchema, IndianPhoneSchema } from './common';
import { TRIP_TYPES } from './trip-types';

/** The "Plan Your Trip" modal form. */
export const LeadModalBodySchema = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 60 }),
  lastName: Type.Optional(Type.String({ maxLength: 60 })),
  email: Type.Optional(Type.Union([EmailSchema, Type.Literal('')])),
  countryCode: Type.Optional(Type.Literal('91', { default: '91' })),
  phone: IndianPhoneSchema,
  travelers: Type.Integer({ minimum: 1, maximum: 100 }),
  packageType: Type.Union([
    Type.Literal('1dham'),
    Type.Literal('2dham'),
    Type.Literal('4dham'),
    Type.Literal('valleyofflowers'),
  ]),
});
export type LeadModalBody = Static<typeof LeadModalBodySchema>;

/** The side enquiry form. */
export const LeadSideBodySchema = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 60 }),
  phone: IndianPhoneSchema,
  email: EmailSchema,
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  tripType: Type.Union(TRIP_TYPES.map((type) => Type.Literal(type))),
});
export type LeadSideBody = Static<typeof LeadSideBodySchema>;

/** One endpoint accepts both forms; a body with `tripType` (or `message`) is the side form. */
export const LeadCreateBodySchema = Type.Union([LeadModalBodySchema, LeadSideBodySchema]);
export type LeadCreateBody = Static<typeof LeadCreateBodySchema>;

export const LeadCreatedSchema = Type.Object({ _id: IdSchema });
export type LeadCreated = Static<typeof LeadCreatedSchema>;
