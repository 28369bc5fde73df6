import type { SetPool } from './set-pool';
import { SetRanking, type FoundSet } from './set-ranking';
import { VARIETY_FLOOR } from './set-rules';
import { CORE_GROUP, productOf } from './set-state';

/**
 * Which sets answer a request (docs/sets.md → Ordering, Variety): answer k is the best set whose core
 * is no earlier answer's, that holds no product an earlier answer holds beside its core (a side, soup,
 * drink, dessert, snack or topping, editions of one product being one product) and that reaches
 * VARIETY_FLOOR of the best answer; where none does, the best set of a new core, sharing them. So five
 * answers are five meals, not one side dish with five mains, nor a poor meal to vary a pickle. The rule
 * chooses the sets; their order stays the objective's.
 *
 * `rank(pool, ranking)` fills the ranking exactly from the pool (the search or the enumeration), so
 * the rule holds for both alike. The first ranking is the request's: the best set of each of the best
 * `setLimit` cores; its sets are taken in order while each keeps the rule. At the first that does not,
 * the pool is ranked again with the products of the answers so far left out, the answers' cores kept
 * out, the floor as the threshold from the start and room for the answers still missing: its sets are
 * then each the best the rule allows, and are taken as before. Where such a ranking runs out, the first
 * ranking's best sets of new cores fill the answer, so the rule never answers fewer sets.
 * Most requests keep their first ranking and pay nothing; each further ranking adds one answer or more.
 */
export function chooseVariedSets<Pass extends { sets: FoundSet[] }>(
  pool: SetPool,
  setLimit: number,
  rank: (pool: SetPool, ranking: SetRanking) => Pass | null,
): { sets: FoundSet[]; passes: Pass[] } | null {
  const chosen: FoundSet[] = [];
  const cores = new Set<string>();
  const products = new Set<number>();
  const passes: Pass[] = [];
  let varied: SetPool = pool;
  let floor = 0;
  while (chosen.length < setLimit) {
    const pass = rank(varied, new SetRanking(setLimit - chosen.length, floor, cores));
    if (pass === null) return null;
    passes.push(pass);
    if (!takeWhileVaried(pool, pass.sets, chosen, cores, products, setLimit)) {
      if (chosen.length < setLimit && varied !== pool) fillFrom(passes[0]!.sets, chosen, cores, setLimit);
      break;
    }
    varied = Object.assign({}, pool, { excluded: excludingProducts(pool, products) });
    floor = VARIETY_FLOOR * chosen[0]!.objective;
  }
  const sets = chosen.sort((a, b) => b.objective - a.objective || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { sets, passes };
}

/**
 * Takes the ranking's sets of new cores in order until one holds a product an answer holds beside its
 * core, and says whether such a set stopped it (else the answer is full or the ranking has no other
 * core). The first set of a new core in a ranking run without the answers' products never stops it,
 * so each ranking adds an answer.
 */
function takeWhileVaried(
  pool: SetPool,
  ranked: readonly FoundSet[],
  chosen: FoundSet[],
  cores: Set<string>,
  products: Set<number>,
  setLimit: number,
): boolean {
  for (const found of ranked) {
    if (chosen.length >= setLimit) return false;
    if (cores.has(found.coreKey)) continue;
    const companions = companionProductsOf(pool, found);
    if (companions.some((product) => products.has(product))) return true;
    chosen.push(found);
    cores.add(found.coreKey);
    for (const product of companions) products.add(product);
  }
  return false;
}

/** The last resort: the best sets of new cores, their companions shared or not. */
function fillFrom(ranked: readonly FoundSet[], chosen: FoundSet[], cores: Set<string>, setLimit: number): void {
  for (const found of ranked) {
    if (chosen.length >= setLimit) return;
    if (cores.has(found.coreKey)) continue;
    chosen.push(found);
    cores.add(found.coreKey);
  }
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

/** The request's exclusions and every item of the given products. */
function excludingProducts(pool: SetPool, products: ReadonlySet<number>): Uint8Array {
  const excluded = Uint8Array.from(pool.excluded);
  for (let j = 0; j < pool.size; j++) if (products.has(productOf(pool, j))) excluded[j] = 1;
  return excluded;
}
