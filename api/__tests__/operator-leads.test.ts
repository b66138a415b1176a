import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  REALTIME_EVENTS,
  type AuditEntry,
  type LeadDetail,
  type LeadListItem,
  type LeadNote,
  type OperatorEvent,
} from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import {
  bearer,
  createTestApp,
  mailsTo,
  randomPhone,
  registerAndLogin,
  type TestContext,
} from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';

const OPERATOR_EMAIL = 'desk@trippy.example';

function socketFor(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe.each(DB_KINDS)('leads inbox on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let owner: TestStaff;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { OPERATOR_EMAIL });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    staff = await createStaffToken(ctx.app, 'staff', { name: 'Suresh Staff' });
    owner = await createStaffToken(ctx.app, 'owner', { name: 'Olivia Owner' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await ctx.close();
  });

  const submit = async (payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/leads/create', payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { _id: string } }>().data._id;
  };
  const side = (firstName: string, message: string, phone = randomPhone()) =>
    submit({ firstName, phone, email: `${firstName.toLowerCase()}@example.in`, message, tripType: 'trek' });
  const list = async (query: string, token = staff.token) => {
    const res = await ctx.app.inject({ url: `/api/operator/leads?${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: LeadListItem[]; page: { page: number; pageSize: number; total: number } }>();
  };
  const patch = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/operator/leads/${id}`,
      headers: bearer(staff.token),
      payload,
    });

  it('a new lead mails the operator and reaches staff sockets, never a customer socket', async () => {
    const customer = await registerAndLogin(ctx.app);
    const staffSocket = await socketFor(url, staff.token);
    const customerSocket = await socketFor(url, customer.token);
    sockets.push(staffSocket, customerSocket);
    await customerSocket.emitWithAck('join', customer.id);
    const customerEvents: unknown[] = [];
    customerSocket.on(REALTIME_EVENTS.operator, (event) => customerEvents.push(event));
    const received = new Promise<OperatorEvent>((resolve) =>
      staffSocket.once(REALTIME_EVENTS.operator, resolve),
    );

    const id = await submit({
      firstName: 'Gaurav',
      lastName: 'Joshi',
      email: 'gaurav@example.in',
      phone: '9876501234',
      travelers: 4,
      packageType: '4dham',
    });
    const event = await received;
    expect(event).toEqual({
      kind: 'lead.created',
      id,
      summary: 'New enquiry: Gaurav Joshi (Char Dham Yatra)',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(customerEvents).toEqual([]);

    const mail = (await mailsTo(ctx.app, OPERATOR_EMAIL)).find((m) => m.body.includes(id));
    expect(mail).toMatchObject({ kind: 'lead-new', subject: 'New enquiry: Gaurav Joshi' });
    expect(mail?.body).toContain('9876501234');
    expect(mail?.body).toContain('Travellers: 4');
  });

  it('lists with status, assignee, search (wildcards literal) and pages', async () => {
    const a = await side('Anjali', 'Kedarnath in May, 100% sure');
    const b = await side('Bhavna', 'Valley of flowers_trek');
    const c = await side('Chetan', 'Anything', '9000012345');

    expect((await list('q=100%25')).data.map((lead) => lead._id)).toEqual([a]);
    expect((await list('q=flowers_')).data.map((lead) => lead._id)).toEqual([b]);
    expect((await list('q=_')).data.map((lead) => lead._id)).toEqual([b]);
    expect((await list('q=9000012345')).data.map((lead) => lead._id)).toEqual([c]);
    expect((await list('q=bhavna%40example')).data.map((lead) => lead._id)).toEqual([b]);
    expect((await list('q=chetan')).data.map((lead) => lead._id)).toEqual([c]);
    const tooLong = await ctx.app.inject({
      url: `/api/operator/leads?q=${'x'.repeat(101)}`,
      headers: bearer(staff.token),
    });
    expect(tooLong.statusCode).toBe(400);

    const all = await list('pageSize=100');
    expect(all.page.total).toBeGreaterThanOrEqual(4);
    const first = await list('page=1&pageSize=2');
    const second = await list('page=2&pageSize=2');
    expect(first.data).toHaveLength(2);
    expect(first.page).toEqual({ page: 1, pageSize: 2, total: all.page.total });
    expect(first.data.map((l) => l._id)).toEqual(all.data.slice(0, 2).map((l) => l._id));
    expect(second.data.map((l) => l._id)).toEqual(all.data.slice(2, 4).map((l) => l._id));

    expect((await patch(c, { status: 'lost', assignedTo: owner.id })).statusCode).toBe(200);
    expect((await list('status=lost')).data.map((lead) => lead._id)).toEqual([c]);
    expect((await list(`assignedTo=${owner.id}`)).data.map((lead) => lead._id)).toEqual([c]);
    expect((await list('assignedTo=none&pageSize=100')).data.map((lead) => lead._id)).not.toContain(c);
    expect((await list('status=new&pageSize=100')).data.every((lead) => lead.status === 'new')).toBe(true);
  });

  it('changes status (contactedAt once), assigns to active members only, adds notes; each change audited', async () => {
    const id = await side('Deepa', 'Call me after 5 pm');
    const contacted = await patch(id, { status: 'contacted', assignedTo: staff.id });
    expect(contacted.statusCode).toBe(200);
    const detail = contacted.json<{ data: LeadDetail }>().data;
    expect(detail).toMatchObject({
      status: 'contacted',
      assignedTo: { _id: staff.id, name: 'Suresh Staff' },
    });
    expect(detail.contactedAt).not.toBeNull();
    const converted = (await patch(id, { status: 'converted' })).json<{ data: LeadDetail }>().data;
    expect(converted.contactedAt).toBe(detail.contactedAt);

    const disabled = await createStaffToken(ctx.app, 'staff', { disabled: true });
    expect((await patch(id, { assignedTo: disabled.id })).statusCode).toBe(422);
    const assignees = await ctx.app.inject({ url: '/api/operator/assignees', headers: bearer(staff.token) });
    const names = assignees.json<{ data: Array<{ _id: string; name: string }> }>().data;
    expect(names).toEqual(expect.arrayContaining([{ _id: staff.id, name: 'Suresh Staff' }]));
    expect(names.map((member) => member._id)).not.toContain(disabled.id);
    expect((await patch(id, { assignedTo: 'abcdefabcdefabcdefabcdef' })).statusCode).toBe(422);
    expect((await patch(id, { status: 'maybe' })).statusCode).toBe(400);
    expect((await patch('abcdefabcdefabcdefabcdef', { status: 'lost' })).statusCode).toBe(404);
    expect((await patch(id, { assignedTo: null })).json<{ data: LeadDetail }>().data.assignedTo).toBeNull();

    const addNote = (body: string, token = staff.token) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/operator/leads/${id}/notes`,
        headers: bearer(token),
        payload: { body },
      });
    const noted = await addNote('Called, wants a quote for 4');
    expect(noted.statusCode).toBe(201);
    expect(noted.json<{ data: LeadNote }>().data).toMatchObject({
      body: 'Called, wants a quote for 4',
      author: { _id: staff.id, name: 'Suresh Staff' },
    });
    expect((await addNote('Sent the quote', owner.token)).statusCode).toBe(201);
    expect((await addNote('')).statusCode).toBe(400);
    expect((await addNote('   ')).statusCode).toBe(400);
    expect((await addNote('x'.repeat(2001))).statusCode).toBe(400);

    const full = await ctx.app.inject({ url: `/api/operator/leads/${id}`, headers: bearer(staff.token) });
    const lead = full.json<{ data: LeadDetail }>().data;
    expect(lead).toMatchObject({
      firstName: 'Deepa',
      message: 'Call me after 5 pm',
      tripType: 'trek',
      status: 'converted',
    });
    expect(lead.notes.map((note) => [note.body, note.author.name])).toEqual([
      ['Called, wants a quote for 4', 'Suresh Staff'],
      ['Sent the quote', 'Olivia Owner'],
    ]);
    expect(
      (
        await ctx.app.inject({
          url: '/api/operator/leads/abcdefabcdefabcdefabcdef',
          headers: bearer(staff.token),
        })
      ).statusCode,
    ).toBe(404);

    const audit = await ctx.app.inject({
      url: `/api/operator/audit?entityType=lead&entityId=${id}`,
      headers: bearer(owner.token),
    });
    const rows = audit.json<{ data: AuditEntry[] }>().data.reverse();
    expect(rows.map((row) => row.action)).toEqual([
      'lead.status-changed',
      'lead.status-changed',
      'lead.assigned',
      'lead.note-added',
      'lead.note-added',
    ]);
    expect(rows[0]).toMatchObject({
      staff: { _id: staff.id },
      before: { status: 'new', assignedTo: null, contactedAt: null },
      after: { status: 'contacted', assignedTo: staff.id },
    });
    expect(rows[2]).toMatchObject({ before: { assignedTo: staff.id }, after: { assignedTo: null } });
  });
});
