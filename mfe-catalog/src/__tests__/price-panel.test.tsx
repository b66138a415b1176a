import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import type { Batch, PackageDetail } from '@trippy/contracts';
import {
  addDays,
  balanceDueDate,
  formatRupees,
  paymentScheduleFor,
  priceBooking,
  todayInIndia,
} from '@trippy/domain';
import { formatTripDate } from '@trippy/ui';
import { PriceBreakdownTable } from '../detail/price-breakdown';
import { PricePanel } from '../detail/price-panel';
import { PackageCard } from '../components/package-card';
import { seatsText } from '../components/batch-picker';
import { makeDetail, makePackage } from './fixtures';

const today = todayInIndia();

function batch(id: string, daysAway: number, seatsLeft: number): Batch {
  return {
    _id: id.repeat(24),
    packageId: 'f'.repeat(24),
    startDate: addDays(today, daysAway),
    endDate: addDays(today, daysAway + 4),
    totalSeats: 20,
    seatsLeft,
    availability: seatsLeft === 0 ? 'sold-out' : 'available',
  };
}

function detail(batches: Batch[]): PackageDetail {
  return makeDetail({
    offerPrice: 1099900,
    additionalServices: [{ _id: 'e'.repeat(24), name: 'Pony', price: 280000 }],
    batches,
  });
}

const renderPanel = (pkg: PackageDetail) =>
  render(
    <MemoryRouter>
      <PricePanel pkg={pkg} />
    </MemoryRouter>,
  );

const total = () => within(screen.getByTestId('price-total')).getByRole('definition');

// jsdom has no scrollIntoView; a test that stands one in removes it afterwards, passed or not.
afterEach(() => delete (Element.prototype as Partial<Element>).scrollIntoView);

describe('PriceBreakdownTable', () => {
  test('price × seats, GST 5% and the total including GST are the domain’s numbers', () => {
    const price = priceBooking({ offerPrice: 1099900, seats: 3, addons: [], paymentType: 'full' });
    render(
      <PriceBreakdownTable
        offerPrice={1099900}
        seats={3}
        addonsPerPerson={0}
        price={price}
        schedule={null}
        advance={false}
      />,
    );
    expect(screen.getByText('₹10,999 × 3 people')).toBeInTheDocument();
    expect(screen.getByText('₹32,997.00')).toBeInTheDocument();
    expect(screen.getByText('GST (5%)').nextSibling).toHaveTextContent(formatRupees(price.gst));
    expect(screen.getByText('Total incl. GST').nextSibling).toHaveTextContent('₹34,646.85');
    expect(price.total).toBe(3464685);
    expect(screen.queryByText(/Pay now/)).toBeNull();
    // GST one way: the per-person price as listed, every sum in rupees and paise (a whole one too).
    const sums = within(screen.getByLabelText('Price breakdown'))
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(sums).toEqual(['₹32,997.00', '₹1,649.85', '₹34,646.85']);
  });

  test('an advance shows what is paid now and the balance with its due date', () => {
    const start = addDays(today, 40);
    const price = priceBooking({ offerPrice: 1099900, seats: 2, addons: [], paymentType: 'advance' });
    render(
      <PriceBreakdownTable
        offerPrice={1099900}
        seats={2}
        addonsPerPerson={0}
        price={price}
        schedule={paymentScheduleFor(start, today)}
        advance
      />,
    );
    expect(screen.getByText('Pay now (25% advance)').nextSibling).toHaveTextContent(
      formatRupees(price.payableAmount),
    );
    expect(
      screen.getByText(`Balance, due by ${formatTripDate(balanceDueDate(start))}`).nextSibling,
    ).toHaveTextContent(formatRupees(price.remainingAmount));
  });
});

