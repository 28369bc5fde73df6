import type { CatalogApi, UserContext } from '@shokuji/contracts';
import { createGoalsServiceOn } from './goals/goals.api';
import type { MetabolismRefreshQueue } from './goals/metabolism-refresh.queue';
import { createRecordsApi } from './records.api';
import { createSqliteRecordsStore } from './store/sqlite/records.sqlite';

/**
 * Which records calls recompute the observed metabolism and which wait for it (API-SPEC.md →
 * Metabolism), on the real API over the embedded store: the composition in records.api.ts says it
 * per method, and this holds it to the list.
 */
const unusedCatalog = new Proxy({} as CatalogApi, {
  get: (_target, method) => async () => Promise.reject(new Error(`catalog.${String(method)} is not used here`)),
});

function recordingRefreshes() {
  const events: string[] = [];
  const queue: MetabolismRefreshQueue = {
    schedule: (userId) => void events.push(`schedule ${userId}`),
    settled: async (userId) => void events.push(`settled ${userId}`),
    current: async (userId) => void events.push(`current ${userId}`),
    close: async () => undefined,
    depth: () => 0,
  };
  return { queue, events };
}

describe('records API and the metabolism recompute', () => {
  const store = createSqliteRecordsStore(':memory:');
  const { queue, events } = recordingRefreshes();
  const api = createRecordsApi({ store, catalog: unusedCatalog, goals: createGoalsServiceOn(store), metabolismRefreshes: queue });
  const ctx: UserContext = { requestId: 'r1', now: '2026-11-21T03:00:00.000Z', userId: 'u1' };
  afterAll(() => store.close());
  beforeEach(() => events.splice(0));

  it('schedules a recompute after each successful write of a meal, a weight or an exercise, and after nothing else', async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [];
    const created = await api.createMeals(ctx, { mealName: 'サラダ', cal: 200, protein: 5, fat: 10, carbs: 20 });
    const mealId = created.items[0]!.id;
    calls.push(['updateMeal', () => api.updateMeal(ctx, { id: mealId, patch: { quantity: 2 } })]);
    calls.push(['deleteMeal', () => api.deleteMeal(ctx, { id: mealId })]);
    calls.push(['recordWeight', () => api.recordWeight(ctx, { weightKg: 60 })]);
    calls.push(['listWeights', () => api.listWeights(ctx, {})]);
    calls.push(['putDayNote', () => api.putDayNote(ctx, { date: '2026-11-21', body: 'x' })]);
    const exercise = await api.createExercise(ctx, { cal: 100 });
    calls.push(['deleteExercise', () => api.deleteExercise(ctx, { id: exercise.id })]);
    calls.push(['createSyncedExercise', () => api.createSyncedExercise(ctx, { cal: 120, exerciseDate: '2026-11-20' })]);
    calls.push(['listMeals', () => api.listMeals(ctx, {})]);
    const scheduledBy: string[] = ['createMeals', 'createExercise'];
    events.splice(0);
    for (const [name, call] of calls) {
      await call();
      if (events.splice(0).includes('schedule u1')) scheduledBy.push(name);
    }
    expect(scheduledBy).toEqual([
      'createMeals',
      'createExercise',
      'updateMeal',
      'deleteMeal',
      'recordWeight',
      'deleteExercise',
      'createSyncedExercise',
    ]);
  });

  it('schedules nothing when a write fails', async () => {
    await expect(api.deleteMeal(ctx, { id: 'm_unknown' })).rejects.toMatchObject({ code: 'not_found' });
    expect(events).toEqual([]);
  });

  it("makes the calls that read the metabolism or an automatic goal bring the user's recompute up to date first", async () => {
    const dependent: Array<[string, () => Promise<unknown>]> = [
      ['getGoalOverview', () => api.getGoalOverview(ctx, {})],
      ['getNutrition', () => api.getNutrition(ctx, {})],
      ['getNutritionDetailed', () => api.getNutritionDetailed(ctx, {})],
      ['putGoal', () => api.putGoal(ctx, { goalType: 'maintain', activityLevel: 2 })],
      ['setManualGoal', () => api.setManualGoal(ctx, { cal: 1800, protein: 90, fat: 50, carbs: 240 })],
      ['clearManualGoal', () => api.clearManualGoal(ctx, {})],
    ];
    const independent: Array<[string, () => Promise<unknown>]> = [
      ['listWeights', () => api.listWeights(ctx, {})],
      ['listExercises', () => api.listExercises(ctx, {})],
      ['getProfile', () => api.getProfile(ctx, {})],
    ];
    const waited: string[] = [];
    for (const [name, call] of [...dependent, ...independent]) {
      // Some fail on this bare user (no profile, no goal): the wait comes before the answer either way.
      await call().catch(() => undefined);
      if (events.splice(0)[0] === 'current u1') waited.push(name);
    }
    expect(waited).toEqual(dependent.map(([name]) => name));
  });
});
