import { yatraSeason, type YatraSeason, type YatraYear } from '@trippy/domain';
import charDham from '../content/char-dham.json';

const TEMPLES = charDham.temples.map((temple) => temple.name);

/** The Char Dham yatra a pilgrim can plan for on `today`, from the temples' calendar that content keeps. */
export function seasonOn(today: string): YatraSeason {
  return yatraSeason(charDham.season.calendar as YatraYear[], today, TEMPLES);
}
