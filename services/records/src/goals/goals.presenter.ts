import type { Goal, PutGoalResult } from '@shokuji/contracts';
import type { GoalDerivation } from '@shokuji/nutrition';
import type { StoredGoal } from './goals.repository';

/** A stored goal in its response shape (API-SPEC.md → Goal): the bookkeeping timestamps stay inside. */
export function presentGoal(stored: StoredGoal): Goal {
  const { createdAt: _createdAt, updatedAt: _updatedAt, revision: _revision, ...goal } = stored;
  return goal;
}

/** PUT /goals `derivation` (API-SPEC.md → Goals). */
export function presentDerivation(d: GoalDerivation): PutGoalResult['derivation'] {
  return {
    baseTdeeKcal: d.baseTdeeKcal,
    baseTdeeSource: d.baseTdeeSource,
    dailyDeficitKcal: d.dailyDeficitKcal,
    clamped: d.clamped,
    clampedBy: d.clampedBy,
    remainingDays: d.remainingDays,
  };
}
