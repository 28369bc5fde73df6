import {
  DomainError,
  MAX_SEARCH_TERMS,
  type CatalogApi,
  type MultiSearchBody,
  type MultiSearchResult,
  type RequestContext,
  type Tier,
} from '@shokuji/contracts';

/** Catalog calls with the gateway's rules around them (the plan's limits); the REST routes and the MCP tools call these. */
export function createCatalogService(deps: { catalog: CatalogApi }) {
  return {
    /** POST /search: Free may send 3 terms, Premium 10 (API-SPEC.md → Authentication, Limits); more is a 400 before any search. */
    async searchTerms(ctx: RequestContext, tier: Tier, body: MultiSearchBody): Promise<MultiSearchResult> {
      const allowed = MAX_SEARCH_TERMS[tier];
      if (body.queries.length > allowed) {
        throw new DomainError('invalid_request', `at most ${allowed} terms per POST /search on this plan`, {
          userMessage: `一度に検索できる語は${allowed}件までです。`,
        });
      }
      return deps.catalog.searchTerms(ctx, body);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
