import { HEADER_SCROLL_THRESHOLD, headerAppearance } from '../layout/header-appearance';

describe('header scroll rule', () => {
  test('over a hero the header is transparent while the hero is in view, solid once it leaves', () => {
    expect(headerAppearance({ heroPresent: true, heroInView: true, scrollY: 500 })).toBe('over-hero');
    expect(headerAppearance({ heroPresent: true, heroInView: false, scrollY: 10 })).toBe('solid');
  });

  test('without a hero it turns solid after 80 px of scroll', () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(80);
    expect(headerAppearance({ heroPresent: false, heroInView: false, scrollY: 0 })).toBe('transparent');
    expect(headerAppearance({ heroPresent: false, heroInView: false, scrollY: 80 })).toBe('transparent');
    expect(headerAppearance({ heroPresent: false, heroInView: false, scrollY: 81 })).toBe('solid');
  });
});
