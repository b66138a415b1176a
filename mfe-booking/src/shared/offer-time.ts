const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a waitlist offer's hold ends, India's time in the page's language: "12 May, 2:30 pm". Hindi spells the
 * month out (its short names are abbreviations with a mark), as the domain's trip dates do.
 */
export function formatOfferTime(iso: string, tag: string): string {
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: tag.startsWith('hi') ? 'long' : 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    formats.set(tag, format);
  }
  return format.format(new Date(iso));
}
