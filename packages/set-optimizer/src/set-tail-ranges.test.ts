import fc from 'fast-check';
import { emptyBox, MacroPrefixes, MacroRanges, MaxRanges } from './macro-ranges';
import { BLOCKS, buildSetPool } from './set-pool';
import type { Macros } from '@shokuji/nutrition';
import { totalsMiss } from './set-state';
import { blocksFrom, blockWalkOrder, TailIndex } from './set-tail-ranges';
import { buildSetItem, buildSetRequest } from './set-test.factories';

/**
 * One seed for every property of the file, as in optimize-sets.property.test.ts: drawn per run unless
 * SETS_PROPERTY_SEED=<seed> gives it, and printed when the file starts, so a failure on a fresh clone's run can be
 * replayed (fast-check's report names the same seed).
 */
const SEED = process.env.SETS_PROPERTY_SEED ? Number(process.env.SETS_PROPERTY_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(SEED)) throw new Error(`SETS_PROPERTY_SEED must be an integer, got ${process.env.SETS_PROPERTY_SEED}`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: SEED });
process.stdout.write(`set-tail-ranges properties: seed ${SEED} (replay with SETS_PROPERTY_SEED=${SEED})\n`);

/**
 * The range structures the search bounds with, against brute force: a box must hold every item of
 * its range, and the descents must answer exactly what a scan of every item (or pair) answers.
 */

const itemsArbitrary = fc.array(
  fc.record({
    cal: fc.integer({ min: 1, max: 600 }),
    protein: fc.integer({ min: 0, max: 40 }),
    fat: fc.integer({ min: 0, max: 40 }),
    carbs: fc.integer({ min: 0, max: 90 }),
    role: fc.constantFrom('side' as const, 'drink' as const, 'dessert' as const),
    popularity: fc.integer({ min: 0, max: 1000 }),
  }),
  { minLength: 1, maxLength: 80 },
);
const macrosArbitrary = fc.record({
  cal: fc.integer({ min: 0, max: 1000 }),
  protein: fc.integer({ min: 0, max: 60 }),
  fat: fc.integer({ min: 0, max: 40 }),
  carbs: fc.integer({ min: 0, max: 130 }),
});

/** A TailIndex over the shop's items from the side block on, and those items sorted like it. */
function tailOf(
  items: { cal: number; protein: number; fat: number; carbs: number; role: 'side' | 'drink' | 'dessert'; popularity: number }[],
) {
  const pool = buildSetPool(
    buildSetRequest([buildSetItem({ role: 'main', cal: 100 }), ...items.map((item) => buildSetItem(item))], {
      cal: 2000,
      protein: 0,
      fat: 0,
      carbs: 0,
    }),
  );
  const sideBlock = BLOCKS.findIndex((block) => block.role === 'side');
  const tail = new TailIndex(pool, blocksFrom(sideBlock));
  const sides = new TailIndex(pool, 1 << sideBlock);
  const itemsOf = (index: TailIndex) =>
    Array.from({ length: index.size }, (_, k) => ({
      cal: index.prefixes.cal[k]!,
      protein: index.prefixes.protein[k]!,
      fat: index.prefixes.fat[k]!,
      carbs: index.prefixes.carbs[k]!,
      popularity: index.popularity[k]!,
      item: index.items[k]!,
    }));
  return { tail, sorted: itemsOf(tail), sides, sortedSides: itemsOf(sides), pool };
}

const missOf = (target: Macros, sums: Macros, ...added: Macros[]) =>
  totalsMiss(
    target,
    sums.cal + added.reduce((s, a) => s + a.cal, 0),
    sums.protein + added.reduce((s, a) => s + a.protein, 0),
    sums.fat + added.reduce((s, a) => s + a.fat, 0),
    sums.carbs + added.reduce((s, a) => s + a.carbs, 0),
  );

