// Razorpay Checkout's addresses (the booking page loads its script; the CSP allows them), apart from the
// payment schemas (./payments.ts) so the browser's bundle has no TypeBox for them.

/**
 * Razorpay's Standard Checkout script (loaded by the browser only when the customer presses Pay) and the
 * origins its checkout talks to from the site's page (the page's Content-Security-Policy names them when
 * PAYMENT_PROVIDER=razorpay).
 */
export const RAZORPAY_CHECKOUT = {
  script: 'https://checkout.razorpay.com/v1/checkout.js',
  frameOrigins: ['https://api.razorpay.com'],
  connectOrigins: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;
