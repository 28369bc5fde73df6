import { FORMULA_TDEE_SOURCE, formulaTdeeKcal, type BodyProfile } from './energy';
import {
  clampedCalorieTarget,
  paceDailyDeficitKcal,
  pfcSplit,
  remainingDaysToTarget,
  type ClampReason,
  type GoalType,
  type Pace,
} from './goal-targets';

export interface GoalDerivationInput {
  profile: BodyProfile;
  goalType: GoalType;
  pace: Pace;
  activityLevel: number;
  targetWeightKg: number | null;
  /** The observed expenditure when it is trusted; null to use the formula. */
  trustedObservedTdeeKcal: number | null;
  /**
   * A manual goal's fixed calories: the user's own choice, so no clamp applies; the gap and the
   * forecast describe them instead of the derived target.
   */
  fixedCalKcal?: number | null;
}

export interface GoalDerivation {
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
  baseTdeeKcal: number;
  /** `observed`, or the formula's name. */
  baseTdeeSource: string;
  dailyDeficitKcal: number;
  clamped: boolean;
  clampedBy: ClampReason[];
  remainingDays: number;
}

/**
 * The whole goal calculation (docs/goals.md): base expenditure (observed when trusted, else the
 * formula × activity factor) → pace's daily gap → safety clamps → PFC split → forecast.
 */
export function deriveGoal(input: GoalDerivationInput): GoalDerivation {
  const observed = input.trustedObservedTdeeKcal;
  const baseTdeeKcal = Math.round(observed ?? formulaTdeeKcal(input.profile, input.activityLevel));
  const planned = paceDailyDeficitKcal(input.goalType, input.pace, input.profile.weightKg);
  const fixed = input.fixedCalKcal ?? null;
  const target =
    fixed === null
      ? clampedCalorieTarget(baseTdeeKcal, planned, input.profile.gender)
      : { cal: Math.round(fixed), dailyDeficitKcal: Math.round(baseTdeeKcal - fixed), clampedBy: [] };
  const macros = pfcSplit(target.cal, input.profile.weightKg, input.goalType);
  return {
    cal: target.cal,
    ...macros,
    baseTdeeKcal,
    baseTdeeSource: observed === null ? FORMULA_TDEE_SOURCE : 'observed',
    dailyDeficitKcal: target.dailyDeficitKcal,
    clamped: target.clampedBy.length > 0,
    clampedBy: target.clampedBy,
    remainingDays: remainingDaysToTarget(input.profile.weightKg, input.targetWeightKg, target.cal, baseTdeeKcal),
  };
}
