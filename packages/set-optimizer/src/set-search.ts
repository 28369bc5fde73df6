import type { Macros } from '@shokuji/nutrition';
import * as macroRanges from './macro-ranges';
import type { MacroBox } from './macro-ranges';
import { BLOCKS, BONUS_RULES, type PreparedShop, type SetPool } from './set-pool';
import { SetRanking, type FoundSet } from './set-ranking';
import { AXIS_RULES, LIKELIHOOD, MISSING_COMPANION_FACTOR } from './set-rules';
import * as setState from './set-state';
import type { SetState } from './set-state';
import { blocksFrom, blockWalkOrder, SCAN_BELOW, TailRanges, type TailIndex } from './set-tail-ranges';

// Transpiled imports are read through getters; the search loop reads these copies, bound once.
const {
  BLOCK_ROLE,
  COMPANION_GROUP,
  CORE_GROUP,
  ROLE_GROUP,
  ROLE_INCLUDES_COMPANION,
  axisMiss,
  clamp,
  countFactor,
  likelihoodOf,
  rangeWithin,
  totalsMiss,
} = setState;
const { emptyBox, MacroRanges, MaxRanges, pushHalves, setSums } = macroRanges;
const BLOCK_COUNT = BLOCKS.length;
const BONUSES = BONUS_RULES;
const [CAL, PROTEIN, FAT, CARBS] = [AXIS_RULES.cal, AXIS_RULES.protein, AXIS_RULES.fat, AXIS_RULES.carbs];
const COMPANION_MISSING = MISSING_COMPANION_FACTOR;
const POPULARITY_WEIGHT = LIKELIHOOD.popularityWeight;

/**
 * The first block a piece can follow a piece of block b from: a combo or a full-size main closes the
 * core (one of them at most), so what follows them starts at the first block past the core.
 */
const TAIL_START = BLOCKS.map((block, b) =>
  ROLE_GROUP[BLOCK_ROLE[b]!] === CORE_GROUP && !block.small
    ? BLOCKS.findIndex((_, other) => ROLE_GROUP[BLOCK_ROLE[other]!] !== CORE_GROUP)
    : b,
);

/** The order the pair walk takes the blocks in: soups (the classic pairing), side dishes, then the others. */
const PAIR_WALK_ORDER = Int32Array.from(BLOCKS.map((_, b) => b).sort((x, y) => walkRank(x) - walkRank(y) || x - y));
function walkRank(b: number): number {
  return BLOCKS[b]!.role === 'soup' ? 0 : BLOCKS[b]!.role === 'side' ? 1 : 2;
}
/** The blocks of side dishes and soups, as a bit mask. */
const COMPANION_BLOCKS = BLOCKS.reduce((mask, _, b) => (ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP ? mask | (1 << b) : mask), 0);
/** Float sums in a bound and in the objective may differ in the last bits; never prune on that. */
const SAFETY = 1 + 1e-9;
/** Up to this many pieces, a search is quick enough to seed a deeper one's threshold. */
const SHALLOW_ITEMS = 3;

export interface SearchOutcome {
  sets: FoundSet[];
  candidatesEvaluated: number;
  /** Steps taken, both passes: children tried (partial and complete sets looked at) and ranges of children checked. */
  steps: number;
  /**
   * Null when the search finished; when the budget cut the deeper pass, an upper bound of every set's
   * objective (the root's bound): the sets not looked at can reach no more than that.
   */
  cutBound: number | null;
}

/** How many steps a pass may take, and may still take (docs/sets.md → Work budget); below 0 once it was cut. */
interface WorkBudget {
  readonly steps: number;
  left: number;
}
const workBudget = (steps: number): WorkBudget => ({ steps, left: steps });
const stepsTaken = (work: WorkBudget) => work.steps - Math.max(0, work.left);

/**
 * Branch and bound over the shop's items in role order (docs/sets.md → Algorithm). A node is a
 * partial set; the search visits a child only when an upper bound of every set below it (the child
 * itself and its extensions) can still reach the ranking's threshold. The objective is a product,
 * so each bound is a bound of the factors other than the fit, turned into the weighted kcal a set
 * may miss the target by and still reach the threshold, against a lower bound of what it misses.
 *
 * With epsilon > 0 a node is also dropped when it cannot beat the threshold by more than that
 * factor: the best set returned is then within 1/(1 + epsilon) of the best there is.
 */
export function searchSets(pool: SetPool, setLimit: number, epsilon: number, deepBudget: number): SearchOutcome {
  const ranking = new SetRanking(setLimit);
  const indexes = indexesOf(pool);
  // Up to three pieces the search is exact and never cut; the budget bounds the deeper pass only.
  const exact = workBudget(Number.MAX_SAFE_INTEGER);
  const deep = workBudget(pool.maxItems > SHALLOW_ITEMS ? deepBudget : Number.MAX_SAFE_INTEGER);
  let candidatesEvaluated = 0;
  // Sets of up to three pieces first, exactly (quick): their ranking is a high threshold from the start
  // of the deeper search, which then prunes most of what a cold start would visit; and the best set of
  // up to three pieces is never lost to the deeper search's epsilon or its budget, so a larger maxItems
  // never answers worse.
  if (pool.maxItems > SHALLOW_ITEMS && pool.minItems <= SHALLOW_ITEMS)
    candidatesEvaluated += searchInto(Object.assign({}, pool, { maxItems: SHALLOW_ITEMS }), indexes, ranking, 0, exact).candidatesEvaluated;
  const last = searchInto(pool, indexes, ranking, epsilon, deep);
  candidatesEvaluated += last.candidatesEvaluated;
  return {
    sets: ranking.ranked,
    candidatesEvaluated,
    steps: stepsTaken(exact) + stepsTaken(deep),
    cutBound: deep.left < 0 ? last.rootBound : null,
  };
}

