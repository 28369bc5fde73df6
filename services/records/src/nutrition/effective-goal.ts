import type { GoalMacros, MacroSet } from '@shokuji/contracts';
import { round1 } from '@shokuji/nutrition';
import { OVERRIDE_AXES } from '../budgets/budgets.repository';

export type AxisOverrides = Record<(typeof OVERRIDE_AXES)[number], number | null>;

/**
 * The effective goal of a day (API-SPEC.md → Nutrition): the base goal, then the day override per
 * axis, then + the day's exercise burn on cal. Null when there is neither a base goal nor an
 * override; an axis neither gives stays null.
 */
export function computeEffectiveGoal(base: MacroSet | null, override: AxisOverrides | null, exerciseBurn: number): GoalMacros | null {
  const hasOverride = override !== null && OVERRIDE_AXES.some((axis) => override[axis] !== null);
  if (!base && !hasOverride) return null;
  const goal = {} as GoalMacros;
  for (const axis of OVERRIDE_AXES) goal[axis] = override?.[axis] ?? base?.[axis] ?? null;
  if (goal.cal !== null) goal.cal += exerciseBurn;
  return goal;
}

/**
 * remaining = goal − consumed, per axis, of the values as answered (each to 1 decimal), so that goal =
 * consumed + remaining holds on what a client reads; null axes stay null. Rounding the exact
 * difference instead showed 1,700 goal, 100.1 consumed (100.05) and 1,600 remaining.
 */
export function computeRemaining(goal: GoalMacros | null, consumed: MacroSet): GoalMacros | null {
  if (!goal) return null;
  const remaining = {} as GoalMacros;
  for (const axis of OVERRIDE_AXES) {
    const target = goal[axis];
    remaining[axis] = target === null ? null : round1(round1(target) - round1(consumed[axis]));
  }
  return remaining;
}

export function roundGoal(goal: GoalMacros | null): GoalMacros | null {
  if (!goal) return null;
  const rounded = {} as GoalMacros;
  for (const axis of OVERRIDE_AXES) rounded[axis] = goal[axis] === null ? null : round1(goal[axis]);
  return rounded;
}
