import type { SetState } from './set-state';

/** A set the search kept: its pieces (pool indices, a piece twice when bought twice) and objective. */
export interface FoundSet {
  objective: number;
  pieces: number[];
  /** Item ids sorted and joined: the stable tie-break between sets of equal objective. */
  key: string;
  /** The ids of its core pieces (main, small mains or combo). */
  coreKey: string;
}

function setKey(state: SetState): string {
  const ids: string[] = [];
  for (let d = 0; d < state.depth; d++) ids.push(state.pool.items[state.pieces[d]!]!.id);
  return ids.sort().join(',');
}

/** Higher objective first; between equal objectives, the smaller key (docs/sets.md → Determinism). */
const ranksAbove = (objective: number, key: () => string, other: FoundSet) =>
  objective > other.objective || (objective === other.objective && key() < other.key);

/**
 * The response's ranking: the best set of each core, and the best `limit` of those, best first.
 * One set per core keeps three answers from being one bento with three different teas.
 */
export class SetRanking {
  readonly ranked: FoundSet[] = [];
  private readonly coreBest = new Map<string, number>();
  /** Counts improvements of any core's best, so the search knows when its threshold may have risen. */
  changes = 0;

  constructor(private readonly limit: number) {}

  /** The objective a set must reach to enter the ranking (0 while it has room). */
  threshold(): number {
    return this.ranked.length < this.limit ? 0 : this.ranked[this.limit - 1]!.objective;
  }

  /** The objective a set of this core must reach to replace the core's best (0 when none yet). */
  bestOfCore(coreKey: string): number {
    return this.coreBest.get(coreKey) ?? 0;
  }

  offer(state: SetState, objective: number): void {
    // Below the threshold a set can neither enter the ranking nor raise a threshold the search uses.
    if (objective < this.threshold()) return;
    const coreKey = state.coreKey[state.depth]!;
    const best = this.coreBest.get(coreKey);
    if (best !== undefined && objective < best) return;
    if (best === undefined || objective > best) {
      this.coreBest.set(coreKey, objective);
      this.changes++;
    }
    let key: string | undefined;
    const keyOf = () => (key ??= setKey(state));
    const entry = (): FoundSet => ({ objective, pieces: Array.from(state.pieces.subarray(0, state.depth)), key: keyOf(), coreKey });
    const sameCore = this.ranked.findIndex((found) => found.coreKey === coreKey);
    if (sameCore >= 0) {
      if (!ranksAbove(objective, keyOf, this.ranked[sameCore]!)) return;
      this.ranked[sameCore] = entry();
    } else {
      const last = this.ranked[this.limit - 1];
      if (last && !ranksAbove(objective, keyOf, last)) return;
      this.ranked.push(entry());
    }
    this.ranked.sort((a, b) => b.objective - a.objective || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.ranked.length = Math.min(this.ranked.length, this.limit);
  }
}