type Axes = { cal: number; protein: number; fat: number; carbs: number };
const columnsOf = (items: Axes[]) => ({
  cal: Float64Array.from(items, (item) => item.cal),
  protein: Float64Array.from(items, (item) => item.protein),
  fat: Float64Array.from(items, (item) => item.fat),
  carbs: Float64Array.from(items, (item) => item.carbs),
});
const boxByScan = (slice: Axes[]) => ({
  minCal: Math.min(...slice.map((item) => item.cal)),
  maxCal: Math.max(...slice.map((item) => item.cal)),
  minProtein: Math.min(...slice.map((item) => item.protein)),
  maxProtein: Math.max(...slice.map((item) => item.protein)),
  minFat: Math.min(...slice.map((item) => item.fat)),
  maxFat: Math.max(...slice.map((item) => item.fat)),
  minCarbs: Math.min(...slice.map((item) => item.carbs)),
  maxCarbs: Math.max(...slice.map((item) => item.carbs)),
});

describe('MacroRanges', () => {
  it('gives each range the least and most of every axis', () => {
    fc.assert(
      fc.property(itemsArbitrary, fc.nat(), fc.nat(), (items, a, b) => {
        const ranges = new MacroRanges(
          columnsOf(items),
          Int32Array.from(items, (_, k) => k),
        );
        const first = a % items.length;
        const end = first + 1 + (b % (items.length - first));
        const box = emptyBox();
        ranges.box(first, end, box);
        expect(box).toEqual(boxByScan(items.slice(first, end)));
      }),
    );
  });
});

describe('MacroPrefixes', () => {
  it('gives each prefix of the listed order the least and most of every axis', () => {
    fc.assert(
      fc.property(itemsArbitrary, fc.nat(), (items, a) => {
        // Listed backwards, so the prefixes are of the order given, not of the columns.
        const order = Int32Array.from(items, (_, k) => items.length - 1 - k);
        const prefixes = new MacroPrefixes(columnsOf(items), order);
        const end = 1 + (a % items.length);
        const box = emptyBox();
        prefixes.box(end, box);
        expect(box).toEqual(boxByScan(Array.from(order.subarray(0, end), (i) => items[i]!)));
        expect(Array.from(prefixes.cal)).toEqual(Array.from(order, (i) => items[i]!.cal));
      }),
    );
  });
});

describe('MaxRanges', () => {
  it('gives each range the most of each column, also when the columns hold the values at a few positions only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: 0, freq: 3 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 1, max: 60 }),
        (values, a, b) => {
          const [first, end] = [Math.min(a, values.length - 1), Math.min(Math.max(a + b, a + 1), values.length)];
          const positions = Int32Array.from(values.flatMap((value, k) => (value > 0 ? [k] : [])));
          const dense = new MaxRanges([Float64Array.from(values)]);
          const sparse = new MaxRanges([Float64Array.from(positions, (k) => values[k]!)], positions);
          const most = Math.max(...values.slice(first, end));
          expect(dense.max(0, first, end)).toBe(most);
          expect(sparse.max(0, first, end)).toBe(most);
        },
      ),
    );
  });
});

