import type { CatalogApi, RecordsApi } from '@shokuji/contracts';
import type { RecordsConfig } from './config';
import type { RecordsStore } from './store/records-store';

/**
 * The records service layer: what the gateway's routes and the MCP tools call, in-process or over
 * HTTP. Each method is one use case; rules live here, storage behind the store interfaces.
 */
export interface RecordsApiDeps {
  store: RecordsStore;
  catalog: CatalogApi;
  config: RecordsConfig;
}

export function createRecordsApi(deps: RecordsApiDeps): RecordsApi {
  const { store } = deps;
  return {
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
    // Goals and observed metabolism are derived by the goals feature; until a user sets a goal
    // through PUT /goals, both are null (API-SPEC.md → Me).
    async getGoalOverview() {
      return { goal: null, metabolism: null };
    },
  };
}
