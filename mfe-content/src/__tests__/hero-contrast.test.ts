import { charDhamSource } from '../char-dham/char-dham-content';

// White text on a gradient is out of axe's sight: the WCAG ratio is worked out here for the palest point
// behind the white hero text (issue #36 measured about 2:1 on the old pale saffron end).

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
const over = (base: Rgb, top: Rgb, alpha: number): Rgb =>
  base.map((value, i) => value * (1 - alpha) + top[i]! * alpha) as Rgb;

// Node's fs through Jest (this package has no Node types); the file is found from this test's own path.
const fs = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>('fs');
const css = (file: string) =>
  fs.readFileSync((expect.getState().testPath ?? '').replace(/__tests__\/[^/]+$/, file), 'utf8');
/** The colour stops of the first linear-gradient of `selector`'s rule. */
function gradientStops(source: string, selector: string): Rgb[] {
  const rule = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(source)?.[1] ?? '';
  const gradient = /linear-gradient\(([^;]*)\);/.exec(rule)?.[1] ?? '';
  return (gradient.match(/#[0-9a-f]{6}/gi) ?? []).map(hex);
}
/** The palest colour between any two neighbouring stops (sampled; sRGB interpolation like the browser's). */
function palest(stops: Rgb[], cover = (c: Rgb) => c): number {
  let lowest = Infinity;
  for (let i = 1; i < stops.length; i += 1)
    for (let t = 0; t <= 1; t += 0.01) {
      const colour = stops[i - 1]!.map((v, k) => v + (stops[i]![k]! - v) * t) as Rgb;
      lowest = Math.min(lowest, contrast(WHITE, cover(colour)));
    }
  return lowest;
}

describe('white hero text keeps 4.5:1 on the palest part of its gradient', () => {
  test('home hero, under all three white layers of the ridge art at its opacity', () => {
    const source = css('home/home-page.module.css');
    const stops = gradientStops(source, '.hero');
    expect(stops).toHaveLength(3);
    const artOpacity = Number(/^\.art \{[^}]*opacity: ([\d.]+);/m.exec(source)?.[1]);
    // mountain-art.tsx: white layers at 0.18, 0.28 and 0.4 (the temple, at 0.55, is drawn above no text).
    const layers = 1 - (1 - 0.18) * (1 - 0.28) * (1 - 0.4);
    const ratio = palest(stops, (c) => over(c, WHITE, layers * artOpacity));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeCloseTo(4.73, 2);
  });

  test('Char Dham carousel: every slide, under the ridge art and the dark layer over both', () => {
    const overlay = /^\.hero::after \{[^}]*background: rgba\((\d+), (\d+), (\d+), ([\d.]+)\);/m.exec(
      css('char-dham/photo-carousel.module.css'),
    );
    expect(overlay).not.toBeNull();
    const [r, g, b, alpha] = (overlay ?? []).slice(1).map(Number) as [number, number, number, number];
    // mountain-art.tsx's white layers at 0.18, 0.28 and 0.4, at full opacity on this page.
    const layers = 1 - (1 - 0.18) * (1 - 0.28) * (1 - 0.4);
    for (const slide of charDhamSource.slides) {
      const stops = slide.tone.map(hex);
      const ratio = palest(stops, (c) => over(over(c, WHITE, layers), [r, g, b], alpha));
      expect({ slide: slide.name, ok: ratio >= 4.5 }).toEqual({ slide: slide.name, ok: true });
    }
  });

  test("lead modal's hero caption", () => {
    const stops = gradientStops(css('lead-forms/lead-modal.module.css'), '.hero');
    expect(stops).toHaveLength(3);
    expect(palest(stops)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, stops[stops.length - 1]!)).toBeCloseTo(8.39, 2);
  });
});
