import { MacroRanges, MaxRanges } from './macro-ranges';
import { BLOCKS, type PreparedShop, type SetPool } from './set-pool';
import { likelihoodOf, pairingBound } from './set-state';
import { blocksFrom, blockWalkOrder, PAIR_WALK_ORDER, TAIL_START, TailRanges } from './set-tail-ranges';

// The search's tables of one request: the shop's, built once per prepared shop and kept with it, and
// the request's history over them. The search reads them only (set-search.ts).

const BLOCK_COUNT = BLOCKS.length;

/** Range tables over the walk order of the blocks (blockWalkOrder) and of each block's tail. */
export interface SearchIndexes {
  /** walk[k]: the item at walk position k; a block's positions are its [blockStart, blockEnd). */
  walk: Int32Array;
  /** Boxes of macros over ranges of walk positions. */
  pool: MacroRanges;
  /** Most popularity over ranges of walk positions. */
  popularity: MaxRanges;
  /** Most item history and best pair term over ranges of walk positions: the request's, kept at the logged items only. */
  history: MaxRanges;
  /** Highest item index over ranges of walk positions: a range wholly before a node's first child is skipped. */
  latest: MaxRanges;
  /** Lowest item index over ranges of walk positions, negated (a max table): what may follow a range's children starts there. */
  earliest: MaxRanges;
  tails: TailRanges;
  /** blockClasses[mask]: the pairing classes of the items of the blocks of a bit mask (read per child, so a table). */
  blockClasses: Int32Array;
  /**
   * The order children are tried in, as ranks: byRank[r] is the item of rank r, rank[i] the rank of item i
   * (docs/sets.md → Child order). A block's children are gathered as ranks and sorted as plain numbers.
   */
  rank: Int32Array;
  byRank: Int32Array;
}

/** The tables that depend on the shop alone, built on a prepared shop's first request and kept with it. */
export interface ShopIndexes extends Omit<SearchIndexes, 'history'> {
  /** positionOf[i]: the walk position of item i. */
  positionOf: Int32Array;
  /** Each item's priority without history (childPriority). */
  priority: Float64Array;
  noHistory: MaxRanges;
}
const shopIndexes = new WeakMap<PreparedShop, ShopIndexes>();

/** The pairing classes of the items of every set of blocks, indexed by the blocks' bit mask. */
function blockClassTable(shop: PreparedShop): Int32Array {
  const table = new Int32Array(1 << BLOCK_COUNT);
  for (let mask = 1; mask < table.length; mask++) {
    const b = 31 - Math.clz32(mask);
    const own = shop.blockStart[b]! < shop.blockEnd[b]! ? shop.suffix.classMask[shop.blockStart[b]!]! : 0;
    table[mask] = table[mask & ~(1 << b)]! | own;
  }
  return table;
}

/**
 * The order children are tried in: the likelihood an item brings by itself (popularity, history, a
 * logged pair) times the best classic pairing it may still earn with what may follow it; ties by index.
 */
function childPriority(pool: PreparedShop, blockClasses: Int32Array, i: number, itemHistory: number, pairBest: number): number {
  const ahead = blockClasses[blocksFrom(TAIL_START[pool.block[i]!]!)]!;
  return pairingBound(1, (1 << pool.pairClass[i]!) | ahead, ahead) * likelihoodOf(pool.popularity[i]!, itemHistory, pairBest);
}

const byPriority = (priority: ArrayLike<number>) => (x: number, y: number) => priority[y]! - priority[x]! || x - y;

function ranksOf(byRank: Int32Array): Int32Array {
  const rank = new Int32Array(byRank.length);
  for (let r = 0; r < byRank.length; r++) rank[byRank[r]!] = r;
  return rank;
}

/**
 * Every set of blocks whose tail the search may read: all blocks (the root), the blocks a piece of
 * each block may be followed by, each block alone and the pair walk's remaining blocks
 * (SetSearch → the pair walk of two more pieces). Built with the shop's tables, so no request builds one.
 */
