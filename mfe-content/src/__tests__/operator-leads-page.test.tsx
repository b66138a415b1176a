import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { fetchLeads } from '@trippy/api-client';
import { dispatchOperatorEvent, type LeadListItem } from '@trippy/contracts';
import { LeadsPage } from '../operator/leads-page';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchLeads: jest.fn(),
}));
const mockFetchLeads = fetchLeads as jest.MockedFunction<typeof fetchLeads>;

const HOUR = 3_600_000;
function lead(
  id: string,
  name: string,
  hoursAgo: number,
  status: LeadListItem['status'] = 'new',
): LeadListItem {
  return {
    _id: id.padStart(24, 'a'),
    form: 'modal',
    name,
    phone: '9876543210',
    email: '',
    interest: '4dham',
    travelers: 2,
    messagePreview: '',
    status,
    assignedTo: null,
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    contactedAt: null,
  };
}
const page = (items: LeadListItem[], total = items.length) => ({
  items,
  page: { page: 1, pageSize: 20, total },
});

function Search() {
  return <div data-testid="search">{useLocation().search}</div>;
}
function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/operator/leads"
          element={
            <>
              <LeadsPage />
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => mockFetchLeads.mockReset());

test('asks for the filters of the address and shows the rows, with an overdue badge past 24 hours', async () => {
  mockFetchLeads.mockResolvedValue(page([lead('1', 'Meera Bisht', 3), lead('2', 'Ravi Negi', 30)], 42));
  renderAt('/operator/leads?status=new&q=negi&unassigned=1');
  const rows = await screen.findAllByTestId('lead-row');
  expect(mockFetchLeads).toHaveBeenCalledWith({
    page: 1,
    pageSize: 20,
    status: 'new',
    q: 'negi',
    assignedTo: 'none',
  });
  expect(within(rows[0]!).getByText('3 h ago')).toBeInTheDocument();
  expect(within(rows[0]!).queryByText('Overdue')).toBeNull();
  expect(within(rows[1]!).getByText('Overdue')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('link', { name: /^Call Ravi Negi/ })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  expect(screen.getByText('Showing 1-20 of 42')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByLabelText('Search leads')).toHaveValue('negi');
});

test('a lead.created event reloads the first page and highlights the new enquiry', async () => {
  mockFetchLeads.mockResolvedValueOnce(page([lead('1', 'Meera Bisht', 3)]));
  renderAt('/operator/leads');
  await screen.findByText('Meera Bisht');
  const arrived = lead('9', 'Kavita Rawat', 0);
  mockFetchLeads.mockResolvedValueOnce(page([arrived, lead('1', 'Meera Bisht', 3)]));
  act(() =>
    dispatchOperatorEvent({ kind: 'lead.created', id: arrived._id, summary: 'New enquiry: Kavita Rawat' }),
  );
  const row = (await screen.findByText('Kavita Rawat')).closest('tr')!;
  expect(within(row).getByText('New enquiry')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('New enquiry: Kavita Rawat');
  expect(mockFetchLeads).toHaveBeenCalledTimes(2);
  // Other operator events (a booking) leave the inbox alone.
  act(() => dispatchOperatorEvent({ kind: 'booking.created', id: 'b'.repeat(24), summary: 'New booking' }));
  expect(mockFetchLeads).toHaveBeenCalledTimes(2);
});

test('the search waits for typing to pause, then goes into the address from page 1', async () => {
  mockFetchLeads.mockResolvedValue(page([lead('1', 'Meera Bisht', 3)], 60));
  renderAt('/operator/leads?page=2');
  await screen.findByText('Meera Bisht');
  jest.useFakeTimers();
  try {
    const box = screen.getByLabelText('Search leads');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(box, { target: { value: 'meera' } });
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=meera');
  } finally {
    jest.useRealTimers();
  }
});

test('an empty inbox says what to do', async () => {
  mockFetchLeads.mockResolvedValue(page([]));
  renderAt('/operator/leads');
  expect(
    await screen.findByText('Enquiries sent from the site appear here as they arrive.'),
  ).toBeInTheDocument();
});
