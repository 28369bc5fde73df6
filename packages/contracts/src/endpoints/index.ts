import type { EndpointSpec } from '../endpoint';
import { accountEndpoints } from './account.endpoints';
import { goalsEndpoints } from './goals.endpoints';
import { budgetsEndpoints } from './budgets.endpoints';
import { dayNotesEndpoints } from './day-notes.endpoints';
import { exercisesEndpoints } from './exercises.endpoints';
import { nutritionEndpoints } from './nutrition.endpoints';
import { weightsEndpoints } from './weights.endpoints';
import { catalogEndpoints } from './catalog.endpoints';
import { mealsEndpoints } from './meals.endpoints';
import { favoritesEndpoints } from './favorites.endpoints';
import { ratingsEndpoints } from './ratings.endpoints';
import { setsEndpoints } from './sets.endpoints';
import { analyzeTextEndpoints } from './analyze-text.endpoints';

export * from './account.endpoints';
export * from './admin.endpoints';
export * from './mcp-admin.endpoints';
export * from './goals.endpoints';
export * from './budgets.endpoints';
export * from './day-notes.endpoints';
export * from './exercises.endpoints';
export * from './nutrition.endpoints';
export * from './weights.endpoints';
export * from './catalog.endpoints';
export * from './meals.endpoints';
export * from './favorites.endpoints';
export * from './ratings.endpoints';
export * from './sets.endpoints';
export * from './analyze-text.endpoints';

/** Base path of the public REST API (API-SPEC.md → "What the service does" 3). */
export const API_BASE_PATH = '/api/v1/ext';
export const ADMIN_BASE_PATH = '/admin/v1';

/** Every public endpoint, in the order GET /help lists them. */
export const publicEndpoints: EndpointSpec[] = [
  ...accountEndpoints,
  ...goalsEndpoints,
  ...nutritionEndpoints,
  ...weightsEndpoints,
  ...dayNotesEndpoints,
  ...exercisesEndpoints,
  ...budgetsEndpoints,
  ...catalogEndpoints,
  ...setsEndpoints,
  ...mealsEndpoints,
  ...analyzeTextEndpoints,
  ...favoritesEndpoints,
  ...ratingsEndpoints,
];
