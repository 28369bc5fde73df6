import { clampedCalorieTarget, paceDailyDeficitKcal, paceForDeadline, pfcSplit, remainingDaysToTarget } from './goal-targets';
import { deriveGoal } from './goal-derivation';

describe('pace', () => {
  it('is 0.25 / 0.5 / 0.75 % of body weight a week at 7,700 kcal per kg', () => {
    expect(paceDailyDeficitKcal('lose', 'gentle', 60)).toBeCloseTo(165, 6);
    expect(paceDailyDeficitKcal('lose', 'standard', 60)).toBeCloseTo(330, 6);
    expect(paceDailyDeficitKcal('lose', 'firm', 60)).toBeCloseTo(495, 6);
    expect(paceDailyDeficitKcal('gain', 'standard', 60)).toBeCloseTo(-330, 6);
    expect(paceDailyDeficitKcal('maintain', 'firm', 60)).toBe(0);
  });

  it('derives the pace a deadline needs, to the nearest step, and none without a target', () => {
    // 5 kg in 10 weeks from 60 kg = 0.83 %/week → firm; in 200 days = 0.29 %/week → gentle.
    expect(paceForDeadline(60, 55, 70)).toBe('firm');
    expect(paceForDeadline(60, 55, 200)).toBe('gentle');
    expect(paceForDeadline(60, 57, 70)).toBe('standard');
    expect(paceForDeadline(60, null, 70)).toBeNull();
  });
});

describe('safety clamps', () => {
  it('caps the deficit at 1,000 kcal/day', () => {
    expect(clampedCalorieTarget(3500, 1650, 'male')).toEqual({ cal: 2500, dailyDeficitKcal: 1000, clampedBy: ['max_deficit'] });
  });

  it('never goes below the minimum intake by sex (1,200 women, 1,500 men)', () => {
    expect(clampedCalorieTarget(1400, 330, 'female')).toEqual({ cal: 1200, dailyDeficitKcal: 200, clampedBy: ['min_intake'] });
    expect(clampedCalorieTarget(1700, 330, 'male')).toEqual({ cal: 1500, dailyDeficitKcal: 200, clampedBy: ['min_intake'] });
  });

  it('caps the surplus at 500 kcal/day and leaves a normal target alone', () => {
    expect(clampedCalorieTarget(2000, -700, 'male')).toEqual({ cal: 2500, dailyDeficitKcal: -500, clampedBy: ['max_surplus'] });
    expect(clampedCalorieTarget(2000, 330, 'female')).toEqual({ cal: 1670, dailyDeficitKcal: 330, clampedBy: [] });
  });
});

describe('PFC split', () => {
  it('takes protein per kg, 25 % of energy as fat and carbs as the rest', () => {
    expect(pfcSplit(1401, 60, 'lose')).toEqual({ protein: 96, fat: 38.9, carbs: 166.7 });
    expect(pfcSplit(2000, 60, 'maintain')).toEqual({ protein: 72, fat: 55.6, carbs: 303 });
  });

  it('caps protein at 35 % of energy for heavy bodies on low targets', () => {
    const split = pfcSplit(1200, 150, 'lose');
    expect(split.protein).toBe(105);
    expect(split.carbs).toBeGreaterThan(0);
  });
});

describe('forecast to the target weight', () => {
  it('counts the days at the clamped target', () => {
    expect(remainingDaysToTarget(60, 55, 1401, 1731)).toBe(117);
  });

  it('is 0 without a target, when reached, or when the balance goes the other way', () => {
    expect(remainingDaysToTarget(60, null, 1401, 1731)).toBe(0);
    expect(remainingDaysToTarget(60, 60.05, 1401, 1731)).toBe(0);
    expect(remainingDaysToTarget(60, 65, 1401, 1731)).toBe(0);
    expect(remainingDaysToTarget(60, 55, 1731, 1731)).toBe(0);
  });
});

describe('deriveGoal', () => {
  const profile = { heightCm: 160, weightKg: 60, ageYears: 36, gender: 'female' as const };

  it('uses the formula when no trusted observation exists, and names it', () => {
    const d = deriveGoal({
      profile,
      goalType: 'lose',
      pace: 'standard',
      activityLevel: 2,
      targetWeightKg: 55,
      trustedObservedTdeeKcal: null,
    });
    expect(d).toEqual({
      cal: 1401,
      protein: 96,
      fat: 38.9,
      carbs: 166.7,
      baseTdeeKcal: 1731,
      baseTdeeSource: 'mifflin_st_jeor',
      dailyDeficitKcal: 330,
      clamped: false,
      clampedBy: [],
      remainingDays: 117,
    });
  });

  it('uses the trusted observed expenditure instead', () => {
    const d = deriveGoal({
      profile,
      goalType: 'lose',
      pace: 'standard',
      activityLevel: 2,
      targetWeightKg: 55,
      trustedObservedTdeeKcal: 2100,
    });
    expect(d.baseTdeeSource).toBe('observed');
    expect(d.baseTdeeKcal).toBe(2100);
    expect(d.cal).toBe(1770);
  });

  it('describes a manual goal by its fixed calories, unclamped', () => {
    const d = deriveGoal({
      profile,
      goalType: 'lose',
      pace: 'standard',
      activityLevel: 2,
      targetWeightKg: 55,
      trustedObservedTdeeKcal: null,
      fixedCalKcal: 1000,
    });
    expect(d).toMatchObject({ cal: 1000, dailyDeficitKcal: 731, clamped: false, clampedBy: [], remainingDays: 53 });
  });
});
