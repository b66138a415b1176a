import {
  AUDIT_ACTIONS,
  auditRecordRows,
  describeAuditEntry,
  type AuditAction,
  type AuditSentenceInput,
} from '../audit-sentence';

const asha = { name: 'Asha Negi', role: 'owner' };
const ravi = { _id: 'a'.repeat(24), name: 'Ravi Bisht' };
const none = { label: null, packageName: null, startDate: null };

/** One realistic entry per action, as the API writes it (amounts in paise, ids in the record). */
const EXAMPLES: Record<AuditAction, [Omit<AuditSentenceInput, 'action'>, string]> = {
  'package.created': [
    {
      entityType: 'package',
      actor: asha,
      subject: { ...none, label: 'Kedarnath Yatra', packageName: 'Kedarnath Yatra' },
      before: null,
      after: { name: 'Kedarnath Yatra', offerPrice: 1_099_900 },
    },
    'Asha Negi (owner) created the package Kedarnath Yatra at ₹10,999 per person',
  ],
  'package.updated': [
    {
      entityType: 'package',
      actor: asha,
      subject: { ...none, label: 'Kedarnath Yatra', packageName: 'Kedarnath Yatra' },
      before: { name: 'Kedarnath Yatra', offerPrice: 1_099_900, description: 'Old' },
      after: { name: 'Kedarnath Yatra', offerPrice: 1_149_900, description: 'New' },
    },
    'Asha Negi (owner) changed the price of Kedarnath Yatra from ₹10,999 to ₹11,499; also edited the description',
  ],
  'batch.created': [
    {
      entityType: 'batch',
      actor: asha,
      subject: { ...none, packageName: 'Kedarnath Yatra', startDate: '2026-05-12' },
      after: { _id: 'b'.repeat(24), startDate: '2026-05-12', totalSeats: 30 },
      before: null,
    },
    'Asha Negi (owner) added a departure of Kedarnath Yatra on 12 May 2026 with 30 seats',
  ],
  'batch.updated': [
    {
      entityType: 'batch',
      actor: asha,
      subject: { ...none, packageName: 'Kedarnath Yatra', startDate: '2026-05-12' },
      before: { startDate: '2026-05-12', endDate: '2026-05-16', totalSeats: 30 },
      after: { startDate: '2026-05-12', endDate: '2026-05-16', totalSeats: 35 },
    },
    'Asha Negi (owner) changed the Kedarnath Yatra departure of 12 May 2026: changed its seats from 30 to 35',
  ],
  'batch.closed': [
    {
      entityType: 'batch',
      actor: asha,
      subject: { ...none, packageName: 'Kedarnath Yatra', startDate: '2026-05-12' },
      before: { closed: false },
      after: { closed: true },
    },
    'Asha Negi (owner) closed the Kedarnath Yatra departure of 12 May 2026 to new bookings',
  ],
  'batch.reopened': [
    {
      entityType: 'batch',
      actor: asha,
      subject: { ...none, packageName: 'Kedarnath Yatra', startDate: '2026-05-12' },
      before: { closed: true },
      after: { closed: false },
    },
    'Asha Negi (owner) reopened the Kedarnath Yatra departure of 12 May 2026 for bookings',
  ],
  'batch.cancelled': [
    {
      entityType: 'batch',
      actor: asha,
      subject: { ...none, packageName: 'Kedarnath Yatra', startDate: '2026-05-12' },
      before: { closed: false, seatsLeft: 8 },
      after: { closed: true, cancelled: true, reason: 'Road closed at Sonprayag', bookingsCancelled: 4 },
    },
    'Asha Negi (owner) cancelled the Kedarnath Yatra departure of 12 May 2026 (4 bookings cancelled): “Road closed at Sonprayag”',
  ],
  'booking.confirmed': [
    {
      entityType: 'booking',
      actor: asha,
      subject: { ...none, label: 'TH-26-00042', packageName: 'Kedarnath Yatra' },
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    },
    'Asha Negi (owner) confirmed booking TH-26-00042',
  ],
  'booking.cancelled': [
    {
      entityType: 'booking',
      actor: asha,
      subject: { ...none, label: 'TH-26-00042', packageName: 'Kedarnath Yatra' },
      before: { status: 'confirmed', amountPaid: 900_000, seats: 2 },
      after: {
        status: 'cancelled',
        cancelledBy: 'customer',
        reason: 'customer-request',
        refundPercent: 50,
        refundAmount: 450_000,
        refundTable: 'standard',
      },
    },
    "Asha Negi (owner) cancelled booking TH-26-00042 at the customer's request (refund ₹4,500.00, 50% of what was paid)",
  ],
  'booking.payment-recorded': [
    {
      entityType: 'booking',
      actor: { name: 'Deepak Rawat', role: 'staff' },
      subject: { ...none, label: 'TH-26-00042', packageName: 'Kedarnath Yatra' },
      before: { amountPaid: 0, remainingAmount: 2_309_790 },
      after: {
        amountPaid: 500_000,
        remainingAmount: 1_809_790,
        payment: { id: 'c'.repeat(24), amount: 500_000, method: 'upi', reference: 'UPI-1' },
        invoice: 'TH/2026-27/0001',
      },
    },
    'Deepak Rawat (staff) recorded a payment of ₹5,000.00 by UPI on booking TH-26-00042 (₹18,097.90 still due)',
  ],
  'booking.created-by-staff': [
    {
      entityType: 'booking',
      actor: { name: 'Deepak Rawat', role: 'staff' },
      subject: { ...none, label: 'TH-26-00043', packageName: 'Kedarnath Yatra' },
      before: null,
      after: {
        reference: 'TH-26-00043',
        source: 'walk-in',
        seats: 2,
        total: 2_309_790,
        payment: { method: 'cash', amount: 1_000_000 },
        accountOpened: true,
      },
    },
    'Deepak Rawat (staff) made booking TH-26-00043 at the office, 2 seats, ₹23,097.90; ₹10,000.00 received by cash; opened an account for the customer',
  ],
  'booking.refund-paid-by-hand': [
    {
      entityType: 'booking',
      actor: asha,
      subject: { ...none, label: 'TH-26-00042' },
      before: { refundId: 'd'.repeat(24), status: 'to-pay', amount: 450_000 },
      after: { refundId: 'd'.repeat(24), status: 'paid', amount: 450_000, reference: 'UTR 1234' },
    },
    'Asha Negi (owner) marked the refund of ₹4,500.00 on booking TH-26-00042 as paid (UTR 1234)',
  ],
  'staff.invited': [
    {
      entityType: 'staff',
      actor: asha,
      subject: { ...none, label: 'Ravi Bisht' },
      before: null,
      after: { email: 'ravi@example.in', name: 'Ravi Bisht', role: 'staff', invited: true },
    },
    'Asha Negi (owner) invited ravi@example.in as staff',
  ],
  'staff.invite-accepted': [
    {
      entityType: 'staff',
      actor: { name: 'Ravi Bisht', role: 'staff' },
      subject: { ...none, label: 'Ravi Bisht' },
      before: { invited: true },
      after: { invited: false },
    },
    'Ravi Bisht accepted the invitation and joined the team',
  ],
  'staff.created': [
    {
      entityType: 'staff',
      actor: null,
      subject: { ...none, label: 'Asha Negi' },
      before: null,
      after: { email: 'asha@example.in', name: 'Asha Negi', role: 'owner' },
    },
    'The system added Asha Negi as an owner',
  ],
  'staff.reset': [
    {
      entityType: 'staff',
      actor: null,
      subject: { ...none, label: 'Asha Negi' },
      before: { role: 'owner' },
      after: { role: 'owner' },
    },
    'The system reset the sign-in of Asha Negi',
  ],
  'staff.disabled': [
    {
      entityType: 'staff',
      actor: asha,
      subject: { ...none, label: 'Ravi Bisht' },
      before: { disabled: false },
      after: { disabled: true },
    },
    "Asha Negi (owner) disabled Ravi Bisht's account",
  ],
  'staff.enabled': [
    {
      entityType: 'staff',
      actor: asha,
      subject: { ...none, label: 'Ravi Bisht' },
      before: { disabled: true },
      after: { disabled: false },
    },
    "Asha Negi (owner) re-enabled Ravi Bisht's account",
  ],
  'staff.updated': [
    {
      entityType: 'staff',
      actor: asha,
      subject: { ...none, label: 'Ravi Bisht' },
      before: { role: 'staff' },
      after: { role: 'owner' },
    },
    'Asha Negi (owner) changed the role of Ravi Bisht from staff to owner',
  ],
  'lead.status-changed': [
    {
      entityType: 'lead',
      actor: asha,
      subject: { ...none, label: 'Kamla Devi' },
      before: { status: 'new', assignedTo: null },
      after: { status: 'contacted', assignedTo: null },
    },
    "Asha Negi (owner) moved Kamla Devi's lead from new to contacted",
  ],
  'lead.assigned': [
    {
      entityType: 'lead',
      actor: asha,
      subject: { ...none, label: 'Kamla Devi' },
      before: { status: 'new', assignedTo: null },
      after: { status: 'new', assignedTo: ravi._id },
      people: [ravi],
    },
    "Asha Negi (owner) assigned Kamla Devi's lead to Ravi Bisht",
  ],
  'lead.note-added': [
    {
      entityType: 'lead',
      actor: asha,
      subject: { ...none, label: 'Kamla Devi' },
      before: null,
      after: { noteId: 'e'.repeat(24), body: 'Called back' },
    },
    "Asha Negi (owner) added a note to Kamla Devi's lead",
  ],
  'lead.converted': [
    {
      entityType: 'lead',
      actor: asha,
      subject: { ...none, label: 'Kamla Devi' },
      before: { status: 'contacted', assignedTo: null, contactedAt: '2026-11-20T05:00:00.000Z' },
      after: { status: 'converted', assignedTo: null, bookingId: 'f'.repeat(24) },
    },
    "Asha Negi (owner) converted Kamla Devi's lead into a booking",
  ],
  'message.sent': [
    {
      entityType: 'batch',
      actor: asha,
      subject: { ...none, packageName: 'Kedarnath Yatra', startDate: '2026-05-12' },
      before: null,
      after: { message: 'Pickup at 5 am', recipients: ['f'.repeat(24), '1'.repeat(24)] },
    },
    'Asha Negi (owner) sent a message to the travellers of the Kedarnath Yatra departure of 12 May 2026 (2 recipients)',
  ],
  'image.uploaded': [
    {
      entityType: 'image',
      actor: asha,
      subject: none,
      before: null,
      after: { url: '/uploads/x.jpg', contentType: 'image/jpeg', bytes: 245_760, sha256: 'ab' },
    },
    'Asha Negi (owner) uploaded an image (240 KB)',
  ],
  'message-template.updated': [
    {
      entityType: 'message-template',
      actor: asha,
      subject: none,
      before: { template: 'balance-reminder', body: 'Old text' },
      after: { template: 'balance-reminder', body: 'Pay {amountDue} by {dueDate}' },
    },
    'Asha Negi (owner) edited the “Balance reminder” message template',
  ],
  'whatsapp.sent': [
    {
      entityType: 'booking',
      actor: { name: 'Ravi Bisht', role: 'staff' },
      subject: { ...none, label: 'TH-26-00042', packageName: 'Kedarnath Yatra' },
      before: null,
      after: { template: 'pickup-details', channel: 'whatsapp' },
    },
    'Ravi Bisht (staff) sent the “Pickup details” WhatsApp message about booking TH-26-00042',
  ],
};

