import content from '../content/char-dham.json';

/** The Char Dham landing page copy (src/content/char-dham.json), typed once for the sections. */
export type CharDhamContent = typeof content;
export type FaqItem = CharDhamContent['faq']['items'][number];
export type Place = CharDhamContent['places']['items'][number];
export const charDham: CharDhamContent = content;
