import { Type, type Static } from '@sinclair/typebox';
import { EmailSchema, IdSchema, IndianPhoneSchema, Nullable } from './common';

const Name = Type.String({ minLength: 1, maxLength: 60 });

/** A language of the site (locale.ts). */
const LocaleSchema = Type.Union([Type.Literal('en'), Type.Literal('hi')]);

/** A customer's password: 8 to 128 characters. */
export const PasswordSchema = Type.String({ minLength: 8, maxLength: 128 });

export const CustomerSchema = Type.Object({
  _id: IdSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  isProfileComplete: Type.Boolean(),
  emailVerified: Type.Boolean(),
  /** A new email address waiting for its confirmation code; the old one stays in use until then. */
  pendingEmail: Type.Optional(Nullable(Type.String())),
  /** The language of the customer's mails and notifications, and of the site once signed in. */
  locale: Type.Optional(LocaleSchema),
  createdAt: Type.String(),
});
export type Customer = Static<typeof CustomerSchema>;

export const RegisterBodySchema = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: EmailSchema,
    phone: IndianPhoneSchema,
    password: PasswordSchema,
    /** The language of the page the customer registers on: their mails' and notifications'. */
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

/** The same answer whether the address was new, pending or already registered (no account enumeration). */
export const RegisterResultSchema = Type.Object({
  email: Type.String(),
  phone: Type.String(),
  otpExpiresAt: Type.String(),
});
export type RegisterResult = Static<typeof RegisterResultSchema>;

/** Email address or 10-digit phone. */
export const IdentifierSchema = Type.String({ minLength: 3, maxLength: 254 });

export const LoginBodySchema = Type.Object(
  { identifier: IdentifierSchema, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const LoginResultSchema = Type.Object({
  _id: IdSchema,
  token: Type.String(),
  customer: CustomerSchema,
});
export type LoginResult = Static<typeof LoginResultSchema>;

export const OtpCodeSchema = Type.String({ pattern: '^\\d{6}$', description: '6-digit one-time code' });

export const VerifyOtpBodySchema = Type.Object(
  { identifier: IdentifierSchema, code: OtpCodeSchema },
  { additionalProperties: false },
);
export type VerifyOtpBody = Static<typeof VerifyOtpBodySchema>;

export const LoginOtpRequestBodySchema = Type.Object(
  { identifier: IdentifierSchema },
  { additionalProperties: false },
);
export type LoginOtpRequestBody = Static<typeof LoginOtpRequestBodySchema>;

/** POST /api/customers/resend-otp: a new registration code for a not-yet-verified account. */
export const ResendOtpBodySchema = Type.Object(
  { identifier: IdentifierSchema },
  { additionalProperties: false },
);
export type ResendOtpBody = Static<typeof ResendOtpBodySchema>;

export const ProfileUpdateBodySchema = Type.Object(
  {
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Name),
    phone: Type.Optional(IndianPhoneSchema),
    address: Type.Optional(Type.String({ maxLength: 300 })),
    email: Type.Optional(EmailSchema),
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBodySchema>;

export const UserIdParamsSchema = Type.Object({ userId: IdSchema });

/** POST /api/customers/profile/:userId/confirm-email: the code mailed to the new address. */
export const ConfirmEmailBodySchema = Type.Object({ code: OtpCodeSchema }, { additionalProperties: false });
export type ConfirmEmailBody = Static<typeof ConfirmEmailBodySchema>;
