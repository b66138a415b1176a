import about from '../content/pages/about.json';
import cancellationRefund from '../content/pages/cancellation-refund.json';
import privacyPolicy from '../content/pages/privacy-policy.json';
import shippingDelivery from '../content/pages/shipping-delivery.json';
import termsAndConditions from '../content/pages/terms-and-conditions.json';
import travelCoupon from '../content/pages/travel-coupon.json';
import workWithUs from '../content/pages/work-with-us.json';

export interface DocTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface DocSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  table?: DocTable;
}

/** A company or policy page as marketing writes it in src/content/pages/<route>.json. */
export interface DocContent {
  title: string;
  updated?: string;
  intro?: string;
  sections: DocSection[];
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && s);

function isTable(v: unknown): v is DocTable {
  const t = v as DocTable;
  return (
    typeof t?.caption === 'string' &&
    strings(t.columns) &&
    Array.isArray(t.rows) &&
    t.rows.every((row) => strings(row) && row.length === t.columns.length)
  );
}

/** Problems with a page file (empty when it is valid): what marketing sees when a build or test fails. */
export function docProblems(doc: unknown): string[] {
  const d = doc as DocContent;
  const problems: string[] = [];
  if (typeof d?.title !== 'string' || !d.title) problems.push('title is missing');
  if (!Array.isArray(d?.sections) || d.sections.length === 0) return [...problems, 'sections are missing'];
  d.sections.forEach((s, i) => {
    if (typeof s.heading !== 'string' || !s.heading) problems.push(`section ${i + 1}: heading is missing`);
    if (!s.paragraphs && !s.list && !s.table) problems.push(`section ${i + 1}: no content`);
    if (s.paragraphs && !strings(s.paragraphs)) problems.push(`section ${i + 1}: paragraphs must be texts`);
    if (s.list && !strings(s.list)) problems.push(`section ${i + 1}: list must be texts`);
    if (s.table && !isTable(s.table)) problems.push(`section ${i + 1}: table rows must match its columns`);
  });
  return problems;
}

/** Route path to page content. */
export const DOCS: Record<string, DocContent> = {
  '/about': about,
  '/privacy-policy': privacyPolicy,
  '/terms-and-conditions': termsAndConditions,
  '/cancellation-refund': cancellationRefund,
  '/shipping-delivery': shippingDelivery,
  '/work-with-us': workWithUs,
  '/travel-coupon': travelCoupon,
};
