import { randomUUID } from 'node:crypto';
import type { Metabolism } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import type { StoredGoal } from './goals.repository';

const goalFixture = (overrides: Partial<StoredGoal> = {}): StoredGoal => ({
  cal: 1800,
  protein: 96,
  fat: 50,
  carbs: 241,
  goalType: 'lose',
  activityLevel: 2,
  targetWeightKg: 60,
  startWeightKg: 65,
  goalStartedAt: '2026-11-21',
  durationDays: null,
  pace: 'standard',
  mealRatios: { breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 },
  source: 'auto',
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
  revision: 0,
  ...overrides,
});

const metabolismFixture: Metabolism = {
  observedTdeeKcal: 2150,
  seKcal: 95,
  confidence: 0.8,
  trusted: true,
  weightTrendKgPerWeek: -0.3,
  intakeMeanKcal: 1850,
  avgExerciseKcal: 120,
  windowStart: '2026-10-24',
  windowEnd: '2026-11-20',
  computedAt: '2026-11-21T00:00:00.000Z',
};

/** One behaviour contract for every GoalsRepository adapter. */
export function describeGoalsRepositoryContract(getStore: () => RecordsStore): void {
  it('stores, returns and replaces a goal with every field', async () => {
    const { goals } = getStore();
    const userId = `u_${randomUUID()}`;
    expect(await goals.get(userId)).toBeNull();
    expect(await goals.save(userId, goalFixture())).toBe(true);
    expect(await goals.get(userId)).toEqual(goalFixture({ revision: 1 }));
    const manual = goalFixture({ source: 'manual', cal: 1500, targetWeightKg: null, updatedAt: '2026-11-22T00:00:00.000Z', revision: 1 });
    expect(await goals.save(userId, manual)).toBe(true);
    expect(await goals.get(userId)).toEqual({ ...manual, revision: 2 });
  });

  it('refuses a save made on a goal that changed since it was read, also when saves race', async () => {
    const { goals } = getStore();
    const userId = `u_${randomUUID()}`;
    // Two first saves at once: one creates the goal.
    expect((await Promise.all([goals.save(userId, goalFixture({ cal: 1 })), goals.save(userId, goalFixture({ cal: 2 }))])).sort()).toEqual([
      false,
      true,
    ]);
    const read = (await goals.get(userId))!;
    const saves = await Promise.all([1, 2, 3].map((i) => goals.save(userId, { ...read, cal: 1000 + i })));
    expect(saves.filter(Boolean)).toHaveLength(1);
    const winner = 1001 + saves.indexOf(true);
    expect(await goals.get(userId)).toMatchObject({ cal: winner, revision: 2 });
    expect(await goals.save(userId, { ...read, cal: 5 })).toBe(false);
    expect(await goals.get(userId)).toMatchObject({ cal: winner, revision: 2 });
  });

  it('lists the users who have a goal', async () => {
    const { goals } = getStore();
    const userId = `u_${randomUUID()}`;
    expect(await goals.listUserIds()).not.toContain(userId);
    await goals.save(userId, goalFixture());
    expect(await goals.listUserIds()).toContain(userId);
  });

  it('stores the last metabolism estimate, and null when data became insufficient', async () => {
    const { goals } = getStore();
    const userId = `u_${randomUUID()}`;
    expect(await goals.getMetabolism(userId)).toBeNull();
    await goals.saveMetabolism(userId, metabolismFixture, '2026-11-21T00:00:00.000Z');
    expect(await goals.getMetabolism(userId)).toEqual(metabolismFixture);
    await goals.saveMetabolism(userId, null, '2026-11-22T00:00:00.000Z');
    expect(await goals.getMetabolism(userId)).toBeNull();
  });
}
