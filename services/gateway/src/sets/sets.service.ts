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
      return deps.catalog.suggestSets(ctx, { ...body, ...setItemRange(body), mealType, history });
    },
  };
}

export type SetsService = ReturnType<typeof createSetsService>;