describe('PricePanel', () => {
  test('choosing 3 seats shows the GST-inclusive total; no add-on and full payment pre-selected', async () => {
    renderPanel(detail([batch('a', 40, 10)]));
    // The panel's price line and the phone booking bar's (CSS shows the bar at 900 px and below) say the same.
    expect(screen.getAllByText('per person + 5% GST')).toHaveLength(2);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
    const seats = screen.getByLabelText('Travellers');
    await userEvent.type(seats, '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    const expected = priceBooking({ offerPrice: 1099900, seats: 3, addons: [], paymentType: 'full' });
    expect(total()).toHaveTextContent(formatRupees(expected.total));
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test('back from the profile completed during this booking: the choices made before are restored', async () => {
    // jsdom lays nothing out and has no scrollIntoView; the panel scrolls Book Now into view.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const later = batch('b', 40, 10);
    const pkg = detail([batch('a', 20, 10), later]);
    const bookingData = {
      batchId: later._id,
      numberOfSeats: 3,
      addonIds: ['e'.repeat(24)],
      paymentType: 'advance' as const,
    };
    const state = {
      showBookingFlow: true,
      packageData: pkg,
      openBookingModal: true,
      fromProfileUpdate: true,
      bookingData,
    };
    render(
      <MemoryRouter initialEntries={[{ pathname: `/package/${pkg._id}`, state }]}>
        <PricePanel pkg={pkg} />
      </MemoryRouter>,
    );
    // Read after hydration, by code loaded only when the page has a state to read.
    await waitFor(() => expect(screen.getByLabelText('Travellers')).toHaveValue(3));
    expect(screen.getByRole('radio', { name: /^Pay 25% advance now/ })).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();
    const expected = priceBooking({
      offerPrice: 1099900,
      seats: 3,
      addons: [{ price: 280000 }],
      paymentType: 'full',
    });
    expect(total()).toHaveTextContent(formatRupees(expected.total));
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated. Your choices are kept');
  });

  test('a state that is not the contract changes nothing', async () => {
    const pkg = detail([batch('a', 20, 10), batch('b', 40, 10)]);
    const state = {
      fromProfileUpdate: true,
      packageData: { _id: 'not-an-id' },
      bookingData: { numberOfSeats: 9 },
    };
    render(
      <MemoryRouter initialEntries={[{ pathname: `/package/${pkg._id}`, state }]}>
        <PricePanel pkg={pkg} />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('Travellers')).toHaveValue(1);
    expect(screen.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Book Now' })).not.toHaveFocus();
  });

  test('an advance is offered with its balance date only when departure is more than 15 days away', async () => {
    const far = batch('a', 16, 10);
    const near = batch('b', 15, 10);
    renderPanel(detail([far, near]));
    const advance = screen.getByRole('radio', {
      name: `Pay 25% advance now, 75% by ${formatTripDate(balanceDueDate(far.startDate))}`,
    });
    await userEvent.click(advance);
    expect(screen.getByText('Pay now (25% advance)')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio', { name: /–/ })[1]!);
    expect(screen.queryByRole('radio', { name: /advance/ })).toBeNull();
    expect(screen.getByText(/the full amount is paid at booking/)).toBeInTheDocument();
    expect(screen.queryByText(/Pay now/)).toBeNull();
  });

  test('a full batch, or fewer seats than wanted, offers the waitlist instead of Book Now', async () => {
    renderPanel(detail([batch('a', 40, 2), batch('b', 50, 0)]));
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    const seats = screen.getByLabelText('Travellers');
    await userEvent.type(seats, '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(
      screen.getByText(/This departure has 2 seats left, fewer than the 3 you want/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join the waitlist for 3 seats' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Sold out/ }));
    expect(screen.getByText(/This departure is full/)).toBeInTheDocument();
  });
});

describe('honest figures', () => {
  test('seats left are the exact number, with no invented urgency', () => {
    expect(seatsText({ seatsLeft: 0 })).toBe('Sold out: waitlist open');
    expect(seatsText({ seatsLeft: 1 })).toBe('1 seat left');
    expect(seatsText({ seatsLeft: 2 })).toBe('2 seats left');
    expect(seatsText({ seatsLeft: 17 })).toBe('17 seats left');
  });

  test('a card says the price is per person with GST added', () => {
    render(
      <MemoryRouter>
        <PackageCard pkg={makePackage({ offerPrice: 1099900 })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('₹10,999')).toBeInTheDocument();
    expect(screen.getByText('per person + 5% GST')).toBeInTheDocument();
  });
});

describe('the booking bar (phones)', () => {
  test('says the price and the chosen departure, and its button books that departure', async () => {
    const user = userEvent.setup();
    const pkg = detail([batch('a', 40, 0), batch('b', 60, 12)]);
    render(
      <MemoryRouter initialEntries={[`/packages/${pkg.slug}`]}>
        <Routes>
          <Route path="/packages/:slug" element={<PricePanel pkg={pkg} />} />
          <Route path="*" element={<p>navigated</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const bar = screen.getByTestId('booking-bar');
    expect(within(bar).getByText(/₹10,999/)).toBeInTheDocument();
    // The first departure with seats (the sold-out one before it is not offered).
    expect(bar.textContent).toContain(`${formatTripDate(pkg.batches[1]!.startDate)} · 12 seats left`);
    await user.click(within(bar).getByRole('button', { name: 'Book this date' }));
    expect(screen.getByText('navigated')).toBeInTheDocument();
  });
});
