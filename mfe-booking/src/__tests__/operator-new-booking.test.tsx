import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import {
  createStaffBooking,
  fetchLead,
  fetchPackage,
  fetchPackages,
  lookUpCustomer,
} from '@trippy/api-client';
import type { LeadDetail, OperatorCustomerMatch, PackageSummary } from '@trippy/contracts';
import { formatRupees, priceBooking, todayInIndia } from '@trippy/domain';
import { NewBookingPage } from '../operator/new-booking/new-booking-page';
import { makePackage, PKG_ID } from './fixtures';
import { makeDetail } from './operator-fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  createStaffBooking: jest.fn(),
  fetchLead: jest.fn(),
  fetchPackage: jest.fn(),
  fetchPackages: jest.fn(),
  lookUpCustomer: jest.fn(),
}));
jest.setTimeout(30_000);

const create = createStaffBooking as jest.MockedFunction<typeof createStaffBooking>;
const lookup = lookUpCustomer as jest.MockedFunction<typeof lookUpCustomer>;
const lead = fetchLead as jest.MockedFunction<typeof fetchLead>;

const pkg = makePackage();
const match: OperatorCustomerMatch = {
  _id: '2'.repeat(24),
  firstName: 'Kamla',
  lastName: 'Devi',
  email: 'kamla@example.in',
  phone: '9812345678',
  address: 'Rishikesh',
  emailVerified: true,
  bookings: 2,
};
const LEAD_ID = '3'.repeat(24);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/operator/bookings/new" element={<NewBookingPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function chooseTrip(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Package'), PKG_ID);
  const departure = screen.getByLabelText('Departure');
  await waitFor(() => expect(departure).toBeEnabled());
  await user.selectOptions(departure, pkg.batches[0]!._id);
}

async function fillContactAndTraveller(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText('Address'));
  await user.type(screen.getByLabelText('Address'), '12 Rajpur Road');
  await user.type(screen.getByLabelText('Emergency Contact'), '9811122233');
  await user.type(screen.getByLabelText('Emergency Contact Name'), 'Ravi Devi');
  const box = within((await screen.findAllByTestId('traveller'))[0]!);
  await user.type(box.getByLabelText('Age'), '64');
  await user.selectOptions(box.getByLabelText('Gender'), 'female');
  await user.type(box.getByLabelText('ID number'), '1234 5678 9012');
}

beforeEach(() => {
  jest.clearAllMocks();
  (fetchPackages as jest.Mock).mockResolvedValue([
    { _id: PKG_ID, name: pkg.name, duration: pkg.duration } as PackageSummary,
  ]);
  (fetchPackage as jest.Mock).mockResolvedValue(pkg);
  create.mockResolvedValue(
    makeDetail({ booking: { ...makeDetail().booking, _id: '9'.repeat(24), reference: 'TH-26-00077' } }),
  );
});

