import { invalidInput, codeRequestTooSoon, tooManyAttempts, unauthenticated } from '@trippy/domain';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import {
  AcceptInviteBodySchema,
  AcceptInviteResultSchema,
  ApiErrorSchema,
  Envelope,
  STAFF_CODE_SENT,
  STAFF_INVALID_LOGIN,
  StaffLoginBodySchema,
  StaffMemberSchema,
  StaffSessionSchema,
  StaffVerifyBodySchema,
} from '@trippy/contracts';
import { Type } from '@sinclair/typebox';
import type { App } from '../../../../types';
import { operatorRoute } from '../../../../shared/operator-route';
import { limited } from '../../../../plugins/rate-limit';
import { signStaffToken } from '../../../../plugins/operator-auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../sign-in/password';
import { INVALID_CODE } from '../../../sign-in/otp';
import {
  claimCodeRequest,
  clearSignIn,
  isAlertFailure,
  PER_ACCOUNT,
  reserveSignIn,
  signInKeys,
  type SignInChannel,
} from '../../../sign-in/auth-throttle.repository';
import {
  canSignIn,
  findStaffByEmail,
  findStaffById,
  normalizeStaffEmail,
  toStaffMember,
  updateStaff,
} from '../../staff.repository';
import { acceptInvite, checkStaffCode, mailStaffLoginCode, mailStaffSignInAlert } from '../../staff-sign-in';
import { mail } from '../../../../shared/effects';

/** Never a real member: unknown addresses run the same code check against it. */
const UNKNOWN_STAFF_ID = '000000000000000000000000';
export const INVALID_INVITE =
  'This invitation link is invalid, used or expired. Ask the owner for a new one.';

const emailHash = (email: string) =>
  crypto.createHash('sha256').update(normalizeStaffEmail(email)).digest('hex');
/**
 * Failures counted per member (or per email when no member has it), apart from customers' keys; each
 * channel (password, code) per source address and per member as a whole (auth-throttle.repository.ts).
 */
const staffThrottleKey = (staffId: string | undefined, email: string) =>
  staffId ? `staff:${staffId}` : `staff:email:${emailHash(email)}`;
const staffCodeRequestKey = (email: string) => `staff:code-request:${emailHash(email)}`;

/**
 * Staff sign-in in two steps: email and password, then a 6-digit code mailed to the member. Unknown,
 * disabled, not-yet-activated members and wrong passwords get the same answer in the same time.
 */
async function staffAuthRoutes(app: App): Promise<void> {
  /** At the alert points the member is mailed, after the answer (real and unknown addresses alike). */
  const alertAfterFailure = (staffId: string | undefined, channel: SignInChannel, failures: number) => {
    if (!isAlertFailure(failures)) return;
    app.runInBackground('staff sign-in alert', async () => {
      const member = staffId ? await findStaffById(app.db, staffId) : undefined;
      if (!member || member.disabled_at !== null) return;
      const mailId = await mailStaffSignInAlert(app.db, member, channel, failures >= PER_ACCOUNT.free);
      await app.effects.deliver(mail([mailId], { now: true }));
    });
  };

  app.post(
    '/api/operator/auth/login',
    {
      config: { ...limited(app), operatorAccess: 'public' },
      schema: {
        tags: ['operator'],
        summary: 'Staff sign-in, step 1: email and password; mails a 6-digit code (10 min)',
        body: StaffLoginBodySchema,
        response: { 200: Envelope(Type.Object({})), 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const member = await findStaffByEmail(app.db, email);
      const keys = signInKeys('password', staffThrottleKey(member?.id, email), request.ip);
      const attempt = await reserveSignIn(app.db, keys);
      if (!attempt.allowed) throw tooManyAttempts(attempt.waitSeconds);
      const valid = await verifyPassword(member?.password_hash ?? (await dummyPasswordHash()), password);
      if (!canSignIn(member) || !valid) {
        alertAfterFailure(member?.id, 'password', attempt.accountFailures);
        throw unauthenticated(STAFF_INVALID_LOGIN);
      }
      await clearSignIn(app.db, keys);
      const claim = await claimCodeRequest(app.db, staffCodeRequestKey(email));
      if (!claim.allowed) throw codeRequestTooSoon(claim.waitSeconds);
      const mailId = await mailStaffLoginCode(app.db, member, app.config.OTP_PEPPER);
      await app.effects.deliver(mail([mailId]));
      return { success: true, data: {}, message: STAFF_CODE_SENT };
    },
  );

  app.post(
    '/api/operator/auth/verify',
    {
      config: { ...limited(app), operatorAccess: 'public' },
      schema: {
        tags: ['operator'],
        summary: 'Staff sign-in, step 2: the mailed code; answers a staff token (12 h)',
        body: StaffVerifyBodySchema,
        response: { 200: Envelope(StaffSessionSchema), 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      const member = await findStaffByEmail(app.db, email);
      const keys = signInKeys('code', staffThrottleKey(member?.id, email), request.ip);
      const attempt = await checkStaffCode(
        app.db,
        keys,
        member?.id ?? UNKNOWN_STAFF_ID,
        code,
        app.config.OTP_PEPPER,
      );
      if (!attempt.allowed) throw tooManyAttempts(attempt.waitSeconds);
      const ok = attempt.result === true;
      // The member may have been disabled between the two steps.
      const current = ok && member ? await findStaffById(app.db, member.id) : undefined;
      if (!canSignIn(current)) {
        alertAfterFailure(member?.id, 'code', attempt.accountFailures);
        throw unauthenticated(INVALID_CODE);
      }
      await clearSignIn(app.db, keys);
      return {
        success: true,
        data: { token: signStaffToken(app, current), staff: toStaffMember(current) },
        message: 'Signed in',
      };
    },
  );

  app.get(
    '/api/operator/auth/me',
    operatorRoute('staff', {
      summary: 'The signed-in staff member',
      response: { 200: Envelope(StaffMemberSchema), 401: ApiErrorSchema },
    }),
    async (request) => {
      const member = await findStaffById(app.db, request.staff!.id);
      if (!member) throw unauthenticated('Please sign in to the back office');
      return { success: true, data: toStaffMember(member) };
    },
  );

  app.post(
    '/api/operator/auth/logout',
    operatorRoute('staff', {
      summary: 'Sign out everywhere: every token of the member stops working',
      response: { 200: Envelope(Type.Object({})), 401: ApiErrorSchema },
    }),
    async (request) => {
      const staffId = request.staff!.id;
      await updateStaff(app.db, staffId, { revokeSessions: true });
      await app.effects.deliver([{ kind: 'disconnect-staff', staffId }]);
      return { success: true, data: {}, message: 'Signed out on every device' };
    },
  );

  app.post(
    '/api/operator/auth/accept-invite',
    {
      config: { ...limited(app), operatorAccess: 'public' },
      schema: {
        tags: ['operator'],
        summary: 'An invited member chooses a password (the link works once, for 72 h)',
        body: AcceptInviteBodySchema,
        response: { 200: Envelope(AcceptInviteResultSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const member = await acceptInvite(app.db, token, passwordHash, app.config.OTP_PEPPER);
      if (!member) throw invalidInput(INVALID_INVITE);
      return { success: true, data: { email: member.email }, message: 'Password set. You can sign in now.' };
    },
  );
}

export const staffAuthRoutesPlugin = fp(staffAuthRoutes, {
  name: 'routes-operator-auth',
  dependencies: ['database', 'auth', 'operator-auth', 'rate-limit', 'effects', 'background'],
});
