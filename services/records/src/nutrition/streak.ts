import { addDays } from '@shokuji/clock';

/** The number of consecutive days, ending at a day, that each have at least one meal (0 when that day has none). */
export type CountRunEndingAt = (day: string) => Promise<number>;

/**
 * The meal-logging streak (API-SPEC.md → Nutrition: "single day adds streak"): the number of
 * consecutive days with at least one meal, ending at `date`. While `date` is today and has no meal
 * yet, the run ending yesterday still counts — the day is not over. A future date has no streak.
 */
export async function computeStreak(date: string, today: string, runEndingAt: CountRunEndingAt): Promise<number> {
  if (date > today) return 0;
  const run = await runEndingAt(date);
  if (run > 0 || date !== today) return run;
  return runEndingAt(addDays(date, -1));
}
