import { render, screen } from '@testing-library/react';
import { SELLER, sellerLines } from '@trippy/domain';
import { BRAND } from '@trippy/ui';
import { Footer } from '../layout/footer';

// The GST invoice prints sellerLines() (api/__tests__/invoice-place-of-supply.test.ts): the footer shows the
// same lines, read from the same SELLER.
test("the footer shows the seller's lines exactly as the invoice prints them", () => {
  render(<Footer />);
  const seller = screen.getByTestId('footer-seller');
  const lines = Array.from(seller.querySelectorAll(':scope > span'), (span) => span.textContent);
  expect(lines).toEqual(sellerLines());
  expect(lines).toEqual([
    SELLER.legalName,
    '2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001',
    `GSTIN: ${SELLER.gstin}`,
  ]);
  // The office address at the top of the footer is the seller's too.
  expect(BRAND.officeAddress).toBe(lines[1]);
  expect(screen.getByRole('contentinfo').querySelector('address')?.textContent).toContain(lines[1]);
});