describe('TailIndex', () => {
  // Allowances near the least miss there is, where a bound that over-prunes would show.
  const nearArbitrary = fc.double({ min: -0.2, max: 0.2, noNaN: true });

  // The allowance falls by perPopularity for each unit of popularity term an item lacks below popularityMost.
  const slopeArbitrary = fc.constantFrom(0, 0, 30, 300, 3000);

  it('anyWithin answers whether one item of the range keeps the miss within its allowance', () => {
    fc.assert(
      fc.property(
        itemsArbitrary,
        macrosArbitrary,
        macrosArbitrary,
        fc.nat(),
        fc.nat(),
        nearArbitrary,
        slopeArbitrary,
        (items, sums, target, a, b, near, slope) => {
          const { tail, sorted } = tailOf(items);
          const first = a % tail.size;
          const end = first + 1 + (b % (tail.size - first));
          const range = sorted.slice(first, end);
          const lack = (item: { popularity: number }) => slope * (1 - item.popularity);
          // With a slope, the allowance less each item's lack rounds differently from the miss plus it: stay off the exact edge.
          fc.pre(slope === 0 || Math.abs(near) > 1e-6);
          const misses = range.map((item) => missOf(target, sums, item) + lack(item));
          const allowed = Math.min(...misses) * (1 + near);
          expect(tail.anyWithin(first, end, sums, sums, target, allowed, 1, slope)).toBe(misses.some((miss) => miss <= allowed));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('anyPairWithin answers whether two items (of one index, or one of each of two) weighing together within the kcal bounds keep the miss within the allowance', () => {
    fc.assert(
      fc.property(
        itemsArbitrary,
        macrosArbitrary,
        macrosArbitrary,
        fc.integer({ min: -100, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        nearArbitrary,
        slopeArbitrary,
        fc.boolean(),
        (items, sums, target, low, width, near, slope, withSides) => {
          const { tail, sorted, sides, sortedSides } = tailOf(items);
          const high = low + width;
          fc.pre(slope === 0 || Math.abs(near) > 1e-6);
          // Both pieces from the whole index (the same item twice included: the search's superset of real
          // pairs), or the second a side.
          const misses = sorted.flatMap((light) =>
            (withSides ? sortedSides : sorted)
              .filter((heavy) => light.cal + heavy.cal >= low && light.cal + heavy.cal <= high)
              .map((heavy) => missOf(target, sums, light, heavy) + slope * (2 - light.popularity - heavy.popularity)),
          );
          const allowed = misses.length > 0 ? Math.min(...misses) * (1 + near) : 100;
          expect(tail.anyPairWithin(sums, target, allowed, low, high, 2, slope, withSides ? sides : tail)).toBe(
            misses.some((miss) => miss <= allowed),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('anyWithin and anyPairWithin skip the items a request leaves out (an earlier answer’s products)', () => {
    fc.assert(
      fc.property(itemsArbitrary, macrosArbitrary, macrosArbitrary, fc.nat(), nearArbitrary, (items, sums, target, seed, near) => {
        const { tail, sorted, pool } = tailOf(items);
        const skip = Uint8Array.from({ length: pool.size }, (_, i) => ((seed >> (i % 30)) & 1) ^ (i % 3 === 0 ? 1 : 0));
        const kept = sorted.filter((item) => skip[item.item] !== 1);
        const allMisses = sorted.map((item) => missOf(target, sums, item));
        const allowed = Math.min(...allMisses) * (1 + near);
        expect(tail.anyWithin(0, tail.size, sums, sums, target, allowed, 0, 0, skip)).toBe(
          kept.some((item) => missOf(target, sums, item) <= allowed),
        );
        const pairMisses = kept.flatMap((light, n) => kept.slice(n).map((heavy) => missOf(target, sums, light, heavy)));
        const pairAllowed = Math.min(...sorted.flatMap((light) => sorted.map((heavy) => missOf(target, sums, light, heavy)))) * (1 + near);
        expect(tail.anyPairWithin(sums, target, pairAllowed, 0, 4000, 0, 0, tail, skip)).toBe(
          pairMisses.some((miss) => miss <= pairAllowed),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('blockWalkOrder', () => {
  it('lists every item of a block once, at the positions of that block', () => {
    fc.assert(
      fc.property(itemsArbitrary, (items) => {
        const { pool } = tailOf(items);
        const walk = blockWalkOrder(pool);
        for (let b = 0; b < BLOCKS.length; b++) {
          const positions = Array.from(walk.subarray(pool.blockStart[b]!, pool.blockEnd[b]!));
          expect([...positions].sort((x, y) => x - y)).toEqual(Array.from({ length: positions.length }, (_, k) => pool.blockStart[b]! + k));
        }
      }),
    );
  });
});
