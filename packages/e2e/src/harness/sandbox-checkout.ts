// Paying in the local Razorpay sandbox's checkout, as a customer does: from the page's Pay button, through
// the checkout page (UPI chosen first), back to the site.
import type { Page } from 'playwright-core';

export type SandboxOutcome = 'Success' | 'Failure' | 'Pending then success';

/** Presses the page's Pay button, pays in the sandbox's checkout with `outcome`, and waits to be back. */
export async function payInSandbox(
  page: Page,
  {
    outcome = 'Success',
    back = /\/booking-success\?id=[0-9a-f]{24}/,
    payButton = /^Pay (the advance|the balance)? ?₹[\d,.]+ now$/,
  }: { outcome?: SandboxOutcome; back?: RegExp; payButton?: RegExp } = {},
): Promise<void> {
  await page.getByRole('button', { name: payButton }).first().click();
  await page.waitForURL('**/sandbox/razorpay/checkout?**');
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
  if (outcome !== 'Success') await page.getByLabel(outcome).check();
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ }).click();
  await page.waitForURL(back);
}
