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
import type { App } from '../../../../types';
import { operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { listStaff, toStaffListItem } from '../../staff.repository';
import { changeStaff, inviteStaff } from '../../staff-changes';
import { pageOf } from '../../../../shared/operator-paging';
import { requestOrigin } from '@trippy/page-server';
import { mail } from '../../../../shared/effects';

const inviteLink = (app: App, request: FastifyRequest, token: string) =>
  `${app.config.PUBLIC_ORIGIN ?? requestOrigin(request)}/operator/invite?token=${token}`;

/** Staff management (owner only): list, invite, change role, disable. */
async function staffRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/staff',
    operatorRoute('owner', {
      summary: 'Staff members (active first, by name)',
      querystring: StaffListQuerySchema,
      response: { 200: OperatorPaged(StaffListItemSchema), 401: ApiErrorSchema, 403: ApiErrorSchema },
    }),
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await listStaff(app.db, page);
      return pagedAnswer(rows.map(toStaffListItem), page, total);
    },
  );

  app.post(
    '/api/operator/staff/invite',
    operatorRoute('owner', {
      summary: 'Invite a member: mails a link to choose a password (72 h, once); inviting again re-sends it',
      body: StaffInviteBodySchema,
      response: { 201: Envelope(StaffListItemSchema), 409: ApiErrorSchema },
    }),
    async (request, reply) => {
      const { member, mailId } = await inviteStaff(
        app.db,
        request.staff!.id,
        request.body,
        app.config.OTP_PEPPER,
        (token) => inviteLink(app, request, token),
      );
      await app.effects.deliver(mail([mailId]));
      return reply.code(201).send({
        success: true,
        data: toStaffListItem(member),
        message: `Invitation sent to ${member.email}`,
      });
    },
  );

  app.patch(
    '/api/operator/staff/:id',
    operatorRoute('owner', {
      summary:
        'Change a role or disable/enable a member (disabling ends their sessions; the last active owner stays)',
      params: IdParamsSchema,
      body: StaffPatchBodySchema,
      response: { 200: Envelope(StaffListItemSchema), 404: ApiErrorSchema, 409: ApiErrorSchema },
    }),
    async (request) => {
      const member = await changeStaff(app.db, request.staff!.id, request.params.id, request.body);
      if (member.disabled_at !== null)
        await app.effects.deliver([{ kind: 'disconnect-staff', staffId: member.id }]);
      return { success: true, data: toStaffListItem(member) };
    },
  );
}

export const staffRoutesPlugin = fp(staffRoutes, {
  name: 'routes-operator-staff',
  dependencies: ['database', 'operator-auth', 'effects'],
});
