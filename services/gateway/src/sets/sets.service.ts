import {
  defaultMealType,
  setItemRange,
  type CatalogApi,
  type RecordsApi,
  type SetsBody,
  type SetsResult,
  type UserContext,
} from '@shokuji/contracts';

/**
 * POST /sets (API-SPEC.md → Sets): the caller's history at the shop through the records API (never
 * its storage), then the optimizer where the catalog's items live. The REST route and the MCP tool
 * call this one function.
 */
export function createSetsService(deps: { catalog: CatalogApi; records: RecordsApi }) {
  return {
    async suggestSets(ctx: UserContext, body: SetsBody): Promise<SetsResult> {
      const mealType = body.mealType ?? defaultMealType(new Date(ctx.now));
      const history = await deps.records.getShopHistory(ctx, { shopId: body.shopId });
      const input = { ...body, ...setItemRange(body), mealType, history };
      const answer = await deps.catalog.suggestSets(ctx, input);
      // A store that cannot make a set of two (築地銀だこ sells takoyaki and alcohol) answers single pieces
      // when the caller left minItems to its default (docs/sets.md → Light sets).
      if (answer.sets.length > 0 || body.minItems !== undefined || input.minItems === 1) return answer;
      return deps.catalog.suggestSets(ctx, { ...input, minItems: 1 });
    },
  };
}

export type SetsService = ReturnType<typeof createSetsService>;
