import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  LeadAssigneesSchema,
  LeadDetailSchema,
  LeadListItemSchema,
  LeadListQuerySchema,
  LeadNoteBodySchema,
  LeadNoteSchema,
  LeadPatchBodySchema,
  OperatorPaged,
} from '@trippy/contracts';
import type { App } from '../../types';
import { iso } from '../../db/ids';
import { badRequest, notFound, unprocessable } from '../../services/http-error';
import {
  findLead,
  findLeadDetail,
  insertLeadNote,
  leadAuditView,
  listLeads,
  toLeadListItem,
  updateLead,
} from '../../services/leads-repo';
import { findStaffById, isActiveStaff, listAssignees } from '../../services/staff-repo';
import { recordAudit } from '../../services/audit-repo';
import { pageOf } from '../../services/operator-paging';

const LEAD_NOT_FOUND = 'Enquiry not found';

/** The leads inbox (staff): list with filters and search, the whole enquiry, status, assignment, notes. */
async function leadsRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/leads',
    {
      config: { operatorAccess: 'staff' },
      schema: {
        tags: ['operator'],
        summary: 'Enquiries, newest first, by status and assignee; q searches name, phone, email and message',
        querystring: LeadListQuerySchema,
        response: { 200: OperatorPaged(LeadListItemSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { status, q, assignedTo } = request.query;
      if (q !== undefined && q.trim() === '') throw badRequest('Search needs at least one character');
      const page = pageOf(request.query);
      const { rows, total } = await listLeads(app.db, { status, q, assignedTo }, page);
      return {
        success: true,
        data: rows.map(toLeadListItem),
        page: { page: page.page, pageSize: page.pageSize, total },
      };
    },
  );

  app.get(
    '/api/operator/assignees',
    {
      config: { operatorAccess: 'staff' },
      schema: {
        tags: ['operator'],
        summary: 'The active members a lead can be assigned to (id and name)',
        response: { 200: Envelope(LeadAssigneesSchema) },
      },
    },
    async () => ({ success: true, data: await listAssignees(app.db) }),
  );

  app.get(
    '/api/operator/leads/:id',
    {
      config: { operatorAccess: 'staff' },
      schema: {
        tags: ['operator'],
        summary: 'One enquiry with its notes and assignee',
        params: IdParamsSchema,
        response: { 200: Envelope(LeadDetailSchema), 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const lead = await findLeadDetail(app.db, request.params.id);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return { success: true, data: lead };
    },
  );

  app.patch(
    '/api/operator/leads/:id',
    {
      config: { operatorAccess: 'staff' },
      schema: {
        tags: ['operator'],
        summary: 'Change the status or the assignee (an active member, or null)',
        params: IdParamsSchema,
        body: LeadPatchBodySchema,
        response: { 200: Envelope(LeadDetailSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, assignedTo } = request.body;
      await app.db.transaction().execute(async (tx) => {
        const before = await findLead(tx, id, true);
        if (!before) throw notFound(LEAD_NOT_FOUND);
        if (assignedTo && !(await isActiveStaff(tx, assignedTo)))
          throw unprocessable('The assignee must be an active staff member');
        const changes = {
          ...(status !== undefined && status !== before.status ? { status } : {}),
          ...(assignedTo !== undefined && assignedTo !== before.assigned_to ? { assignedTo } : {}),
        };
        if (Object.keys(changes).length === 0) return;
        const after = await updateLead(tx, before, changes);
        await recordAudit(tx, {
          staffId: request.staff!.id,
          action: changes.status !== undefined ? 'lead.status-changed' : 'lead.assigned',
          entityType: 'lead',
          entityId: id,
          before: leadAuditView(before),
          after: leadAuditView(after),
        });
      });
      return { success: true, data: (await findLeadDetail(app.db, id))! };
    },
  );

  app.post(
    '/api/operator/leads/:id/notes',
    {
      config: { operatorAccess: 'staff' },
      schema: {
        tags: ['operator'],
        summary: 'Add a note to an enquiry',
        params: IdParamsSchema,
        body: LeadNoteBodySchema,
        response: { 201: Envelope(LeadNoteSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body.body.trim();
      if (body === '') throw badRequest('The note is empty');
      const staffId = request.staff!.id;
      const note = await app.db.transaction().execute(async (tx) => {
        if (!(await findLead(tx, id, true))) throw notFound(LEAD_NOT_FOUND);
        const note = await insertLeadNote(tx, { leadId: id, staffId, body });
        await recordAudit(tx, {
          staffId,
          action: 'lead.note-added',
          entityType: 'lead',
          entityId: id,
          after: { noteId: note.id, body },
        });
        return note;
      });
      const author = await findStaffById(app.db, staffId);
      return reply.code(201).send({
        success: true,
        data: {
          _id: note.id,
          body,
          author: { _id: staffId, name: author?.name ?? '' },
          createdAt: iso(note.created_at),
        },
      });
    },
  );
}

export const leadsRoutesPlugin = fp(leadsRoutes, {
  name: 'routes-operator-leads',
  dependencies: ['database', 'operator-auth'],
});
