import type { CatalogApi, RecordsApi } from '@shokuji/contracts';
import type { RecordsStore } from './store/records-store';
import { createBudgetsService } from './budgets/budgets.service';
import { createDayNotesService } from './day-notes/day-notes.service';
import { createExercisesService } from './exercises/exercises.service';
import { createNutritionService } from './nutrition/nutrition.service';
import { createWeightsService } from './weights/weights.service';
import { createMealsService } from './meals/meals.service';
import { createFavoritesService } from './favorites/favorites.service';
import { createRatingsService } from './ratings/ratings.service';
import { createGoalsApi } from './goals/goals.api';
import type { GoalsService } from './goals/goals.service';
import { recomputeAfter, waitForRecompute, type MetabolismRefreshQueue } from './goals/metabolism-refresh.queue';

/**
 * The records service layer: what the gateway's routes and the MCP tools call, in-process or over
 * HTTP. Each method is one use case; rules live here, storage behind the store interfaces.
 */
export interface RecordsApiDeps {
  store: RecordsStore;
  catalog: CatalogApi;
  goals: GoalsService;
  metabolismRefreshes: MetabolismRefreshQueue;
}

export function createRecordsApi(deps: RecordsApiDeps): RecordsApi {
  const { store, metabolismRefreshes: refreshes } = deps;
  const goals = createGoalsApi(deps.goals);
  const nutrition = createNutritionService({ store });
  const weights = createWeightsService({ store });
  const exercises = createExercisesService({ store });
  const meals = createMealsService({ store, catalog: deps.catalog });
  return {
    ...goals,
    ...nutrition,
    ...weights,
    ...createDayNotesService({ store }),
    ...exercises,
    ...createBudgetsService({ store }),
    ...meals,
    ...createFavoritesService({ store, catalog: deps.catalog }),
    ...createRatingsService({ store }),
    // Intake, the weight trend and exercise (avgExerciseKcal) enter the observed metabolism
    // (API-SPEC.md → Metabolism): these writes recompute it, and an automatic goal, once they have answered.
    recordWeight: recomputeAfter(refreshes, weights.recordWeight),
    // The operator's profile (height, weight, birth date) feeds the formula as the user's own does.
    updateProfile: recomputeAfter(refreshes, goals.updateProfile),
    createMeals: recomputeAfter(refreshes, meals.createMeals),
    recordAnalyzedMeal: recomputeAfter(refreshes, meals.recordAnalyzedMeal),
    updateMeal: recomputeAfter(refreshes, meals.updateMeal),
    deleteMeal: recomputeAfter(refreshes, meals.deleteMeal),
    createExercise: recomputeAfter(refreshes, exercises.createExercise),
    deleteExercise: recomputeAfter(refreshes, exercises.deleteExercise),
    createSyncedExercise: recomputeAfter(refreshes, exercises.createSyncedExercise),
    // GET /me, GET /nutrition(/detailed), PUT /goals and the goal-manual actions read the metabolism
    // or an automatic goal: they wait for the user's pending recompute.
    getGoalOverview: waitForRecompute(refreshes, goals.getGoalOverview),
    getNutrition: waitForRecompute(refreshes, nutrition.getNutrition),
    getNutritionDetailed: waitForRecompute(refreshes, nutrition.getNutritionDetailed),
    putGoal: waitForRecompute(refreshes, goals.putGoal),
    setManualGoal: waitForRecompute(refreshes, goals.setManualGoal),
    clearManualGoal: waitForRecompute(refreshes, goals.clearManualGoal),
    async health() {
      await store.ping();
      return { ok: true };
    },
    async getProfile(ctx) {
      return store.profiles.get(ctx.userId);
    },
  };
}
