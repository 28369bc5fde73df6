import { createSeededRandom } from '@shokuji/search-index';

/**
 * The catalog generator's seeded PRNG (mulberry32), so every simulation run sees the same users,
 * with the two continuous draws a simulation needs.
 */
export function seededRandom(seed: number) {
  const random = createSeededRandom(seed);
  return {
    ...random,
    uniform: (min: number, max: number) => min + (max - min) * random.next(),
    /** Box-Muller. */
    normal(mean = 0, sd = 1): number {
      const u = 1 - random.next();
      const v = random.next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
