import { sql, type Insertable, type Selectable } from 'kysely';
import type { LeadDetail, LeadListItem, LeadNote, LeadStatus } from '@trippy/contracts';
import type { Database, Db, DbOrTx } from '../../db/schema';
import { iso, newId } from '../../db/ids';
import { containing, pageWithTotal } from '../../shared/list-query.repository';
import { enqueueMail } from '../notifications/outbox.repository';
import { indiaDayEnd, indiaDayStart } from '../../shared/india-time';

export type LeadRow = Selectable<Database['leads']>;
export type NewLead = Omit<Insertable<Database['leads']>, 'id'>;

const INTEREST_LABELS: Record<string, string> = {
  '1dham': '1 Dham Yatra',
  '2dham': '2 Dham Yatra',
  '4dham': 'Char Dham Yatra',
  valleyofflowers: 'Valley of Flowers',
  trek: 'Trek',
  chardham: 'Char Dham',
  other: 'Other trip',
};

/** What the lead asked about, in words. */
export const leadInterest = (row: { package_type: string | null; trip_type: string | null }): string => {
  const raw = row.package_type ?? row.trip_type ?? '';
  return INTEREST_LABELS[raw] ?? raw;
};

export const leadName = (row: { first_name: string; last_name?: string }): string =>
  `${row.first_name} ${row.last_name ?? ''}`.trim();

/** The line a back office shows for a new enquiry (no contact details). */
export const newLeadSummary = (lead: NewLead): string =>
  `New enquiry: ${leadName(lead)} (${leadInterest({ package_type: lead.package_type ?? null, trip_type: lead.trip_type ?? null })})`.slice(
    0,
    200,
  );

function newLeadMail(lead: NewLead & { id: string }, to: string) {
  const lines = [
    'A new enquiry arrived on the website. The team promises a call within 24 hours.',
    '',
    `Name: ${leadName(lead)}`,
    `Phone: +${lead.country_code ?? '91'} ${lead.phone}`,
    lead.email ? `Email: ${lead.email}` : '',
    `Interested in: ${leadInterest({ package_type: lead.package_type ?? null, trip_type: lead.trip_type ?? null })}`,
    lead.travelers ? `Travellers: ${lead.travelers}` : '',
    lead.message ? `Message:\n${lead.message}` : '',
    '',
    `Open it in the back office: /operator/leads/${lead.id}`,
  ];
  return {
    kind: 'lead-new' as const,
    to,
    subject: `New enquiry: ${leadName(lead)}`,
    body: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'),
  };
}

/**
 * Stores an enquiry and, in the same transaction, the mail telling the operator's inbox about it. Returns the
 * lead's id and the mail's (to deliver after commit).
 */
export async function createLead(db: Db, lead: NewLead, operatorEmail: string) {
  const id = newId();
  const mailId = await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('leads')
      .values({ ...lead, id })
      .execute();
    return enqueueMail(tx, newLeadMail({ ...lead, id }, operatorEmail));
  });
  return { id, mailId };
}

export interface LeadFilter {
  status?: LeadStatus;
  q?: string;
  /** A member's id, or 'none' for unassigned leads. */
  assignedTo?: string;
  /** The day received, from and to (inclusive, India's calendar): the export's. */
  from?: string;
  to?: string;
}

/** Leads with their assignee, filtered as the inbox and the export ask. */
function filteredLeads(db: DbOrTx, filter: LeadFilter) {
  let query = db.selectFrom('leads').leftJoin('staff', 'staff.id', 'leads.assigned_to');
  if (filter.status) query = query.where('leads.status', '=', filter.status);
  if (filter.assignedTo === 'none') query = query.where('leads.assigned_to', 'is', null);
  else if (filter.assignedTo) query = query.where('leads.assigned_to', '=', filter.assignedTo);
  if (filter.from) query = query.where('leads.created_at', '>=', indiaDayStart(filter.from));
  if (filter.to) query = query.where('leads.created_at', '<', indiaDayEnd(filter.to));
  const q = filter.q?.trim();
  if (q) {
    const like = containing(q);
    query = query.where((eb) =>
      eb.or([
        like(sql<string>`(leads.first_name || ' ' || leads.last_name)`),
        like(eb.ref('leads.phone')),
        like(eb.ref('leads.email')),
        like(eb.ref('leads.message')),
      ]),
    );
  }
  return query;
}

export async function listLeads(
  db: DbOrTx,
  filter: LeadFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Array<LeadRow & { assignee_name: string | null }>; total: number }> {
  const query = filteredLeads(db, filter);
  return pageWithTotal(
    query,
    query
      .selectAll('leads')
      .select('staff.name as assignee_name')
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc'),
    page,
  );
}

