import type { AnalyzeTextEstimate, AnalyzeTextEstimateInput } from './analyze-text.schema';
import type { CatalogItemsResult, MultiSearchBody, MultiSearchResult, SearchQuery, SearchResult, Shop } from './catalog.schema';
import type { Goal, Metabolism, Profile } from './goals.schema';
import type { SetsResult, SuggestSetsInput } from './sets.schema';
import { GOALS_API_METHODS, type GoalsApi } from './goals.api';
import { BUDGETS_API_METHODS, type BudgetsApi } from './budgets.api';
import { DAY_NOTES_API_METHODS, type DayNotesApi } from './day-notes.api';
import { EXERCISES_API_METHODS, type ExercisesApi } from './exercises.api';
import { NUTRITION_API_METHODS, type NutritionApi } from './nutrition.api';
import { WEIGHTS_API_METHODS, type WeightsApi } from './weights.api';
import { MEALS_API_METHODS, type MealsApi } from './meals.api';
import { FAVORITES_API_METHODS, type FavoritesApi } from './favorites.api';
import { RATINGS_API_METHODS, type RatingsApi } from './ratings.api';
import { apiMethodNames, type EmptyInput, type RequestContext, type UserContext } from './service-context';

/** GET /me's goal and metabolism (API-SPEC.md → Me). */
export interface GoalOverview {
  goal: Goal | null;
  metabolism: Metabolism | null;
}

/**
 * The service layer the gateway (and later the MCP tools) call. Each service implements its API
 * in-process; the same API is reachable over HTTP when services run as separate processes.
 * Methods take a context (service-context.ts) and one plain-JSON input, so they cross a process
 * boundary unchanged.
 */
export interface RecordsApi
  extends GoalsApi, NutritionApi, WeightsApi, DayNotesApi, ExercisesApi, BudgetsApi, MealsApi, FavoritesApi, RatingsApi {
  health(ctx: RequestContext, input: EmptyInput): Promise<{ ok: true }>;
  getProfile(ctx: UserContext, input: EmptyInput): Promise<Profile | null>;
  updateProfile(ctx: UserContext, input: Profile): Promise<Profile>;
  getGoalOverview(ctx: UserContext, input: EmptyInput): Promise<GoalOverview>;
}

export const RECORDS_API_METHODS = apiMethodNames<RecordsApi>({
  ...NUTRITION_API_METHODS,
  ...WEIGHTS_API_METHODS,
  ...DAY_NOTES_API_METHODS,
  ...EXERCISES_API_METHODS,
  ...BUDGETS_API_METHODS,
  ...GOALS_API_METHODS,
  ...MEALS_API_METHODS,
  ...FAVORITES_API_METHODS,
  ...RATINGS_API_METHODS,
  health: true,
  getProfile: true,
  updateProfile: true,
  getGoalOverview: true,
});

export interface CatalogHealth {
  ok: boolean;
  engine: string;
  items: number;
  /** The engine's own word for its state: `ok` (embedded), the cluster health (`green`, `yellow`, `red`), or `unreachable`. */
  engineState: string;
}

export interface CatalogApi {
  health(ctx: RequestContext, input: EmptyInput): Promise<CatalogHealth>;
  /** GET /search. */
  search(ctx: RequestContext, input: SearchQuery): Promise<SearchResult>;
  /** POST /search (the term limit by plan is the gateway's). */
  searchTerms(ctx: RequestContext, input: MultiSearchBody): Promise<MultiSearchResult>;
  /** GET /catalog/items, and meal routes A/B: items by catalog id (p_<id>, g_<id>) in input order. */
  getItems(ctx: RequestContext, input: { ids: string[] }): Promise<CatalogItemsResult>;
  listShops(ctx: RequestContext, input: EmptyInput): Promise<Shop[]>;
  /** POST /sets: the optimizer over one shop's items, run where the catalog lives (docs/sets.md). */
  suggestSets(ctx: RequestContext, input: SuggestSetsInput): Promise<SetsResult>;
  /**
   * POST /analyze-text's estimate: the meal-text engine plus the catalog products the text names
   * (catalogMatches). A description naming nothing edible, or an unknown shopId, is invalid_request.
   */
  analyzeText(ctx: RequestContext, input: AnalyzeTextEstimateInput): Promise<AnalyzeTextEstimate>;
}

export const CATALOG_API_METHODS = apiMethodNames<CatalogApi>({
  health: true,
  search: true,
  searchTerms: true,
  getItems: true,
  listShops: true,
  suggestSets: true,
  analyzeText: true,
});
