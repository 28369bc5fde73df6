import { computeEffectiveGoal, computeRemaining } from './effective-goal';

const base = { cal: 2000, protein: 100, fat: 60, carbs: 250 };
const noOverride = { cal: null, protein: null, fat: null, carbs: null };

describe('computeEffectiveGoal (API-SPEC.md → Nutrition: base goal, then day override per axis, then + burn on cal)', () => {
  it('is the base goal plus the day’s exercise burn on cal only', () => {
    expect(computeEffectiveGoal(base, null, 300)).toEqual({ cal: 2300, protein: 100, fat: 60, carbs: 250 });
    expect(computeEffectiveGoal(base, noOverride, 0)).toEqual(base);
  });

  it('replaces only the overridden axes, then adds the burn to the overridden cal', () => {
    expect(computeEffectiveGoal(base, { ...noOverride, cal: 1500, fat: 40 }, 200)).toEqual({
      cal: 1700,
      protein: 100,
      fat: 40,
      carbs: 250,
    });
  });

  it('is null without base goal and override, even with exercise', () => {
    expect(computeEffectiveGoal(null, null, 500)).toBeNull();
    expect(computeEffectiveGoal(null, noOverride, 500)).toBeNull();
  });

  it('keeps axes neither side gives as null when only an override exists', () => {
    expect(computeEffectiveGoal(null, { ...noOverride, cal: 1800 }, 100)).toEqual({ cal: 1900, protein: null, fat: null, carbs: null });
  });
});

describe('computeRemaining', () => {
  it('is goal − consumed per axis, negative when over, null axes stay null', () => {
    expect(
      computeRemaining({ cal: 2000, protein: 100, fat: null, carbs: 250 }, { cal: 2100.25, protein: 30.04, fat: 10, carbs: 0 }),
    ).toEqual({
      cal: -100.3,
      protein: 70,
      fat: null,
      carbs: 250,
    });
    expect(computeRemaining(null, { cal: 1, protein: 1, fat: 1, carbs: 1 })).toBeNull();
  });

  it('is the goal less the consumed values as answered (1 decimal), so the three shown numbers add up', () => {
    const goal = { cal: 1700, protein: 120.04, fat: 50, carbs: 180 };
    const consumed = { cal: 100.05, protein: 10.05, fat: 0.05, carbs: 0.04 };
    // Shown: goal 1700 / 120 / 50 / 180, consumed 100.1 / 10.1 / 0.1 / 0.
    expect(computeRemaining(goal, consumed)).toEqual({ cal: 1599.9, protein: 109.9, fat: 49.9, carbs: 180 });
  });
});
