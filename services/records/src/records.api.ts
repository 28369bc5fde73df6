import type { CatalogApi, RecordsApi } from '@shokuji/contracts';
import type { RecordsConfig } from './config';
import type { RecordsStore } from './store/records-store';
import { createBudgetsService } from './budgets/budgets.service';
import { createDayNotesService } from './day-notes/day-notes.service';
import { createExercisesService } from './exercises/exercises.service';
import { createNutritionService } from './nutrition/nutrition.service';
import { createWeightsService } from './weights/weights.service';
import { createMealsService } from './meals/meals.service';
import { createFavoritesService } from './favorites/favorites.service';
import { createRatingsService } from './ratings/ratings.service';
import { createGoalsApi, withMetabolismRefresh } from './goals/goals.api';
import type { GoalsService } from './goals/goals.service';
import type { MetabolismRefreshQueue } from './goals/metabolism-refresh.queue';

/**
 * The records service layer: what the gateway's routes and the MCP tools call, in-process or over
 * HTTP. Each method is one use case; rules live here, storage behind the store interfaces.
 */
export interface RecordsApiDeps {
  store: RecordsStore;
  catalog: CatalogApi;
  config: RecordsConfig;
  goals: GoalsService;
  metabolismRefreshes: MetabolismRefreshQueue;
}

export function createRecordsApi(deps: RecordsApiDeps): RecordsApi {
  const { store } = deps;
  // New meals and weights recompute the observed metabolism once they have answered; reads that
  // depend on it wait for that recompute (API-SPEC.md → Metabolism).
  return withMetabolismRefresh(
    {
      ...createGoalsApi(deps.goals),
      ...createNutritionService({ store }),
      ...createWeightsService({ store }),
      ...createDayNotesService({ store }),
      ...createExercisesService({ store }),
      ...createBudgetsService({ store }),
      ...createMealsService({ store, catalog: deps.catalog }),
      ...createFavoritesService({ store, catalog: deps.catalog }),
      ...createRatingsService({ store }),
      async health() {
        await store.ping();
        return { ok: true };
      },
      async getProfile(ctx) {
        return store.profiles.get(ctx.userId);
      },
      async updateProfile(ctx, patch) {
        return store.profiles.merge(ctx.userId, patch, ctx.now);
      },
    },
    deps.metabolismRefreshes,
  );
}
