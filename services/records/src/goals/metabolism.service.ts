import { isDeepStrictEqual } from 'node:util';
import type { Metabolism } from '@shokuji/contracts';
import { addDays, jstDateOf } from '@shokuji/clock';
import { METABOLISM_RULES, estimateObservedMetabolism, weightsAllowEstimate } from '@shokuji/nutrition';
import type { ExercisesRepository } from '../exercises/exercises.repository';
import type { MealsRepository } from '../meals/meals.repository';
import type { WeightsRepository } from '../weights/weights.repository';
import type { GoalsRepository } from './goals.repository';

/** What the estimator needs of the meal records: the kcal total of each logged day. */
export type IntakeRecords = Pick<MealsRepository, 'listDailyIntake'>;

export interface MetabolismDeps {
  goals: GoalsRepository;
  meals: IntakeRecords;
  weights: Pick<WeightsRepository, 'listByDateRange'>;
  exercises: Pick<ExercisesRepository, 'listByDateRange'>;
}

/**
 * Observed metabolism (API-SPEC.md → Resources → Metabolism) from the user's records of up to
 * `METABOLISM_RULES.windowDays` days before today (the estimator starts the window at the first
 * record): days without meal records are missing data, never zero intake. The last
 * estimate is stored; it is recomputed by the nightly job and after new weights or meals.
 */
export function createMetabolismService(deps: MetabolismDeps) {
  return {
    /** Computes from the records, stores the result (null when data is insufficient) and returns it. */
    async refresh(userId: string, nowIso: string, formulaTdeeKcal: number | null): Promise<Metabolism | null> {
      const windowEnd = addDays(jstDateOf(new Date(nowIso)), -1);
      const windowStart = addDays(windowEnd, -(METABOLISM_RULES.windowDays - 1));
      const [weightRecords, stored] = await Promise.all([
        deps.weights.listByDateRange(userId, windowStart, windowEnd),
        deps.goals.getMetabolism(userId),
      ]);
      const weights = weightRecords.map((w) => ({ date: w.date, weightKg: w.weightKg }));
      // Too few weigh-ins, or too close together, give no estimate whatever was eaten: the window's
      // intake and exercise (a meal write's recompute read 28 days of meals) are read only when they count.
      let estimate: ReturnType<typeof estimateObservedMetabolism> = null;
      if (weightsAllowEstimate({ windowStart, windowEnd, weights })) {
        const [meals, exercises] = await Promise.all([
          deps.meals.listDailyIntake(userId, windowStart, windowEnd),
          deps.exercises.listByDateRange(userId, windowStart, windowEnd),
        ]);
        estimate = estimateObservedMetabolism({
          windowStart,
          windowEnd,
          intakeKcalByDate: sumByDate(meals.map((m) => [m.mealDate, m.cal])),
          weights,
          exerciseKcalByDate: sumByDate(exercises.map((e) => [e.exerciseDate, e.cal])),
          formulaTdeeKcal,
        });
      }
      let metabolism: Metabolism | null = null;
      if (estimate) {
        const { diagnostics: _diagnostics, ...fields } = estimate;
        metabolism = { ...fields, computedAt: nowIso };
      }
      // An unchanged value (computedAt included, as GET /me shows it) needs no durable write; in
      // practice this spares users whose data is still insufficient (null stays null).
      if (!isDeepStrictEqual(metabolism, stored)) await deps.goals.saveMetabolism(userId, metabolism, nowIso);
      return metabolism;
    },

    /** The last stored estimate. */
    async current(userId: string): Promise<Metabolism | null> {
      return deps.goals.getMetabolism(userId);
    },
  };
}

export type MetabolismService = ReturnType<typeof createMetabolismService>;

function sumByDate(entries: Array<[string, number]>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [date, kcal] of entries) totals.set(date, (totals.get(date) ?? 0) + kcal);
  return totals;
}
