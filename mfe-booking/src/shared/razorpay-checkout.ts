import { RAZORPAY_CHECKOUT, type PaymentOrder, type PaymentReturnBody } from '@trippy/contracts';
import { msg } from '@trippy/i18n';

/** The part of Razorpay's Standard Checkout (checkout.js) this site uses. */
interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { email?: string; contact?: string };
  config?: unknown;
  handler: (response: PaymentReturnBody) => void;
  modal?: { ondismiss?: () => void; confirm_close?: boolean };
}
type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

/** The checkout script could not be loaded (offline, blocked): its message (English, msg) is for the customer. */
export class CheckoutUnavailable extends Error {}

let loading: Promise<RazorpayCheckout> | null = null;

/** Loads checkout.js once, when the customer first presses Pay (never on other pages). */
export function loadRazorpayCheckout(src: string = RAZORPAY_CHECKOUT.script): Promise<RazorpayCheckout> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(new CheckoutUnavailable(msg('The payment window did not load. Please try again.')));
    script.onerror = () =>
      reject(new CheckoutUnavailable(msg('The payment window could not be loaded. Check your connection.')));
    // Appended through the page's nonce shim (the shell stamps the CSP nonce on scripts it adds).
    document.head.appendChild(script);
  }).finally(() => {
    // Kept only while it loads: once loaded, window.Razorpay answers; after a failure, Pay tries again.
    loading = null;
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for the server's order, UPI first (on a phone, UPI intent opens the customer's UPI
 * app); resolves with the hand-back to send to the server, or null when the customer closed it. The site's
 * name and the payment's description come in the page's language.
 */
export async function payWithRazorpay(
  order: PaymentOrder,
  about: {
    name: string;
    description: string;
    /** The UPI block's title in the checkout, "Pay by UPI". */
    payByUpi: string;
    email?: string | undefined;
    phone?: string | undefined;
  },
): Promise<PaymentReturnBody | null> {
  const Razorpay = await loadRazorpayCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: about.name,
      description: about.description,
      prefill: { email: about.email, contact: about.phone },
      config: {
        display: {
          blocks: { upi: { name: about.payByUpi, instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
      handler: (response) =>
        resolve({
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_order_id: response.razorpay_order_id,
          razorpay_signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
