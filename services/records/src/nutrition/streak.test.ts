import { FixedClock, addDays, jstDateOf } from '@shokuji/clock';
import { computeStreak } from './streak';

const clock = new FixedClock(new Date('2026-11-21T03:00:00Z'));
const today = jstDateOf(clock.now());
/** The run counter of a store holding meals on these dates. */
const withMeals = (...dates: string[]) => {
  const set = new Set(dates);
  return async (day: string) => {
    let run = 0;
    for (let d = day; set.has(d); d = addDays(d, -1)) run += 1;
    return run;
  };
};

describe('computeStreak (consecutive days with at least one meal, ending at the date)', () => {
  it('counts back from the date while every day has a meal', async () => {
    expect(await computeStreak(today, today, withMeals(today, addDays(today, -1), addDays(today, -2), addDays(today, -4)))).toBe(3);
  });

  it('keeps yesterday’s run alive while today has no meal yet, but not for a past date', async () => {
    const runEndingAt = withMeals(addDays(today, -1), addDays(today, -2));
    expect(await computeStreak(today, today, runEndingAt)).toBe(2);
    expect(await computeStreak(addDays(today, -3), today, withMeals(addDays(today, -4)))).toBe(0);
  });

  it('is 0 with no meals, and for a future date', async () => {
    expect(await computeStreak(today, today, withMeals())).toBe(0);
    expect(await computeStreak(addDays(today, 1), today, withMeals(today, addDays(today, 1)))).toBe(0);
  });

  it('counts a past date’s own run', async () => {
    const d = addDays(today, -10);
    expect(await computeStreak(d, today, withMeals(d, addDays(d, -1), addDays(today, -1)))).toBe(2);
  });
});
