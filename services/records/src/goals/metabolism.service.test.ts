import { addDays } from '@shokuji/clock';
import { buildMealRecord } from '../meals/meals.factories';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import type { RecordsStore } from '../store/records-store';
import type { GoalsRepository } from './goals.repository';
import { createMetabolismService } from './metabolism.service';

const NOW = '2026-11-21T03:00:00.000Z';
const TODAY = '2026-11-21';

let store: RecordsStore;
beforeEach(() => {
  store = createSqliteRecordsStore(':memory:');
});
afterEach(async () => store.close());

/** The embedded store's goals repository, counting the metabolism writes that reach it. */
function countingGoals(goals: GoalsRepository): { goals: GoalsRepository; writes: () => number } {
  let writes = 0;
  return {
    goals: {
      ...goals,
      saveMetabolism: async (...args) => {
        writes++;
        return goals.saveMetabolism(...args);
      },
    },
    writes: () => writes,
  };
}

describe('metabolism service', () => {
  it('stores an estimate only when it differs from the stored one, computedAt included', async () => {
    const userId = 'u_metabolism_writes';
    const meals: Array<{ mealDate: string; cal: number }> = [];
    const { goals, writes } = countingGoals(store.goals);
    const metabolism = createMetabolismService({
      goals,
      meals: { listDailyIntake: async (_userId, start, end) => meals.filter((m) => m.mealDate >= start && m.mealDate <= end) },
      weights: store.weights,
      exercises: store.exercises,
    });

    expect(await metabolism.refresh(userId, NOW, 1800)).toBeNull(); // insufficient data stays null: nothing to write
    expect(writes()).toBe(0);

    for (let i = 28; i >= 1; i--) {
      meals.push({ mealDate: addDays(TODAY, -i), cal: 1600 });
      await store.weights.upsert(userId, addDays(TODAY, -i), { weightKg: 60 - 0.02 * (28 - i) }, NOW);
    }
    const first = await metabolism.refresh(userId, NOW, 1800);
    expect(first).toMatchObject({ computedAt: NOW });
    expect(writes()).toBe(1);
    expect(await metabolism.refresh(userId, NOW, 1800)).toEqual(first);
    expect(writes()).toBe(1);

    const later = '2026-11-21T05:00:00.000Z'; // same window and value, but GET /me shows the new computedAt
    await metabolism.refresh(userId, later, 1800);
    expect(writes()).toBe(2);
    expect(await metabolism.current(userId)).toMatchObject({ computedAt: later, observedTdeeKcal: first!.observedTdeeKcal });
  });

  it('reads neither the intake nor the exercise while the weights cannot make an estimate', async () => {
    const userId = 'u_metabolism_reads';
    const reads = { intake: 0, exercise: 0 };
    const metabolism = createMetabolismService({
      goals: store.goals,
      meals: {
        listDailyIntake: async (...args) => {
          reads.intake++;
          return store.meals.listDailyIntake(...args);
        },
      },
      weights: store.weights,
      exercises: {
        listByDateRange: async (...args) => {
          reads.exercise++;
          return store.exercises.listByDateRange(...args);
        },
      },
    });
    const days = Array.from({ length: 28 }, (_, i) => addDays(TODAY, -(28 - i)));
    await store.meals.insertMany(
      days.map((mealDate) => buildMealRecord(userId, { mealDate, cal: 1600 })),
      [],
      30,
    );
    // Four weigh-ins, then a fifth only nine days after the first: null whatever was eaten.
    for (const i of [0, 2, 4, 6]) await store.weights.upsert(userId, days[i]!, { weightKg: 60 }, NOW);
    expect(await metabolism.refresh(userId, NOW, 1800)).toBeNull();
    await store.weights.upsert(userId, days[9]!, { weightKg: 59.9 }, NOW);
    expect(await metabolism.refresh(userId, NOW, 1800)).toBeNull();
    expect(reads).toEqual({ intake: 0, exercise: 0 });
    // A weigh-in ten days after the first: the records are read, and they make the estimate.
    await store.weights.upsert(userId, days[10]!, { weightKg: 59.8 }, NOW);
    expect(await metabolism.refresh(userId, NOW, 1800)).toMatchObject({ intakeMeanKcal: 1600, computedAt: NOW });
    expect(reads).toEqual({ intake: 1, exercise: 1 });
  });
});
