import { addDays } from '@shokuji/clock';
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
});