describe('/operator/bookings/new', () => {
  it('lists every missing choice and field in order, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/operator/bookings/new');
    await screen.findByLabelText('Package');
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    const summary = await screen.findByTestId('error-summary');
    const items = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items.slice(0, 3)).toEqual([
      'Find the customer by mobile number or email',
      'Choose a package',
      'Choose a departure',
    ]);
    expect(items).toContain('Full Name is required');
    expect(create).not.toHaveBeenCalled();
  });

  it('books a caller found by phone with UPI to the office, the amount due now by default', async () => {
    const user = userEvent.setup();
    lookup.mockResolvedValue(match);
    renderAt('/operator/bookings/new');
    await user.type(screen.getByLabelText('Mobile number or email'), '98123 45678');
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByTestId('customer-found')).toHaveTextContent(
      'Kamla Devi · 9812345678 · kamla@example.in',
    );
    expect(lookup).toHaveBeenCalledWith('98123 45678');
    await chooseTrip(user);
    const price = priceBooking({ offerPrice: pkg.offerPrice, seats: 1, addons: [], paymentType: 'advance' });
    expect(screen.getByTestId('staff-booking-price')).toHaveTextContent(
      `Due now${formatRupees(price.payableAmount)}`,
    );
    // Personal Information starts from the account.
    expect(screen.getByLabelText('Full Name')).toHaveValue('Kamla Devi');
    await fillContactAndTraveller(user);
    await user.click(screen.getByLabelText("UPI to the office's account"));
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    expect(await screen.findByText('Enter the UPI transaction id', { selector: 'a' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('UPI transaction id'), 'UPI-88123');
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [body, key] = create.mock.calls[0]!;
    expect(key).toMatch(/^[\w-]{36}$/);
    expect(body).toMatchObject({
      source: 'phone',
      customer: { customerId: match._id },
      booking: {
        packageId: PKG_ID,
        batchId: pkg.batches[0]!._id,
        numberOfSeats: 1,
        paymentType: 'advance',
        customerDetails: { fullName: 'Kamla Devi', phone: '9812345678', address: '12 Rajpur Road' },
      },
      payment: {
        method: 'upi',
        amount: price.payableAmount,
        reference: 'UPI-88123',
        receivedOn: todayInIndia(),
      },
    });
    expect(body.booking.travellers).toHaveLength(1);
    expect(body.booking.travellers[0]).toMatchObject({ fullName: 'Kamla Devi', age: 64, gender: 'female' });
    expect(await screen.findByTestId('where')).toHaveTextContent(`/operator/bookings/${'9'.repeat(24)}`);
  });

  it('books an enquiry for a new customer: the lead is named, the account prefilled from it, a payment link', async () => {
    const user = userEvent.setup();
    lookup.mockResolvedValue(null);
    lead.mockResolvedValue({
      _id: LEAD_ID,
      name: 'Gopal Rawat',
      firstName: 'Gopal',
      lastName: 'Rawat',
      email: 'gopal@example.in',
      phone: '9700011122',
      countryCode: '91',
      travelers: 2,
      status: 'contacted',
    } as LeadDetail);
    renderAt(`/operator/bookings/new?lead=${LEAD_ID}`);
    expect(await screen.findByTestId('from-lead')).toHaveTextContent(
      'Gopal Rawat (9700011122, 2 travellers)',
    );
    expect(screen.getByLabelText('Mobile number or email')).toHaveValue('9700011122');
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    const fresh = await screen.findByTestId('customer-new');
    expect(within(fresh).getByLabelText('First name')).toHaveValue('Gopal');
    expect(within(fresh).getByLabelText('Email')).toHaveValue('gopal@example.in');
    expect(within(fresh).getByLabelText('Mobile number')).toHaveValue('9700011122');
    expect(screen.getByLabelText('Seats')).toHaveValue(2);
    await chooseTrip(user);
    await user.click(screen.getByLabelText('Full amount now'));
    await fillContactAndTraveller(user);
    const second = within(screen.getAllByTestId('traveller')[1]!);
    await user.type(second.getByLabelText('Name as on ID'), 'Sita Rawat');
    await user.type(second.getByLabelText('Age'), '60');
    await user.selectOptions(second.getByLabelText('Gender'), 'female');
    await user.type(second.getByLabelText('ID number'), '2345 6789 0123');
    await user.click(screen.getByLabelText('Customer pays online (payment link)'));
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({
      source: 'lead',
      leadId: LEAD_ID,
      customer: { firstName: 'Gopal', lastName: 'Rawat', email: 'gopal@example.in', phone: '9700011122' },
      booking: { numberOfSeats: 2, paymentType: 'full' },
      payment: { method: 'link' },
    });
  });

  it('says what the server refused and keeps everything typed', async () => {
    const user = userEvent.setup();
    lookup.mockResolvedValue(match);
    create.mockRejectedValue(
      Object.assign(new Error('x'), {
        isAxiosError: true,
        response: { status: 409, data: { message: 'Sorry, this batch is sold out' } },
      }),
    );
    renderAt('/operator/bookings/new');
    await user.type(screen.getByLabelText('Mobile number or email'), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    await screen.findByTestId('customer-found');
    await chooseTrip(user);
    await fillContactAndTraveller(user);
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    expect(await screen.findByText(/sold out/)).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('12 Rajpur Road');
  });
});
