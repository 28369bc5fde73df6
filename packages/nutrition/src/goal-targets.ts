import { KCAL_PER_GRAM, type Gender } from './energy';
import { round1 } from './macros';

/** Energy in one kg of body weight change (the usual 7,700 kcal/kg rule; docs/goals.md). */
export const KCAL_PER_KG = 7700;

export type GoalType = 'lose' | 'maintain' | 'gain';
export type Pace = 'gentle' | 'standard' | 'firm';

/** Weekly change as a share of body weight (API-SPEC.md → Goals: pace 0.25 %, 0.5 %, 0.75 %). */
export const PACE_WEEKLY_FRACTION: Record<Pace, number> = { gentle: 0.0025, standard: 0.005, firm: 0.0075 };

/** Safety floors of daily intake by sex, and the largest daily deficit and surplus the goal allows. */
export const MIN_INTAKE_KCAL: Record<Gender, number> = { female: 1200, male: 1500 };
export const MAX_DEFICIT_KCAL = 1000;
export const MAX_SURPLUS_KCAL = 500;

/** PFC split: protein per kg of body weight by goal type, fat as a share of energy, carbs the rest. */
export const PROTEIN_G_PER_KG: Record<GoalType, number> = { lose: 1.6, maintain: 1.2, gain: 1.6 };
export const FAT_ENERGY_SHARE = 0.25;
/** Protein never takes more than this share of energy (low targets with a heavy body weight). */
export const MAX_PROTEIN_ENERGY_SHARE = 0.35;

export type ClampReason = 'max_deficit' | 'max_surplus' | 'min_intake';

/**
 * The planned daily energy gap from the pace: positive is a deficit (lose), negative a surplus
 * (gain), 0 for maintain.
 */
export function paceDailyDeficitKcal(goalType: GoalType, pace: Pace, weightKg: number): number {
  if (goalType === 'maintain') return 0;
  const kcal = (weightKg * PACE_WEEKLY_FRACTION[pace] * KCAL_PER_KG) / 7;
  return goalType === 'lose' ? kcal : -kcal;
}

/**
 * The pace a legacy deadline asks for (API-SPEC.md → Goals: durationDays overwrites pace): the
 * weekly share of body weight needed to reach the target in that many days, rounded to the
 * nearest pace. Null when there is no target to reach.
 */
export function paceForDeadline(currentWeightKg: number, targetWeightKg: number | null, durationDays: number): Pace | null {
  if (targetWeightKg === null) return null;
  const weeklyFraction = Math.abs(targetWeightKg - currentWeightKg) / currentWeightKg / (durationDays / 7);
  if (weeklyFraction < (PACE_WEEKLY_FRACTION.gentle + PACE_WEEKLY_FRACTION.standard) / 2) return 'gentle';
  if (weeklyFraction < (PACE_WEEKLY_FRACTION.standard + PACE_WEEKLY_FRACTION.firm) / 2) return 'standard';
  return 'firm';
}

export interface CalorieTarget {
  /** kcal/day, rounded. */
  cal: number;
  /** The gap actually applied after the clamps: positive deficit, negative surplus. */
  dailyDeficitKcal: number;
  clampedBy: ClampReason[];
}

/** The daily calorie target: base expenditure minus the pace's gap, inside the safety clamps. */
export function clampedCalorieTarget(baseTdeeKcal: number, plannedDeficitKcal: number, gender: Gender): CalorieTarget {
  const clampedBy: ClampReason[] = [];
  let deficit = plannedDeficitKcal;
  if (deficit > MAX_DEFICIT_KCAL) {
    deficit = MAX_DEFICIT_KCAL;
    clampedBy.push('max_deficit');
  }
  if (deficit < -MAX_SURPLUS_KCAL) {
    deficit = -MAX_SURPLUS_KCAL;
    clampedBy.push('max_surplus');
  }
  let cal = baseTdeeKcal - deficit;
  if (cal < MIN_INTAKE_KCAL[gender]) {
    cal = MIN_INTAKE_KCAL[gender];
    clampedBy.push('min_intake');
  }
  const rounded = Math.round(cal);
  return { cal: rounded, dailyDeficitKcal: Math.round(baseTdeeKcal - rounded), clampedBy };
}

export interface MacroTargets {
  protein: number;
  fat: number;
  carbs: number;
}

/** Protein by body weight, fat by share of energy, carbs the rest (4/9/4 kcal per g), grams rounded to 1 decimal. */
export function pfcSplit(cal: number, weightKg: number, goalType: GoalType): MacroTargets {
  const protein = Math.min(PROTEIN_G_PER_KG[goalType] * weightKg, (cal * MAX_PROTEIN_ENERGY_SHARE) / KCAL_PER_GRAM.protein);
  const fat = (cal * FAT_ENERGY_SHARE) / KCAL_PER_GRAM.fat;
  const carbs = Math.max(0, (cal - protein * KCAL_PER_GRAM.protein - fat * KCAL_PER_GRAM.fat) / KCAL_PER_GRAM.carbs);
  return { protein: round1(protein), fat: round1(fat), carbs: round1(carbs) };
}

/** Below this distance the target counts as reached. */
export const TARGET_REACHED_KG = 0.1;

/**
 * Days to the target weight on the clamped calorie target (API-SPEC.md → Goals: remainingDays);
 * 0 when there is no target, it is reached, or the daily balance does not move toward it.
 */
export function remainingDaysToTarget(
  currentWeightKg: number,
  targetWeightKg: number | null,
  calTarget: number,
  baseTdeeKcal: number,
): number {
  if (targetWeightKg === null) return 0;
  const gapKg = targetWeightKg - currentWeightKg;
  if (Math.abs(gapKg) < TARGET_REACHED_KG) return 0;
  const dailyBalanceKcal = calTarget - baseTdeeKcal;
  if (dailyBalanceKcal === 0 || Math.sign(dailyBalanceKcal) !== Math.sign(gapKg)) return 0;
  return Math.ceil((Math.abs(gapKg) * KCAL_PER_KG) / Math.abs(dailyBalanceKcal));
}
