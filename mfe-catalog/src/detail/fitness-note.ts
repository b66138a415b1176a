import type { PackageDetail } from '@trippy/contracts';
import { msg, type Translate } from '@trippy/i18n';
import { englishText } from '../messages';

/**
 * How the trip is travelled, as far as fitness goes: the Char Dham category is a road pilgrimage whose only
 * walking is the treks to the temples; every other package with a difficulty is walked.
 */
export type TripKind = 'road-pilgrimage' | 'trek';

type Difficulty = NonNullable<PackageDetail['difficulty']>;

export function tripKind(pkg: Pick<PackageDetail, 'category'>): TripKind {
  return pkg.category.slug === 'char-dham' ? 'road-pilgrimage' : 'trek';
}

/** A difficulty as shown (lowercase, as stored: CSS capitalises the English). */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: msg('easy'),
  moderate: msg('moderate'),
  challenging: msg('challenging'),
};

const TREK_NOTES: Record<Difficulty, string> = {
  easy: msg(
    'Easy: suited to first-time trekkers in good health. Walk 4-5 km a day comfortably for two weeks before the trip.',
  ),
  moderate: msg(
    'Moderate: 5-7 hours of walking a day on uneven trails. Jog 5 km in under 40 minutes and climb stairs with a backpack for a month before.',
  ),
  challenging: msg(
    'Challenging: long days, steep climbs and high altitude. Prior trekking experience and 5 km in under 30 minutes are expected; a medical certificate is required.',
  ),
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The fitness note under "Difficulty and fitness": by the kind of trip, then its difficulty. */
export function fitnessNote(
  pkg: Pick<PackageDetail, 'category' | 'difficulty'>,
  t: Translate = englishText,
): string | null {
  if (!pkg.difficulty) return null;
  // A pilgrim on a road yatra walks only on the trek days: preparation is walking, not running.
  if (tripKind(pkg) === 'road-pilgrimage')
    return t(
      '{difficulty}: Mostly by road: the walking is on the trek days to the temples (see the itinerary), at your own pace, and a pony or a helicopter seat can be added when you book. Walk 4-5 km a day and climb a few flights of stairs for a month before you go. With a heart, lung or blood-pressure condition, see your doctor before travelling to high altitude.',
      { difficulty: capitalised(t(DIFFICULTY_LABELS[pkg.difficulty])) },
    );
  return t(TREK_NOTES[pkg.difficulty]);
}
