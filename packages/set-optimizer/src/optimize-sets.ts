import { round1 } from '@shokuji/nutrition';
import { buildSetPool, prepareShop, type PreparedShop, type SetPool } from './set-pool';
import type { RankedSet, SetAlgorithm, SetCandidateItem, SetLine, SetRequest, SetResult } from './set-request';
import { LIKELIHOOD } from './set-rules';
import type { FoundSet } from './set-ranking';
import { emptyReasonOf } from './set-empty';
import { searchSets } from './set-search';
import { prepareShopSearch, type ShopIndexes } from './set-search-indexes';
import { SetState } from './set-state';

/** Up to this many pieces the search is exact; above, it prunes within EPSILON (docs/sets.md → Algorithm). */
export const EXACT_MAX_ITEMS = 3;
export const APPROXIMATION_EPSILON = 0.02;

export const SET_ALGORITHM = { name: 'role-branch-and-bound', version: '1.27.5' } as const;

/**
 * Steps (children tried and ranges of children checked) the pass above 3 pieces may take before it
 * stops and the answer is the best sets found so far (docs/sets.md → Work budget). A count, not a
 * time, so the answer stays deterministic; the exact pass up to 3 pieces is never cut.
 */
export const DEEP_WORK_BUDGET = 30_000;

/**
 * Pair steps (pairs of k-d tree nodes the bound of two more pieces looks at) the same pass may take:
 * the steps do not count that walk, which one target whose macros cannot give its kcal made take 13.6
 * million of them (docs/sets.md → Work budget). Above what any request of the sweep takes.
 */
export const DEEP_PAIR_WORK_BUDGET = 1_500_000;

/**
 * What the search guarantees: the best set is at least (1 − maxGap) × the best possible. When the
 * work budget cut the deeper pass, `cutBound` bounds every set's objective and `best` is the best found.
 */
export function algorithmFor(maxItems: number, cut?: { cutBound: number; best: number }): SetAlgorithm {
  const epsilon = epsilonFor(maxItems);
  let maxGap = epsilon / (1 + epsilon);
  if (cut) maxGap = Math.max(maxGap, cut.cutBound > 0 ? Math.max(0, 1 - cut.best / cut.cutBound) : 0);
  return { name: SET_ALGORITHM.name, version: SET_ALGORITHM.version, maxGap };
}

export const epsilonFor = (maxItems: number) => (maxItems <= EXACT_MAX_ITEMS ? 0 : APPROXIMATION_EPSILON);

function checkRequest({ target, options }: SetRequest): void {
  const { minItems, maxItems, setLimit } = options;
  const inRange = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;
  if (!inRange(minItems) || !inRange(maxItems) || !inRange(setLimit) || minItems > maxItems)
    throw new RangeError(`minItems, maxItems and setLimit must be integers 1-5 with minItems ≤ maxItems`);
  for (const [axis, value] of Object.entries(target))
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`target.${axis} must be a non-negative number`);
}

/**
 * POST /sets, the pure part: the best sets of one shop's items for what is left of the budget,
 * ranked by fit × naturalness × item count × likelihood (docs/sets.md). No I/O, no clock: the same
 * request gives the same result.
 */
export function optimizeSets(request: SetRequest, deepBudget = DEEP_WORK_BUDGET, deepPairBudget = DEEP_PAIR_WORK_BUDGET): SetResult {
  checkRequest(request);
  const pool = buildSetPool(request);
  const outcome = searchSets(pool, request.options.setLimit, epsilonFor(request.options.maxItems), deepBudget, deepPairBudget);
  const cut = outcome.cutBound === null ? undefined : { cutBound: outcome.cutBound, best: outcome.sets[0]?.objective ?? 0 };
  return {
    sets: outcome.sets.map((found) => presentSet(pool, found)),
    emptyReason: outcome.sets.length === 0 ? emptyReasonOf(pool, request) : null,
    candidatesEvaluated: outcome.candidatesEvaluated,
    steps: outcome.steps,
    pairSteps: outcome.pairSteps,
    algorithm: algorithmFor(request.options.maxItems, cut),
  };
}

/**
 * What prepareSets builds for one shop's items. It depends on the items and this package's code only,
 * so a caller may keep it with the items (keptSetTables) and hand it back to adoptKeptSetTables in a
 * later process instead of building it again (docs/sets.md → Start-up).
 */
export interface PreparedSetTables {
  readonly shop: PreparedShop;
  readonly search: ShopIndexes;
}

/**
 * Prepares a shop's items ahead of its first request: the sorted columns, range tables, k-d trees and
 * tails that optimizeSets would otherwise build on the first request for this items array
 * (docs/sets.md → The optimizer's interface). Pass the same array to optimizeSets afterwards.
 */
export function prepareSets(items: readonly SetCandidateItem[], shopId: string, shopCategory?: string): PreparedSetTables {
  const shop = prepareShop(items, shopId, shopCategory);
  return { shop, search: prepareShopSearch(shop) };
}

/**
 * Lines (the same item bought twice is one line of quantity 2; a sushi plate's line carries its
 * plates), totals, factors and `usual`.
 */
export function presentSet(pool: SetPool, found: FoundSet): RankedSet {
  const state = new SetState(pool);
  for (const j of found.pieces) state.push(j);
  const copies = new Map<number, number>();
  for (const j of found.pieces) copies.set(j, (copies.get(j) ?? 0) + 1);
  // pool.cal and the others are a line's values already (all its plates), so copies multiply them.
  const lines: SetLine[] = [...copies].map(([j, count]) => ({
    item: pool.items[j]!,
    quantity: count * pool.quantity[j]!,
    cal: round1(pool.cal[j]! * count),
    protein: round1(pool.protein[j]! * count),
    fat: round1(pool.fat[j]! * count),
    carbs: round1(pool.carbs[j]! * count),
  }));
  const sum = (axis: 'cal' | 'protein' | 'fat' | 'carbs') => round1(lines.reduce((total, line) => total + line[axis], 0));
  const distinct = [...copies.keys()];
  const usual = distinct.some((a) =>
    distinct.some((b) => a < b && (pool.pairDays.get(a * pool.size + b) ?? 0) >= LIKELIHOOD.usualPairMinDays),
  );
  return {
    lines,
    totals: { cal: sum('cal'), protein: sum('protein'), fat: sum('fat'), carbs: sum('carbs') },
    factors: state.factors(),
    objective: found.objective,
    score: round1(100 * found.objective),
    usual,
  };
}
