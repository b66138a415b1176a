/** A small, safe Markdown subset: headings, paragraphs, lists, links and bold. Produces data, never HTML. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Links keep only http(s), mailto, tel, site-relative and in-page targets; anything else becomes text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_HREF.test(trimmed) ? trimmed : null;
}

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
    if (m.index > last) out.push({ type: 'text', text: source.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ type: 'strong', children: parseInline(m[1]) });
    else {
      const href = safeHref(m[3] ?? '');
      const children = parseInline(m[2] ?? '');
      out.push(href ? { type: 'link', href, children } : { type: 'text', text: m[2] ?? '' });
    }
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push({ type: 'text', text: source.slice(last) });
  return out;
}

const HEADING = /^(#{1,4})\s+(\S.*)$/;
const BULLET = /^[-*]\s+(\S.*)$/;
const NUMBERED = /^\d+[.)]\s+(\S.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  // The page's h1 is the post's title: the body's headings start at h2 and never skip a level (a `####`
  // right after a `##` is an h3), so the page's outline goes h1, h2, h3 without a gap.
  let lastLevel = 1;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = Math.min(Math.max((heading[1] ?? '').length, 2), 4, lastLevel + 1) as 2 | 3 | 4;
      lastLevel = level;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (bullet) {
      const ordered = !BULLET.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(bullet[1] ?? '');
    } else if (list && /^\s{2,}/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Plain words of a body, for the reading time. */
export function wordCount(source: string): number {
  return source.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readingMinutes(source: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.round(wordCount(source) / wordsPerMinute));
}
