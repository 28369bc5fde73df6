import * as macroRanges from './macro-ranges';
import type { MacroBox } from './macro-ranges';
import { BLOCKS, type PreparedShop } from './set-pool';
import type { Macros } from './set-request';
import * as setState from './set-state';

// Transpiled imports are read through getters; the scans read these copies, bound once.
const { rangeWithin } = setState;
const { emptyBox, MacroRanges, pushHalves, setSums } = macroRanges;

/** Ranges this small are looked at item by item. */
const SCAN_BELOW = 8;

/**
 * The items that may follow a piece of block b: every item of blocks b and later, sorted by kcal,
 * with range tables. A child with pieces still to come is bounded by the items whose kcal could
 * still fit, not by the whole shop (docs/sets.md → Bounds). Roles are ignored, so the items here
 * are a superset of the real choices: what they allow is a bound, never a set.
 */
export class TailIndex {
  readonly ranges: macroRanges.MacroRanges;
  private readonly cal: Float64Array;
  private readonly box = emptyBox();
  private readonly heavyBox = emptyBox();
  /** Pending [first, end) ranges of each descent: a halving descent keeps at most two per level. */
  private readonly stack = new Int32Array(128);
  private readonly pairStack = new Int32Array(128);
  private readonly pairSums: Macros = { cal: 0, protein: 0, fat: 0, carbs: 0 };

  constructor(pool: PreparedShop, b: number) {
    const start = pool.blockStart[b]!;
    const order = Array.from({ length: pool.size - start }, (_, k) => start + k).sort((i, j) => pool.cal[i]! - pool.cal[j]!);
    this.ranges = new MacroRanges(pool, order);
    this.cal = this.ranges.cal;
  }

  get size(): number {
    return this.ranges.size;
  }

  heaviest(): number {
    return this.size > 0 ? this.cal[this.size - 1]! : 0;
  }

  /** How many items weigh at most `kcal`. */
  countUpTo(kcal: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cal[middle]! <= kcal) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** How many items weigh less than `kcal`. */
  countBelow(kcal: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cal[middle]! < kcal) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * countBelow (or countUpTo when `upTo`) found by sliding from a nearby index: the search moves its
   * window a little at a time as the child's kcal grows, so this is amortized constant time.
   */
  slide(index: number, kcal: number, upTo: boolean): number {
    const cal = this.cal;
    let k = Math.min(Math.max(index, 0), this.size);
    while (k > 0 && (upTo ? cal[k - 1]! > kcal : cal[k - 1]! >= kcal)) k--;
    while (k < this.size && (upTo ? cal[k]! <= kcal : cal[k]! < kcal)) k++;
    return k;
  }

  /**
   * Whether a set whose totals lie, axis by axis, between `low` and `high` (the same object for one
   * set) plus one item of [first, end) may miss the target by no more than `allowed`: halves the range
   * while the least and most P/F/C of a half leave it a chance, and looks at the items themselves once
   * a range is small.
   */
  anyWithin(first: number, end: number, low: Macros, high: Macros, target: Macros, allowed: number): boolean {
    const { ranges, box, stack } = this;
    const { cal, protein, fat, carbs } = ranges;
    let top = 0;
    stack[top++] = first;
    stack[top++] = end;
    while (top > 0) {
      const stop = stack[--top]!;
      const from = stack[--top]!;
      if (stop - from <= SCAN_BELOW) {
        for (let k = from; k < stop; k++) {
          const c = cal[k]!;
          const p = protein[k]!;
          const f = fat[k]!;
          const h = carbs[k]!;
          if (
            rangeWithin(
              target,
              low.cal + c,
              high.cal + c,
              low.protein + p,
              high.protein + p,
              low.fat + f,
              high.fat + f,
              low.carbs + h,
              high.carbs + h,
              allowed,
            )
          )
            return true;
        }
        continue;
      }
      ranges.box(from, stop, box);
      if (!boxWithin(low, high, target, box, allowed)) continue;
      top = pushHalves(stack, top, from, stop);
    }
    return false;
  }

  /**
   * Whether a set with these sums plus two items of this index weighing together between `low` and
   * `high` kcal may miss the target by no more than `allowed`. Walks the lighter piece by halving
   * its range (the heavier piece's kcal window follows the lighter's), bounding each range by both
   * pieces' boxes, down to single lighter pieces, for which anyWithin looks for the heavier one.
   */
  anyPairWithin(sums: Macros, target: Macros, allowed: number, low: number, high: number): boolean {
    if (high < 0) return false;
    const { ranges, box, heavyBox, pairStack: stack, pairSums } = this;
    const cal = this.cal;
    let top = 0;
    stack[top++] = 0;
    stack[top++] = this.countUpTo(high / 2);
    while (top > 0) {
      const stop = stack[--top]!;
      const from = stack[--top]!;
      if (from >= stop) continue;
      const heavyFirst = this.countBelow(Math.max(cal[from]!, low - cal[stop - 1]!));
      const heavyEnd = this.countUpTo(high - cal[from]!);
      if (heavyFirst >= heavyEnd) continue;
      if (stop - from <= SCAN_BELOW) {
        for (let k = from; k < stop; k++) {
          const light = cal[k]!;
          const first = this.countBelow(Math.max(light, low - light));
          const end = this.countUpTo(high - light);
          setSums(pairSums, sums.cal + light, sums.protein + ranges.protein[k]!, sums.fat + ranges.fat[k]!, sums.carbs + ranges.carbs[k]!);
          if (first < end && this.anyWithin(first, end, pairSums, pairSums, target, allowed)) return true;
        }
        continue;
      }
      ranges.box(from, stop, box);
      ranges.box(heavyFirst, heavyEnd, heavyBox);
      const within = rangeWithin(
        target,
        sums.cal + box.minCal + heavyBox.minCal,
        sums.cal + box.maxCal + heavyBox.maxCal,
        sums.protein + box.minProtein + heavyBox.minProtein,
        sums.protein + box.maxProtein + heavyBox.maxProtein,
        sums.fat + box.minFat + heavyBox.minFat,
        sums.fat + box.maxFat + heavyBox.maxFat,
        sums.carbs + box.minCarbs + heavyBox.minCarbs,
        sums.carbs + box.maxCarbs + heavyBox.maxCarbs,
        allowed,
      );
      if (!within) continue;
      top = pushHalves(stack, top, from, stop);
    }
    return false;
  }
}

/** Whether a set whose totals lie between `low` and `high`, plus one item of the box, may miss by no more than `allowed`. */
function boxWithin(low: Macros, high: Macros, target: Macros, box: MacroBox, allowed: number): boolean {
  return rangeWithin(
    target,
    low.cal + box.minCal,
    high.cal + box.maxCal,
    low.protein + box.minProtein,
    high.protein + box.maxProtein,
    low.fat + box.minFat,
    high.fat + box.maxFat,
    low.carbs + box.minCarbs,
    high.carbs + box.maxCarbs,
    allowed,
  );
}

/** The TailIndex of each block, built on first use. */
export class TailRanges {
  private readonly byBlock: (TailIndex | undefined)[] = new Array<TailIndex | undefined>(BLOCKS.length);

  constructor(private readonly pool: PreparedShop) {}

  of(b: number): TailIndex {
    return (this.byBlock[b] ??= new TailIndex(this.pool, b));
  }
}
