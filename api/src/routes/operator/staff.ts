import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  OperatorPaged,
  StaffInviteBodySchema,
  StaffListItemSchema,
  StaffListQuerySchema,
  StaffPatchBodySchema,
} from '@trippy/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { conflict, notFound } from '../../services/http-error';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  lockActiveOwners,
  staffAuditView,
  toStaffListItem,
  updateStaff,
} from '../../services/staff-repo';
import { issueInviteToken } from '../../services/staff-codes';
import { enqueueMail } from '../../services/outbox';
import { staffInviteMail } from '../../services/operator-mail';
import { recordAudit } from '../../services/audit-repo';
import { pageOf } from '../../services/operator-paging';
import { requestOrigin } from '../../ssr/page-server';

const inviteLink = (app: App, request: FastifyRequest, token: string) =>
  `${app.config.PUBLIC_ORIGIN ?? requestOrigin(request)}/operator/invite?token=${token}`;

/** Staff management (owner only): list, invite, change role, disable. */
async function staffRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/staff',
    {
      config: { operatorAccess: 'owner' },
      schema: {
        tags: ['operator'],
        summary: 'Staff members (active first, by name)',
        querystring: StaffListQuerySchema,
        response: { 200: OperatorPaged(StaffListItemSchema), 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await listStaff(app.db, page);
      return {
        success: true,
        data: rows.map(toStaffListItem),
        page: { page: page.page, pageSize: page.pageSize, total },
      };
    },
  );

  app.post(
    '/api/operator/staff/invite',
    {
      config: { operatorAccess: 'owner' },
      schema: {
        tags: ['operator'],
        summary:
          'Invite a member: mails a link to choose a password (72 h, once); inviting again re-sends it',
        body: StaffInviteBodySchema,
        response: { 201: Envelope(StaffListItemSchema), 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, name, role } = request.body;
      const ownerId = request.staff!.id;
      const { member, mailId } = await app.db.transaction().execute(async (tx) => {
        const owner = await findStaffById(tx, ownerId);
        const existing = await findStaffByEmail(tx, email);
        if (existing && (existing.password_hash !== null || existing.disabled_at !== null))
          throw conflict('A staff member with this email already exists');
        const member = existing
          ? await updateStaff(tx, existing.id, { name, role })
          : await insertStaff(tx, { email, name, role, passwordHash: null, invitedBy: ownerId });
        const token = await issueInviteToken(tx, member.id, app.config.OTP_PEPPER);
        const mailId = await enqueueMail(tx, {
          kind: 'staff-invite',
          to: member.email,
          ...staffInviteMail(member.name, owner?.name ?? 'The owner', inviteLink(app, request, token)),
        });
        await recordAudit(tx, {
          staffId: ownerId,
          action: 'staff.invited',
          entityType: 'staff',
          entityId: member.id,
          before: existing ? staffAuditView(existing) : null,
          after: staffAuditView(member),
        });
        return { member, mailId };
      });
      app.runInBackground('staff invitation mail', async () => {
        await app.mailer.deliver([mailId]);
      });
      return reply.code(201).send({
        success: true,
        data: toStaffListItem(member),
        message: `Invitation sent to ${member.email}`,
      });
    },
  );

  app.patch(
    '/api/operator/staff/:id',
    {
      config: { operatorAccess: 'owner' },
      schema: {
        tags: ['operator'],
        summary:
          'Change a role or disable/enable a member (disabling ends their sessions; the last active owner stays)',
        params: IdParamsSchema,
        body: StaffPatchBodySchema,
        response: { 200: Envelope(StaffListItemSchema), 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role, disabled } = request.body;
      const ownerId = request.staff!.id;
      const member = await app.db.transaction().execute(async (tx) => {
        const owners = await lockActiveOwners(tx);
        const before = await findStaffById(tx, id, true);
        if (!before) throw notFound('Staff member not found');
        const losesOwner =
          before.role === 'owner' &&
          before.disabled_at === null &&
          (disabled === true || (role !== undefined && role !== 'owner'));
        if (losesOwner && id === ownerId) throw conflict('You cannot disable or demote yourself');
        if (losesOwner && owners.length <= 1)
          throw conflict('The last active owner cannot be disabled or demoted');
        const disabling = disabled === true && before.disabled_at === null;
        const changes = {
          ...(role !== undefined && role !== before.role ? { role } : {}),
          ...(disabled !== undefined && disabled !== (before.disabled_at !== null) ? { disabled } : {}),
        };
        if (Object.keys(changes).length === 0) return before;
        const after = await updateStaff(tx, id, { ...changes, revokeSessions: disabling });
        await recordAudit(tx, {
          staffId: ownerId,
          action: disabling ? 'staff.disabled' : disabled === false ? 'staff.enabled' : 'staff.updated',
          entityType: 'staff',
          entityId: id,
          before: staffAuditView(before),
          after: staffAuditView(after),
        });
        return after;
      });
      if (member.disabled_at !== null) app.realtime.disconnectStaff(member.id);
      return { success: true, data: toStaffListItem(member) };
    },
  );
}

export const staffRoutesPlugin = fp(staffRoutes, {
  name: 'routes-operator-staff',
  dependencies: ['database', 'operator-auth', 'mailer', 'background', 'realtime'],
});
