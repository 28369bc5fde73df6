import { addDays } from '@shokuji/clock';

/**
 * The meal-logging streak (API-SPEC.md → Nutrition: "single day adds streak"): the number of
 * consecutive days with at least one meal, ending at `date`. While `date` is today and has no meal
 * yet, the run ending yesterday still counts — the day is not over. A future date has no streak.
 * `hasMeal` answers for any date; the caller loads enough history.
 */
export function computeStreak(date: string, today: string, hasMeal: (date: string) => boolean): number {
  if (date > today) return 0;
  let day = date;
  if (!hasMeal(day)) {
    if (date !== today) return 0;
    day = addDays(day, -1);
  }
  let streak = 0;
  while (hasMeal(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
