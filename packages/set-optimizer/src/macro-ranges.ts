import type { Macros } from '@shokuji/nutrition';

/** The least and most of each axis over a range of items. */
export interface MacroBox {
  minCal: number;
  maxCal: number;
  minProtein: number;
  maxProtein: number;
  minFat: number;
  maxFat: number;
  minCarbs: number;
  maxCarbs: number;
}

export const emptyBox = (): MacroBox => ({
  minCal: 0,
  maxCal: 0,
  minProtein: 0,
  maxProtein: 0,
  minFat: 0,
  maxFat: 0,
  minCarbs: 0,
  maxCarbs: 0,
});

/** The columns of a list of items, one typed array per axis. */
export interface MacroColumns {
  cal: Float64Array;
  protein: Float64Array;
  fat: Float64Array;
  carbs: Float64Array;
}

/**
 * Sparse tables over a list of items: the least and most kcal, protein, fat and carbohydrate of
 * any index range in constant time, for the search's bounds (docs/sets.md → Bounds). Built once per
 * request in O(n log n).
 */
export class MacroRanges implements MacroColumns {
  readonly size: number;
  readonly cal: Float64Array;
  readonly protein: Float64Array;
  readonly fat: Float64Array;
  readonly carbs: Float64Array;
  // Per axis, least and most: levels × size, where level l at index k covers [k, k + 2^l).
  private readonly leastCal: Float64Array;
  private readonly mostCal: Float64Array;
  private readonly leastProtein: Float64Array;
  private readonly mostProtein: Float64Array;
  private readonly leastFat: Float64Array;
  private readonly mostFat: Float64Array;
  private readonly leastCarbs: Float64Array;
  private readonly mostCarbs: Float64Array;

  /** The items `order` lists (indices into `columns`), in that order. */
  constructor(columns: MacroColumns, order: ArrayLike<number>) {
    this.size = order.length;
    ({ cal: this.cal, protein: this.protein, fat: this.fat, carbs: this.carbs } = columnsInOrder(columns, order));
    this.leastCal = sparseTable(this.cal, LEAST);
    this.mostCal = sparseTable(this.cal, MOST);
    this.leastProtein = sparseTable(this.protein, LEAST);
    this.mostProtein = sparseTable(this.protein, MOST);
    this.leastFat = sparseTable(this.fat, LEAST);
    this.mostFat = sparseTable(this.fat, MOST);
    this.leastCarbs = sparseTable(this.carbs, LEAST);
    this.mostCarbs = sparseTable(this.carbs, MOST);
  }

  /** Gives tables read back from node's serializer (plain objects with the same fields) their class again. */
  static revive(plain: MacroRanges): MacroRanges {
    return Object.setPrototypeOf(plain, MacroRanges.prototype) as MacroRanges;
  }

  /** Fills `box` with the least and most of each axis over [first, end) (end > first). */
  box(first: number, end: number, box: MacroBox): void {
    const level = 31 - Math.clz32(end - first);
    const left = level * this.size + first;
    const right = level * this.size + end - (1 << level);
    box.minCal = Math.min(this.leastCal[left]!, this.leastCal[right]!);
    box.maxCal = Math.max(this.mostCal[left]!, this.mostCal[right]!);
    box.minProtein = Math.min(this.leastProtein[left]!, this.leastProtein[right]!);
    box.maxProtein = Math.max(this.mostProtein[left]!, this.mostProtein[right]!);
    box.minFat = Math.min(this.leastFat[left]!, this.leastFat[right]!);
    box.maxFat = Math.max(this.mostFat[left]!, this.mostFat[right]!);
    box.minCarbs = Math.min(this.leastCarbs[left]!, this.leastCarbs[right]!);
    box.maxCarbs = Math.max(this.mostCarbs[left]!, this.mostCarbs[right]!);
  }
}

/**
 * The least and most of each axis over the first `end` items of a list, for bounds that only ever ask
 * about a prefix (a tail sorted by kcal, cut where the items stop fitting): n entries per axis where
 * a sparse table (MacroRanges) holds n log n. At ×4 the bundled catalog the tails' sparse tables were
 * 220 MB of the 380 MB of kept set tables, read at every start (docs/sets.md → Start-up).
 */
export class MacroPrefixes implements MacroColumns {
  readonly size: number;
  readonly cal: Float64Array;
  readonly protein: Float64Array;
  readonly fat: Float64Array;
  readonly carbs: Float64Array;
  /** At k × 8: least and most kcal, protein, fat and carbohydrate of items [0, k]. */
  private readonly bounds: Float64Array;

