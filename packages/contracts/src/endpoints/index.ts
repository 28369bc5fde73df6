import type { EndpointSpec } from '../endpoint';
import { accountEndpoints } from './account.endpoints';
import { budgetsEndpoints } from './budgets.endpoints';
import { dayNotesEndpoints } from './day-notes.endpoints';
import { exercisesEndpoints } from './exercises.endpoints';
import { weightsEndpoints } from './weights.endpoints';
import { goalsEndpoints } from './goals.endpoints';

export * from './account.endpoints';
export * from './admin.endpoints';
export * from './budgets.endpoints';
export * from './day-notes.endpoints';
export * from './exercises.endpoints';
export * from './weights.endpoints';
export * from './goals.endpoints';

/** Base path of the public REST API (API-SPEC.md → "What the service does" 3). */
export const API_BASE_PATH = '/api/v1/ext';
export const ADMIN_BASE_PATH = '/admin/v1';

/** Every public endpoint, in the order GET /help lists them. */
export const publicEndpoints: EndpointSpec[] = [...accountEndpoints, ...goalsEndpoints, ...weightsEndpoints, ...dayNotesEndpoints, ...exercisesEndpoints, ...budgetsEndpoints];
