import {
  carouselControls,
  clampIndex,
  hiddenFromWidths,
  indexForDot,
  isCharDham,
  visibleCountFor,
} from '../char-dham/carousel-logic';

describe('Char Dham carousel rules', () => {
  test('visible cards: 3 at 1024 or more, 2 at 768 or more, otherwise 1', () => {
    expect([1440, 1024, 1023, 768, 767, 320].map(visibleCountFor)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  test('keeps only packages whose category name is char dham, case-insensitively', () => {
    expect(isCharDham({ name: 'Char Dham' })).toBe(true);
    expect(isCharDham('CHAR DHAM')).toBe(true);
    expect(isCharDham({ name: 'Chardham' })).toBe(false);
    expect(isCharDham({ name: 'Treks' })).toBe(false);
    expect(isCharDham(null)).toBe(false);
  });

  test('arrows and dots appear only when there are more packages than fit', () => {
    expect(carouselControls(0, 3, 3).showControls).toBe(false);
    expect(carouselControls(0, 4, 3)).toEqual({
      showControls: true,
      prevDisabled: true,
      nextDisabled: false,
      dots: 2,
    });
  });

  test('next is disabled at or beyond count minus visible; previous at the first position', () => {
    expect(carouselControls(1, 4, 3).nextDisabled).toBe(true);
    expect(carouselControls(0, 4, 3).nextDisabled).toBe(false);
    expect(carouselControls(1, 4, 3).prevDisabled).toBe(false);
  });

  test('dot n jumps to n times the visible count, clamped to the last index', () => {
    expect(indexForDot(1, 3, 7)).toBe(3);
    expect(indexForDot(3, 3, 7)).toBe(6);
    expect(clampIndex(-2, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(0, 0)).toBe(0);
  });
});

describe('controls hidden by width (the server renders for a phone)', () => {
  test.each([
    // count, hidden widths of the controls, of dot 0, dot 1, dot 2, dot 3
    [1, [768, 1024], [], [768, 1024], [768, 1024], [768, 1024]],
    [2, [768, 1024], [], [768, 1024], [768, 1024], [768, 1024]],
    [3, [1024], [], [1024], [768, 1024], [768, 1024]],
    [4, [], [], [], [768, 1024], [768, 1024]],
    [7, [], [], [], [], [1024]],
  ])('%i cards', (count, controls, ...dots) => {
    expect(hiddenFromWidths(count)).toEqual(controls);
    dots.forEach((hidden, dot) =>
      expect({ dot, hidden: hiddenFromWidths(count, dot) }).toEqual({ dot, hidden }),
    );
  });
});
