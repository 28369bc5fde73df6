/** The seven meal slots a slot budget may name (OPERATOR-API.md → budget mealSlot). */
export const BUDGET_SLOTS = ['breakfast', 'lunch', 'dinner', 'early_morning', 'mid_morning', 'afternoon', 'late_night'] as const;
export type BudgetSlot = (typeof BUDGET_SLOTS)[number];

/** A manual budget for one slot of one date (API-SPEC.md → Other records → Slot budget). */
export interface SlotBudgetRecord {
  userId: string;
  mealDate: string;
  mealSlot: BudgetSlot;
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
  updatedAt: string;
}

export const OVERRIDE_AXES = ['cal', 'protein', 'fat', 'carbs'] as const;
export type OverrideAxis = (typeof OVERRIDE_AXES)[number];

/** Per-axis overrides of the base goal for one date; null = that axis follows the base goal. */
export interface DayOverrideRecord {
  userId: string;
  date: string;
  cal: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  updatedAt: string;
}

export type DayOverrideAxes = Partial<Record<OverrideAxis, number | null>>;

/** The override after `axes` are merged into `current` (null when there was none). */
export function mergedOverride(
  current: DayOverrideRecord | null,
  userId: string,
  date: string,
  axes: DayOverrideAxes,
  updatedAt: string,
): DayOverrideRecord {
  const merged: DayOverrideRecord = { userId, date, cal: null, protein: null, fat: null, carbs: null, updatedAt };
  for (const axis of OVERRIDE_AXES) merged[axis] = axes[axis] !== undefined ? axes[axis] : (current?.[axis] ?? null);
  return merged;
}

export const isEmptyOverride = (record: DayOverrideRecord): boolean => OVERRIDE_AXES.every((axis) => record[axis] === null);

export interface BudgetsRepository {
  putSlot(record: SlotBudgetRecord): Promise<SlotBudgetRecord>;
  /** False when the slot had no budget. */
  deleteSlot(userId: string, mealDate: string, mealSlot: BudgetSlot): Promise<boolean>;
  listSlotsByDateRange(userId: string, startDate: string, endDate: string): Promise<SlotBudgetRecord[]>;
  /**
   * Merges the axes sent into the date's override in one step (an axis left out keeps its value,
   * null clears it) and returns the override as it now is; when every axis is null the date has no
   * override left. Two merges at once both land (protein from one request, fat from another).
   */
  mergeDayOverride(userId: string, date: string, axes: DayOverrideAxes, updatedAt: string): Promise<DayOverrideRecord>;
  getDayOverride(userId: string, date: string): Promise<DayOverrideRecord | null>;
  /** False when the date had no override. */
  deleteDayOverride(userId: string, date: string): Promise<boolean>;
  listDayOverridesByDateRange(userId: string, startDate: string, endDate: string): Promise<DayOverrideRecord[]>;
}
