/** Splits `---` front matter (one `key: value` a line; `[a, b]` lists) from a Markdown body. */
export interface FrontMatter {
  data: Record<string, string | string[]>;
  body: string;
}

export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string | string[]> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^([A-Za-z][\w-]*):\s*(\S.*)?$/.exec(line.trim());
    if (!pair) continue;
    const key = pair[1] ?? '';
    const value = unquote(pair[2] ?? '');
    data[key] = /^\[.*\]$/.test(value)
      ? value
          .slice(1, -1)
          .split(',')
          .map((v) => unquote(v.trim()))
          .filter(Boolean)
      : value;
  }
  return { data, body: text.slice(match[0].length) };
}

function unquote(value: string): string {
  const v = value.trim();
  return /^(['"]).*\1$/.test(v) ? v.slice(1, -1) : v;
}
