import type { CreateMealsBody, CreateMealsResult, RecordsApi, UserContext } from '@shokuji/contracts';
import { feedbackNoticeFor } from '../feedback/feedback-notice';
import type { CallChannel } from '../http/caller';
import type { FeedbackService } from '../feedback/feedback.service';

/**
 * POST /meals as the gateway runs it: the records service writes the meals, the gateway adds its
 * feedback notice. Not the records service's meals service (services/records/src/meals/meals.service.ts),
 * which owns the meal rules; the REST route and the MCP tool call this.
 */
export function createMealRecorder(deps: { records: RecordsApi; feedback: FeedbackService }) {
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

export type MealRecorder = ReturnType<typeof createMealRecorder>;
