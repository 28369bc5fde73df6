import * as macroRanges from './macro-ranges';
import type { MacroColumns } from './macro-ranges';
import { BLOCKS, type PreparedShop } from './set-pool';
import type { Macros } from '@shokuji/nutrition';
import * as setState from './set-state';

// Transpiled imports are read through getters; the scans read these copies, bound once.
const { BLOCK_ROLE, COMPANION_GROUP, CORE_GROUP, ROLE_GROUP, rangeWithin } = setState;
const { MacroPrefixes } = macroRanges;

/** Ranges this small are looked at item by item. */
export const SCAN_BELOW = 4;

/** The blocks from b on, as a bit mask of block indices. */
export const blocksFrom = (b: number) => ((1 << BLOCKS.length) - 1) & ~((1 << b) - 1);

/**
 * The first block a piece can follow a piece of block b from: a combo or a full-size main closes the
 * core (one of them at most), so what follows them starts at the first block past the core.
 */
export const TAIL_START = BLOCKS.map((block, b) =>
  ROLE_GROUP[BLOCK_ROLE[b]!] === CORE_GROUP && !block.small
    ? BLOCKS.findIndex((_, other) => ROLE_GROUP[BLOCK_ROLE[other]!] !== CORE_GROUP)
    : b,
);

/** The order the pair walk takes the blocks in: soups (the classic pairing), side dishes, then the others. */
export const PAIR_WALK_ORDER = Int32Array.from(BLOCKS.map((_, b) => b).sort((x, y) => walkRank(x) - walkRank(y) || x - y));
function walkRank(b: number): number {
  return BLOCKS[b]!.role === 'soup' ? 0 : BLOCKS[b]!.role === 'side' ? 1 : 2;
}

/** The blocks of side dishes and soups, as a bit mask. */
export const COMPANION_BLOCKS = BLOCKS.reduce((mask, _, b) => (ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP ? mask | (1 << b) : mask), 0);

/** What a pair walk may still take: pairs of k-d tree nodes (a pass's WorkBudget, set-search.ts). */
export interface PairWalkWork {
  pairStepsLeft: number;
}

/**
 * The items that may follow a piece: every item of some blocks (those from the piece's block on, or
 * a part of them), sorted by kcal, with range tables. A child with pieces still to come is bounded by the items whose kcal could
 * still fit, not by the whole shop (docs/sets.md → Bounds). Roles are ignored, so the items here
 * are a superset of the real choices: what they allow is a bound, never a set.
 */
export class TailIndex {
  readonly prefixes: macroRanges.MacroPrefixes;
  private readonly cal: Float64Array;
  /** Popularity term q of each item, in the same order. */
  readonly popularity: Float64Array;
  /** The pool index of each item, in the same order: a request's left-out items are skipped by it. */
  readonly items: Int32Array;
  private readonly tree: MacroTree;
  /** Pending [first, end) ranges of each descent: a halving descent keeps at most two per level. */
  private readonly stack = new Int32Array(128);
  /** Pending pairs of nodes of a pair walk: at most three more pairs per level of either node. */
  private readonly pairStack = new Int32Array(256);

  /** `blocks`: a bit mask of the blocks whose items it holds. */
  constructor(pool: PreparedShop, blocks: number) {
    const order = Array.from({ length: pool.size }, (_, k) => k)
      .filter((i) => (blocks & (1 << pool.block[i]!)) !== 0)
      .sort((i, j) => pool.cal[i]! - pool.cal[j]!);
    this.prefixes = new MacroPrefixes(pool, order);
    this.cal = this.prefixes.cal;
    this.popularity = Float64Array.from(order, (i) => pool.popularity[i]!);
    this.items = Int32Array.from(order);
    this.tree = new MacroTree(this.prefixes, this.popularity);
  }

  /** Gives an index read back from node's serializer (plain objects with the same fields) its classes again. */
  static revive(plain: TailIndex): TailIndex {
    const index = Object.setPrototypeOf(plain, TailIndex.prototype) as TailIndex;
    MacroPrefixes.revive(index.prefixes);
    MacroTree.revive(index.tree);
    return index;
  }

