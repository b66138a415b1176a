/**
 * Generates the offline package illustrations: api/public/images/packages/<slug>-<n>.svg
 * (sky gradient, sun or moon, layered mountain ridges with snow). Run: npx tsx api/scripts/generate-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { SEED_PACKAGES, IMAGES_PER_PACKAGE } from '../src/seed/demo-data';
import { PUBLIC_DIR } from '../src/paths';

const W = 1200;
const H = 800;

const SKIES: Array<[string, string, string]> = [
  ['#0b1d3a', '#f28c38', '#ffd8a8'], // dawn
  ['#1e5aa8', '#7fb8e6', '#e6f2fb'], // clear day
  ['#2b1055', '#d53369', '#ffb199'], // dusk
  ['#06121f', '#1b3a5c', '#4f6d8f'], // night
  ['#3a7bd5', '#a1c4fd', '#fefefe'], // winter
  ['#ff7e5f', '#feb47b', '#ffe3c2'], // sunset
];
const RIDGES: Array<[string, string, string, string]> = [
  ['#5b6f95', '#3d4f73', '#27354f', '#141c2b'],
  ['#6b8e7f', '#4a6d5e', '#2f4a3e', '#1a2b23'],
  ['#8a6f9e', '#634f78', '#3f3252', '#221b2e'],
  ['#7c8fa6', '#566b84', '#36485e', '#1c2735'],
];

/** A small deterministic PRNG seeded from the file name. */
function rng(seed: string): () => number {
  let state = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

function ridge(
  random: () => number,
  baseY: number,
  amplitude: number,
  peaks: number,
): Array<[number, number]> {
  const points: Array<[number, number]> = [[0, baseY]];
  const step = W / peaks;
  for (let i = 0; i <= peaks; i += 1) {
    const x = Math.round(i * step + (random() - 0.5) * step * 0.4);
    const up = baseY - amplitude * (0.45 + random() * 0.55);
    points.push([Math.max(0, Math.min(W, x - step / 2)), Math.round(up)]);
    points.push([Math.max(0, Math.min(W, x)), Math.round(baseY - amplitude * random() * 0.35)]);
  }
  points.push([W, baseY]);
  return points;
}

const poly = (points: Array<[number, number]>): string =>
  [...points, [W, H], [0, H]].map(([x, y]) => `${x},${y}`).join(' ');

export function illustration(name: string): string {
  const random = rng(name);
  const sky = SKIES[Math.floor(random() * SKIES.length)] ?? SKIES[0]!;
  const ridges = RIDGES[Math.floor(random() * RIDGES.length)] ?? RIDGES[0]!;
  const night = sky[0] === '#06121f';
  const sunX = Math.round(200 + random() * 800);
  const sunY = Math.round(150 + random() * 200);
  const layers = ridges.map((colour, i) => {
    const points = ridge(random, 430 + i * 110, 260 - i * 45, 4 + i * 2);
    const snow = i === 0 ? `<polygon points="${poly(points)}" fill="url(#snow)" opacity="0.55"/>` : '';
    return `<polygon points="${poly(points)}" fill="${colour}"/>${snow}`;
  });
  const stars = night
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * 380)}" r="${(random() * 1.8 + 0.4).toFixed(1)}" fill="#fff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
      ).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Mountain illustration">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<linearGradient id="snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
<circle cx="${sunX}" cy="${sunY}" r="130" fill="url(#glow)"/>
<circle cx="${sunX}" cy="${sunY}" r="${night ? 38 : 54}" fill="${night ? '#f4f1e8' : '#fff3c4'}"/>
${layers.join('\n')}
</svg>
`;
}

function main(): void {
  const dir = path.join(PUBLIC_DIR, 'images', 'packages');
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const pkg of SEED_PACKAGES) {
    for (let n = 1; n <= IMAGES_PER_PACKAGE; n += 1) {
      fs.writeFileSync(path.join(dir, `${pkg.slug}-${n}.svg`), illustration(`${pkg.slug}-${n}`));
      count += 1;
    }
  }
  console.log(`Wrote ${count} illustrations to ${dir}`);
}

main();
