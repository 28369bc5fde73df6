import type { ExerciseSlot } from './exercises.repository';

/**
 * Default between-meal slot from the JST hour (API-SPEC.md → POST /exercises: "default from the
 * clock"). Each hour maps to the between-meal slot around it, next to the meal windows of POST
 * /meals (breakfast 4-10, lunch 11-15, dinner 16-3): 04-07 early_morning (before breakfast),
 * 08-11 mid_morning, 12-17 afternoon, 18-03 late_night (evening and night).
 */
export function defaultExerciseSlot(jstHour: number): ExerciseSlot {
  if (jstHour >= 4 && jstHour <= 7) return 'early_morning';
  if (jstHour >= 8 && jstHour <= 11) return 'mid_morning';
  if (jstHour >= 12 && jstHour <= 17) return 'afternoon';
  return 'late_night';
}
