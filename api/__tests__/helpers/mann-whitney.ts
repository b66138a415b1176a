/**
 * The two-sided Mann-Whitney U test (Wilcoxon rank-sum): whether one sample of times tends to be larger
 * than the other, without assuming any distribution. Normal approximation with tie and continuity
 * correction, accurate for the sample sizes used here (>= 20 each).
 */
export interface RankTest {
  u: number;
  z: number;
  /** Two-sided p-value. */
  p: number;
}

/** The standard normal distribution's upper tail, P(Z > z) for z >= 0 (Numerical Recipes' erfcc, relative error < 1.2e-7). */
function upperTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return erfc / 2;
}

export function mannWhitney(a: readonly number[], b: readonly number[]): RankTest {
  const n1 = a.length;
  const n2 = b.length;
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))];
  all.sort((x, y) => x.value - y.value);
  // Average ranks for ties, and the tie correction's sum of (t^3 - t).
  let rankSumA = 0;
  let ties = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.value === all[i]!.value) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (all[k]!.first) rankSumA += rank;
    const t = j - i + 1;
    ties += t ** 3 - t;
    i = j + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return { u, z: 0, p: 1 };
  const z = (Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return { u, z: Math.max(0, z), p: Math.min(1, 2 * upperTail(Math.max(0, z))) };
}

export interface TimingComparison {
  test: RankTest;
  medians: [number, number];
  samples: [number[], number[]];
}

export interface Timings {
  /** Wall time of each request: what a client sees. */
  wall: TimingComparison;
  /**
   * CPU time this process spent on each request (its threads, the in-process PGlite and argon2's threads
   * included): the work done, which other processes on a loaded machine hardly disturb.
   */
  cpu: TimingComparison;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const compare = (samples: [number[], number[]]): TimingComparison => ({
  test: mannWhitney(samples[0], samples[1]),
  medians: [median(samples[0]), median(samples[1])],
  samples,
});

/**
 * Times `pairs` alternating pairs of the two requests (which goes first alternates too, so neither always
 * follows the other), after `warmUp` untimed pairs. `settle` runs untimed before each request (clean-up,
 * waiting for the previous request's after-answer work): only the request itself is timed. With `best` > 1
 * each pair's sample on each side is the least of that many alternating runs: a scheduling hiccup on a
 * loaded machine only ever adds time, so the least is the request's own cost with far less noise.
 */
export async function timeAlternating(
  pairs: number,
  run: [(i: number) => Promise<unknown>, (i: number) => Promise<unknown>],
  settle: (i: number) => Promise<void> = async () => {},
  { warmUp = 6, best = 1 }: { warmUp?: number; best?: number } = {},
): Promise<Timings> {
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  let round = 0;
  for (let i = -warmUp; i < pairs; i++) {
    const leastWall: [number, number] = [Infinity, Infinity];
    const leastCpu: [number, number] = [Infinity, Infinity];
    for (let r = 0; r < best; r++, round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order as Array<0 | 1>) {
        await settle(i);
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await run[side](i);
        const took = performance.now() - started;
        const used = process.cpuUsage(cpuBefore);
        leastWall[side] = Math.min(leastWall[side], took);
        leastCpu[side] = Math.min(leastCpu[side], (used.user + used.system) / 1000);
      }
    }
    if (i >= 0) {
      for (const side of [0, 1] as const) {
        wall[side].push(leastWall[side]);
        cpu[side].push(leastCpu[side]);
      }
    }
  }
  return { wall: compare(wall), cpu: compare(cpu) };
}