describe('the audit log in words', () => {
  test.each(AUDIT_ACTIONS.map((action) => [action]))('%s reads as a sentence', (action) => {
    const [entry, sentence] = EXAMPLES[action];
    const text = describeAuditEntry({ ...entry, action });
    expect(text).toBe(sentence);
    expect(text).not.toMatch(/[0-9a-f]{24}|[{}"]|\d{6,}/);
  });

  test('a member without a resolved name, and things since deleted, still read', () => {
    expect(
      describeAuditEntry({
        action: 'booking.cancelled',
        entityType: 'booking',
        actor: { name: '', role: 'staff' },
        subject: none,
        before: null,
        after: { reason: 'operator', refundAmount: 1_234_567 },
      }),
    ).toBe('A former staff member (staff) cancelled a booking on our side (refund ₹12,345.67)');
    expect(
      describeAuditEntry({
        action: 'lead.assigned',
        entityType: 'lead',
        actor: asha,
        subject: none,
        before: { assignedTo: ravi._id },
        after: { assignedTo: null },
      }),
    ).toBe('Asha Negi (owner) unassigned a lead');
  });

  test('an unknown kind gets a safe generic sentence: no ids, no JSON', () => {
    expect(
      describeAuditEntry({
        action: 'booking.travellers-changed',
        entityType: 'booking',
        actor: asha,
        subject: { ...none, label: 'TH-26-00042' },
        before: { a: 1 },
        after: { a: 2 },
      }),
    ).toBe('Asha Negi (owner) made a change (booking travellers changed) to booking TH-26-00042');
    expect(
      describeAuditEntry({
        action: `weird.${'a'.repeat(24)}`,
        entityType: 'gadget',
        actor: null,
        subject: none,
        before: null,
        after: null,
      }),
    ).toBe('The system made a change (weird) to a record');
  });
});

describe('the raw record', () => {
  test('changed fields only, amounts in rupees, dates as trip dates, staff by name', () => {
    expect(
      auditRecordRows({
        before: { offerPrice: 1_099_900, name: 'Kedarnath Yatra', assignedTo: null },
        after: { offerPrice: 1_149_900, name: 'Kedarnath Yatra', assignedTo: ravi._id },
        people: [ravi],
      }),
    ).toEqual([
      { field: 'Offer price', before: '₹10,999.00', after: '₹11,499.00' },
      { field: 'Assigned to', before: '–', after: 'Ravi Bisht' },
    ]);
  });

  test('a record with one side lists every field, nested amounts formatted too', () => {
    expect(
      auditRecordRows({
        before: null,
        after: {
          startDate: '2026-05-12',
          closed: false,
          payment: { amount: 500_000, method: 'upi' },
          addons: [{ name: 'Pony', price: 250_000 }],
        },
      }),
    ).toEqual([
      { field: 'Start date', before: '', after: '12 May 2026' },
      { field: 'Closed', before: '', after: 'no' },
      { field: 'Payment', before: '', after: 'Amount: ₹5,000.00, Method: upi' },
      { field: 'Addons', before: '', after: 'Name: Pony, Price: ₹2,500.00' },
    ]);
  });
});
