import { notFound, type BudgetsApi } from '@shokuji/contracts';
import { todayOf } from '../date-range';
import type { RecordsStore } from '../store/records-store';
import { OVERRIDE_AXES } from './budgets.repository';
import { presentDayOverride, presentSlotBudget } from './budgets.presenter';

/**
 * API-SPEC.md → Endpoints → Budgets; States → budgets. A day override merges per axis: an axis left
 * out keeps its state, null clears it; when every axis is cleared the date has no override left.
 */
export function createBudgetsService(deps: { store: Pick<RecordsStore, 'budgets'> }): BudgetsApi {
  const { budgets } = deps.store;
  return {
    async putSlotBudget(ctx, input) {
      const record = await budgets.putSlot({
        userId: ctx.userId,
        mealDate: input.mealDate ?? todayOf(ctx.now),
        mealSlot: input.mealSlot,
        cal: input.cal,
        protein: input.protein,
        fat: input.fat,
        carbs: input.carbs,
        updatedAt: ctx.now,
      });
      return presentSlotBudget(record);
    },

    async deleteSlotBudget(ctx, { date, slot }) {
      if (!(await budgets.deleteSlot(ctx.userId, date, slot))) {
        throw notFound(
          `no custom budget for ${slot} on ${date}`,
          'その枠はすでに自動配分です。GET /nutrition?date=YYYY-MM-DD の slots で確認できます。',
        );
      }
      return { mealDate: date, mealSlot: slot, deleted: true as const };
    },

    async putDayOverride(ctx, input) {
      const axes = Object.fromEntries(OVERRIDE_AXES.map((axis) => [axis, input[axis]]));
      return presentDayOverride(await budgets.mergeDayOverride(ctx.userId, input.date ?? todayOf(ctx.now), axes, ctx.now));
    },

    async deleteDayOverride(ctx, { date }) {
      if (!(await budgets.deleteDayOverride(ctx.userId, date))) {
        throw notFound(`no goal override on ${date}`, 'その日は基本の目標のままです。GET /nutrition?date=YYYY-MM-DD で確認できます。');
      }
      return { date, deleted: true as const };
    },
  };
}
