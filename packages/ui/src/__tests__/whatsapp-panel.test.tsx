import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, fetchWhatsAppCompose, sendWhatsApp } from '@trippy/api-client';
import type { SentMessage, WhatsAppCompose } from '@trippy/contracts';
import { MESSAGE_TEMPLATES } from '@trippy/domain';
import { WhatsAppPanel } from '../back-office/whatsapp-panel';
import { toast } from '../toast';

jest.mock('../toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchWhatsAppCompose: jest.fn(),
  sendWhatsApp: jest.fn(),
}));
const load = fetchWhatsAppCompose as jest.MockedFunction<typeof fetchWhatsAppCompose>;
const send = sendWhatsApp as jest.MockedFunction<typeof sendWhatsApp>;

const BOOKING = { kind: 'booking' as const, id: 'b'.repeat(24) };
const template = (key: 'balance-reminder' | 'pickup-details' | 'departure-cancelled') => ({
  key,
  label: MESSAGE_TEMPLATES[key].label,
  body: MESSAGE_TEMPLATES[key].defaultBody,
});
const earlier: SentMessage = {
  _id: 'e'.repeat(24),
  channel: 'whatsapp',
  template: 'booking-received',
  templateLabel: 'Booking received',
  text: 'Namaste Asha,\n\nThank you for booking.',
  phone: '919811122233',
  staff: { _id: 's'.repeat(24), name: 'Sunita Rana' },
  createdAt: '2026-11-20T05:00:00.000Z',
};
const compose = (overrides: Partial<WhatsAppCompose> = {}): WhatsAppCompose => ({
  audience: 'booking',
  to: { name: 'Asha Rawat', phone: '9811122233', countryCode: '91' },
  values: {
    name: 'Asha',
    trip: 'Kedarnath Yatra',
    date: '2027-05-12',
    reference: 'TH-27-00042',
    travellers: 2,
    amountDue: 1_500_050,
    dueDate: '2027-04-21',
    officePhone: '+91 98370 12345',
  },
  templates: [template('balance-reminder'), template('pickup-details'), template('departure-cancelled')],
  sent: [earlier],
  ...overrides,
});

const preview = () => screen.getByTestId('whatsapp-preview').textContent;
const sendButton = () => screen.getByRole('button', { name: 'Send on WhatsApp' }) as HTMLButtonElement;

let open: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('Send on WhatsApp (booking and lead detail)', () => {
  test('shows the filled template; sending logs it, opens the wa.me link in a new tab and lists it first', async () => {
    load.mockResolvedValue(compose());
    const url = 'https://wa.me/919811122233?text=Namaste';
    send.mockResolvedValue({
      text: 'Namaste Asha,\n\nA gentle reminder',
      url,
      channel: 'whatsapp',
      message: {
        ...earlier,
        _id: 'f'.repeat(24),
        template: 'balance-reminder',
        templateLabel: 'Balance reminder',
        text: 'Namaste Asha,\n\nA gentle reminder',
        createdAt: '2026-11-24T05:00:00.000Z',
      },
    });
    render(<WhatsAppPanel subject={BOOKING} />);
    expect(await screen.findByText('Asha Rawat')).toBeTruthy();
    expect(load).toHaveBeenCalledWith(BOOKING);
    expect(preview()).toBe(
      'Namaste Asha,\n\nA gentle reminder: the balance of ₹15,000.50 for Kedarnath Yatra (booking TH-27-00042, departing 12 May 2027) is due by 21 Apr 2027.\nYou can pay it online from My Bookings on our website, or call us on +91 98370 12345.',
    );
    fireEvent.click(sendButton());
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(send).toHaveBeenCalledWith(BOOKING, { template: 'balance-reminder' });
    expect(toast.success).toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Messages sent' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Balance reminder', 'Booking received']);
    expect((screen.getByRole('link', { name: 'Open WhatsApp again' }) as HTMLAnchorElement).href).toBe(url);
  });

  test('a template with {pickup} asks for it before it can be sent, and sends what was typed', async () => {
    load.mockResolvedValue(compose());
    send.mockRejectedValue(new ApiFailure('The number cannot be used on WhatsApp: correct it first', 422));
    render(<WhatsAppPanel subject={BOOKING} />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Message' }), {
      target: { value: 'pickup-details' },
    });
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText('Type the pickup place and time.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pickup place and time' }), {
      target: { value: 'Clock Tower, 5 am' },
    });
    expect(preview()).toContain('Pickup: Clock Tower, 5 am.');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The number cannot be used on WhatsApp: correct it first',
    );
    expect(send).toHaveBeenCalledWith(BOOKING, { template: 'pickup-details', pickup: 'Clock Tower, 5 am' });
    expect(open).not.toHaveBeenCalled();
  });

  test('what the booking cannot fill, and a number WhatsApp cannot use, block the button', async () => {
    load.mockResolvedValue(compose({ to: { name: 'Asha Rawat', phone: '12', countryCode: '91' } }));
    render(<WhatsAppPanel subject={BOOKING} />);
    await screen.findByText('Asha Rawat');
    expect(screen.getByText('The number 12 cannot be used on WhatsApp.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Message' }), {
      target: { value: 'departure-cancelled' },
    });
    expect(screen.getByText(/\{reason\}, \{refund\} cannot be filled for this booking/)).toBeTruthy();
    fireEvent.click(sendButton());
    expect(send).not.toHaveBeenCalled();
  });

  test('an enquiry with nothing sent yet says so', async () => {
    load.mockResolvedValue(
      compose({
        audience: 'lead',
        to: { name: 'Meera Bisht', phone: '9876501234', countryCode: '91' },
        values: { name: 'Meera', trip: 'the Char Dham Yatra', officePhone: '+91 98370 12345' },
        templates: [
          { key: 'enquiry-reply', label: 'Enquiry reply', body: 'Thank you for asking about {trip}.' },
        ],
        sent: [],
      }),
    );
    render(<WhatsAppPanel subject={{ kind: 'lead', id: 'c'.repeat(24) }} />);
    await screen.findByText('Meera Bisht');
    expect(preview()).toBe('Namaste Meera,\n\nThank you for asking about the Char Dham Yatra.');
    expect(screen.getByText('No message sent from a template yet.')).toBeTruthy();
  });

  test('a failed load says so and can be tried again', async () => {
    load.mockRejectedValueOnce(new ApiFailure('Booking not found', 404)).mockResolvedValueOnce(compose());
    render(<WhatsAppPanel subject={BOOKING} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Booking not found/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asha Rawat')).toBeTruthy();
  });
});
