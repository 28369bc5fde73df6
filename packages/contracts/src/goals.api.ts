import type { Goal, ManualGoalBody, PutGoalBody, PutGoalResult } from './goals.schema';
import type { ApiMethodSet, EmptyInput, UserContext } from './service-context';

/** API-SPEC.md → Endpoints → Goals, and OPERATOR-API.md → goal-manual (app-only actions). */
export interface GoalsApi {
  putGoal(ctx: UserContext, input: PutGoalBody): Promise<PutGoalResult>;
  /** The user fixes cal/PFC in the app: source manual. */
  setManualGoal(ctx: UserContext, input: ManualGoalBody): Promise<Goal>;
  /** The user returns to automatic calculation in the app: source auto, values recomputed. */
  clearManualGoal(ctx: UserContext, input: EmptyInput): Promise<Goal>;
}

export const GOALS_API_METHODS: ApiMethodSet<GoalsApi> = {
  putGoal: true,
  setManualGoal: true,
  clearManualGoal: true,
};
