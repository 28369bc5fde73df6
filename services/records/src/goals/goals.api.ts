import type { GoalsApi, RecordsApi } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import { createGoalsService, type GoalsService } from './goals.service';
import { createMetabolismService } from './metabolism.service';

/** The goals feature on a records store: the metabolism service fed by the meal, weight and exercise records. */
export function createGoalsServiceOn(store: RecordsStore): GoalsService {
  const metabolism = createMetabolismService({
    goals: store.goals,
    meals: store.meals,
    weights: store.weights,
    exercises: store.exercises,
  });
  return createGoalsService({ goals: store.goals, profiles: store.profiles, weights: store.weights, metabolism });
}

/** The records API methods of the goals feature. */
export function createGoalsApi(goals: GoalsService): GoalsApi & Pick<RecordsApi, 'getGoalOverview' | 'updateProfile'> {
  return {
    putGoal: (ctx, body) => goals.putGoal(ctx.userId, ctx.now, body),
    setManualGoal: (ctx, body) => goals.setManualGoal(ctx.userId, ctx.now, body),
    clearManualGoal: (ctx) => goals.clearManualGoal(ctx.userId, ctx.now),
    getGoalOverview: (ctx) => goals.getGoalOverview(ctx.userId),
    updateProfile: (ctx, patch) => goals.updateProfile(ctx.userId, ctx.now, patch),
  };
}
