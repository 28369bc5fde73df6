import type { GoalsApi, RecordsApi, UserContext } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import { createGoalsService, type GoalsService } from './goals.service';
import { createMetabolismService } from './metabolism.service';
import type { MetabolismRefreshQueue } from './metabolism-refresh.queue';

/**
 * Record writes after which the observed metabolism (and an automatic goal) is recomputed for the
 * user: intake, the weight trend and exercise (avgExerciseKcal) all enter the estimate.
 */
export const METABOLISM_INPUT_WRITES = [
  'recordWeight',
  'createMeals',
  'updateMeal',
  'deleteMeal',
  'createExercise',
  'deleteExercise',
  'createSyncedExercise',
] as const satisfies readonly (keyof RecordsApi)[];

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
export function createGoalsApi(goals: GoalsService): GoalsApi & Pick<RecordsApi, 'getGoalOverview'> {
  return {
    putGoal: (ctx, body) => goals.putGoal(ctx.userId, ctx.now, body),
    setManualGoal: (ctx, body) => goals.setManualGoal(ctx.userId, ctx.now, body),
    clearManualGoal: (ctx) => goals.clearManualGoal(ctx.userId, ctx.now),
    getGoalOverview: (ctx) => goals.getGoalOverview(ctx.userId),
  };
}

/**
 * Calls whose answer depends on the stored metabolism or on an automatic goal derived from it
 * (GET /me, GET /nutrition, PUT /goals, goal-manual): they first wait for the user's pending
 * recompute, so a client reads its own writes, and a goal change never races a recompute that
 * would save the goal it read before.
 */
export const METABOLISM_DEPENDENT_CALLS = [
  'getGoalOverview',
  'getNutrition',
  'getNutritionDetailed',
  'putGoal',
  'setManualGoal',
  'clearManualGoal',
] as const satisfies readonly (keyof RecordsApi)[];

/**
 * Wraps the record writes that feed the estimate so the user's metabolism is recomputed after each
 * success (API-SPEC.md → Metabolism), after the write has answered, and the calls that depend on it
 * so they wait for that recompute. A failed recompute never fails a call: the nightly job catches up.
 */
export function withMetabolismRefresh<A extends object>(api: A, refreshes: MetabolismRefreshQueue): A {
  const wrapped = wrapUserCalls(api, METABOLISM_INPUT_WRITES, async (ctx, call) => {
    const result = await call();
    refreshes.schedule(ctx.userId, ctx.now);
    return result;
  });
  return wrapUserCalls(wrapped, METABOLISM_DEPENDENT_CALLS, async (ctx, call) => {
    await refreshes.settled(ctx.userId);
    return call();
  });
}

function wrapUserCalls<A extends object>(
  api: A,
  names: readonly string[],
  around: (ctx: UserContext, call: () => Promise<unknown>) => Promise<unknown>,
): A {
  const wrapped = { ...api } as Record<string, unknown>;
  for (const name of names) {
    const method = wrapped[name];
    if (typeof method !== 'function') continue;
    wrapped[name] = (ctx: UserContext, input: unknown) =>
      around(ctx, () => (method as (ctx: UserContext, input: unknown) => Promise<unknown>).call(api, ctx, input));
  }
  return wrapped as A;
}
