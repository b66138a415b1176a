import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { formatRupees, priceBooking, type PaymentType } from '@trippy/domain';
import { PriceSummary } from '../shared/price-summary';

function rowValue(label: RegExp): string {
  const dt = within(screen.getByTestId('price-summary')).getByText(label);
  return dt.nextElementSibling?.textContent ?? '';
}

const CASES: Array<{ offerPrice: number; seats: number; addons: number[] }> = [
  { offerPrice: 1_234_567, seats: 3, addons: [] }, // odd paise: GST and advance both round
  { offerPrice: 1_999_900, seats: 1, addons: [150_050] },
  { offerPrice: 3_450_000, seats: 7, addons: [150_050, 99_999] },
  { offerPrice: 99, seats: 1, addons: [] }, // 99 paise: rounding dominates
  { offerPrice: 12_500_000, seats: 20, addons: [1] },
];

describe('Payment Details (paise-exact, the same function as the server)', () => {
  test.each(
    CASES.flatMap((c) =>
      (['full', 'advance'] as PaymentType[]).map((paymentType) => ({ ...c, paymentType })),
    ),
  )('%o', ({ offerPrice, seats, addons, paymentType }) => {
    const price = priceBooking({ offerPrice, seats, addons: addons.map((p) => ({ price: p })), paymentType });
    render(<PriceSummary price={price} advance={paymentType === 'advance'} balanceDueDate="25 Apr 2027" />);
    expect(rowValue(/^Package price$/)).toBe(formatRupees(price.subtotal));
    expect(rowValue(/^GST \(5%\)$/)).toBe(formatRupees(price.gst));
    expect(rowValue(/^Total$/)).toBe(formatRupees(price.total));
    if (paymentType === 'advance') {
      expect(rowValue(/^Advance \(25%\)/)).toBe(formatRupees(price.payableAmount));
      expect(rowValue(/^Remaining \(due by 25 Apr 2027\)$/)).toBe(formatRupees(price.remainingAmount));
      expect(price.payableAmount + price.remainingAmount).toBe(price.total);
    } else {
      expect(screen.queryByText(/^Advance/)).toBeNull();
      expect(screen.queryByText(/^Remaining/)).toBeNull();
    }
  });

  test('hand-checked figures for ₹12,345.67 × 3, advance', () => {
    const price = priceBooking({ offerPrice: 1_234_567, seats: 3, addons: [], paymentType: 'advance' });
    expect(price).toEqual({
      subtotal: 3_703_701,
      gst: 185_185, // 185,185.05 paise
      total: 3_888_886,
      payableAmount: 972_222, // 972,221.5 paise rounds up
      remainingAmount: 2_916_664,
    });
    render(<PriceSummary price={price} advance balanceDueDate={null} />);
    expect(rowValue(/^Total$/)).toBe(formatRupees(3_888_886));
    expect(formatRupees(3_888_886)).toMatch(/38,888\.86/); // Indian grouping, paise kept
    expect(rowValue(/^Remaining$/)).toBe(formatRupees(2_916_664));
  });

  test('GST one way: every figure in rupees and paise, a whole subtotal too (never ₹18,999 beside ₹949.95)', () => {
    const price = priceBooking({ offerPrice: 1_899_900, seats: 1, addons: [], paymentType: 'advance' });
    render(<PriceSummary price={price} advance balanceDueDate={null} />);
    const figures = within(screen.getByTestId('price-summary'))
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['₹18,999.00', '₹949.95', '₹19,948.95', '₹4,987.24', '₹14,961.71']);
  });
});
