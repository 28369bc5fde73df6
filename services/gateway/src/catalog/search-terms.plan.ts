import { invalidRequest, MAX_SEARCH_TERMS, type MultiSearchBody, type Tier } from '@shokuji/contracts';

/**
 * POST /search: Free may send 3 terms, Premium 10 (API-SPEC.md → Authentication, Limits). Checked
 * with validation, before any search and before the quota: like 11 terms on Premium, 4 on Free are
 * a request to fix and cost nothing (docs/decisions.md → Does a refused call cost quota?).
 */
export function checkSearchTermsForPlan({ body }: { body: MultiSearchBody }, tier: Tier): void {
  const allowed = MAX_SEARCH_TERMS[tier];
  if (body.queries.length > allowed) {
    throw invalidRequest(`at most ${allowed} terms per POST /search on this plan`, {
      userMessage: `一度に検索できる語は${allowed}件までです。`,
    });
  }
}
