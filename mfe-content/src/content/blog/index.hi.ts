// The blog in Hindi: one Markdown file per post beside its English one (<id>.hi.md), the same ids in the same
// order as index.ts. Hindi pages fetch this module as its own chunk.
import charDhamGuide from './char-dham-yatra-2025-complete-guide.hi.md';
import kedarnathPreparation from './kedarnath-trek-preparation.hi.md';
import packingList from './char-dham-packing-list.hi.md';
import valleyOfFlowers from './valley-of-flowers-guide.hi.md';
import panchKedar from './panch-kedar-and-chopta.hi.md';

export const POST_SOURCES: ReadonlyArray<{ id: string; source: string }> = [
  { id: 'char-dham-yatra-2025-complete-guide', source: charDhamGuide },
  { id: 'kedarnath-trek-preparation', source: kedarnathPreparation },
  { id: 'char-dham-packing-list', source: packingList },
  { id: 'valley-of-flowers-guide', source: valleyOfFlowers },
  { id: 'panch-kedar-and-chopta', source: panchKedar },
];
