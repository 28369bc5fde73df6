import type { CreateMealsBody, CreateMealsResult, RecordsApi, UserContext } from '@shokuji/contracts';
import { feedbackNoticeFor } from '../feedback/feedback-notice';
import type { CallChannel } from '../http/caller';
import type { FeedbackService } from '../feedback/feedback.service';

/** Meal calls with the gateway's part around them; the REST routes and the MCP tools call these. */
export function createMealsService(deps: { records: RecordsApi; feedback: FeedbackService }) {
  return {
    /**
     * POST /meals: the records service writes the meals; the first item carries the feedback notice
     * for users who never sent feedback, once per response (API-SPEC.md → Account and support),
     * worded for the channel the meals came by.
     */
    async createMeals(ctx: UserContext, body: CreateMealsBody, channel: CallChannel): Promise<CreateMealsResult> {
      const result = await deps.records.createMeals(ctx, body);
      const notice = await feedbackNoticeFor(deps.feedback, ctx.userId, channel);
      if (!notice) return result;
      return { count: result.count, items: result.items.map((item, i) => (i === 0 ? Object.assign({}, item, { notice }) : item)) };
    },
  };
}

export type MealsService = ReturnType<typeof createMealsService>;
