import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  LeadCreateBodySchema,
  LeadCreatedSchema,
  type LeadModalBody,
  type LeadSideBody,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { createLead, newLeadSummary } from '../../leads.repository';
import { validateLead, type LeadForm } from '../../lead-validation';
import { limited } from '../../../../plugins/rate-limit';
import { mail } from '../../../../shared/effects';

function toRow(form: LeadForm, body: LeadModalBody | LeadSideBody) {
  if (form === 'side') {
    const side = body as LeadSideBody;
    return {
      form,
      first_name: side.firstName.trim(),
      phone: side.phone,
      email: side.email.toLowerCase(),
      message: side.message ?? '',
      trip_type: side.tripType,
      last_name: '',
      country_code: '91',
      travelers: null,
      package_type: null,
    };
  }
  const modal = body as LeadModalBody;
  return {
    form,
    first_name: modal.firstName.trim(),
    last_name: modal.lastName?.trim() ?? '',
    email: modal.email?.toLowerCase() ?? '',
    country_code: modal.countryCode ?? '91',
    phone: modal.phone,
    travelers: modal.travelers,
    package_type: modal.packageType,
    trip_type: null,
    message: '',
  };
}

/** POST /api/leads/create accepts the modal form and the side enquiry form. */
async function createLeadRoute(app: App): Promise<void> {
  app.post(
    '/api/leads/create',
    {
      config: limited(app),
      validatorCompiler: () => (data: unknown) => {
        const result = validateLead(data);
        return 'error' in result ? { error: result.error } : { value: result.value };
      },
      schema: {
        tags: ['leads'],
        summary: 'Submit an enquiry (modal form or side form)',
        body: LeadCreateBodySchema,
        response: { 201: Envelope(LeadCreatedSchema), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { form, body } = request.body as unknown as {
        form: LeadForm;
        body: LeadModalBody | LeadSideBody;
      };
      const row = toRow(form, body);
      const { id, mailId } = await createLead(app.db, row, app.config.OPERATOR_EMAIL);
      // After commit: the open back offices hear of it at once, and the operator's inbox by mail.
      await app.effects.deliver([
        { kind: 'notify-operators', event: { kind: 'lead.created', id, summary: newLeadSummary(row) } },
        ...mail([mailId]),
      ]);
      return reply.status(201).send({ success: true, data: { _id: id }, message: 'Query submitted' });
    },
  );
}

export const createLeadRoutePlugin = fp(createLeadRoute, {
  name: 'routes-leads-create',
  dependencies: ['database', 'rate-limit', 'effects'],
});
