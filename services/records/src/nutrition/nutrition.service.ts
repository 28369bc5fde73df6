import { addDays, datesInRange } from '@shokuji/clock';
import { round1, roundMacros, sumMacros } from '@shokuji/nutrition';
import {
  DETAILED_NUTRIENT_KEYS,
  type GoalMacros,
  type MacroSet,
  type NutritionApi,
  type NutritionDay,
  type NutritionTotals,
  type UserContext,
} from '@shokuji/contracts';
import type { BudgetSlot } from '../budgets/budgets.repository';
import { JST_ZONE, resolveDateRange, todayOf } from '../date-range';
import { burnByDate } from '../exercises/exercises.service';
import type { MealMacros, MealRecord } from '../meals/meals.repository';
import type { RecordsStore } from '../store/records-store';
import { ageAt, selectDriTargets } from './dri-targets';
import { computeEffectiveGoal, computeRemaining, roundGoal } from './effective-goal';
import { computeSlotAllocation } from './slot-allocation';
import { computeStreak } from './streak';

type NutritionStore = Pick<RecordsStore, 'meals' | 'goals' | 'exercises' | 'budgets' | 'profiles'>;

/** How far back a streak is counted: 40 windows of 90 days, where the store once read the run's dates window by window. */
const STREAK_MAX_DAYS = 3600;

const hasDetail = (meal: MealRecord) => meal.detailedNutrition !== null && Object.keys(meal.detailedNutrition).length > 0;

/** Period totals: cal and PFC over every meal; a detailed key sums the meals that measured it, null if none did. */
export function computeNutritionTotals(meals: MealRecord[]): NutritionTotals {
  const totals = { ...roundMacros(sumMacros(meals)) } as NutritionTotals;
  for (const key of DETAILED_NUTRIENT_KEYS) {
    let sum: number | null = null;
    for (const meal of meals) {
      const value = meal.detailedNutrition?.[key];
      if (typeof value === 'number') sum = (sum ?? 0) + value;
    }
    totals[key] = sum === null ? null : round1(sum);
  }
  return totals;
}

/** Items by key, each group in the items' order (appended in place: a logged day's 30 meals were copied 30 times). */
const groupBy = <T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

