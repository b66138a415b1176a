import { invalidInput, notFound } from '@trippy/domain';
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
import type { App } from '../../../../types';
import { operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { iso } from '../../../../db/ids';
import { findLeadDetail, listLeads, toLeadListItem } from '../../leads.repository';
import { findStaffById, listAssignees } from '../../../staff/staff.repository';
import { addLeadNote, changeLead, LEAD_NOT_FOUND } from '../../lead-changes';
import { pageOf } from '../../../../shared/operator-paging';

/** The leads inbox (staff): list with filters and search, the whole enquiry, status, assignment, notes. */
async function leadsRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/leads',
    operatorRoute('staff', {
      summary: 'Enquiries, newest first, by status and assignee; q searches name, phone, email and message',
      querystring: LeadListQuerySchema,
      response: { 200: OperatorPaged(LeadListItemSchema), 400: ApiErrorSchema },
    }),
    async (request) => {
      const { status, q, assignedTo } = request.query;
      if (q !== undefined && q.trim() === '') throw invalidInput('Search needs at least one character');
      const page = pageOf(request.query);
      const { rows, total } = await listLeads(app.db, { status, q, assignedTo }, page);
      return pagedAnswer(rows.map(toLeadListItem), page, total);
    },
  );

  app.get(
    '/api/operator/assignees',
    operatorRoute('staff', {
      summary: 'The active members a lead can be assigned to (id and name)',
      response: { 200: Envelope(LeadAssigneesSchema) },
    }),
    async () => ({ success: true, data: await listAssignees(app.db) }),
  );

  app.get(
    '/api/operator/leads/:id',
    operatorRoute('staff', {
      summary: 'One enquiry with its notes and assignee',
      params: IdParamsSchema,
      response: { 200: Envelope(LeadDetailSchema), 404: ApiErrorSchema },
    }),
    async (request) => {
      const lead = await findLeadDetail(app.db, request.params.id);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return { success: true, data: lead };
    },
  );

  app.patch(
    '/api/operator/leads/:id',
    operatorRoute('staff', {
      summary: 'Change the status or the assignee (an active member, or null)',
      params: IdParamsSchema,
      body: LeadPatchBodySchema,
      response: { 200: Envelope(LeadDetailSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await changeLead(app.db, request.staff!.id, id, request.body);
      return { success: true, data: (await findLeadDetail(app.db, id))! };
    },
  );

  app.post(
    '/api/operator/leads/:id/notes',
    operatorRoute('staff', {
      summary: 'Add a note to an enquiry',
      params: IdParamsSchema,
      body: LeadNoteBodySchema,
      response: { 201: Envelope(LeadNoteSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body.body.trim();
      if (body === '') throw invalidInput('The note is empty');
      const staffId = request.staff!.id;
      const note = await addLeadNote(app.db, staffId, id, body);
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
