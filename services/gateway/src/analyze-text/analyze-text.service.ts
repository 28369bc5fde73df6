import {
  analyzeLocaleOf,
  type AnalyzeTextBody,
  type AnalyzeTextResult,
  type CatalogApi,
  type RecordsApi,
  type UserContext,
} from '@shokuji/contracts';
import { withCatalogLinks } from '../catalog/catalog.presenter';
import { feedbackNoticeFor } from '../feedback/feedback-notice';
import type { FeedbackService } from '../feedback/feedback.service';
import type { CallChannel } from '../http/caller';
import type { AiAnalysisQuota } from '../quota/ai-analysis-quota.service';
import type { Account } from '../store/accounts.repository';
import { metrics } from '@shokuji/runtime';

export interface AnalyzeTextCaller {
  ctx: UserContext;
  account: Account;
  now: Date;
  channel: CallChannel;
}

/**
 * POST /analyze-text with the gateway's part around it (docs/analyze-text.md → What the caller
 * does); the REST route and the MCP tool call this. Order: an unknown replaceMealId is a 404 before
 * anything else; then a place under the credits, the daily cap and the minute is reserved; the
 * catalog service estimates, the records service records; any failure gives the place back, so
 * only a completed analysis costs a credit.
 */
export function createAnalyzeTextService(deps: {
  catalog: CatalogApi;
  records: RecordsApi;
  feedback: FeedbackService;
  aiQuota: AiAnalysisQuota;
  publicBaseUrl: string;
}) {
  const estimateAndRecord = async (ctx: UserContext, body: AnalyzeTextBody) => {
    const estimate = await deps.catalog.analyzeText(ctx, {
      text: body.query,
      locale: analyzeLocaleOf(body.locale),
      shopId: body.shopId,
      storeName: body.storeName,
    });
    const { mealDate, mealType, replaceMealId } = body;
    const recorded = await deps.records.recordAnalyzedMeal(ctx, { estimate, mealDate, mealType, replaceMealId });
    return { estimate, recorded };
  };

  return {
    async analyze({ ctx, account, now, channel }: AnalyzeTextCaller, body: AnalyzeTextBody): Promise<AnalyzeTextResult> {
      if (body.replaceMealId !== undefined) await deps.records.getMeal(ctx, { id: body.replaceMealId });
      const reservation = await deps.aiQuota.reserve(account, now);
      const { estimate, recorded } = await estimateAndRecord(ctx, body).catch(async (error: unknown) => {
        await reservation.release();
        throw error;
      });
      metrics.aiCreditsSpent.inc();
      const notice = await feedbackNoticeFor(deps.feedback, ctx.userId, channel);
      const { replaced, ...record } = recorded;
      const { mealNameEn: _en, shopId: _shop, ...shown } = estimate;
      const catalogMatches = shown.catalogMatches.map((match) => ({
        ...match,
        items: match.items.map((item) => withCatalogLinks(item, deps.publicBaseUrl)),
      }));
      return Object.assign(
        { ...shown, ...record, catalogMatches, creditBalance: reservation.creditBalance },
        notice ? { notice } : {},
        replaced ? { replaced: true as const } : {},
      );
    },
  };
}

export type AnalyzeTextService = ReturnType<typeof createAnalyzeTextService>;