/** API-SPEC.md → Endpoints → Nutrition. */
export function createNutritionService(deps: { store: NutritionStore }): NutritionApi {
  const { store } = deps;

  /**
   * Goal, consumed, remaining and burn per day, with the day's meals kept for the single-day extras;
   * `listMeals` reads what the caller needs of each meal (the macros alone, or the whole record).
   */
  async function loadDays<Meal extends MealMacros>(
    ctx: UserContext,
    startDate: string,
    endDate: string,
    listMeals: (userId: string, startDate: string, endDate: string) => Promise<Meal[]>,
  ) {
    const [meals, exercises, overrides, baseGoal] = await Promise.all([
      listMeals(ctx.userId, startDate, endDate),
      store.exercises.listByDateRange(ctx.userId, startDate, endDate),
      store.budgets.listDayOverridesByDateRange(ctx.userId, startDate, endDate),
      store.goals.get(ctx.userId),
    ]);
    const mealsByDate = groupBy(meals, (m) => m.mealDate);
    const burn = burnByDate(exercises);
    const overrideByDate = new Map(overrides.map((o) => [o.date, o]));
    const days = datesInRange(startDate, endDate).map((date) => {
      const dayMeals = mealsByDate.get(date) ?? [];
      const exerciseBurn = burn.get(date) ?? 0;
      const goal = computeEffectiveGoal(baseGoal, overrideByDate.get(date) ?? null, exerciseBurn);
      const consumed = sumMacros(dayMeals);
      return { date, goal, consumed, exerciseBurn, meals: dayMeals };
    });
    return { days, baseGoal, meals };
  }

  const presentDay = (day: { date: string; goal: GoalMacros | null; consumed: MacroSet; exerciseBurn: number }): NutritionDay => ({
    date: day.date,
    goal: roundGoal(day.goal),
    consumed: roundMacros(day.consumed),
    remaining: computeRemaining(day.goal, day.consumed),
    exerciseBurn: day.exerciseBurn,
  });

  /** The store counts the run (one query, two when today has no meal yet), never earlier than STREAK_MAX_DAYS back. */
  function streakAt(userId: string, date: string, today: string): Promise<number> {
    const earliest = addDays(date, -(STREAK_MAX_DAYS - 1));
    return computeStreak(date, today, (day) => store.meals.countConsecutiveMealDays(userId, earliest, day));
  }

  return {
    async getNutrition(ctx, input) {
      const { startDate, endDate } = resolveDateRange(input, ctx.now);
      // The form asked decides the answer's shape (API-SPEC.md: "single day adds streak and slots[];
      // range has neither"): a range of one day is still a range.
      const single = !(input.startDate && input.endDate);
      // One round of parallel reads: the single-day extras do not wait for the day totals.
      const [{ days, baseGoal }, custom, streak] = await Promise.all([
        loadDays(ctx, startDate, endDate, store.meals.listMacrosByDateRange),
        single ? store.budgets.listSlotsByDateRange(ctx.userId, startDate, endDate) : Promise.resolve([]),
        single ? streakAt(ctx.userId, startDate, todayOf(ctx.now)) : Promise.resolve(0),
      ]);
      const data = { startDate, endDate, timezone: JST_ZONE, days: days.map(presentDay) };
      if (!single) return data;

      const [day] = days as [(typeof days)[number]];
      const actuals: Partial<Record<BudgetSlot, MacroSet>> = {};
      for (const [slot, slotMeals] of groupBy(day.meals, (m) => m.mealType)) actuals[slot as BudgetSlot] = sumMacros(slotMeals);
      const slots = computeSlotAllocation({
        goal: day.goal,
        mealRatios: baseGoal?.mealRatios ?? null,
        actuals,
        custom: Object.fromEntries(custom.map((b) => [b.mealSlot, b])),
      });
      return Object.assign({}, data, { streak, slots });
    },

    async getNutritionDetailed(ctx, input) {
      const { startDate, endDate } = resolveDateRange(input, ctx.now);
      const [{ days, meals }, profile] = await Promise.all([
        loadDays(ctx, startDate, endDate, store.meals.listByDateRange),
        store.profiles.get(ctx.userId),
      ]);
      const missing = [...(profile?.gender ? [] : ['gender']), ...(profile?.dateOfBirth ? [] : ['dateOfBirth'])];

      // The period's goal on an axis is known only when every day of it has one: a day without a goal
      // (no base goal, a day override elsewhere) makes the axis unset, as a day whose override lacks it
      // does. Skipping it compared a week's totals with one day's goal (14,000 kcal against 1,800).
      let goalTotals: GoalMacros | null = null;
      if (days.some((day) => day.goal)) {
        const sum: GoalMacros = { cal: 0, protein: 0, fat: 0, carbs: 0 };
        for (const day of days) {
          for (const axis of ['cal', 'protein', 'fat', 'carbs'] as const) {
            const value = day.goal?.[axis] ?? null;
            sum[axis] = sum[axis] === null || value === null ? null : sum[axis] + value;
          }
        }
        goalTotals = sum;
      }

      let targets = null;
      let targetsUnavailable = null;
      if (!profile?.gender || !profile.dateOfBirth) {
        targetsUnavailable = {
          reason: 'profile_incomplete' as const,
          missing,
          message: 'targets need the profile gender and dateOfBirth; set them with PUT /goals',
        };
      } else {
        const age = ageAt(profile.dateOfBirth, endDate);
        targets = selectDriTargets({ sex: profile.gender, age }, days.length, goalTotals);
        if (!targets) {
          targetsUnavailable = {
            reason: 'age_not_covered' as const,
            missing: [],
            message: `the DRI data covers adults 18 and over; age at ${endDate} is ${age}`,
          };
        }
      }

      const countMissing = (list: MealRecord[]) => list.filter((m) => !hasDetail(m)).length;
      return {
        startDate,
        endDate,
        timezone: JST_ZONE,
        totals: computeNutritionTotals(meals),
        targets,
        targetsUnavailable,
        mealCount: meals.length,
        missingDetailedCount: countMissing(meals),
        ...(input.includeDaily === 'true'
          ? {
              daily: days.map((day) => ({
                date: day.date,
                totals: computeNutritionTotals(day.meals),
                mealCount: day.meals.length,
                missingDetailedCount: countMissing(day.meals),
              })),
            }
          : {}),
      };
    },
  };
}
