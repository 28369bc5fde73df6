import { notFound, type RatingsApi } from '@shokuji/contracts';
import { mealNotFound } from '../meals/meals.service';
import type { RecordsStore } from '../store/records-store';

/** API-SPEC.md → Rating: one per meal, own meals only (a foreign meal is a 404); re-rating overwrites. */
export function createRatingsService(deps: { store: Pick<RecordsStore, 'ratings' | 'meals'> }): RatingsApi {
  const { ratings, meals } = deps.store;
  const assertOwnMeal = async (userId: string, mealId: string) => {
    if (!(await meals.get(userId, mealId))) throw mealNotFound(mealId);
  };
  return {
    async putRating(ctx, input) {
      await assertOwnMeal(ctx.userId, input.mealId);
      // note: omitted keeps the old note, null erases it; decided by the store in the same step as the write.
      const { record, created } = await ratings.upsert(ctx.userId, input.mealId, { rating: input.rating, note: input.note }, ctx.now);
      return { mealId: record.mealId, rating: record.rating, note: record.note, updatedAt: record.updatedAt, created };
    },
    async deleteRating(ctx, { mealId }) {
      await assertOwnMeal(ctx.userId, mealId);
      // API-SPEC.md → Errors: a 404's message carries a next step; here the meal is there, its rating is not.
      if (!(await ratings.remove(ctx.userId, mealId)))
        throw notFound(
          `meal ${mealId} has no rating; rate it with PUT /ratings`,
          'この記録には評価がありません。評価は PUT /ratings で付けられます。',
        );
      return { mealId, deleted: true as const };
    },
  };
}
