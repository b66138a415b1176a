import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { TrekFacts } from '../detail/trip-sections';
import { fitnessNote, tripKind } from '../detail/fitness-note';
import { makeDetail } from './fixtures';

const CHAR_DHAM = { name: 'Char Dham', slug: 'char-dham' };
const TREKS = { name: 'Treks', slug: 'treks' };

describe('the fitness note follows the kind of trip', () => {
  test('a Char Dham road pilgrimage gets a walking note, never a run', () => {
    const yatra = makeDetail({ category: CHAR_DHAM, difficulty: 'moderate', maxAltitudeFt: 11755 });
    expect(tripKind(yatra)).toBe('road-pilgrimage');
    render(<TrekFacts pkg={yatra} />);
    const note = screen.getByText(/^Moderate: Mostly by road/);
    expect(note).toHaveTextContent('Walk 4-5 km a day');
    expect(note).not.toHaveTextContent(/jog|run|minutes/i);
  });

  test.each(['easy', 'moderate', 'challenging'] as const)(
    '%s: a Char Dham package never asks for a timed run',
    (difficulty) => {
      expect(fitnessNote({ category: CHAR_DHAM, difficulty })).not.toMatch(/jog|under \d+ minutes/i);
    },
  );

  test('treks keep their notes', () => {
    expect(tripKind({ category: TREKS })).toBe('trek');
    expect(fitnessNote({ category: TREKS, difficulty: 'moderate' })).toBe(
      'Moderate: 5-7 hours of walking a day on uneven trails. Jog 5 km in under 40 minutes and climb stairs with a backpack for a month before.',
    );
    expect(fitnessNote({ category: TREKS, difficulty: 'challenging' })).toMatch(/5 km in under 30 minutes/);
    expect(
      fitnessNote({ category: { name: 'Spiritual', slug: 'spiritual-trips' }, difficulty: 'easy' }),
    ).toMatch(/^Easy: suited to first-time trekkers/);
  });

  test('no difficulty, no note', () => {
    expect(fitnessNote({ category: CHAR_DHAM, difficulty: null })).toBeNull();
    render(<TrekFacts pkg={makeDetail({ category: TREKS, difficulty: null, maxAltitudeFt: 12000 })} />);
    expect(screen.getByRole('heading', { name: 'Difficulty and fitness' })).toBeInTheDocument();
    expect(screen.queryByText(/Jog|Walk 4-5 km/)).not.toBeInTheDocument();
  });
});