  get size(): number {
    return this.prefixes.size;
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
   * Whether a set whose totals lie, axis by axis, between `low` and `high` (the same object for one
   * set) plus one item of [first, end) may miss the target by no more than `allowed` less
   * `perPopularity` × (popularityMost − the item's popularity term): the caller's allowance holds for
   * an item of popularity popularityMost, and a less popular item lowers it at least that fast
   * (docs/sets.md → Bounds, popularity). Walks the k-d tree: a node is skipped when its items all lie
   * outside the kcal of [first, end) or when its box on all four axes, with its most popular item,
   * leaves no chance; a leaf's items are looked at one by one. Boxes over kcal-sorted ranges were
   * loose on P/F/C (a kcal window holds every kind of item); a node's box is tight on all four.
   * `skip` (by pool index): items the request leaves out, passed over at the leaves.
   */
  anyWithin(
    first: number,
    end: number,
    low: Macros,
    high: Macros,
    target: Macros,
    allowed: number,
    popularityMost = 0,
    perPopularity = 0,
    skip: Uint8Array | null = null,
  ): boolean {
    if (first >= end) return false;
    const { cal, protein, fat, carbs } = this.prefixes;
    const popularity = this.popularity;
    const tree = this.tree;
    const { bounds, mostPopularity, nodeFirst, nodeEnd, nodeRight, order } = tree;
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
          allowed - perPopularity * (popularityMost - mostPopularity[node]!),
        )
      )
        continue;
      const right = nodeRight[node]!;
      if (right === 0) {
        for (let n = nodeFirst[node]!; n < nodeEnd[node]!; n++) {
          const k = order[n]!;
          if (k < first || k >= end || (skip !== null && skip[this.items[k]!] === 1)) continue;
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
              allowed - perPopularity * (popularityMost - popularity[k]!),
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
   * Whether a set with these sums plus two items, one of this index and one of `other` (by default
   * this index too, the same item twice included), weighing together between `low` and `high` kcal may
   * miss the target by no more than `allowed` less `perPopularity` × (popularityMost − the sum of their
   * popularity terms), as anyWithin. Walks pairs of k-d tree nodes: a pair is dropped when the sum of
   * their boxes leaves no chance or its kcal lies outside [low, high], otherwise its larger node is
   * split; two leaves are looked at pair by pair. Each node's box is tight on all four axes, so the
   * walk stays near the pairs that fit. `skip` (by pool index): items the request leaves out, passed
   * over at the leaves. `work`: each pair of nodes looked at takes one of its `pairStepsLeft`; once
   * they run out the walk answers true, which proves nothing, and the caller stops its pass
   * (docs/sets.md → Work budget).
   */
  anyPairWithin(
    sums: Macros,
    target: Macros,
    allowed: number,
    low: number,
    high: number,
    popularityMost = 0,
    perPopularity = 0,
    other: TailIndex = this,
    skip: Uint8Array | null = null,
    work: PairWalkWork | null = null,
  ): boolean {
    if (high < 0 || this.size === 0 || other.size === 0) return false;
    const self = other === this;
    const a = this.tree;
    const b = other.tree;
    const [ranges, otherRanges] = [this.prefixes, other.prefixes];
    const stack = this.pairStack;
    let top = 0;
    stack[top++] = 0;
    stack[top++] = 0;
    while (top > 0) {
      if (work !== null && --work.pairStepsLeft < 0) return true;
      const y = stack[--top]!;
      const x = stack[--top]!;
      const at = x * 8;
      const bt = y * 8;
      const leastCal = a.bounds[at]! + b.bounds[bt]!;
      const mostCal = a.bounds[at + 1]! + b.bounds[bt + 1]!;
      if (leastCal > high || mostCal < low) continue;
      if (
        !rangeWithin(
          target,
          sums.cal + leastCal,
          sums.cal + mostCal,
          sums.protein + a.bounds[at + 2]! + b.bounds[bt + 2]!,
          sums.protein + a.bounds[at + 3]! + b.bounds[bt + 3]!,
          sums.fat + a.bounds[at + 4]! + b.bounds[bt + 4]!,
          sums.fat + a.bounds[at + 5]! + b.bounds[bt + 5]!,
          sums.carbs + a.bounds[at + 6]! + b.bounds[bt + 6]!,
          sums.carbs + a.bounds[at + 7]! + b.bounds[bt + 7]!,
          allowed - perPopularity * (popularityMost - a.mostPopularity[x]! - b.mostPopularity[y]!),
        )
      )
        continue;
      const rightX = a.nodeRight[x]!;
      const rightY = b.nodeRight[y]!;
      const same = self && x === y;
      if (rightX === 0 && rightY === 0) {
        for (let n = a.nodeFirst[x]!; n < a.nodeEnd[x]!; n++) {
          const k = a.order[n]!;
          if (skip !== null && skip[this.items[k]!] === 1) continue;
          // Within one leaf of one index, each unordered pair once.
          for (let m = same ? n : b.nodeFirst[y]!; m < b.nodeEnd[y]!; m++) {
            const l = b.order[m]!;
            if (skip !== null && skip[other.items[l]!] === 1) continue;
            const c = ranges.cal[k]! + otherRanges.cal[l]!;
            if (c < low || c > high) continue;
            const p = sums.protein + ranges.protein[k]! + otherRanges.protein[l]!;
            const f = sums.fat + ranges.fat[k]! + otherRanges.fat[l]!;
            const h = sums.carbs + ranges.carbs[k]! + otherRanges.carbs[l]!;
            const pairAllowed = allowed - perPopularity * (popularityMost - this.popularity[k]! - other.popularity[l]!);
            if (rangeWithin(target, sums.cal + c, sums.cal + c, p, p, f, f, h, h, pairAllowed)) return true;
          }
        }
        continue;
      }
      if (same) {
        // A node with itself: its left half with itself, with its right half, and the right half with itself.
        stack[top++] = rightX;
        stack[top++] = rightX;
        stack[top++] = x + 1;
        stack[top++] = rightX;
        stack[top++] = x + 1;
        stack[top++] = x + 1;
      } else if (rightY === 0 || (rightX !== 0 && a.nodeEnd[x]! - a.nodeFirst[x]! >= b.nodeEnd[y]! - b.nodeFirst[y]!)) {
        stack[top++] = rightX;
        stack[top++] = y;
        stack[top++] = x + 1;
        stack[top++] = y;
      } else {
        stack[top++] = x;
        stack[top++] = rightY;
        stack[top++] = x;
        stack[top++] = y + 1;
      }
    }
    return false;
  }
}

/**
 * A k-d tree over a list of items in the energy each axis carries (kcal, 4 × protein, 9 × fat,
 * 4 × carbohydrate): each node splits its items at the median of its widest axis, and keeps the least
 * and most of every axis. Nodes in preorder: a node's left child is the next node, its right child is
 * nodeRight (0 for a leaf). With a popularity column, each node also keeps its most popular item's
 * term. Depends on the shop's items alone, so it is built once per shop.
 */
export class MacroTree {
  readonly order: Int32Array;
  readonly nodeFirst: number[] = [];
  readonly nodeEnd: number[] = [];
  readonly nodeRight: number[] = [];
  /** Per node: least and most kcal, protein, fat, carbs. */
  readonly bounds: Float64Array;
  /** Per node: the most of the popularity column (0 without one). */
  readonly mostPopularity: Float64Array;

  constructor(columns: MacroColumns & { size: number }, popularity?: Float64Array) {
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
    this.mostPopularity = Float64Array.from(this.nodeFirst, (first, node) => {
      let most = 0;
      for (let n = first; n < this.nodeEnd[node]! && popularity; n++) most = Math.max(most, popularity[this.order[n]!]!);
      return most;
    });
  }

  /** As TailIndex.revive. */
  static revive(plain: MacroTree): MacroTree {
    return Object.setPrototypeOf(plain, MacroTree.prototype) as MacroTree;
  }
}

/**
 * The order the search walks each block's children in: the block's items (pool indices) in the leaf
 * order of a k-d tree over them, so that halving a block's range of positions follows the tree's
 * splits and every range it looks at is a tight box on all four axes (a kcal-sorted range holds every
 * kind of item and is loose on P/F/C). walk[k] for k in a block's [blockStart, blockEnd) is an item
 * of that block; the pool itself stays sorted by kcal for the other bounds and the reference.
 */
export function blockWalkOrder(pool: PreparedShop): Int32Array {
  const walk = new Int32Array(pool.size);
  for (let b = 0; b < BLOCKS.length; b++) {
    const start = pool.blockStart[b]!;
    const items = Int32Array.from({ length: pool.blockEnd[b]! - start }, (_, k) => start + k);
    const tree = new MacroTree({ size: items.length, ...macroRanges.columnsInOrder(pool, items) });
    for (let n = 0; n < items.length; n++) walk[start + n] = items[tree.order[n]!]!;
  }
  return walk;
}

/** The TailIndex of each set of blocks: those named at construction built then, any other on first use. */
export class TailRanges {
  private readonly byBlocks = new Map<number, TailIndex>();

  constructor(
    private pool: PreparedShop,
    ahead: readonly number[] = [],
  ) {
    for (const blocks of ahead) this.ofBlocks(blocks);
  }

  /** These ranges without the prepared shop they were built on, for a kept form that holds the shop apart (set-kept-tables.ts). */
  detached(): TailRanges {
    return Object.assign(Object.create(TailRanges.prototype) as TailRanges, this, { pool: null });
  }

  /** As TailIndex.revive, on `pool`: the prepared shop they were built on, read back with them. */
  static revive(plain: TailRanges, pool: PreparedShop): TailRanges {
    const ranges = Object.setPrototypeOf(plain, TailRanges.prototype) as TailRanges;
    ranges.pool = pool;
    for (const tail of ranges.byBlocks.values()) TailIndex.revive(tail);
    return ranges;
  }

  /** The items of blocks b and later. */
  of(b: number): TailIndex {
    return this.ofBlocks(blocksFrom(b));
  }

  /** The items of the blocks of a bit mask. */
  ofBlocks(blocks: number): TailIndex {
    let tail = this.byBlocks.get(blocks);
    if (!tail) this.byBlocks.set(blocks, (tail = new TailIndex(this.pool, blocks)));
    return tail;
  }
}
