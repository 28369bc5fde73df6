import type { GoalMacros, MacroSet, SlotBudgetEntry } from '@shokuji/contracts';
import type { BudgetSlot } from '../budgets/budgets.repository';
import { round1 } from '@shokuji/nutrition';
import { DEFAULT_MEAL_RATIOS } from '../goals/goals.service';

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
  /** The user's meal ratios; null when no goal was ever saved, and then a new goal's defaults apply. */
  mealRatios: MealRatios | null;
  /** Summed actuals of the slots that have meals. */
  actuals: Partial<Record<BudgetSlot, MacroSet>>;
  /** Manual budgets (PUT /budgets/slot). */
  custom: Partial<Record<BudgetSlot, MacroSet>>;
}

const zero: MacroSet = { cal: 0, protein: 0, fat: 0, carbs: 0 };

const entry = (slot: BudgetSlot, source: SlotBudgetEntry['source'], values: GoalMacros): SlotBudgetEntry => ({
  slot,
  source,
  cal: values.cal === null ? null : round1(values.cal),
  protein: values.protein === null ? null : round1(values.protein),
  fat: values.fat === null ? null : round1(values.fat),
  carbs: values.carbs === null ? null : round1(values.carbs),
});

/**
 * The plan grid of one day (API-SPEC.md → Slot budget entry): a recorded slot shows its actuals
 * (meal), else a manual budget (custom), else meal ratio × effective goal (auto), else none.
 * The effective goal may come from a day override alone (no base goal): an axis it leaves without
 * a goal is null in an auto slot too, as in the day's goal and remaining, never a 0 that a search
 * or sets target would read as "no gram left".
 */
export function computeSlotAllocation(input: SlotAllocationInput): SlotBudgetEntry[] {
  return SLOT_ORDER.map((slot) => {
    const actual = input.actuals[slot];
    if (actual) return entry(slot, 'meal', actual);
    const custom = input.custom[slot];
    if (custom) return entry(slot, 'custom', custom);
    const ratioKey = RATIO_OF_SLOT[slot];
    const ratio = ratioKey ? (input.mealRatios ?? DEFAULT_MEAL_RATIOS)[ratioKey] : 0;
    if (!input.goal || ratio <= 0) return entry(slot, 'none', zero);
    const { goal } = input;
    const share = (target: number | null) => (target === null ? null : target * ratio);
    return entry(slot, 'auto', { cal: share(goal.cal), protein: share(goal.protein), fat: share(goal.fat), carbs: share(goal.carbs) });
  });
}
