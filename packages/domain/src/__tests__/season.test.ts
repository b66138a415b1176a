import {
  departureSeasonWarning,
  departuresInSeason,
  fillSeason,
  firstDayInSeason,
  isInSeason,
  normaliseSeason,
  seasonLabel,
  yatraSeason,
  type YatraYear,
} from '../season';

const CHAR_DHAM = [5, 6, 9, 10];
const WINTER = [12, 1, 2, 3];
const TEMPLES = ['Yamunotri', 'Gangotri', 'Kedarnath', 'Badrinath'];

describe('package seasons', () => {
  it('keeps months 1-12 once, in order', () => {
    expect(normaliseSeason([10, 5, 5, 13, 0, 1.5, 9])).toEqual([5, 9, 10]);
  });

  it('tells whether a date is in season (an empty season is all year)', () => {
    expect(isInSeason(CHAR_DHAM, '2027-05-01')).toBe(true);
    expect(isInSeason(CHAR_DHAM, '2027-07-15')).toBe(false);
    expect(isInSeason(CHAR_DHAM, '2026-12-24')).toBe(false);
    expect(isInSeason([], '2026-12-24')).toBe(true);
  });

  it('finds the first day in season, over the new year', () => {
    expect(firstDayInSeason(CHAR_DHAM, '2026-11-28')).toBe('2027-05-01');
    expect(firstDayInSeason(CHAR_DHAM, '2027-06-20')).toBe('2027-06-20');
    expect(firstDayInSeason(CHAR_DHAM, '2027-07-02')).toBe('2027-09-01');
    expect(firstDayInSeason(WINTER, '2026-11-28')).toBe('2026-12-01');
    expect(firstDayInSeason([7, 8, 9], '2026-11-28')).toBe('2027-07-01');
    expect(firstDayInSeason([], '2026-11-28')).toBe('2026-11-28');
  });

  it('places demo departures inside the season: the next one when this season is over', () => {
    // In season now: the offsets are kept.
    expect(departuresInSeason(WINTER, '2026-12-05', [8, 15, 22])).toEqual([
      '2026-12-13',
      '2026-12-20',
      '2026-12-27',
    ]);
    // Out of season: moved to the next opening, with the same gaps.
    expect(departuresInSeason(CHAR_DHAM, '2026-11-28', [14, 28, 45, 75])).toEqual([
      '2027-05-01',
      '2027-05-15',
      '2027-06-01',
      '2027-09-01',
    ]);
    const valley = departuresInSeason([7, 8, 9], '2026-11-28', [10, 24, 38, 52]);
    expect(valley.every((date) => isInSeason([7, 8, 9], date) && date > '2026-11-28')).toBe(true);
    expect(valley).toEqual([...valley].sort());
  });

  it('reads as people say it', () => {
    expect(seasonLabel(CHAR_DHAM)).toBe('May–Jun, Sep–Oct');
    expect(seasonLabel(WINTER)).toBe('Dec–Mar');
    expect(seasonLabel([7])).toBe('Jul');
    expect(seasonLabel([12, 1, 5, 6])).toBe('Dec–Jan, May–Jun');
    expect(seasonLabel([])).toBe('All year');
    expect(seasonLabel([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('All year');
  });

  it("warns the editor about a departure outside the package's season", () => {
    expect(departureSeasonWarning(CHAR_DHAM, '2027-07-12')).toBe(
      "This departure starts in July, outside the package's season (May–Jun, Sep–Oct).",
    );
    expect(departureSeasonWarning(CHAR_DHAM, '2027-05-12')).toBeNull();
    expect(departureSeasonWarning([], '2027-07-12')).toBeNull();
    expect(departureSeasonWarning(CHAR_DHAM, 'not a date')).toBeNull();
  });
});

describe('the Char Dham yatra season', () => {
  const calendar: YatraYear[] = [
    {
      year: 2026,
      temples: [
        { temple: 'Yamunotri', opening: '2026-04-19', closing: '2026-11-11' },
        { temple: 'Gangotri', opening: '2026-04-19', closing: '2026-11-10' },
        { temple: 'Kedarnath', opening: '2026-04-22', closing: '2026-11-11' },
        { temple: 'Badrinath', opening: '2026-04-23', closing: '2026-11-22' },
      ],
    },
  ];

  it('is this year while the temples are open', () => {
    expect(yatraSeason(calendar, '2026-06-01', TEMPLES)).toMatchObject({
      year: 2026,
      open: true,
      opening: '2026-04-19',
      closing: '2026-11-22',
    });
  });

  it('is this year, upcoming, before the first opening', () => {
    expect(yatraSeason(calendar, '2026-02-01', TEMPLES)).toMatchObject({
      year: 2026,
      open: false,
      opening: '2026-04-19',
    });
  });

  it('is next year, dates to be announced, once the last temple has closed', () => {
    const season = yatraSeason(calendar, '2026-11-28', TEMPLES);
    expect(season).toMatchObject({ year: 2027, open: false, opening: null, closing: null });
    expect(season.temples.map((t) => t.temple)).toEqual(TEMPLES);
    expect(fillSeason('Char Dham Yatra {year} opens {opening}', season)).toBe(
      'Char Dham Yatra 2027 opens to be announced',
    );
  });

  it("uses next year's announced dates once they are in the calendar", () => {
    const next: YatraYear = {
      year: 2027,
      temples: TEMPLES.map((temple) => ({ temple, opening: '2027-05-09', closing: null })),
    };
    const season = yatraSeason([...calendar, next], '2026-11-28', TEMPLES);
    expect(season).toMatchObject({ year: 2027, open: false, opening: '2027-05-09', closing: null });
    expect(fillSeason('The {year} yatra opens on {opening}.', season)).toBe(
      'The 2027 yatra opens on 9 May 2027.',
    );
  });

  it('never answers a past year, even from an old calendar', () => {
    expect(yatraSeason(calendar, '2028-03-01', TEMPLES).year).toBe(2028);
    expect(yatraSeason([], '2026-03-01', TEMPLES).year).toBe(2026);
  });
});
