/** Routes served by a content file in src/content/pages (the files themselves load with the page). */
export const DOC_PATHS = [
  '/about',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cancellation-refund',
  '/shipping-delivery',
  '/work-with-us',
  '/travel-coupon',
] as const;
