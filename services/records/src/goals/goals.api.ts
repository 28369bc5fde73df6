import type { GoalsApi, RecordsApi, UserContext } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import { createGoalsService, type GoalsService } from './goals.service';
import { createMetabolismService } from './metabolism.service';

/** Record writes after which the observed metabolism (and an automatic goal) is recomputed for the user. */
export const METABOLISM_INPUT_WRITES = ['recordWeight', 'createMeals', 'updateMeal', 'deleteMeal', 'analyzeText'] as const;

/** The goals feature on a records store: the metabolism service fed by the meal, weight and exercise records. */
export function createGoalsServiceOn(store: RecordsStore): GoalsService {
  const metabolism = createMetabolismService({ goals: store.goals, meals: store.meals, weights: store.weights, exercises: store.exercises });
  return createGoalsService({ goals: store.goals, profiles: store.profiles, weights: store.weights, metabolism });
}

/** The records API methods of the goals feature. */
export function createGoalsApi(goals: GoalsService): GoalsApi & Pick<RecordsApi, 'getGoalOverview'> {
  return {
    putGoal: (ctx, body) => goals.putGoal(ctx.userId, ctx.now, body),
    setManualGoal: (ctx, body) => goals.setManualGoal(ctx.userId, ctx.now, body),
    clearManualGoal: (ctx) => goals.clearManualGoal(ctx.userId, ctx.now),
    getGoalOverview: (ctx) => goals.getGoalOverview(ctx.userId),
  };
}

/**
 * Wraps the record writes that feed the estimate so the user's metabolism is recomputed after each
 * success (API-SPEC.md → Metabolism). A failed recompute never fails the write: the nightly job catches up.
 */
export function refreshMetabolismAfterWrites<A extends object>(api: A, goals: GoalsService): A {
  const wrapped = { ...api } as Record<string, unknown>;
  for (const name of METABOLISM_INPUT_WRITES) {
    const method = wrapped[name];
    if (typeof method !== 'function') continue;
    wrapped[name] = async (ctx: UserContext, input: unknown) => {
      const result = await (method as (ctx: UserContext, input: unknown) => Promise<unknown>).call(api, ctx, input);
      await goals.refresh(ctx.userId, ctx.now).catch(() => undefined);
      return result;
    };
  }
  return wrapped as A;
}
