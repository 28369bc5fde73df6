import * as macroRanges from './macro-ranges';
import type { MacroColumns } from './macro-ranges';
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
  private readonly tree: MacroTree;
  /** Pending [first, end) ranges of each descent: a halving descent keeps at most two per level. */
  private readonly stack = new Int32Array(128);
  private readonly pairStack = new Int32Array(128);
  private readonly pairSums: Macros = { cal: 0, protein: 0, fat: 0, carbs: 0 };

  constructor(pool: PreparedShop, b: number) {
    const start = pool.blockStart[b]!;
    const order = Array.from({ length: pool.size - start }, (_, k) => start + k).sort((i, j) => pool.cal[i]! - pool.cal[j]!);
    this.ranges = new MacroRanges(pool, order);
    this.cal = this.ranges.cal;
    this.tree = new MacroTree(this.ranges);
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
   * set) plus one item of [first, end) may miss the target by no more than `allowed`. Walks the k-d
   * tree: a node is skipped when its items all lie outside the kcal of [first, end) or when its box
   * on all four axes leaves no chance; a leaf's items are looked at one by one. Boxes over kcal-sorted
   * ranges were loose on P/F/C (a kcal window holds every kind of item); a node's box is tight on all four.
   */
  anyWithin(first: number, end: number, low: Macros, high: Macros, target: Macros, allowed: number): boolean {
    if (first >= end) return false;
    const { cal, protein, fat, carbs } = this.ranges;
    const tree = this.tree;
    const { bounds, nodeFirst, nodeEnd, nodeRight, order } = tree;
    const lightest = cal[first]!;
    const heaviest = cal[end - 1]!;
    const stack = this.stack;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top]!;
      const at = node * 8;
      if (bounds[at + 1]! < lightest || bounds[at]! > heaviest) continue;
      if (
        !rangeWithin(
          target,
          low.cal + bounds[at]!,
          high.cal + bounds[at + 1]!,
          low.protein + bounds[at + 2]!,
          high.protein + bounds[at + 3]!,
          low.fat + bounds[at + 4]!,
          high.fat + bounds[at + 5]!,
          low.carbs + bounds[at + 6]!,
          high.carbs + bounds[at + 7]!,
          allowed,
        )
      )
        continue;
      const right = nodeRight[node]!;
      if (right === 0) {
        for (let n = nodeFirst[node]!; n < nodeEnd[node]!; n++) {
          const k = order[n]!;
          if (k < first || k >= end) continue;
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
      stack[top++] = right;
      stack[top++] = node + 1;
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

/**
 * A k-d tree over a list of items in the energy each axis carries (kcal, 4 × protein, 9 × fat,
 * 4 × carbohydrate): each node splits its items at the median of its widest axis, and keeps the least
 * and most of every axis. Nodes in preorder: a node's left child is the next node, its right child is
 * nodeRight (0 for a leaf). Depends on the shop's items alone, so it is built once per shop.
 */
class MacroTree {
  readonly order: Int32Array;
  readonly nodeFirst: number[] = [];
  readonly nodeEnd: number[] = [];
  readonly nodeRight: number[] = [];
  /** Per node: least and most kcal, protein, fat, carbs. */
  readonly bounds: Float64Array;

  constructor(columns: MacroColumns & { size: number }) {
    const { cal, protein, fat, carbs } = columns;
    const axes = [cal, protein, fat, carbs];
    const energy = [1, 4, 9, 4];
    this.order = Int32Array.from({ length: columns.size }, (_, k) => k);
    const boxes: number[] = [];
    const build = (first: number, end: number): number => {
      const node = this.nodeFirst.length;
      this.nodeFirst.push(first);
      this.nodeEnd.push(end);
      this.nodeRight.push(0);
      let widest = 0;
      let widestSpan = -1;
      for (let a = 0; a < 4; a++) {
        let least = Infinity;
        let most = -Infinity;
        for (let n = first; n < end; n++) {
          const value = axes[a]![this.order[n]!]!;
          if (value < least) least = value;
          if (value > most) most = value;
        }
        boxes[node * 8 + 2 * a] = least;
        boxes[node * 8 + 2 * a + 1] = most;
        if ((most - least) * energy[a]! > widestSpan) [widest, widestSpan] = [a, (most - least) * energy[a]!];
      }
      if (end - first > SCAN_BELOW) {
        const axis = axes[widest]!;
        const sorted = Array.from(this.order.subarray(first, end)).sort((i, j) => axis[i]! - axis[j]! || i - j);
        this.order.set(sorted, first);
        const middle = (first + end) >>> 1;
        build(first, middle);
        this.nodeRight[node] = build(middle, end);
      }
      return node;
    };
    if (columns.size > 0) build(0, columns.size);
    this.bounds = Float64Array.from(boxes);
  }
}

/** The TailIndex of each block, built on first use. */
export class TailRanges {
  private readonly byBlock: (TailIndex | undefined)[] = new Array<TailIndex | undefined>(BLOCKS.length);

  constructor(private readonly pool: PreparedShop) {}

  of(b: number): TailIndex {
    return (this.byBlock[b] ??= new TailIndex(this.pool, b));
  }
}
