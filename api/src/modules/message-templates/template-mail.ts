import { LOCALE_TAGS, type Locale } from '@trippy/contracts';
import {
  MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATES_HINDI,
  fillTemplate,
  type MessageTemplateKey,
  type TemplateValues,
} from '@trippy/domain';

/**
 * The main text of a mail from a template (the mail adds its greeting, its own lines and the signature):
 * the stored text filled from the booking, or the default text when the stored one needs a value the mail
 * does not have (staff saved {pickup} into the balance reminder). In Hindi, the template's Hindi text (staff
 * edit the English one).
 */
export function templateMailText(
  stored: string,
  key: MessageTemplateKey,
  values: TemplateValues,
  locale: Locale = 'en',
): string {
  const hindi = locale === 'hi' ? MESSAGE_TEMPLATES_HINDI[key] : undefined;
  if (hindi) return fillTemplate(hindi, values, LOCALE_TAGS.hi).text.trim();
  const filled = fillTemplate(stored, values);
  if (filled.missing.length === 0) return filled.text.trim();
  return fillTemplate(MESSAGE_TEMPLATES[key].defaultBody, values).text.trim();
}
