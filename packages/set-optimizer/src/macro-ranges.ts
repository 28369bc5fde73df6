import type { Macros } from './set-request';

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

const AXIS_NAMES = ['cal', 'protein', 'fat', 'carbs'] as const;

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
  /** Per axis: levels × size, where level l at index k covers [k, k + 2^l). */
  private readonly least: Float64Array[];
  private readonly most: Float64Array[];

  /** The items `order` lists (indices into `columns`), in that order. */
  constructor(columns: MacroColumns, order: ArrayLike<number>) {
    const size = order.length;
    this.size = size;
    const take = (values: Float64Array) => Float64Array.from({ length: size }, (_, k) => values[order[k]!]!);
    this.cal = take(columns.cal);
    this.protein = take(columns.protein);
    this.fat = take(columns.fat);
    this.carbs = take(columns.carbs);
    this.least = AXIS_NAMES.map((axis) => sparseTable(this[axis], Math.min));
    this.most = AXIS_NAMES.map((axis) => sparseTable(this[axis], Math.max));
  }

  /** Fills `box` with the least and most of each axis over [first, end) (end > first). */
  box(first: number, end: number, box: MacroBox): void {
    const level = 31 - Math.clz32(end - first);
    const left = level * this.size + first;
    const right = level * this.size + end - (1 << level);
    const [lc, lp, lf, lk] = this.least as [Float64Array, Float64Array, Float64Array, Float64Array];
    const [mc, mp, mf, mk] = this.most as [Float64Array, Float64Array, Float64Array, Float64Array];
    box.minCal = Math.min(lc[left]!, lc[right]!);
    box.maxCal = Math.max(mc[left]!, mc[right]!);
    box.minProtein = Math.min(lp[left]!, lp[right]!);
    box.maxProtein = Math.max(mp[left]!, mp[right]!);
    box.minFat = Math.min(lf[left]!, lf[right]!);
    box.maxFat = Math.max(mf[left]!, mf[right]!);
    box.minCarbs = Math.min(lk[left]!, lk[right]!);
    box.maxCarbs = Math.max(mk[left]!, mk[right]!);
  }
}

/** Sparse tables of the most of a few columns over any index range (the likelihood terms of the pool's items). */
export class MaxRanges {
  private readonly tables: Float64Array[];
  private readonly size: number;

  constructor(columns: Float64Array[]) {
    this.size = columns[0]?.length ?? 0;
    this.tables = columns.map((column) => sparseTable(column, Math.max));
  }

  /** The most of column c over [first, end) (end > first). */
  max(c: number, first: number, end: number): number {
    const level = 31 - Math.clz32(end - first);
    const table = this.tables[c]!;
    return Math.max(table[level * this.size + first]!, table[level * this.size + end - (1 << level)]!);
  }
}

function sparseTable(values: Float64Array, pick: (a: number, b: number) => number): Float64Array {
  const size = values.length;
  const levels = size > 0 ? 32 - Math.clz32(size) : 1;
  const table = new Float64Array(levels * size);
  table.set(values);
  for (let level = 1; level < levels; level++) {
    const half = 1 << (level - 1);
    const row = level * size;
    for (let k = 0; k + 2 * half <= size; k++) table[row + k] = pick(table[row - size + k]!, table[row - size + k + half]!);
  }
  return table;
}

/** Copies a set's sums into a scratch object (the bounds take sums by object to keep argument lists short). */
export function setSums(into: Macros, cal: number, protein: number, fat: number, carbs: number): Macros {
  into.cal = cal;
  into.protein = protein;
  into.fat = fat;
  into.carbs = carbs;
  return into;
}
