// The site's Hindi catalogues, as the browser tests read them: each English text of the code to its Hindi, so a
// test finds a Hindi page's controls by what the code names them (and fails clearly when a text has none).
import type { HindiMessages } from '../../../i18n/src/catalog';
// eslint-disable-next-line no-restricted-imports -- test data: the deployed catalogue's texts, not its code
import shell from '../../../../shell/src/messages/hi';
import ui from '../../../ui/src/messages/hi';
// eslint-disable-next-line no-restricted-imports -- test data: the deployed catalogue's texts, not its code
import catalog from '../../../../mfe-catalog/src/messages/hi';
// eslint-disable-next-line no-restricted-imports -- test data: the deployed catalogue's texts, not its code
import booking from '../../../../mfe-booking/src/messages/hi';
// eslint-disable-next-line no-restricted-imports -- test data: the deployed catalogue's texts, not its code
import account from '../../../../mfe-account/src/messages/hi';
// eslint-disable-next-line no-restricted-imports -- test data: the deployed catalogue's texts, not its code
import content from '../../../../mfe-content/src/messages/hi';

const CATALOGUES: Record<string, HindiMessages> = { shell, ui, catalog, booking, account, content };

/** The Hindi of an English text of a container's code, with its values filled. */
export function hindi(
  container: keyof typeof CATALOGUES,
  english: string,
  values: Record<string, string> = {},
): string {
  const text = CATALOGUES[container]?.[english];
  if (typeof text !== 'string') throw new Error(`${container} has no Hindi for "${english}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every English text the site translates (to spot one left in English on a Hindi page). */
export function englishTexts(): Set<string> {
  const texts = new Set<string>();
  for (const messages of Object.values(CATALOGUES))
    for (const [english, translated] of Object.entries(messages))
      if (typeof translated === 'string' && translated !== english && !english.includes('{'))
        texts.add(english);
  return texts;
}