/** GET /api/operator/exports/leads.csv: the filtered leads, newest first, at most `limit`. */
export function exportLeads(
  db: DbOrTx,
  filter: LeadFilter,
  limit: number,
): Promise<Array<LeadRow & { assignee_name: string | null }>> {
  return filteredLeads(db, filter)
    .selectAll('leads')
    .select('staff.name as assignee_name')
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(limit)
    .execute();
}

const assigneeOf = (row: { assigned_to: string | null; assignee_name: string | null }) =>
  row.assigned_to === null ? null : { _id: row.assigned_to, name: row.assignee_name ?? '' };

export const toLeadListItem = (row: LeadRow & { assignee_name: string | null }): LeadListItem => ({
  _id: row.id,
  form: row.form,
  name: leadName(row),
  phone: row.phone,
  email: row.email,
  interest: leadInterest(row),
  travelers: row.travelers,
  messagePreview: row.message.slice(0, 140),
  status: row.status,
  assignedTo: assigneeOf(row),
  createdAt: iso(row.created_at),
  contactedAt: row.contacted_at === null ? null : iso(row.contacted_at),
});

export async function findLead(db: DbOrTx, id: string, lock = false): Promise<LeadRow | undefined> {
  let query = db.selectFrom('leads').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The whole enquiry with its notes (oldest first) and its assignee. */
export async function findLeadDetail(db: DbOrTx, id: string): Promise<LeadDetail | undefined> {
  const row = await db
    .selectFrom('leads')
    .leftJoin('staff', 'staff.id', 'leads.assigned_to')
    .leftJoin('bookings', 'bookings.id', 'leads.booking_id')
    .selectAll('leads')
    .select(['staff.name as assignee_name', 'bookings.reference as booking_reference'])
    .where('leads.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const notes = await db
    .selectFrom('lead_notes')
    .innerJoin('staff', 'staff.id', 'lead_notes.staff_id')
    .select([
      'lead_notes.id',
      'lead_notes.body',
      'lead_notes.staff_id',
      'lead_notes.created_at',
      'staff.name as author_name',
    ])
    .where('lead_notes.lead_id', '=', id)
    .orderBy('lead_notes.created_at')
    .orderBy('lead_notes.id')
    .execute();
  return {
    _id: row.id,
    form: row.form,
    firstName: row.first_name,
    lastName: row.last_name,
    name: leadName(row),
    email: row.email,
    countryCode: row.country_code,
    phone: row.phone,
    travelers: row.travelers,
    packageType: row.package_type,
    tripType: row.trip_type,
    message: row.message,
    status: row.status,
    assignedTo: assigneeOf(row),
    contactedAt: row.contacted_at === null ? null : iso(row.contacted_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    notes: notes.map((note): LeadNote => ({
      _id: note.id,
      body: note.body,
      author: { _id: note.staff_id, name: note.author_name },
      createdAt: iso(note.created_at),
    })),
    booking:
      row.booking_id && row.booking_reference
        ? { _id: row.booking_id, reference: row.booking_reference }
        : null,
  };
}

/** What the audit log keeps of a lead's state. */
export const leadAuditView = (row: LeadRow) => ({
  status: row.status,
  assignedTo: row.assigned_to,
  contactedAt: row.contacted_at === null ? null : iso(row.contacted_at),
});

/** Changes status and/or assignee; `contacted_at` is set the first time the lead leaves 'new'. */
export async function updateLead(
  tx: DbOrTx,
  before: LeadRow,
  changes: { status?: LeadStatus; assignedTo?: string | null },
): Promise<LeadRow> {
  const leavesNew = changes.status !== undefined && changes.status !== 'new' && before.contacted_at === null;
  return tx
    .updateTable('leads')
    .set({
      updated_at: new Date(),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.assignedTo !== undefined ? { assigned_to: changes.assignedTo } : {}),
      ...(leavesNew ? { contacted_at: new Date() } : {}),
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertLeadNote(
  tx: DbOrTx,
  note: { leadId: string; staffId: string; body: string },
): Promise<{ id: string; created_at: Date | string }> {
  return tx
    .insertInto('lead_notes')
    .values({ id: newId(), lead_id: note.leadId, staff_id: note.staffId, body: note.body })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Leads still 'new', oldest first (the Today screen). */
export async function listWaitingLeads(db: DbOrTx, limit: number): Promise<LeadRow[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where('status', '=', 'new')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
