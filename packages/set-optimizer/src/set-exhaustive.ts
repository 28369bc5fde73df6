import { BLOCKS, type SetPool } from './set-pool';
import type { SetRanking } from './set-ranking';
import type { SearchOutcome } from './set-search';
import { SetState } from './set-state';
import { chooseVariedSets } from './set-variety';

/**
 * Every valid set of the shop, scored one by one, no bound: the reference the tests and the
 * benchmark measure the search against (docs/sets.md → Proof). Same rules, same objective, same
 * ranking and the same choice of sets (set-variety.ts); only the pruning differs. Exponential: for
 * tests and benchmarks, never for a request.
 * `stop` (asked every 65,536 sets) ends it early: the outcome is then null.
 */
export function enumerateSets(
  pool: SetPool,
  setLimit: number,
  stop: () => boolean = () => false,
): Pick<SearchOutcome, 'sets' | 'candidatesEvaluated'> | null {
  const varied = chooseVariedSets(pool, setLimit, (within, ranking) => rankAll(within, ranking, stop));
  if (varied === null) return null;
  return { sets: varied.sets, candidatesEvaluated: varied.passes.reduce((sum, pass) => sum + pass.candidatesEvaluated, 0) };
}

/** One ranking of every valid set of the pool into `top`, or null when `stop` ended it. */
function rankAll(pool: SetPool, top: SetRanking, stop: () => boolean): Pick<SearchOutcome, 'sets' | 'candidatesEvaluated'> | null {
  const state = new SetState(pool);
  let candidatesEvaluated = 0;
  let stopped = false;

  function extend(from: number): void {
    if (stopped || from >= pool.size || state.depth >= pool.maxItems) return;
    for (let b = pool.block[from]!; b < BLOCKS.length; b++) {
      if (!state.blockOpen(b)) continue;
      for (let j = Math.max(from, pool.blockStart[b]!); j < pool.blockEnd[b]!; j++) {
        if (state.cal[state.depth]! + pool.cal[j]! > pool.capKcal) break;
        if (pool.excluded[j] === 1 || state.hasEditionOf(j) || !state.fitsBeside(j)) continue;
        state.push(j);
        if (state.isComplete()) {
          candidatesEvaluated++;
          top.offer(state, state.objective());
          if ((candidatesEvaluated & 0xffff) === 0 && stop()) stopped = true;
        }
        extend(state.piecesOf(j) < pool.maxPieces[j]! ? j : j + 1);
        state.pop();
      }
    }
  }

  extend(0);
  return stopped ? null : { sets: top.ranked, candidatesEvaluated };
}
