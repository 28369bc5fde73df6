import type { SlotBudgetEntry } from '@shokuji/contracts';
import { computeSlotAllocation } from './slot-allocation';

const ratios = { breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 };
const goal = { cal: 2000, protein: 100, fat: 60, carbs: 250 };
const bySlot = (entries: SlotBudgetEntry[]) =>
  Object.fromEntries(entries.map((e) => [e.slot, e])) as Record<SlotBudgetEntry['slot'], SlotBudgetEntry>;

describe('computeSlotAllocation (API-SPEC.md → Slot budget entry: the app’s plan grid)', () => {
  it('lists the seven slots in time order; ratios × effective goal for the four allocated slots, none elsewhere', () => {
    const slots = computeSlotAllocation({ goal, mealRatios: ratios, actuals: {}, custom: {} });
    expect(slots.map((s) => s.slot)).toEqual(['early_morning', 'breakfast', 'mid_morning', 'lunch', 'afternoon', 'dinner', 'late_night']);
    const s = bySlot(slots);
    expect(s.breakfast).toEqual({ slot: 'breakfast', source: 'auto', cal: 500, protein: 25, fat: 15, carbs: 62.5 });
    expect(s.lunch).toMatchObject({ source: 'auto', cal: 700, protein: 35 });
    expect(s.afternoon).toMatchObject({ source: 'auto', cal: 200, protein: 10 });
    expect(s.dinner).toMatchObject({ source: 'auto', cal: 600, carbs: 75 });
    for (const slot of ['early_morning', 'mid_morning', 'late_night'] as const)
      expect(s[slot]).toEqual({ slot, source: 'none', cal: 0, protein: 0, fat: 0, carbs: 0 });
  });

  it('replaces recorded slots by their actuals and shows custom budgets, meal before custom before auto', () => {
    const s = bySlot(
      computeSlotAllocation({
        goal,
        mealRatios: ratios,
        actuals: { breakfast: { cal: 612.34, protein: 20, fat: 10, carbs: 90 }, late_night: { cal: 150, protein: 1, fat: 2, carbs: 30 } },
        custom: { dinner: { cal: 800, protein: 50, fat: 20, carbs: 90 }, breakfast: { cal: 1, protein: 1, fat: 1, carbs: 1 } },
      }),
    );
    expect(s.breakfast).toEqual({ slot: 'breakfast', source: 'meal', cal: 612.3, protein: 20, fat: 10, carbs: 90 });
    expect(s.late_night).toMatchObject({ source: 'meal', cal: 150 });
    expect(s.dinner).toEqual({ slot: 'dinner', source: 'custom', cal: 800, protein: 50, fat: 20, carbs: 90 });
    expect(s.lunch).toMatchObject({ source: 'auto', cal: 700 });
  });

  it('gives the snack slot `none` when the snack ratio is 0, and every unrecorded slot `none` without a goal', () => {
    expect(bySlot(computeSlotAllocation({ goal, mealRatios: { ...ratios, snack: 0 }, actuals: {}, custom: {} })).afternoon.source).toBe(
      'none',
    );
    const noGoal = computeSlotAllocation({
      goal: null,
      mealRatios: null,
      actuals: {},
      custom: { lunch: { cal: 500, protein: 20, fat: 10, carbs: 60 } },
    });
    expect(noGoal.filter((e) => e.source !== 'none').map((e) => `${e.slot}:${e.source}`)).toEqual(['lunch:custom']);
  });

  it('with a day override and no goal ever saved: the default ratios × the override, null on an axis without a goal', () => {
    // No base goal (mealRatios null) and PUT /budgets/day cal 1800 alone: the effective goal has cal only.
    const calOnly = bySlot(
      computeSlotAllocation({ goal: { cal: 1800, protein: null, fat: null, carbs: null }, mealRatios: null, actuals: {}, custom: {} }),
    );
    expect(calOnly.breakfast).toEqual({ slot: 'breakfast', source: 'auto', cal: 450, protein: null, fat: null, carbs: null });
    expect(calOnly.lunch).toEqual({ slot: 'lunch', source: 'auto', cal: 630, protein: null, fat: null, carbs: null });
    expect(calOnly.afternoon).toEqual({ slot: 'afternoon', source: 'auto', cal: 180, protein: null, fat: null, carbs: null });
    expect(calOnly.dinner).toEqual({ slot: 'dinner', source: 'auto', cal: 540, protein: null, fat: null, carbs: null });
    for (const slot of ['early_morning', 'mid_morning', 'late_night'] as const)
      expect(calOnly[slot]).toEqual({ slot, source: 'none', cal: 0, protein: 0, fat: 0, carbs: 0 });
    const every = bySlot(computeSlotAllocation({ goal, mealRatios: null, actuals: {}, custom: {} }));
    expect(every.breakfast).toEqual({ slot: 'breakfast', source: 'auto', cal: 500, protein: 25, fat: 15, carbs: 62.5 });
    // A protein-only override gives protein alone; a zero goal on an axis is a goal of 0, not null.
    const proteinOnly = bySlot(
      computeSlotAllocation({ goal: { cal: null, protein: 120, fat: 0, carbs: null }, mealRatios: null, actuals: {}, custom: {} }),
    );
    expect(proteinOnly.lunch).toEqual({ slot: 'lunch', source: 'auto', cal: null, protein: 42, fat: 0, carbs: null });
  });

  it('follows the effective goal (override and burn included) it is given', () => {
    expect(bySlot(computeSlotAllocation({ goal: { ...goal, cal: 2400 }, mealRatios: ratios, actuals: {}, custom: {} })).lunch.cal).toBe(
      840,
    );
  });
});
