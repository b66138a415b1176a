import { Type, type Static } from '@sinclair/typebox';
import { EmailSchema, IdSchema } from '../common';
import { OtpCodeSchema } from '../customer';

export const StaffRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('staff')]);
export type StaffRole = Static<typeof StaffRoleSchema>;

/** Same rule as a customer's password. */
export const StaffPasswordSchema = Type.String({ minLength: 8, maxLength: 128 });
export const STAFF_PASSWORD_MIN_LENGTH = 8;

/** The signed-in member as the back office shows it. */
export const StaffMemberSchema = Type.Object({
  _id: IdSchema,
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
});
export type StaffMember = Static<typeof StaffMemberSchema>;

/** POST /api/operator/auth/login (step 1): right password -> a 6-digit code mailed to the member. */
export const StaffLoginBodySchema = Type.Object(
  { email: EmailSchema, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type StaffLoginBody = Static<typeof StaffLoginBodySchema>;
export const STAFF_CODE_SENT = 'We have sent a sign-in code to your email';
export const STAFF_INVALID_LOGIN = 'Invalid email or password';

/** POST /api/operator/auth/verify (step 2): the mailed code -> a staff token (12 h). */
export const StaffVerifyBodySchema = Type.Object(
  { email: EmailSchema, code: OtpCodeSchema },
  { additionalProperties: false },
);
export type StaffVerifyBody = Static<typeof StaffVerifyBodySchema>;

export const StaffSessionSchema = Type.Object({ token: Type.String(), staff: StaffMemberSchema });
export type StaffSession = Static<typeof StaffSessionSchema>;

/** 32 random bytes in base64url (43 characters), from the invitation link `/operator/invite?token=...`. */
export const InviteTokenSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/** POST /api/operator/auth/accept-invite: the invited member chooses a password, then signs in as usual. */
export const AcceptInviteBodySchema = Type.Object(
  { token: InviteTokenSchema, password: StaffPasswordSchema },
  { additionalProperties: false },
);
export type AcceptInviteBody = Static<typeof AcceptInviteBodySchema>;
export const AcceptInviteResultSchema = Type.Object({ email: Type.String() });
export type AcceptInviteResult = Static<typeof AcceptInviteResultSchema>;
