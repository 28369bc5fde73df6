/**
 * Resting and total energy expenditure from height, weight, age and sex, when a user's records are
 * not enough to observe it (API-SPEC.md → Goals: baseTdeeSource names the formula). See docs/goals.md.
 */
export type Gender = 'male' | 'female';

/** Atwater's general factors: the energy in one gram of protein, fat and carbohydrate. */
export const KCAL_PER_GRAM = { protein: 4, fat: 9, carbs: 4 } as const;
export type ActivityLevel = 1 | 2 | 3 | 4 | 5;

export interface BodyProfile {
  heightCm: number;
  weightKg: number;
  ageYears: number;
  gender: Gender;
}

/** The value of derivation.baseTdeeSource when the formula is used. */
export const FORMULA_TDEE_SOURCE = 'mifflin_st_jeor';

/** Mifflin-St Jeor (1990) resting energy: 10·kg + 6.25·cm − 5·age + 5 (male) or − 161 (female). */
export function mifflinStJeorBmrKcal(profile: BodyProfile): number {
  const base = 10 * profile.weightKg + 6.25 * profile.heightCm - 5 * profile.ageYears;
  return base + (profile.gender === 'male' ? 5 : -161);
}

/**
 * Multipliers of resting energy for the five activity levels of PUT /goals (1 almost no exercise …
 * 5 very active), the usual sedentary/light/moderate/very/extra steps.
 */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = { 1: 1.2, 2: 1.375, 3: 1.55, 4: 1.725, 5: 1.9 };

export function activityFactor(level: number): number {
  const factor = ACTIVITY_FACTORS[level as ActivityLevel];
  if (factor === undefined) throw new RangeError(`activity level must be 1-5, got ${level}`);
  return factor;
}

/** Total daily expenditure by formula: resting energy × activity factor. */
export function formulaTdeeKcal(profile: BodyProfile, activityLevel: number): number {
  return mifflinStJeorBmrKcal(profile) * activityFactor(activityLevel);
}

/** Whole years of age on a date (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, date: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
