import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { fetchAuditLog, fetchStaffList } from '@trippy/api-client';
import type { AuditEntry } from '@trippy/contracts';
import { AuditPage } from '../operator/audit-page';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchAuditLog: jest.fn(),
  fetchStaffList: jest.fn(),
}));
const auditLog = fetchAuditLog as jest.MockedFunction<typeof fetchAuditLog>;
const staffList = fetchStaffList as jest.MockedFunction<typeof fetchStaffList>;

const ASHA = 'a'.repeat(24);
const priceChange: AuditEntry = {
  _id: '1'.repeat(24),
  action: 'package.updated',
  entityType: 'package',
  entityId: 'b'.repeat(24),
  staff: { _id: ASHA, name: 'Asha Negi', email: 'asha@example.in', role: 'owner' },
  subject: { label: 'Kedarnath Yatra', packageName: 'Kedarnath Yatra', startDate: null },
  people: [],
  summary: 'Asha Negi (owner) changed the price of Kedarnath Yatra from ₹10,999 to ₹11,499',
  before: { name: 'Kedarnath Yatra', offerPrice: 1_099_900 },
  after: { name: 'Kedarnath Yatra', offerPrice: 1_149_900 },
  createdAt: '2026-05-01T06:30:00.000Z',
};

const renderPage = (url = '/operator/audit') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuditPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  auditLog.mockResolvedValue({ items: [priceChange], page: { page: 1, pageSize: 50, total: 1 } });
  staffList.mockResolvedValue({
    items: [
      {
        _id: ASHA,
        email: 'asha@example.in',
        name: 'Asha Negi',
        role: 'owner',
        status: 'active',
        disabledAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    page: { page: 1, pageSize: 100, total: 1 },
  });
});

describe('the audit log page', () => {
  test('shows each entry as a sentence in rupees, the record only on demand', async () => {
    renderPage();
    expect(
      await screen.findByText(
        'Asha Negi (owner) changed the price of Kedarnath Yatra from ₹10,999 to ₹11,499',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Audit entries' });
    expect(table).not.toHaveTextContent(/1099900|1149900|\{|aaaaaaaaaaaaaaaaaaaaaaaa/);
    expect(screen.queryByRole('table', { name: 'The record as saved' })).not.toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Show the record' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide the record' })).toHaveAttribute('aria-expanded', 'true');
    const record = screen.getByRole('table', { name: 'The record as saved' });
    const price = within(record).getByRole('row', { name: /Offer price/ });
    expect(price).toHaveTextContent('₹10,999.00');
    expect(price).toHaveTextContent('₹11,499.00');
    expect(record).not.toHaveTextContent(/1099900|1149900/);
    // Only what changed: the name stayed.
    expect(within(record).queryByRole('row', { name: /^Name/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide the record' }));
    expect(screen.queryByRole('table', { name: 'The record as saved' })).not.toBeInTheDocument();
  });

  test('filters by person, thing and dates through the API', async () => {
    renderPage(`/operator/audit?staffId=${ASHA}&entityType=package&from=2026-05-01&to=2026-05-31`);
    await screen.findByText(/changed the price of Kedarnath Yatra/);
    expect(auditLog).toHaveBeenLastCalledWith(
      expect.objectContaining({
        staffId: ASHA,
        entityType: 'package',
        from: '2026-05-01',
        to: '2026-05-31T23:59:59.999Z',
      }),
    );
    expect(await screen.findByRole('option', { name: 'Asha Negi (owner)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue(ASHA);
  });

  test('a person filter that is not an id is not sent', async () => {
    renderPage('/operator/audit?staffId=asha');
    await screen.findByText(/changed the price of Kedarnath Yatra/);
    expect(auditLog.mock.lastCall?.[0]).not.toHaveProperty('staffId');
  });
});
