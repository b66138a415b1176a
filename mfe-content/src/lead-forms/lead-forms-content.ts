import content from '../content/lead-forms.json';
import { localizedContent, useLocalizedContent } from '../shared/localized-content';

export type LeadFormsContent = typeof content;

/** The lead forms' copy by language: lead-forms.hi.json is its own chunk, fetched by Hindi pages only. */
export const leadFormsText = localizedContent<LeadFormsContent>(
  'content-lead-forms-hi',
  content,
  () => import(/* webpackChunkName: "content-lead-forms-hi" */ '../content/lead-forms.hi.json'),
);

/** The lead forms' copy in the page's language. */
export const useLeadForms = (): LeadFormsContent => useLocalizedContent(leadFormsText);
