import type { ApiMethodSet, UserContext } from './service-context';
import type { DayOverride, DayOverrideParams, PutDayOverrideBody, PutSlotBudgetBody, SlotBudget, SlotBudgetParams } from './budgets.schema';

/** API-SPEC.md → Endpoints → Budgets. */
export interface BudgetsApi {
  putSlotBudget(ctx: UserContext, input: PutSlotBudgetBody): Promise<SlotBudget>;
  deleteSlotBudget(
    ctx: UserContext,
    input: SlotBudgetParams,
  ): Promise<{ mealDate: string; mealSlot: SlotBudgetParams['slot']; deleted: true }>;
  putDayOverride(ctx: UserContext, input: PutDayOverrideBody): Promise<DayOverride>;
  deleteDayOverride(ctx: UserContext, input: DayOverrideParams): Promise<{ date: string; deleted: true }>;
}

export const BUDGETS_API_METHODS: ApiMethodSet<BudgetsApi> = {
  putSlotBudget: true,
  deleteSlotBudget: true,
  putDayOverride: true,
  deleteDayOverride: true,
};
