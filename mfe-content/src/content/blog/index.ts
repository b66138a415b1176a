// The blog: one Markdown file per post. To add a post, add its file and one line here (the id is its URL).
import charDhamGuide from './char-dham-yatra-2025-complete-guide.md';
import kedarnathPreparation from './kedarnath-trek-preparation.md';
import packingList from './char-dham-packing-list.md';
import valleyOfFlowers from './valley-of-flowers-guide.md';
import panchKedar from './panch-kedar-and-chopta.md';

export const POST_SOURCES: ReadonlyArray<{ id: string; source: string }> = [
  { id: 'char-dham-yatra-2025-complete-guide', source: charDhamGuide },
  { id: 'kedarnath-trek-preparation', source: kedarnathPreparation },
  { id: 'char-dham-packing-list', source: packingList },
  { id: 'valley-of-flowers-guide', source: valleyOfFlowers },
  { id: 'panch-kedar-and-chopta', source: panchKedar },
];
