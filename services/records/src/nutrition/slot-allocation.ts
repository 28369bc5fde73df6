import type { GoalMacros, MacroSet, SlotBudgetEntry } from '@shokuji/contracts';
import type { BudgetSlot } from '../budgets/budgets.repository';
import { round1 } from '@shokuji/nutrition';

/** The seven slots in time-of-day order, as the app's plan grid shows them. */
export const SLOT_ORDER: BudgetSlot[] = ['early_morning', 'breakfast', 'mid_morning', 'lunch', 'afternoon', 'dinner', 'late_night'];

export interface MealRatios {
  breakfast: number;
  lunch: number;
  snack: number;
  dinner: number;
}

/**
 * Which meal ratio feeds which slot. The snack ratio goes to `afternoon` (the "(snack)" slot of
 * POST /meals); the other between-meal slots have no allocation and show `none` unless recorded
 * or budgeted.
 */
const RATIO_OF_SLOT: Partial<Record<BudgetSlot, keyof MealRatios>> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  afternoon: 'snack',
  dinner: 'dinner',
};

export interface SlotAllocationInput {
  /** The day's effective goal (incl. override and burn); null = no goal. */
  goal: GoalMacros | null;
  mealRatios: MealRatios | null;
  /** Summed actuals of the slots that have meals. */
  actuals: Partial<Record<BudgetSlot, MacroSet>>;
  /** Manual budgets (PUT /budgets/slot). */
  custom: Partial<Record<BudgetSlot, MacroSet>>;
}

const zero: MacroSet = { cal: 0, protein: 0, fat: 0, carbs: 0 };

const entry = (slot: BudgetSlot, source: SlotBudgetEntry['source'], values: MacroSet): SlotBudgetEntry => ({
  slot,
  source,
  cal: round1(values.cal),
  protein: round1(values.protein),
  fat: round1(values.fat),
  carbs: round1(values.carbs),
});

/**
 * The plan grid of one day (API-SPEC.md → Slot budget entry): a recorded slot shows its actuals
 * (meal), else a manual budget (custom), else meal ratio × effective goal (auto), else none.
 * A goal axis that is null allocates 0 on that axis.
 */
export function computeSlotAllocation(input: SlotAllocationInput): SlotBudgetEntry[] {
  return SLOT_ORDER.map((slot) => {
    const actual = input.actuals[slot];
    if (actual) return entry(slot, 'meal', actual);
    const custom = input.custom[slot];
    if (custom) return entry(slot, 'custom', custom);
    const ratioKey = RATIO_OF_SLOT[slot];
    const ratio = ratioKey && input.mealRatios ? input.mealRatios[ratioKey] : 0;
    if (!input.goal || ratio <= 0) return entry(slot, 'none', zero);
    const { goal } = input;
    return entry(slot, 'auto', {
      cal: (goal.cal ?? 0) * ratio,
      protein: (goal.protein ?? 0) * ratio,
      fat: (goal.fat ?? 0) * ratio,
      carbs: (goal.carbs ?? 0) * ratio,
    });
  });
}