/** Range tables over the walk order of the blocks (blockWalkOrder) and of each block's tail. */
interface SearchIndexes {
  /** walk[k]: the item at walk position k; a block's positions are its [blockStart, blockEnd). */
  walk: Int32Array;
  /** Boxes of macros over ranges of walk positions. */
  pool: macroRanges.MacroRanges;
  /** Most popularity over ranges of walk positions. */
  popularity: macroRanges.MaxRanges;
  /** Most item history and best pair term over ranges of walk positions: the request's, kept at the logged items only. */
  history: macroRanges.MaxRanges;
  /** Highest item index over ranges of walk positions: a range wholly before a node's first child is skipped. */
  latest: macroRanges.MaxRanges;
  /** Lowest item index over ranges of walk positions, negated (a max table): what may follow a range's children starts there. */
  earliest: macroRanges.MaxRanges;
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
interface ShopIndexes extends Omit<SearchIndexes, 'history'> {
  /** positionOf[i]: the walk position of item i. */
  positionOf: Int32Array;
  /** Each item's priority without history (childPriority). */
  priority: Float64Array;
  noHistory: macroRanges.MaxRanges;
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
 * (searchInto → two more). Built with the shop's tables, so no request builds one.
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
export function prepareShopSearch(prepared: PreparedShop): void {
  shopIndexesOf(prepared);
}

/**
 * The shop's tables with this request's history: its range table holds the logged items only, and
 * the child order moves only them (the others keep the shop's order, merged with the logged items).
 */
function indexesOf(pool: SetPool): SearchIndexes {
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

/**
 * What the search knows at one node: its bound's parts, which its children refine with what they
 * know of themselves, and the block being walked. One frame per depth, reused by every node there,
 * so the search allocates nothing per node.
 */
interface Frame {
  d: number;
  /** The set's totals so far. */
  x: Macros;
  roomAfter: number;
  requiredAfter: number;
  hasCore: boolean;
  /** The set has a side, soup or combo, or has no piece yet (one piece needs none). */
  companionIn: boolean;
  coreFixed: boolean;
  threshold: number;
  seenChanges: number;
  // The node's bound, over every extension: naturalness but the companion factor times likelihood;
  // the companion factor; the best pairing; the most popularity; the logged pairs a set can still
  // complete with one more piece and with two; the logged items' best terms by piece count.
  other: number;
  companion: number;
  bonusAhead: number;
  /** The pairing classes of the items still available (a bit mask). */
  classesAhead: number;
  popularityAhead: number;
  pairOneMore: number;
  pairTwoMore: number;
  historyAhead: Float64Array;
  /** Over the items still available: the most P/F/C per kcal, and the fewest kcal. */
  proteinPerKcal: number;
  fatPerKcal: number;
  carbsPerKcal: number;
  minCal: number;
  // The block being walked.
  blockCompanion: number;
  blockPenalty: number;
  blockBonus: number;
  blockOwnCompanion: number;
  /** The pairing classes of the items that may follow a child of the block, and the best pairing its sets may earn. */
  tailClasses: number;
  blockBonusAhead: number;
  /** allowed[k]: the miss a set of the child plus k more pieces may have, from the block's bound. */
  allowed: Float64Array;
  mostAllowed: number;
  tail: TailIndex;
  /** Children lighter or heavier than these kcal can reach neither the fit nor the cap. */
  childCalLow: number;
  childCalHigh: number;
  // The child being tried: its pair term and sums of popularity and history, and its clash, pairing,
  // companion and item count factors with one more piece.
  childPairHistory: number;
  childPopularitySum: number;
  childItemHistorySum: number;
  childFactors: number;
  // Scratch.
  childAllowed: Float64Array;
  stack: Int32Array;
  /** The children of the block being walked, gathered to be tried in order of priority. */
  children: Int32Array;
  box: MacroBox;
  tailBox: MacroBox;
  low: Macros;
  high: Macros;
  withLogged: Macros;
  withLoggedHigh: Macros;
}

const macros = (): Macros => ({ cal: 0, protein: 0, fat: 0, carbs: 0 });

/**
 * Runs the search over `pool`, offering its sets to `ranking`, until it is done or `work` runs out;
 * returns the sets it scored and the bound of every set of the pool (the root's).
 */
function searchInto(
  pool: SetPool,
  {
    walk,
    pool: poolRanges,
    popularity: popularityRanges,
    history: historyRanges,
    latest,
    earliest,
    tails,
    blockClasses: classesOfBlocks,
    rank,
    byRank,
  }: SearchIndexes,
  ranking: SetRanking,
  epsilon: number,
  work: WorkBudget,
): { candidatesEvaluated: number; rootBound: number } {
  const state: SetState = new setState.SetState(pool);
  const slack = 1 + epsilon;
  const { target, scaleKcal, capKcal, cal, protein, fat, carbs, maxItems, minItems } = pool;
  const sums = macros();
  const frames: Frame[] = Array.from({ length: maxItems + 1 }, (_, d) => ({
    d,
    x: macros(),
    roomAfter: 0,
    requiredAfter: 0,
    hasCore: false,
    companionIn: false,
    coreFixed: false,
    threshold: 0,
    seenChanges: 0,
    other: 0,
    companion: 1,
    bonusAhead: 1,
    classesAhead: 0,
    tailClasses: 0,
    blockBonusAhead: 1,
    popularityAhead: 0,
    pairOneMore: 0,
    pairTwoMore: 0,
    historyAhead: new Float64Array(maxItems + 2),
    proteinPerKcal: 0,
    fatPerKcal: 0,
    carbsPerKcal: 0,
    minCal: 0,
    blockCompanion: 1,
    blockPenalty: 1,
    blockBonus: 1,
    blockOwnCompanion: 1,
    allowed: new Float64Array(maxItems + 1),
    mostAllowed: -Infinity,
    tail: tails.of(0),
    childCalLow: 0,
    childCalHigh: 0,
    childPairHistory: 0,
    childPopularitySum: 0,
    childItemHistorySum: 0,
    childFactors: 0,
    childAllowed: new Float64Array(maxItems + 1),
    stack: new Int32Array(128),
    children: new Int32Array(pool.size),
    box: emptyBox(),
    tailBox: emptyBox(),
    low: macros(),
    high: macros(),
    withLogged: macros(),
    withLoggedHigh: macros(),
  }));
  let candidatesEvaluated = 0;
  let rootBound = 0;
  /** The items with history: logged items and both items of logged pairs, each once. */
  const logged = Int32Array.from(
    new Set([...pool.historyList.map((entry) => entry.i), ...pool.pairList.flatMap((pair) => [pair.a, pair.b])]),
  );

  /** Whether item i may still join the set: later in the search order, in a block that can take it. */
  function reachable(i: number, from: number): boolean {
    return i >= from && state.blockOpen(pool.block[i]!);
  }

  /** Whether a side or soup at index ≥ from, in block b or later, may still join the set. */
  function companionOpenFrom(b: number, from: number): boolean {
    for (; b < BLOCK_COUNT; b++)
      if (ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP && Math.max(from, pool.blockStart[b]!) < pool.blockEnd[b]! && state.blockOpen(b))
        return true;
    return false;
  }

  /** The weighted kcal a set may miss and still reach the threshold, given a bound of its other factors. */
  function missAllowed(otherFactors: number, threshold: number): number {
    if (otherFactors <= 0) return -Infinity;
    return threshold > 0 ? scaleKcal * Math.log((otherFactors * SAFETY) / threshold) : Infinity;
  }

  /** The objective a node or set must beat: the ranking's threshold, or its core's best once the core is complete. */
  function thresholdFor(coreFixed: boolean): number {
    const ranked = ranking.threshold();
    return (coreFixed ? Math.max(ranked, ranking.bestOfCore(state.coreKey[state.depth]!)) : ranked) * slack;
  }

  /** The block's allowances (see Frame.allowed); a better set found since they were set may have lowered them. */
  function fillAllowances(f: Frame): void {
    f.seenChanges = ranking.changes;
    f.threshold = thresholdFor(f.coreFixed);
    // The node's bound with the block's clashes and best pairing (never above the node's: fewer classes).
    const other = ((f.other * f.blockPenalty * f.blockBonusAhead) / (state.penalty[f.d]! * f.bonusAhead)) * f.blockCompanion;
    f.mostAllowed = -Infinity;
    for (let k = 0; k <= f.roomAfter; k++) {
      const value = k < f.requiredAfter ? -Infinity : missAllowed(other * countFactor(f.d + 1 + k), f.threshold);
      f.allowed[k] = value;
      if (value > f.mostAllowed) f.mostAllowed = value;
    }
  }

  /**
   * Bounds every set that adds at least one piece at index ≥ from to the current state into the
   * frame, and returns the bound of their objective (0 when there is none).
   */
  function boundExtensions(f: Frame, from: number): number {
    const d = f.d;
    const room = maxItems - d;
    f.coreFixed = true;
    if (room <= 0 || from >= pool.size) return 0;
    const required = Math.max(1, minItems - d);
    const s = pool.suffix;
    let proteinPerKcal = 0;
    let fatPerKcal = 0;
    let carbsPerKcal = 0;
    let popularity = 0;
    let minCal = Infinity;
    let heaviest = 0;
    let classMask = 0;
    let companionAvailable = false;
    let coreAvailable = false;
    let companionInCore = false;
    for (let b = pool.block[from]!; b < BLOCK_COUNT; b++) {
      const start = Math.max(from, pool.blockStart[b]!);
      const end = pool.blockEnd[b]!;
      if (start >= end || !state.blockOpen(b)) continue;
      proteinPerKcal = Math.max(proteinPerKcal, s.proteinPerKcal[start]!);
      fatPerKcal = Math.max(fatPerKcal, s.fatPerKcal[start]!);
      carbsPerKcal = Math.max(carbsPerKcal, s.carbsPerKcal[start]!);
      popularity = Math.max(popularity, s.popularity[start]!);
      // Blocks are sorted by kcal: their lightest and heaviest items are at their ends.
      minCal = Math.min(minCal, cal[start]!);
      heaviest = Math.max(heaviest, cal[end - 1]!);
      classMask |= s.classMask[start]!;
      const role = BLOCK_ROLE[b]!;
      const group = ROLE_GROUP[role]!;
      if (group === COMPANION_GROUP) companionAvailable = true;
      if (group === CORE_GROUP) {
        coreAvailable = true;
        if (ROLE_INCLUDES_COMPANION[role] === 1) companionInCore = true;
      }
    }
    f.hasCore = state.groupCount[CORE_GROUP]! > 0;
    f.coreFixed = f.hasCore && !coreAvailable;
    if (minCal === Infinity || (!f.hasCore && !coreAvailable)) return 0;
    const x = f.x.cal;
    const calHigh = Math.min(capKcal - x, room * heaviest);
    const calLow = required * minCal;
    if (calLow > capKcal - x) return 0;
    f.proteinPerKcal = proteinPerKcal;
    f.fatPerKcal = fatPerKcal;
    f.carbsPerKcal = carbsPerKcal;
    f.minCal = minCal;

    // Fit: each axis at the point of its reachable range nearest the target. P/F/C can grow by at
    // most (their max per kcal) × (kcal that can still come + 1 per piece), as a/max(kcal, 1) bounds each item.
    const kcalRoom = calHigh + room;
    const miss =
      axisMiss(CAL, clamp(target.cal, x + calLow, x + calHigh), target.cal) +
      axisMiss(PROTEIN, clamp(target.protein, f.x.protein, f.x.protein + proteinPerKcal * kcalRoom), target.protein) +
      axisMiss(FAT, clamp(target.fat, f.x.fat, f.x.fat + fatPerKcal * kcalRoom), target.fat) +
      axisMiss(CARBS, clamp(target.carbs, f.x.carbs, f.x.carbs + carbsPerKcal * kcalRoom), target.carbs);

    // Naturalness: clashes only multiply down; the best classic pairing still reachable; the
    // companion factor unless a side, soup or combo is in or still possible (one piece needs none).
    const bonus = pairingBound(state.bonus[d]!, state.classMask[d]! | (room >= 2 ? classMask : 0), classMask);
    f.classesAhead = classMask;
    f.companion = d === 0 || state.hasCompanion() || companionAvailable || (!f.hasCore && companionInCore) ? 1 : COMPANION_MISSING;

    let count = 0;
    for (let n = d + required; n <= maxItems; n++) count = Math.max(count, countFactor(n));

    // Likelihood: popularity at its best; a logged pair only if both its items can be in the set (one
    // there and the other to come: one more piece; both to come: two); logged items at most the best
    // terms of those still reachable.
    let pairOneMore = 0;
    let pairTwoMore = 0;
    for (const pair of pool.pairList) {
      if (pair.term <= pairOneMore && (room < 2 || pair.term <= pairTwoMore)) break;
      const hasA = state.piecesOf(pair.a) > 0;
      const hasB = state.piecesOf(pair.b) > 0;
      if (hasA && hasB) continue;
      const toComeA = !hasA && reachable(pair.a, from);
      const toComeB = !hasB && reachable(pair.b, from);
      if ((hasA && toComeB) || (hasB && toComeA)) pairOneMore = Math.max(pairOneMore, pair.term);
      else if (toComeA && toComeB && room >= 2) pairTwoMore = Math.max(pairTwoMore, pair.term);
    }
    const top = f.historyAhead;
    top.fill(0);
    let taken = 0;
    for (const entry of pool.historyList) {
      if (taken >= room) break;
      if (!reachable(entry.i, from)) continue;
      for (let copy = 0; copy < pool.maxPieces[entry.i]! && taken < room; copy++, taken++) top[taken + 1] = top[taken]! + entry.term;
    }
    for (let k = taken + 1; k <= room; k++) top[k] = top[taken]!;
    const likelihood = likelihoodOf(
      meanBound(state.popularitySum[d]!, popularity, d, required, room),
      historyMeanBound(state.itemHistorySum[d]!, top, d, required, room),
      Math.max(state.pairHistory[d]!, pairOneMore, pairTwoMore),
    );
    f.other = state.penalty[d]! * bonus * likelihood;
    f.bonusAhead = bonus;
    f.popularityAhead = popularity;
    f.pairOneMore = pairOneMore;
    f.pairTwoMore = pairTwoMore;
    return f.other * f.companion * count * Math.exp(-miss / scaleKcal);
  }

  /** Tries every child of the current state (one more piece at index ≥ from), and goes down where a bound leaves a chance. */
  function extend(from: number): void {
    const d = state.depth;
    const f = frames[d]!;
    setSums(f.x, state.cal[d]!, state.protein[d]!, state.fat[d]!, state.carbs[d]!);
    const objectiveBound = boundExtensions(f, from);
    if (d === 0) rootBound = objectiveBound;
    if (objectiveBound === 0 || objectiveBound * SAFETY < thresholdFor(f.coreFixed)) return;
    f.roomAfter = maxItems - d - 1;
    f.requiredAfter = Math.max(0, minItems - d - 1);
    if (f.requiredAfter > f.roomAfter) return;
    f.companionIn = d === 0 || state.hasCompanion();

    for (let b = pool.block[from]!; b < BLOCK_COUNT && work.left >= 0; b++) {
      const end = pool.blockEnd[b]!;
      const start = Math.max(from, pool.blockStart[b]!);
      if (start >= end || !state.blockOpen(b)) continue;
      const role = BLOCK_ROLE[b]!;
      // A set without a core is none; blocks come in role order, so a child without one never gets one.
      if (!f.hasCore && ROLE_GROUP[role] !== CORE_GROUP) continue;
      // Past the companions, a set that has none keeps the companion factor.
      f.blockCompanion =
        f.companionIn || ROLE_INCLUDES_COMPANION[role] === 1 || companionOpenFrom(b, start) ? f.companion : COMPANION_MISSING;
      // The block's pairing classes with the set's: their clashes are known, their pairings bounded.
      const blockClasses = pool.suffix.classMask[start]!;
      state.peekClasses(blockClasses);
      f.blockPenalty = state.peekPenalty;
      f.blockBonus = state.peekBonus;
      f.tailClasses = f.classesAhead & classesOfBlocks[blocksFrom(TAIL_START[b]!)]!;
      f.blockBonusAhead = pairingBound(
        f.blockBonus,
        state.classMask[d]! | blockClasses | (f.roomAfter >= 2 ? f.tailClasses : 0),
        f.tailClasses,
      );
      f.blockOwnCompanion =
        f.companionIn || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1 ? 1 : COMPANION_MISSING;
      fillAllowances(f);
      if (f.mostAllowed < 0) continue;
      f.tail = tails.of(TAIL_START[b]!);
      // The children too light for the fit even with the heaviest pieces that may follow, and those
      // too heavy for the cap or the target, are never looked at.
      const x = f.x.cal;
      f.childCalLow = target.cal - x - f.mostAllowed / CAL.under - f.roomAfter * f.tail.heaviest();
      f.childCalHigh = Math.min(capKcal, target.cal + f.mostAllowed / CAL.over) - x - f.requiredAfter * f.minCal;
      // Halve the block's walk positions (a k-d tree's splits) while a range's bound leaves a chance;
      // children one by one below SCAN_BELOW.
      // Children that may have children of their own are gathered and tried most likely first, so
      // that good sets, and a high threshold, come early; the last piece's children are tried at once.
      const gather = f.roomAfter > 0;
      const children = f.children;
      let count = 0;
      const stack = f.stack;
      let top = 0;
      stack[top++] = pool.blockStart[b]!;
      stack[top++] = end;
      while (top > 0 && f.mostAllowed >= 0 && work.left >= 0) {
        const rangeEnd = stack[--top]!;
        const rangeFirst = stack[--top]!;
        if (rangeFirst >= rangeEnd || (start > rangeFirst && latest.max(0, rangeFirst, rangeEnd) < start)) continue;
        if (rangeEnd - rangeFirst <= SCAN_BELOW) {
          for (let k = rangeFirst; k < rangeEnd && f.mostAllowed >= 0 && work.left >= 0; k++) {
            const j = walk[k]!;
            if (j < start || cal[j]! < f.childCalLow || cal[j]! > f.childCalHigh) continue;
            if (gather) children[count++] = rank[j]!;
            else tryChild(f, j);
          }
          continue;
        }
        if (--work.left >= 0 && rangeMayHold(f, rangeFirst, rangeEnd)) top = pushHalves(stack, top, rangeFirst, rangeEnd);
      }
      if (count === 0) continue;
      const ordered = children.subarray(0, count).sort();
      for (let n = 0; n < count && f.mostAllowed >= 0 && work.left >= 0; n++) tryChild(f, byRank[ordered[n]!]!);
    }
  }

  /** The child with item j: its own set, then its extensions if a bound of them leaves a chance. */
  function tryChild(f: Frame, j: number): void {
    if (pool.excluded[j] === 1 || --work.left < 0) return;
    const d = f.d;
    const childCal = f.x.cal + cal[j]!;
    const childProtein = f.x.protein + protein[j]!;
    const childFat = f.x.fat + fat[j]!;
    const childCarbs = f.x.carbs + carbs[j]!;
    const pieces = d + 1;
    if (f.requiredAfter === 0) {
      // The child is a set: its fit first (no push); what it knows of itself (clashes, pairings,
      // popularity, history) when the block's allowance leaves it a chance; the objective last.
      candidatesEvaluated++;
      const miss = totalsMiss(target, childCal, childProtein, childFat, childCarbs);
      if (miss <= f.allowed[0]!) {
        state.peekPairs(j);
        const role = pool.role[j]!;
        const companion =
          pieces < 2 || f.companionIn || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1
            ? 1
            : COMPANION_MISSING;
        const factors =
          state.peekPenalty *
          state.peekBonus *
          companion *
          countFactor(pieces) *
          likelihoodOf(
            (state.popularitySum[d]! + pool.popularity[j]!) / pieces,
            (state.itemHistorySum[d]! + pool.itemHistory[j]!) / pieces,
            state.peekPairHistory,
          );
        if (miss <= missAllowed(factors, f.threshold)) {
          state.push(j);
          ranking.offer(state, state.objective());
          state.pop();
          if (ranking.changes !== f.seenChanges) fillAllowances(f);
        }
      }
    }
    if (f.roomAfter === 0) return;
    setSums(sums, childCal, childProtein, childFat, childCarbs);
    // One more piece: the tail items whose kcal could still fit (the window slides with the child's kcal).
    const tail = f.tail;
    const blockOneMore = f.allowed[1]!;
    let windowOpen = false;
    let tailFirst = 0;
    let tailEnd = 0;
    if (blockOneMore >= 0) {
      tailFirst = tail.countBelow(target.cal - childCal - blockOneMore / CAL.under);
      tailEnd = tail.countUpTo(Math.min(capKcal, target.cal + blockOneMore / CAL.over) - childCal);
      windowOpen = tailFirst < tailEnd;
    }
    let blockSeveral = -Infinity;
    for (let k = 2; k <= f.roomAfter; k++) blockSeveral = Math.max(blockSeveral, f.allowed[k]!);
    if (!windowOpen && blockSeveral < 0) return;

    // The child's own allowances for k more pieces: its clashes, pairings, popularity and history.
    state.peekPairs(j);
    const pairHistory = state.peekPairHistory;
    const popularitySum = state.popularitySum[d]! + pool.popularity[j]!;
    const itemHistorySum = state.itemHistorySum[d]! + pool.itemHistory[j]!;
    const childClasses = state.classMask[d]! | (1 << pool.pairClass[j]!);
    const bonus = pairingBound(state.peekBonus, childClasses | (f.roomAfter >= 2 ? f.tailClasses : 0), f.tailClasses);
    const childPenalty = state.peekPenalty;
    const childBonus = state.peekBonus;
    const ahead = childPenalty * bonus * f.blockCompanion;
    f.childPairHistory = pairHistory;
    f.childPopularitySum = popularitySum;
    f.childItemHistorySum = itemHistorySum;
    f.childFactors = ahead * countFactor(pieces + 1);
    const popularityMean = meanBound(popularitySum, f.popularityAhead, pieces, 1, f.roomAfter);
    const historyMean = historyMeanBound(itemHistorySum, f.historyAhead, pieces, 1, f.roomAfter);
    // Logged pairs a set may still complete after the child: with the child, with a piece it holds, or two to come.
    const pairTwoMore = f.roomAfter >= 2 ? f.pairTwoMore : 0;
    const newPairs = Math.max(pool.pairBest[j]!, f.pairOneMore, pairTwoMore);
    const extensionFactors = ahead * likelihoodOf(popularityMean, historyMean, Math.max(pairHistory, newPairs));
    const childAllowed = f.childAllowed;
    for (let k = 1; k <= f.roomAfter; k++)
      childAllowed[k] = k < f.requiredAfter ? -Infinity : missAllowed(extensionFactors * countFactor(pieces + k), f.threshold);

    // One more piece. A logged item, or the partner of a logged pair, lifts the allowance for that one
    // item only: the tail is walked with the allowance of an item without history, and each logged
    // item or partner is looked at by itself.
    let worth = false;
    if (windowOpen && childAllowed[1]! >= 0) {
      const plain = missAllowed(
        ahead *
          likelihoodOf((popularitySum + f.popularityAhead) / (pieces + 1), itemHistorySum / (pieces + 1), pairHistory) *
          countFactor(pieces + 1),
        f.threshold,
      );
      const best = f.popularityAhead;
      worth =
        (plain >= 0 &&
          tail.anyWithin(tailFirst, tailEnd, sums, sums, target, plain, best, popularitySlope(popularitySum, best, pieces + 1))) ||
        loggedFits(f, j);
    }
    // Two more: pairs of items whose kcal could still fit, each pair with its own popularity; as for
    // one more, the pairs are walked with the allowance of two items without history, and each
    // logged item or partner is looked at by itself with any item after it. The pairs are walked block
    // by block (PAIR_WALK_ORDER): those with a piece of the block and one of the blocks not yet walked,
    // with the pairing and companion factors those blocks can still give, so that once the soups and
    // the side dishes are walked the others keep the companion factor and earn no rice-and-soup pairing.
    const twoMore = f.roomAfter >= 2 ? childAllowed[2]! : -Infinity;
    if (!worth && twoMore >= 0) {
      const floor = target.cal - childCal - twoMore / CAL.under;
      const ceiling = Math.min(capKcal, target.cal + twoMore / CAL.over) - childCal;
      const most = 2 * f.popularityAhead;
      const slope = popularitySlope(popularitySum, most, pieces + 2);
      const role = pool.role[j]!;
      const hasCompanion = state.hasCompanion() || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1;
      const likelihood =
        likelihoodOf((popularitySum + most) / (pieces + 2), itemHistorySum / (pieces + 2), pairHistory) * countFactor(pieces + 2);
      let rest = blocksFrom(TAIL_START[pool.block[j]!]!);
      for (let n = 0; n < BLOCK_COUNT && !worth; n++) {
        const b = PAIR_WALK_ORDER[n]!;
        if ((rest & (1 << b)) === 0 || pool.blockStart[b] === pool.blockEnd[b]) continue;
        const restClasses = f.tailClasses & classesOfBlocks[rest]!;
        const companion = hasCompanion || (rest & COMPANION_BLOCKS) !== 0 ? f.blockCompanion : COMPANION_MISSING;
        const pairing = pairingBound(childBonus, childClasses | restClasses, restClasses);
        const allowed = missAllowed(childPenalty * pairing * companion * likelihood, f.threshold);
        if (allowed >= 0) {
          const pieceTail = tails.ofBlocks(1 << b);
          worth = pieceTail.anyPairWithin(sums, target, allowed, floor, ceiling, most, slope, tails.ofBlocks(rest));
        }
        rest &= ~(1 << b);
      }
      worth ||= loggedPairFits(f, j, ahead * countFactor(pieces + 2));
    }
    // More: what the kcal left can carry, each piece at most the richest item that fits; a logged item,
    // or a logged pair the set does not hold yet, lifts only the sets that take it (severalWithin).
    if (!worth && f.roomAfter >= 3) {
      setSums(f.low, childCal, childProtein, childFat, childCarbs);
      worth = severalWithin(
        f,
        f.low,
        f.low,
        j,
        Math.max(3, f.requiredAfter),
        pieces,
        ahead,
        popularityMean,
        itemHistorySum,
        historyMean,
        pairHistory,
        newPairs,
      );
    }
    if (!worth) return;
    state.push(j);
    extend(state.piecesOf(j) < pool.maxPieces[j]! ? j : j + 1);
    state.pop();
    if (ranking.changes !== f.seenChanges) fillAllowances(f);
  }

  /**
   * Whether the set plus child j plus one item with history (a logged item, or the partner of a
   * logged pair the set would complete) may reach the threshold, that item's own terms lifting the
   * likelihood. `sums` holds the child's totals; the frame, the child's other factors.
   */
  function loggedFits(f: Frame, j: number): boolean {
    for (let n = 0; n < logged.length; n++) if (itemFits(f, j, logged[n]!)) return true;
    return false;
  }

  /** The best pair history term of the set and child j, with `item` added beside them. */
  function pairWithChild(f: Frame, j: number, item: number): number {
    let pair = f.childPairHistory;
    if (pool.pairBest[item]! <= pair) return pair;
    for (let i = 0; i <= f.d; i++) {
      const other = i < f.d ? state.pieces[i]! : j;
      if (other === item) continue;
      const term = pool.pairHistory.get(Math.min(other, item) * pool.size + Math.max(other, item));
      if (term !== undefined && term > pair) pair = term;
    }
    return pair;
  }

  function itemFits(f: Frame, j: number, item: number): boolean {
    if (item < j || pool.excluded[item] === 1 || !state.blockOpen(pool.block[item]!)) return false;
    const miss = totalsMiss(target, sums.cal + cal[item]!, sums.protein + protein[item]!, sums.fat + fat[item]!, sums.carbs + carbs[item]!);
    // The child's allowance for one more piece bounds every item's (it counts the best history terms).
    if (miss > f.childAllowed[1]!) return false;
    const pair = pairWithChild(f, j, item);
    const pieces = f.d + 2;
    const likelihood = likelihoodOf(
      (f.childPopularitySum + pool.popularity[item]!) / pieces,
      (f.childItemHistorySum + pool.itemHistory[item]!) / pieces,
      pair,
    );
    return miss <= missAllowed(f.childFactors * state.clashWith(item, j) * likelihood, f.threshold);
  }

  /**
   * Whether the set plus child j plus two more pieces, one of them a logged item (or partner), may
   * reach the threshold. The other piece is either without history (any item of the tail, walked with
   * its popularity and no history) or logged too (each such pair looked at by its fit, with the best
   * history terms still possible). `sums` holds the child's totals; `factors`, the child's clashes,
   * pairing, companion and item count for two more pieces.
   */
  function loggedPairFits(f: Frame, j: number, withoutClash: number): boolean {
    const pieces = f.d + 3;
    const tail = f.tail;
    const best = f.popularityAhead;
    const topHistory = pool.historyList.length > 0 ? pool.historyList[0]!.term : 0;
    const anyPair = Math.max(f.childPairHistory, pool.pairBest[j]!, f.pairOneMore);
    const withItem = f.withLogged;
    for (let n = 0; n < logged.length; n++) {
      const item = logged[n]!;
      if (item < j || pool.excluded[item] === 1 || !state.blockOpen(pool.block[item]!)) continue;
      const popularitySum = f.childPopularitySum + pool.popularity[item]!;
      const itemHistorySum = f.childItemHistorySum + pool.itemHistory[item]!;
      // The logged item's clashes with the set and the child (a noodle main's logged soup keeps its 0.7).
      const factors = withoutClash * state.clashWith(item, j);
      setSums(withItem, sums.cal + cal[item]!, sums.protein + protein[item]!, sums.fat + fat[item]!, sums.carbs + carbs[item]!);
      const pair = pairWithChild(f, j, item);
      // Another logged piece: each pair's fit against the best terms any two logged pieces may bring
      // (no logarithm per pair), then against the pair's own: its popularity, history and logged pairs.
      const bothLogged = missAllowed(
        factors *
          likelihoodOf((popularitySum + best) / pieces, (itemHistorySum + topHistory) / pieces, Math.max(anyPair, pool.pairBest[item]!)),
        f.threshold,
      );
      if (bothLogged >= 0)
        for (let m = n; m < logged.length; m++) {
          const other = logged[m]!;
          if (other < j || pool.excluded[other] === 1) continue;
          const miss = totalsMiss(
            target,
            withItem.cal + cal[other]!,
            withItem.protein + protein[other]!,
            withItem.fat + fat[other]!,
            withItem.carbs + carbs[other]!,
          );
          if (miss > bothLogged || withItem.cal + cal[other]! > capKcal) continue;
          const together = other === item ? undefined : pool.pairHistory.get(Math.min(item, other) * pool.size + Math.max(item, other));
          const likelihood = likelihoodOf(
            (popularitySum + pool.popularity[other]!) / pieces,
            (itemHistorySum + pool.itemHistory[other]!) / pieces,
            Math.max(pair, pairWithChild(f, j, other), together ?? 0),
          );
          if (miss <= missAllowed(factors * likelihood, f.threshold)) return true;
        }
      // A piece without history: the logged item's own pair terms with the set and the child only.
      const allowed = missAllowed(factors * likelihoodOf((popularitySum + best) / pieces, itemHistorySum / pieces, pair), f.threshold);
      if (allowed < 0) continue;
      const first = tail.countBelow(target.cal - withItem.cal - allowed / CAL.under);
      const end = tail.countUpTo(Math.min(capKcal, target.cal + allowed / CAL.over) - withItem.cal);
      if (tail.anyWithin(first, end, withItem, withItem, target, allowed, best, popularitySlope(popularitySum, best, pieces))) return true;
    }
    return false;
  }

  /**
   * Whether some set below a child of [first, end) may reach the threshold: the children's box of
   * macros plus what may follow it, against allowances from the range's most popular and most
   * logged item and the block's known clashes.
   */
  function rangeMayHold(f: Frame, first: number, end: number): boolean {
    const d = f.d;
    const { box, low, high } = f;
    poolRanges.box(first, end, box);
    if (box.maxCal < f.childCalLow || box.minCal > f.childCalHigh) return false;
    setSums(low, f.x.cal + box.minCal, f.x.protein + box.minProtein, f.x.fat + box.minFat, f.x.carbs + box.minCarbs);
    setSums(high, f.x.cal + box.maxCal, f.x.protein + box.maxProtein, f.x.fat + box.maxFat, f.x.carbs + box.maxCarbs);
    const pieces = d + 1;
    // A piece that follows a child of the range comes at or after the range's lowest index, in the
    // child's block or one its role leaves open after it (a full-size main or a combo closes the core).
    const firstFollower = -earliest.max(0, first, end);
    const followerBlock = TAIL_START[pool.block[walk[first]!]!]!;
    const popularitySum = state.popularitySum[d]! + popularityRanges.max(0, first, end);
    const itemHistorySum = state.itemHistorySum[d]! + historyRanges.max(0, first, end);
    const pairs = Math.max(state.pairHistory[d]!, historyRanges.max(1, first, end));
    if (f.requiredAfter === 0) {
      const ownFactors =
        f.blockPenalty *
        f.blockBonus *
        f.blockOwnCompanion *
        countFactor(pieces) *
        likelihoodOf(popularitySum / pieces, itemHistorySum / pieces, pairs);
      if (
        rangeWithin(
          target,
          low.cal,
          high.cal,
          low.protein,
          high.protein,
          low.fat,
          high.fat,
          low.carbs,
          high.carbs,
          missAllowed(ownFactors, f.threshold),
        )
      )
        return true;
    }
    if (f.roomAfter === 0) return false;
    const extensionFactors =
      f.blockPenalty *
      f.blockBonusAhead *
      f.blockCompanion *
      likelihoodOf(
        meanBound(popularitySum, f.popularityAhead, pieces, 1, f.roomAfter),
        historyMeanBound(itemHistorySum, f.historyAhead, pieces, 1, f.roomAfter),
        Math.max(pairs, f.pairOneMore, f.roomAfter >= 2 ? f.pairTwoMore : 0),
      );
    const oneMore = f.requiredAfter > 1 ? -Infinity : missAllowed(extensionFactors * countFactor(pieces + 1), f.threshold);
    // One piece to go: the tail items whose kcal could complete some child of the range, walked with the
    // range's box and the allowance of a last piece without history (each with its popularity); the
    // logged items and partners one by one, with their own terms.
    if (oneMore >= 0) {
      const best = f.popularityAhead;
      const plainFactors = f.blockPenalty * f.blockBonusAhead * f.blockCompanion * countFactor(pieces + 1);
      const plain = missAllowed(
        plainFactors * likelihoodOf((popularitySum + best) / (pieces + 1), itemHistorySum / (pieces + 1), pairs),
        f.threshold,
      );
      const tailFirst = f.tail.countBelow(target.cal - high.cal - oneMore / CAL.under);
      const tailEnd = f.tail.countUpTo(Math.min(capKcal, target.cal + oneMore / CAL.over) - low.cal);
      if (
        plain >= 0 &&
        tailFirst < tailEnd &&
        f.tail.anyWithin(tailFirst, tailEnd, low, high, target, plain, best, popularitySlope(popularitySum, best, pieces + 1))
      )
        return true;
      for (let n = 0; n < logged.length; n++) {
        const item = logged[n]!;
        if (item < firstFollower || pool.block[item]! < followerBlock) continue;
        if (pool.excluded[item] === 1 || !state.blockOpen(pool.block[item]!)) continue;
        // The range's allowance first (no logarithm), then the item's own.
        if (!loggedWithin(low, high, item, oneMore)) continue;
        const likelihood = likelihoodOf(
          (popularitySum + pool.popularity[item]!) / (pieces + 1),
          (itemHistorySum + pool.itemHistory[item]!) / (pieces + 1),
          Math.max(pairs, pool.pairBest[item]!),
        );
        const clash = state.clashWith(item, -1);
        if (loggedWithin(low, high, item, missAllowed(plainFactors * clash * likelihood, f.threshold))) return true;
      }
    }
    if (f.roomAfter < 2) return false;
    const popularityMean = meanBound(popularitySum, f.popularityAhead, pieces, 1, f.roomAfter);
    const historyMean = historyMeanBound(itemHistorySum, f.historyAhead, pieces, 1, f.roomAfter);
    const factors = f.blockPenalty * f.blockBonusAhead * f.blockCompanion;
    const newPairs = Math.max(f.pairOneMore, f.pairTwoMore);
    const minPieces = Math.max(2, f.requiredAfter);
    return severalWithin(
      f,
      low,
      high,
      firstFollower,
      minPieces,
      pieces,
      factors,
      popularityMean,
      itemHistorySum,
      historyMean,
      pairs,
      newPairs,
    );
  }

  /**
   * Whether sets whose totals start between `low` and `high` (`pieces` pieces) and take minPieces to
   * frame.roomAfter more may reach the threshold. Their other factors are at most `factors` times the
   * item count and the likelihood from the popularity mean given, a history mean and a pair term. A
   * history term above the pieces' own (`historySum`) or a pair term above `pairs` (the pairs the
   * pieces so far can complete) needs a logged item among the pieces to come, at index `from` or
   * later: such sets are checked with that item's values added, `historyMean` and its best pair term
   * (at most `newPairs`, the best logged pair still completable); the others with no history to come. So a logged pair lifts only the sets that can hold it (docs/sets.md → Bounds).
   */
  function severalWithin(
    f: Frame,
    low: Macros,
    high: Macros,
    from: number,
    minPieces: number,
    pieces: number,
    factors: number,
    popularityMean: number,
    historySum: number,
    historyMean: number,
    pairs: number,
    newPairs: number,
  ): boolean {
    const allowance = (history: number, pair: number) => {
      const likelihood = likelihoodOf(popularityMean, history, pair);
      let most = -Infinity;
      for (let k = minPieces; k <= f.roomAfter; k++)
        most = Math.max(most, missAllowed(factors * likelihood * countFactor(pieces + k), f.threshold));
      return most;
    };
    const plain = allowance(historySum / (pieces + minPieces), pairs);
    if (plain >= 0 && carriedWithin(f, low, high, minPieces, f.roomAfter, plain)) return true;
    const withLow = f.withLogged;
    const withHigh = f.withLoggedHigh;
    for (let n = 0; n < logged.length; n++) {
      const item = logged[n]!;
      const pair = Math.max(pairs, Math.min(pool.pairBest[item]!, newPairs));
      if (item < from || (pair <= pairs && pool.itemHistory[item] === 0)) continue;
      if (pool.excluded[item] === 1 || !state.blockOpen(pool.block[item]!)) continue;
      const lifted = allowance(historyMean, pair);
      if (lifted < 0) continue;
      setSums(withLow, low.cal + cal[item]!, low.protein + protein[item]!, low.fat + fat[item]!, low.carbs + carbs[item]!);
      setSums(withHigh, high.cal + cal[item]!, high.protein + protein[item]!, high.fat + fat[item]!, high.carbs + carbs[item]!);
      if (withLow.cal <= capKcal && carriedWithin(f, withLow, withHigh, minPieces - 1, f.roomAfter - 1, lifted)) return true;
    }
    return false;
  }

  /** Whether totals between `low` and `high` plus item i may miss the target by no more than `allowed`. */
  function loggedWithin(low: Macros, high: Macros, i: number, allowed: number): boolean {
    return rangeWithin(
      target,
      low.cal + cal[i]!,
      high.cal + cal[i]!,
      low.protein + protein[i]!,
      high.protein + protein[i]!,
      low.fat + fat[i]!,
      high.fat + fat[i]!,
      low.carbs + carbs[i]!,
      high.carbs + carbs[i]!,
      allowed,
    );
  }

  /**
   * Whether sets whose totals start, axis by axis, between `low` and `high` and take minPieces to
   * maxPieces more items may miss by no more than `allowedMiss`: each following piece brings at most
   * the richest item that fits, and all of them together at most their most P/F/C per kcal times the
   * kcal they may add.
   */
  function carriedWithin(f: Frame, low: Macros, high: Macros, minPieces: number, maxPieces: number, allowedMiss: number): boolean {
    const tail = f.tail;
    const calRoom = Math.min(capKcal, target.cal + allowedMiss / CAL.over) - low.cal;
    const end = tail.countUpTo(calRoom);
    if (end === 0) return false;
    const tailBox = f.tailBox;
    tail.ranges.box(0, end, tailBox);
    const kcalRoom = calRoom + maxPieces;
    return rangeWithin(
      target,
      low.cal + minPieces * tailBox.minCal,
      high.cal + Math.min(calRoom, maxPieces * tailBox.maxCal),
      low.protein,
      high.protein + Math.min(f.proteinPerKcal * kcalRoom, maxPieces * tailBox.maxProtein),
      low.fat,
      high.fat + Math.min(f.fatPerKcal * kcalRoom, maxPieces * tailBox.maxFat),
      low.carbs,
      high.carbs + Math.min(f.carbsPerKcal * kcalRoom, maxPieces * tailBox.maxCarbs),
      allowedMiss,
    );
  }

  /**
   * How fast the allowance of a set of `pieces` pieces falls per unit of popularity term its last
   * pieces lack, from `added` (the most they may bring to popularitySum): the slope of the allowance's
   * logarithm there. The allowance is concave in the popularity added, so the tangent is above it
   * (docs/sets.md → Bounds, popularity).
   */
  function popularitySlope(popularitySum: number, added: number, pieces: number): number {
    return (scaleKcal * POPULARITY_WEIGHT) / pieces / (1 - POPULARITY_WEIGHT + (POPULARITY_WEIGHT * (popularitySum + added)) / pieces);
  }

  if (pool.size > 0) extend(0);
  return { candidatesEvaluated, rootBound };
}

/**
 * The best classic pairing a set may still earn: `bonus` (what it has), or a rule between a class in
 * `pairing` (the set's, and those ahead when two more pieces may come) and one of `ahead`.
 */
function pairingBound(bonus: number, pairing: number, ahead: number): number {
  for (const rule of BONUSES)
    if (rule.factor > bonus && ((pairing & rule.maskA && ahead & rule.maskB) || (pairing & rule.maskB && ahead & rule.maskA)))
      bonus = rule.factor;
  return bonus;
}

/** The highest mean over d + n pieces, n between required and room, when the n added pieces bring at most top[n]. */
function historyMeanBound(sum: number, top: Float64Array, d: number, required: number, room: number): number {
  let most = 0;
  for (let n = required; n <= room; n++) most = Math.max(most, (sum + top[n]!) / (d + n));
  return most;
}

/** The highest mean over d + n pieces, n between required and room, when every added piece brings `best`. */
function meanBound(sum: number, best: number, d: number, required: number, room: number): number {
  return Math.max((sum + required * best) / (d + required), (sum + room * best) / (d + room));
}
