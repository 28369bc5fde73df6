import type { PreparedShop } from './set-pool';
import type { SetState } from './set-state';

/** A set the search kept: its pieces (pool indices, a piece twice when bought twice) and objective. */
export interface FoundSet {
  objective: number;
  pieces: number[];
  /** Item ids (with a plate line's quantity, `id×2`) sorted and joined: the stable tie-break between sets of equal objective. */
  key: string;
  /** The products of its core pieces (main, small mains or combo): editions of one product share a key. */
  coreKey: string;
}

type LineSource = Pick<PreparedShop, 'items' | 'quantity'>;

function keyOf(shop: LineSource, pieces: ArrayLike<number>, count: number): string {
  const ids: string[] = [];
  for (let d = 0; d < count; d++) {
    const j = pieces[d]!;
    const quantity = shop.quantity[j]!;
    ids.push(quantity === 1 ? shop.items[j]!.id : `${shop.items[j]!.id}×${quantity}`);
  }
  return ids.sort().join(',');
}

const setKey = (state: SetState) => keyOf(state.pool, state.pieces, state.depth);

/** A set in the ranking; its key is built when a tie or the answer asks for it (most sets are displaced before). */
class RankedEntry implements FoundSet {
  private ids: string | undefined;

  constructor(
    readonly objective: number,
    readonly pieces: number[],
    readonly coreKey: string,
    private readonly shop: LineSource,
  ) {}

  get key(): string {
    return (this.ids ??= keyOf(this.shop, this.pieces, this.pieces.length));
  }
}

/**
 * Higher objective first; between equal objectives, the smaller key (docs/sets.md → Determinism). The
 * key of the state's set is only built for a tie.
 */
const ranksAbove = (objective: number, state: SetState, other: FoundSet) =>
  objective > other.objective || (objective === other.objective && setKey(state) < other.key);

/** The ranking's order (ranksAbove) between two sets already found, for Array.sort. */
export const inRankOrder = (a: FoundSet, b: FoundSet): number => b.objective - a.objective || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** What a ranking of a later answer's own set is held to (set-variety.ts); the first ranking knows neither. */
export interface RankingLimits {
  /** A set below it is of no use to the caller, so none enters (the variety floor). */
  floor: number;
  /** The one core whose sets may enter: the search drops every other once its core is complete. */
  onlyCore: string;
}

/**
 * The response's ranking: the best set of each core, and the best `limit` of those, best first.
 * One set per core keeps three answers from being one bento with three different teas.
 */
export class SetRanking {
  readonly ranked: FoundSet[] = [];
  private readonly coreBest = new Map<string, number>();
  /** Counts improvements of any core's best, so the search knows when its threshold may have risen. */
  changes = 0;

  constructor(
    private readonly limit: number,
    private readonly limits: RankingLimits | null = null,
  ) {}

  /** The objective a set must reach to enter the ranking (the floor while it has room). */
  threshold(): number {
    const floor = this.limits?.floor ?? 0;
    return this.ranked.length < this.limit ? floor : Math.max(floor, this.ranked[this.limit - 1]!.objective);
  }

  /** The objective a set of this core must reach to replace the core's best (0 when none yet; Infinity when none may enter). */
  bestOfCore(coreKey: string): number {
    if (this.limits !== null && coreKey !== this.limits.onlyCore) return Infinity;
    return this.coreBest.get(coreKey) ?? 0;
  }

  /**
   * Offers the state's set. Called for every set that reaches the threshold, so it allocates only
   * for a set that enters the ranking (no closures, no sort: the ranking holds at most five sets).
   */
  offer(state: SetState, objective: number): void {
    // Below the threshold a set can neither enter the ranking nor raise a threshold the search uses.
    if (objective < this.threshold()) return;
    const coreKey = state.coreKey[state.depth]!;
    if (this.limits !== null && coreKey !== this.limits.onlyCore) return;
    const best = this.coreBest.get(coreKey);
    if (best !== undefined && objective < best) return;
    if (best === undefined || objective > best) {
      this.coreBest.set(coreKey, objective);
      this.changes++;
    }
    const ranked = this.ranked;
    let sameCore = -1;
    for (let k = 0; k < ranked.length && sameCore < 0; k++) if (ranked[k]!.coreKey === coreKey) sameCore = k;
    if (sameCore >= 0) {
      if (!ranksAbove(objective, state, ranked[sameCore]!)) return;
      ranked.splice(sameCore, 1);
    } else if (ranked.length >= this.limit && !ranksAbove(objective, state, ranked[this.limit - 1]!)) return;
    const entry = new RankedEntry(objective, Array.from(state.pieces.subarray(0, state.depth)), coreKey, state.pool);
    let at = ranked.length;
    while (at > 0 && ranksAbove(objective, state, ranked[at - 1]!)) at--;
    ranked.splice(at, 0, entry);
    if (ranked.length > this.limit) ranked.length = this.limit;
  }
}