const TAIL_MASKS: readonly number[] = (() => {
  const masks = new Set<number>([blocksFrom(0)]);
  for (let b = 0; b < BLOCK_COUNT; b++) {
    masks.add(1 << b);
    let rest = blocksFrom(TAIL_START[b]!);
    masks.add(rest);
    for (const next of PAIR_WALK_ORDER) {
      if (rest & (1 << next)) masks.add(rest);
      rest &= ~(1 << next);
    }
  }
  return [...masks];
})();

function buildShopIndexes(pool: PreparedShop): ShopIndexes {
  const walk = blockWalkOrder(pool);
  const positionOf = new Int32Array(pool.size);
  walk.forEach((i, k) => (positionOf[i] = k));
  const blockClasses = blockClassTable(pool);
  const priority = Float64Array.from({ length: pool.size }, (_, i) => childPriority(pool, blockClasses, i, 0, 0));
  const byRank = Int32Array.from({ length: pool.size }, (_, i) => i).sort(byPriority(priority));
  return {
    walk,
    positionOf,
    blockClasses,
    priority,
    byRank,
    rank: ranksOf(byRank),
    pool: new MacroRanges(pool, walk),
    popularity: new MaxRanges([Float64Array.from(walk, (i) => pool.popularity[i]!)]),
    noHistory: new MaxRanges([], new Int32Array(0)),
    latest: new MaxRanges([Float64Array.from(walk)]),
    earliest: new MaxRanges([Float64Array.from(walk, (i) => -i)]),
    tails: new TailRanges(pool, TAIL_MASKS),
  };
}

/** The shop's search tables, built on its first request unless prepareShopSearch built them before. */
function shopIndexesOf(prepared: PreparedShop): ShopIndexes {
  let shop = shopIndexes.get(prepared);
  if (!shop) shopIndexes.set(prepared, (shop = buildShopIndexes(prepared)));
  return shop;
}

/** Builds everything the search keeps for this prepared shop, ahead of its first request. */
export function prepareShopSearch(prepared: PreparedShop): ShopIndexes {
  return shopIndexesOf(prepared);
}

/**
 * Keeps tables built earlier for the same items and read back from node's serializer as this prepared
 * shop's, their classes revived (the tails on `prepared` again).
 */
export function adoptShopSearch(prepared: PreparedShop, plain: ShopIndexes): void {
  const { pool, popularity, noHistory, latest, earliest, tails } = plain;
  MacroRanges.revive(pool);
  for (const ranges of [popularity, noHistory, latest, earliest]) MaxRanges.revive(ranges);
  TailRanges.revive(tails, prepared);
  shopIndexes.set(prepared, plain);
}

/**
 * The shop's tables with this request's history: its range table holds the logged items only, and
 * the child order moves only them (the others keep the shop's order, merged with the logged items).
 */
export function indexesOf(pool: SetPool): SearchIndexes {
  const shop = shopIndexesOf(pool.prepared);
  const logged: number[] = [];
  for (let i = 0; i < pool.size; i++) if (pool.itemHistory[i]! > 0 || pool.pairBest[i]! > 0) logged.push(i);
  if (logged.length === 0) return { ...shop, history: shop.noHistory };
  const positions = Int32Array.from(logged, (i) => shop.positionOf[i]!).sort();
  const itemAt = Int32Array.from(positions, (k) => shop.walk[k]!);
  const history = new MaxRanges(
    [Float64Array.from(itemAt, (i) => pool.itemHistory[i]!), Float64Array.from(itemAt, (i) => pool.pairBest[i]!)],
    positions,
  );
  const priority = Float64Array.from(shop.priority);
  for (const i of logged) priority[i] = childPriority(pool, shop.blockClasses, i, pool.itemHistory[i]!, pool.pairBest[i]!);
  const compare = byPriority(priority);
  logged.sort(compare);
  const byRank = new Int32Array(pool.size);
  let r = 0;
  let n = 0;
  for (const i of shop.byRank) {
    if (pool.itemHistory[i]! > 0 || pool.pairBest[i]! > 0) continue;
    while (n < logged.length && compare(logged[n]!, i) < 0) byRank[r++] = logged[n++]!;
    byRank[r++] = i;
  }
  while (n < logged.length) byRank[r++] = logged[n++]!;
  return { ...shop, history, byRank, rank: ranksOf(byRank) };
}
