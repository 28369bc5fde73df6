import type { DayOverride, SlotBudget } from '@shokuji/contracts';
import type { DayOverrideRecord, SlotBudgetRecord } from './budgets.repository';

/** A stored slot budget in its response shape (API-SPEC.md → Other records → Slot budget): the owner stays inside. */
export const presentSlotBudget = ({ mealDate, mealSlot, cal, protein, fat, carbs, updatedAt }: SlotBudgetRecord): SlotBudget => ({
  mealDate,
  mealSlot,
  cal,
  protein,
  fat,
  carbs,
  updatedAt,
});

/** A stored day override in its response shape: the owner stays inside. */
export const presentDayOverride = ({ date, cal, protein, fat, carbs, updatedAt }: DayOverrideRecord): DayOverride => ({
  date,
  cal,
  protein,
  fat,
  carbs,
  updatedAt,
});
