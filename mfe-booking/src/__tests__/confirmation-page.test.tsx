import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { toast } from 'sonner';
import { ApiFailure, createBooking, fetchPackage } from '@trippy/api-client';
import { formatRupees, priceBooking } from '@trippy/domain';
import { ConfirmationPage } from '../confirmation/confirmation-page';
import { batch, logIn, makeBooking, makePackage } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  createBooking: jest.fn(),
  fetchPackage: jest.fn(),
}));
// Every traveller is typed in: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);
const create = createBooking as jest.MockedFunction<typeof createBooking>;
const load = fetchPackage as jest.MockedFunction<typeof fetchPackage>;

function Success() {
  return <p>success {useLocation().search}</p>;
}

function renderPage(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/booking-confirmation', state }]}>
      <Routes>
        <Route path="/booking-confirmation" element={<ConfirmationPage />} />
        <Route path="/booking-success" element={<Success />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const pkg = makePackage();
const bookingData = {
  batchId: pkg.batches[0]!._id,
  numberOfSeats: 3,
  paymentType: 'advance',
  addonIds: ['e'.repeat(24)],
};

async function fillTraveller(
  user: ReturnType<typeof userEvent.setup>,
  index: number,
  values: { name?: string; age: string; gender: string; idType?: string; idNumber: string },
) {
  const box = within(screen.getAllByTestId('traveller')[index]!);
  if (values.name) await user.type(box.getByLabelText('Name as on ID'), values.name);
  await user.type(box.getByLabelText('Age'), values.age);
  await user.selectOptions(box.getByLabelText('Gender'), values.gender);
  if (values.idType) await user.selectOptions(box.getByLabelText('ID document'), values.idType);
  await user.type(box.getByLabelText('ID number'), values.idNumber);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Address'), '12 Rajpur Road');
  await user.type(screen.getByLabelText('Emergency Contact'), '9811122233');
  await user.type(screen.getByLabelText('Emergency Contact Name'), 'Ravi Rawat');
  await fillTraveller(user, 0, { age: '34', gender: 'female', idNumber: '1234 5678 9012' });
  await fillTraveller(user, 1, {
    name: 'Ravi Rawat',
    age: '37',
    gender: 'male',
    idType: 'passport',
    idNumber: 'k1234567',
  });
  await fillTraveller(user, 2, {
    name: 'Mira Rawat',
    age: '9',
    gender: 'female',
    idType: 'driving-licence',
    idNumber: 'UK-0720190012345',
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  logIn();
});

describe('/booking-confirmation', () => {
  test.each([
    [undefined],
    [{ packageData: pkg }],
    [{ packageData: pkg, bookingData: { batchId: 'x', numberOfSeats: 1 } }],
  ])('without booking data shows only Return to Home (%#)', (state) => {
    renderPage(state);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('Booking Summary and Payment Details from the domain pricing; name and email prefilled', () => {
    renderPage({ packageData: pkg, bookingData });
    const summary = screen.getByTestId('booking-summary');
    expect(within(summary).getByText('Valley of Flowers Trek')).toBeInTheDocument();
    expect(within(summary).getByText('3')).toBeInTheDocument();
    expect(within(summary).getByText('Advance (25% now)')).toBeInTheDocument();
    expect(within(summary).getByText('Porter')).toBeInTheDocument();
    const price = priceBooking({
      offerPrice: pkg.offerPrice,
      seats: 3,
      addons: [{ price: 150_050 }],
      paymentType: 'advance',
    });
    const details = screen.getByTestId('price-summary');
    for (const amount of [price.subtotal, price.gst, price.total, price.payableAmount, price.remainingAmount])
      expect(within(details).getByText(formatRupees(amount))).toBeInTheDocument();
    expect(within(details).getByText('Remaining (due by 25 Apr 2027)')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rawat');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  test('inline errors for every missing required field; nothing is sent', async () => {
    const user = userEvent.setup();
    renderPage({ packageData: pkg, bookingData });
    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // Under each field (its description), and again as a link in the error summary.
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full Name is required');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required');
    expect(screen.getByLabelText('Emergency Contact')).toHaveAccessibleDescription(
      'Enter a 10-digit emergency contact number',
    );
    expect(screen.getByLabelText('Emergency Contact Name')).toHaveAccessibleDescription(
      'Emergency Contact Name is required',
    );
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Special Requirements.*required/)).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  test('Confirming Booking... while working, one request for a double click, success toast and page', async () => {
    let resolve: (b: ReturnType<typeof makeBooking>) => void = () => undefined;
    create.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    renderPage({ packageData: pkg, bookingData });
    await fillRequired(user);
    await user.dblClick(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByRole('button', { name: 'Confirming Booking...' })).toBeDisabled();
    expect(create).toHaveBeenCalledTimes(1);
    const [body, key] = create.mock.calls[0]!;
    expect(body).toMatchObject({
      packageId: pkg._id,
      batchId: bookingData.batchId,
      numberOfSeats: 3,
      paymentType: 'advance',
      addonIds: ['e'.repeat(24)],
      travellers: [
        {
          fullName: 'Asha Rawat',
          age: 34,
          gender: 'female',
          phone: '9876543210',
          idType: 'aadhaar',
          idNumber: '123456789012',
        },
        { fullName: 'Ravi Rawat', age: 37, gender: 'male', idType: 'passport', idNumber: 'K1234567' },
        {
          fullName: 'Mira Rawat',
          age: 9,
          gender: 'female',
          idType: 'driving-licence',
          idNumber: 'UK-0720190012345',
        },
      ],
    });
    expect(body).not.toHaveProperty('waitlistOfferId');
    // The State is optional: not chosen, not sent (the PIN code in the address decides the invoice's GST).
    expect(body.customerDetails).not.toHaveProperty('state');
    expect(key).toMatch(/^[\w-]{20,}$/);
    resolve(makeBooking());
    await screen.findByText(`success ?id=${'9'.repeat(24)}`);
    expect(toast.success).toHaveBeenCalledWith('Booking received! Pay now to confirm your seats.');
  });

  test('the State chosen from the list of states is sent with the customer details', async () => {
    create.mockResolvedValue(makeBooking());
    const user = userEvent.setup();
    renderPage({ packageData: pkg, bookingData });
    await fillRequired(user);
    const state = screen.getByLabelText('State');
    expect(within(state).getAllByRole('option')).toHaveLength(37);
    await user.selectOptions(state, 'Uttarakhand');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0].customerDetails).toMatchObject({
      address: '12 Rajpur Road',
      state: 'Uttarakhand',
    });
  });

  test('a failure shows the spec toast and keeps every value; a retry after a network error keeps the key', async () => {
    create.mockRejectedValueOnce(new Error('Network Error'));
    const user = userEvent.setup();
    renderPage({ packageData: pkg, bookingData });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Special Requirements (optional)'), 'Vegetarian');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to process booking. Please try again.'),
    );
    expect(screen.getByLabelText('Address')).toHaveValue('12 Rajpur Road');
    expect(screen.getByLabelText('Emergency Contact')).toHaveValue('9811122233');
    expect(screen.getByLabelText('Emergency Contact Name')).toHaveValue('Ravi Rawat');
    expect(screen.getByLabelText('Special Requirements (optional)')).toHaveValue('Vegetarian');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rawat');
    create.mockResolvedValueOnce(makeBooking());
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText(/^success/);
    expect(create.mock.calls[1]![1]).toBe(create.mock.calls[0]![1]);
  });

  test('sold out meanwhile: says so, offers the other batches there, and books the chosen one', async () => {
    create.mockRejectedValueOnce(new ApiFailure('Sorry, this batch is sold out', 409));
    load.mockResolvedValue(
      makePackage(pkg.offerPrice, [
        batch(1, '2027-05-10', 0),
        batch(2, '2027-06-10', 12),
        batch(3, '2027-07-10', 2),
      ]),
    );
    const user = userEvent.setup();
    renderPage({ packageData: pkg, bookingData });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const alert = await screen.findByTestId('sold-out');
    expect(within(alert).getByText('Sorry, this batch is sold out')).toBeInTheDocument();
    const offers = await within(alert).findByRole('list', { name: 'Other departures' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(offers).getByRole('button', { name: '2 seats left' })).toBeDisabled();
    expect(screen.getByLabelText('Address')).toHaveValue('12 Rajpur Road');
    await user.click(within(offers).getByRole('button', { name: 'Choose this departure' }));
    expect(screen.queryByTestId('sold-out')).toBeNull();
    expect(within(screen.getByTestId('booking-summary')).getByText(/10 Jun 2027/)).toBeInTheDocument();
    create.mockResolvedValueOnce(makeBooking());
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText(/^success/);
    expect(create.mock.calls[1]![0].batchId).toBe(batch(2, '2027-06-10', 12)._id);
    expect(create.mock.calls[1]![1]).not.toBe(create.mock.calls[0]![1]);
  });

  test('one traveller per seat: the lead prefilled from Personal Information; errors name the traveller', async () => {
    const user = userEvent.setup();
    renderPage({ packageData: pkg, bookingData });
    const travellers = screen.getAllByTestId('traveller');
    expect(travellers).toHaveLength(3);
    const lead = within(travellers[0]!);
    expect(lead.getByText('Traveller 1 (lead traveller)')).toBeInTheDocument();
    expect(lead.getByLabelText('Name as on ID')).toHaveValue('Asha Rawat');
    expect(lead.getByLabelText('Mobile (lead traveller)')).toHaveValue('9876543210');
    expect(within(travellers[1]!).queryByLabelText('Mobile (lead traveller)')).toBeNull();
    // The lead follows Personal Information until edited in its own field.
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Asha R');
    expect(lead.getByLabelText('Name as on ID')).toHaveValue('Asha R');
    await user.type(lead.getByLabelText('Name as on ID'), 'awat');
    await user.type(screen.getByLabelText('Full Name'), '.');
    expect(lead.getByLabelText('Name as on ID')).toHaveValue('Asha Rawat');

    await fillRequired(user);
    const second = within(travellers[1]!);
    await user.clear(second.getByLabelText('ID number'));
    await user.type(second.getByLabelText('ID number'), '1234567');
    await user.clear(within(travellers[2]!).getByLabelText('Age'));
    await user.type(within(travellers[2]!).getByLabelText('Age'), '121');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const alert = screen.getByRole('alert', { name: 'Please check these details' });
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Traveller 2: the passport number must be 1 letter and 7 digits (e.g. K1234567)',
      'Traveller 3: the age must be a whole number from 0 to 120',
    ]);
    expect(second.getByLabelText('ID number')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  test('a departure 15 days away or less is paid in full even if advance was chosen', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const near = makePackage(pkg.offerPrice, [batch(1, soon, 6)]);
    create.mockResolvedValueOnce(makeBooking());
    const user = userEvent.setup();
    renderPage({ packageData: near, bookingData: { ...bookingData, batchId: near.batches[0]!._id } });
    expect(within(screen.getByTestId('booking-summary')).getByText('Full payment')).toBeInTheDocument();
    expect(screen.queryByText(/Remaining/)).toBeNull();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText(/^success/);
    expect(create.mock.calls[0]![0].paymentType).toBe('full');
  });

  test('a waitlist offer is sent with the booking; a refused offer shows the server message and a way back', async () => {
    create.mockRejectedValueOnce(
      new ApiFailure('This offer has expired: the seats went to the next person in line', 409),
    );
    const user = userEvent.setup();
    const offerId = 'c'.repeat(24);
    renderPage({ packageData: pkg, bookingData: { ...bookingData, waitlistOfferId: offerId } });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const alert = await screen.findByTestId('offer-error');
    expect(alert).toHaveTextContent('This offer has expired');
    expect(within(alert).getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(create.mock.calls[0]![0].waitlistOfferId).toBe(offerId);
    expect(screen.queryByTestId('sold-out')).toBeNull();
  });

  describe('in reading order on a phone, with every error listed in field order', () => {
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

    test('Booking Summary and Payment Details come before the form, the form before Confirm Booking', async () => {
      renderPage({ packageData: pkg, bookingData });
      await screen.findAllByTestId('traveller');
      const summary = screen.getByRole('heading', { name: 'Booking Summary' });
      const payment = screen.getByTestId('price-summary');
      const form = screen.getByRole('form', { name: 'Personal Information' });
      const firstField = screen.getByLabelText('Full Name');
      const lastField = within(screen.getAllByTestId('traveller').at(-1)!).getByLabelText('ID number');
      const button = screen.getByRole('button', { name: 'Confirm Booking' });
      expect(follows(summary, payment)).toBe(true);
      expect(follows(payment, form)).toBe(true);
      expect(follows(payment, firstField)).toBe(true);
      expect(follows(firstField, lastField)).toBe(true);
      expect(follows(lastField, button)).toBe(true);
      // Nothing of the summary is inside the form (it is read before it, not beside the button).
      expect(form).not.toContainElement(payment);
    });

    test('an empty submit lists every error in field order, emergency contact included, and takes focus', async () => {
      const user = userEvent.setup();
      renderPage({ packageData: pkg, bookingData: { ...bookingData, numberOfSeats: 2 } });
      await screen.findAllByTestId('traveller');
      for (const label of ['Full Name', 'Email', 'Phone Number'])
        await user.clear(screen.getByLabelText(label));
      expect(screen.queryByTestId('error-summary')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

      const summary = screen.getByRole('alert', { name: 'Please check these details' });
      expect(summary).toHaveFocus();
      const links = within(summary).getAllByRole('link');
      expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
        ['#customer-fullName', 'Full Name is required'],
        ['#customer-email', 'Enter a valid email address'],
        ['#customer-phone', 'Enter a 10-digit mobile number'],
        ['#customer-address', 'Address is required'],
        ['#customer-emergencyContact', 'Enter a 10-digit emergency contact number'],
        ['#customer-emergencyName', 'Emergency Contact Name is required'],
        ['#traveller-1-fullName', 'Traveller 1: enter the full name'],
        ['#traveller-1-age', 'Traveller 1: enter the age'],
        ['#traveller-1-gender', 'Traveller 1: enter the gender'],
        ['#traveller-1-phone', "Traveller 1: enter the lead traveller's phone"],
        ['#traveller-1-idNumber', 'Traveller 1: enter the identity document number'],
        ['#traveller-2-fullName', 'Traveller 2: enter the full name'],
        ['#traveller-2-age', 'Traveller 2: enter the age'],
        ['#traveller-2-gender', 'Traveller 2: enter the gender'],
        ['#traveller-2-idNumber', 'Traveller 2: enter the identity document number'],
      ]);
      // The same order as the invalid fields in the page: each link points at one of them.
      const form = screen.getByRole('form', { name: 'Personal Information' });
      const invalid = Array.from(form.querySelectorAll('[aria-invalid="true"]')).map(
        (field) => `#${field.id}`,
      );
      expect(links.map((link) => link.getAttribute('href'))).toEqual(invalid);
      // The summary opens the form, before the first field.
      expect(follows(summary, screen.getByLabelText('Full Name'))).toBe(true);
      expect(create).not.toHaveBeenCalled();

      // Fixing a field takes its entry off the list.
      await user.type(screen.getByLabelText('Emergency Contact Name'), 'Ravi Rawat');
      expect(within(summary).queryByRole('link', { name: 'Emergency Contact Name is required' })).toBeNull();
    });

    test('a link in the error summary focuses its field', async () => {
      const user = userEvent.setup();
      renderPage({ packageData: pkg, bookingData });
      await screen.findAllByTestId('traveller');
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      const summary = screen.getByRole('alert', { name: 'Please check these details' });
      await user.click(
        within(summary).getByRole('link', { name: 'Enter a 10-digit emergency contact number' }),
      );
      expect(screen.getByLabelText('Emergency Contact')).toHaveFocus();
      await user.click(within(summary).getByRole('link', { name: 'Traveller 3: enter the gender' }));
      expect(within(screen.getAllByTestId('traveller')[2]!).getByLabelText('Gender')).toHaveFocus();
      // A second failed submit takes focus back to the summary.
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      expect(screen.getByRole('alert', { name: 'Please check these details' })).toHaveFocus();
    });
  });
});
