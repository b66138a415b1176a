import { parseFrontMatter } from '../blog/front-matter';
import { parseInline, parseMarkdown, readingMinutes, safeHref } from '../blog/markdown';

describe('front matter', () => {
  test('reads key: value lines (colons in values kept) and [a, b] lists', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: Char Dham: a guide\ndate: 2025-02-10\nrelated: [a-b, "c"]\n---\n\nHello',
    );
    expect(data).toEqual({ title: 'Char Dham: a guide', date: '2025-02-10', related: ['a-b', 'c'] });
    expect(body.trim()).toBe('Hello');
  });
  test('a file without front matter is all body', () => {
    expect(parseFrontMatter('# Hi')).toEqual({ data: {}, body: '# Hi' });
  });
});

describe('markdown subset', () => {
  test('headings, paragraphs joined across lines, bullet and numbered lists', () => {
    const blocks = parseMarkdown(
      '## Dates\n\nFirst line\nsecond line\n\n- one\n- two\n\n1. a\n2. b\n### Sub',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'heading']);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'First line second line' }],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toMatchObject({ type: 'heading', level: 3 });
  });

  test('heading levels start at h2 (the title is the h1) and never skip one', () => {
    const levels = (source: string) =>
      parseMarkdown(source).flatMap((block) => (block.type === 'heading' ? [block.level] : []));
    expect(levels('# Title-like\n\n## Part\n\n#### Deep\n\n### Sub\n\n#### Deeper\n\n## Next')).toEqual([
      2, 2, 3, 3, 4, 2,
    ]);
    expect(levels('#### Straight to the bottom')).toEqual([2]);
  });

  test('bold and links inline; unsafe link targets become plain text', () => {
    expect(parseInline('a **b** [c](/char-dham) d')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/char-dham', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' d' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')[0]).toEqual({ type: 'text', text: 'x' });
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('https://example.in')).toBe('https://example.in');
    expect(safeHref('mailto:a@b.in')).toBe('mailto:a@b.in');
  });

  test('raw HTML is kept as text, never markup', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  test('reading time: 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