  /** The items `order` lists (indices into `columns`), in that order. */
  constructor(columns: MacroColumns, order: ArrayLike<number>) {
    const size = order.length;
    this.size = size;
    ({ cal: this.cal, protein: this.protein, fat: this.fat, carbs: this.carbs } = columnsInOrder(columns, order));
    const axes = [this.cal, this.protein, this.fat, this.carbs];
    const bounds = new Float64Array(size * 8);
    for (let k = 0; k < size; k++)
      for (let a = 0; a < 4; a++) {
        const value = axes[a]![k]!;
        const at = k * 8 + 2 * a;
        bounds[at] = k === 0 || value < bounds[at - 8]! ? value : bounds[at - 8]!;
        bounds[at + 1] = k === 0 || value > bounds[at - 7]! ? value : bounds[at - 7]!;
      }
    this.bounds = bounds;
  }

  /** As MacroRanges.revive. */
  static revive(plain: MacroPrefixes): MacroPrefixes {
    return Object.setPrototypeOf(plain, MacroPrefixes.prototype) as MacroPrefixes;
  }

  /** Fills `box` with the least and most of each axis over [0, end) (end > 0). */
  box(end: number, box: MacroBox): void {
    const b = this.bounds;
    const at = (end - 1) * 8;
    box.minCal = b[at]!;
    box.maxCal = b[at + 1]!;
    box.minProtein = b[at + 2]!;
    box.maxProtein = b[at + 3]!;
    box.minFat = b[at + 4]!;
    box.maxFat = b[at + 5]!;
    box.minCarbs = b[at + 6]!;
    box.maxCarbs = b[at + 7]!;
  }
}

/** The columns of the items `order` lists (indices into `columns`), in that order. */
export function columnsInOrder(columns: MacroColumns, order: ArrayLike<number>): MacroColumns {
  const take = (values: Float64Array) => Float64Array.from({ length: order.length }, (_, k) => values[order[k]!]!);
  return { cal: take(columns.cal), protein: take(columns.protein), fat: take(columns.fat), carbs: take(columns.carbs) };
}

/**
 * Sparse tables of the most of a few columns over any index range (the likelihood terms of the pool's
 * items). With `positions` (ascending), the columns hold the values at those indices only, 0 elsewhere:
 * a user's history is a handful of items, so its tables cost their few entries, not the whole shop.
 */
export class MaxRanges {
  private readonly tables: Float64Array[];
  private readonly size: number;

  constructor(
    columns: Float64Array[],
    private readonly positions?: Int32Array,
  ) {
    this.size = columns[0]?.length ?? 0;
    this.tables = columns.map((column) => sparseTable(column, MOST));
  }

  /** As MacroRanges.revive. */
  static revive(plain: MaxRanges): MaxRanges {
    return Object.setPrototypeOf(plain, MaxRanges.prototype) as MaxRanges;
  }

  /** The most of column c over [first, end) (end > first). */
  max(c: number, first: number, end: number): number {
    if (this.positions) {
      first = countBelow(this.positions, first);
      end = countBelow(this.positions, end);
      if (first >= end) return 0;
    }
    const level = 31 - Math.clz32(end - first);
    const table = this.tables[c]!;
    return Math.max(table[level * this.size + first]!, table[level * this.size + end - (1 << level)]!);
  }
}

/** How many of the ascending values are below `value`. */
function countBelow(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const LEAST = false;
const MOST = true;

/**
 * Least or most of every power-of-two range. The comparison is written out rather than passed as
 * Math.min/Math.max: a function argument called per entry made these tables most of a shop's
 * preparation time (docs/sets.md → The optimizer's interface). Values are finite (the pool admits no NaN).
 */
function sparseTable(values: Float64Array, most: boolean): Float64Array {
  const size = values.length;
  const levels = size > 0 ? 32 - Math.clz32(size) : 1;
  const table = new Float64Array(levels * size);
  table.set(values);
  for (let level = 1; level < levels; level++) {
    const half = 1 << (level - 1);
    const row = level * size;
    for (let k = 0; k + 2 * half <= size; k++) {
      const a = table[row - size + k]!;
      const b = table[row - size + k + half]!;
      table[row + k] = a > b === most ? a : b;
    }
  }
  return table;
}

/**
 * Pushes the two halves of [first, end) on a stack of [first, end) pairs (the lower half on top, so it
 * is taken first) and returns the new top.
 */
export function pushHalves(stack: Int32Array, top: number, first: number, end: number): number {
  const middle = (first + end) >>> 1;
  stack[top] = middle;
  stack[top + 1] = end;
  stack[top + 2] = first;
  stack[top + 3] = middle;
  return top + 4;
}

/** Copies a set's sums into a scratch object (the bounds take sums by object to keep argument lists short). */
export function setSums(into: Macros, cal: number, protein: number, fat: number, carbs: number): Macros {
  into.cal = cal;
  into.protein = protein;
  into.fat = fat;
  into.carbs = carbs;
  return into;
}
