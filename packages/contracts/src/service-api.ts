import type { Goal, Metabolism, Profile } from './goals.schema';
import { GOALS_API_METHODS, type GoalsApi } from './goals.api';

/**
 * The service layer the gateway (and later the MCP tools) call. Each service implements its API
 * in-process; the same API is reachable over HTTP when services run as separate processes.
 * Methods take a context and one plain-JSON input, so they cross a process boundary unchanged.
 */
export interface RequestContext {
  requestId: string;
  /** ISO timestamp of "now" from the gateway's clock, so one clock drives every service. */
  now: string;
}

export interface UserContext extends RequestContext {
  userId: string;
}

export type EmptyInput = Record<string, never>;

export interface GoalOverview {
  goal: Goal | null;
  metabolism: Metabolism | null;
}

export interface RecordsApi extends GoalsApi {
  health(ctx: RequestContext, input: EmptyInput): Promise<{ ok: true }>;
  getProfile(ctx: UserContext, input: EmptyInput): Promise<Profile | null>;
  updateProfile(ctx: UserContext, input: Profile): Promise<Profile>;
  getGoalOverview(ctx: UserContext, input: EmptyInput): Promise<GoalOverview>;
}

export const RECORDS_API_METHODS = [...GOALS_API_METHODS, 'health', 'getProfile', 'updateProfile', 'getGoalOverview'] as const satisfies readonly (keyof RecordsApi)[];

export interface CatalogHealth {
  ok: boolean;
  engine: string;
  items: number;
}

export interface CatalogApi {
  health(ctx: RequestContext, input: EmptyInput): Promise<CatalogHealth>;
}

export const CATALOG_API_METHODS = ['health'] as const satisfies readonly (keyof CatalogApi)[];
