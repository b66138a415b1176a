// Every container's Hindi catalogue against its code: each English text the code translates (t('…'),
// t.plural(n, { one, other }), msg('…') for labels kept in data) has its Hindi, no Hindi is left for a text the
// code no longer has, and both name the same {placeholders}. A text changed in English fails here until its
// Hindi follows.
import fs from 'node:fs';
import path from 'node:path';
import type { HindiMessages } from '../catalog';

const REPO = path.resolve(__dirname, '../../../..');
const CONTAINERS = [
  'shell',
  'mfe-catalog',
  'mfe-booking',
  'mfe-account',
  'mfe-content',
  'packages/ui',
  'api',
];

const QUOTED = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.)*\``;
const CALL = new RegExp(String.raw`(?<![\w.])(?:t|msg)\(\s*(${QUOTED})`, 'g');
const PLURAL = new RegExp(
  String.raw`\.plural\([^,()]+,\s*\{\s*one:\s*(${QUOTED})\s*,\s*other:\s*(${QUOTED})`,
  'g',
);

/** The text of a string literal as the code means it. */
const unquote = (literal: string): string =>
  literal.slice(1, -1).replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'messages', 'node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The texts shared code marks with msg() (rules' messages, shared components' labels). */
const SHARED_CODE = ['packages/domain/src', 'packages/ui/src'];

/**
 * The English texts a container's code translates (plain ones, and plurals by their `other` form), with what
 * shared code marks. Every text of its own code must be in its catalogue; a shared text may be, in each
 * container that shows it.
 */
function textsUsed(container: string): { own: Set<string>; plain: Set<string>; plural: Set<string> } {
  const own = new Set<string>();
  const plural = new Set<string>();
  for (const file of sourceFiles(path.join(REPO, container, 'src'))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(CALL)) own.add(unquote(match[1]!));
    for (const match of code.matchAll(PLURAL)) plural.add(unquote(match[2]!));
  }
  const plain = new Set(own);
  for (const dir of SHARED_CODE)
    for (const file of sourceFiles(path.join(REPO, dir)))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(CALL)) plain.add(unquote(match[1]!));
  return { own, plain, plural };
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

const withCatalogue = CONTAINERS.filter((container) =>
  fs.existsSync(path.join(REPO, container, 'src/messages/hi.ts')),
);

it('finds the catalogues of the shell and the remotes', () => {
  expect(withCatalogue).toContain('shell');
});

describe.each(withCatalogue)('the Hindi catalogue of %s', (container) => {
  let hindi: HindiMessages;
  let used: ReturnType<typeof textsUsed>;
  beforeAll(async () => {
    hindi = ((await import(path.join(REPO, container, 'src/messages/hi.ts'))) as { default: HindiMessages })
      .default;
    used = textsUsed(container);
  });

  it('has every text the code translates', () => {
    const missing = [...used.own, ...used.plural].filter((text) => !(text in hindi));
    expect(missing).toEqual([]);
  });

  it('has nothing the code no longer translates', () => {
    const unused = Object.keys(hindi).filter((text) => !used.plain.has(text) && !used.plural.has(text));
    expect(unused).toEqual([]);
  });

  it('keeps each text’s placeholders and is written in Devanagari', () => {
    const wrong = Object.entries(hindi).flatMap(([english, translated]) => {
      const forms = typeof translated === 'string' ? [translated] : [translated.one, translated.other];
      const isPlural = used.plural.has(english);
      if (isPlural !== (typeof translated !== 'string')) return [`${english}: plural and plain mixed`];
      return forms
        .filter(
          (form) => !DEVANAGARI.test(form) || placeholders(form).join() !== placeholders(english).join(),
        )
        .map((form) => `${english} → ${form}`);
    });
    expect(wrong).toEqual([]);
  });
});
