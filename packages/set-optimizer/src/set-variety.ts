import type { SetPool } from './set-pool';
import { inRankOrder, SetRanking, type FoundSet } from './set-ranking';
import { VARIETY_FLOOR } from './set-rules';
import { CORE_GROUP, coreProductsOf, productOf } from './set-state';

/**
 * Which sets answer a request (docs/sets.md → Ordering, Variety). The cores are the ranking's: the best
 * `setLimit` cores by their best set, as before. Each answer, taken in that order, is its core's best
 * set that holds no product an earlier answer holds beside its core (a side, soup, drink, dessert,
 * snack or topping, editions of one product being one product), while such a set reaches VARIETY_FLOOR
 * of its core's best set; where none does and the best set shares several, the best that shares only
 * one of them and reaches the floor; else the core's best set, sharing them. So five answers are five
 * meals, not one side dish with five mains, nor a poor meal to vary a pickle. The order of the answers
 * stays the objective's.
 *
 * `rank(pool, ranking)` fills the ranking from the pool (the search or the enumeration), so the rule
 * holds for both alike. The first ranking is the request's; an answer whose best set shares a product
 * is ranked again, its core alone, with the products of the earlier answers and every other core left
 * out of the pool and the floor as the threshold: one core's sets, which the search bounds with the
 * items left out, so most of its children fall at once.
 */
export function chooseVariedSets<Pass extends { sets: FoundSet[] }>(
  pool: SetPool,
  setLimit: number,
  rank: (pool: SetPool, ranking: SetRanking) => Pass | null,
): { sets: FoundSet[]; passes: Pass[] } | null {
  const first = rank(pool, new SetRanking(setLimit));
  if (first === null) return null;
  const passes = [first];
  const chosen: FoundSet[] = [];
  const products = new Set<number>();
  /** The core's best set without `left` (earlier answers' products) that reaches the floor: undefined when none does, null when the ranking was stopped. */
  const bestWithout = (best: FoundSet, left: ReadonlySet<number>): FoundSet | undefined | null => {
    const floor = VARIETY_FLOOR * best.objective;
    const pass = rank(excludingFor(pool, best.coreKey, left), new SetRanking(1, { floor, onlyCore: best.coreKey }));
    if (pass === null) return null;
    passes.push(pass);
    return pass.sets[0];
  };
  for (const best of first.sets) {
    let answer = best;
    const shared = companionProductsOf(pool, best).filter((product) => products.has(product));
    if (shared.length > 0) {
      let found = bestWithout(best, products);
      if (found === null) return null;
      // None without any: the best that shares only one of them, when best shares several.
      if (found === undefined && shared.length > 1)
        for (const sharedOne of shared) {
          const alike = bestWithout(best, new Set([...products].filter((product) => product !== sharedOne)));
          if (alike === null) return null;
          if (alike !== undefined && (found === undefined || inRankOrder(alike, found) < 0)) found = alike;
        }
      answer = found ?? best;
    }
    chosen.push(answer);
    for (const product of companionProductsOf(pool, answer)) products.add(product);
  }
  return { sets: chosen.sort(inRankOrder), passes };
}

/** The products of a set's pieces beside its core (at snack time, beside its first thing to eat). */
function companionProductsOf(pool: SetPool, found: FoundSet): number[] {
  const products: number[] = [];
  for (const j of found.pieces) {
    const product = productOf(pool, j);
    if (pool.group[j] === CORE_GROUP || found.coreKey === `~${product}`) continue;
    if (!products.includes(product)) products.push(product);
  }
  return products;
}

/**
 * The pool of one core's sets without the given products: the request's exclusions, every item of
 * those products, and every core piece of another product (a snack-time set without a core, keyed
 * `~product`, has none: any core piece would make it another core's set).
 */
function excludingFor(pool: SetPool, coreKey: string, products: ReadonlySet<number>): SetPool {
  // Per product (an item index): 1 when its items leave the pool, 2 when they may stay as the core.
  const fate = new Uint8Array(pool.size);
  for (const product of products) fate[product] = 1;
  for (const product of coreProductsOf(coreKey)) if (fate[product] === 0) fate[product] = 2;
  const excluded = Uint8Array.from(pool.excluded);
  for (let j = 0; j < pool.size; j++) {
    const its = fate[productOf(pool, j)]!;
    if (its === 1 || (its === 0 && pool.group[j] === CORE_GROUP)) excluded[j] = 1;
  }
  return Object.assign({}, pool, { excluded });
}
