import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock, addDays } from '@shokuji/clock';
import type { Goal } from '@shokuji/contracts';
import { buildMealRecord } from '../meals/meals.factories';
import type { MealRecord, MealType } from '../meals/meals.repository';
import type { RecordsStore } from '../store/records-store';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import { createNutritionService } from './nutrition.service';

// The embedded store doubles as the fake: data is seeded through the real repositories.
let store: RecordsStore;
beforeAll(() => {
  store = createSqliteRecordsStore(join(mkdtempSync(join(tmpdir(), 'nutrition-')), 'records.sqlite'));
});
afterAll(() => store.close());

const clock = new FixedClock(new Date('2026-11-21T03:00:00Z')); // 12:00 JST
const TODAY = '2026-11-21';
const ctx = (userId: string) => ({ requestId: 'r', now: clock.now().toISOString(), userId });
const meal = (userId: string, mealDate: string, mealType: MealType, cal: number, extra: Partial<MealRecord> = {}): MealRecord => {
  const macros = { cal, protein: cal / 20, fat: cal / 40, carbs: cal / 8 };
  const at = clock.now().toISOString();
  return buildMealRecord(userId, { mealDate, mealType, mealName: 'test', ...macros, base: macros, createdAt: at, updatedAt: at, ...extra });
};

const addMeals = async (...meals: MealRecord[]) => {
  const result = await store.meals.insertMany(meals, [], 1000);
  expect(result.inserted).toBe(true);
};

const goal: Goal = {
  cal: 2000,
  protein: 100,
  fat: 60,
  carbs: 250,
  goalType: 'maintain',
  activityLevel: 3,
  targetWeightKg: null,
  startWeightKg: 60,
  goalStartedAt: '2026-11-01',
  durationDays: null,
  pace: 'standard',
  mealRatios: { breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 },
  source: 'manual',
};
const setGoal = (userId: string) =>
  store.goals.save(userId, { ...goal, createdAt: clock.now().toISOString(), updatedAt: clock.now().toISOString(), revision: 0 });

describe('GET /nutrition rules', () => {
  it('single day: effective goal with override and burn, consumed, remaining, slots and streak', async () => {
    const service = createNutritionService({ store });
    const u = 'n_single';
    await setGoal(u);
    await addMeals(
      meal(u, TODAY, 'breakfast', 400),
      meal(u, TODAY, 'breakfast', 200.04),
      meal(u, addDays(TODAY, -1), 'dinner', 500),
      meal(u, addDays(TODAY, -2), 'lunch', 500),
    );
    await store.exercises.insert({
      id: 'ex_n1',
      userId: u,
      exerciseDate: TODAY,
      mealSlot: 'afternoon',
      type: null,
      cal: 300,
      durationMin: null,
      notes: null,
      source: 'manual',
      createdAt: clock.now().toISOString(),
    });
    await store.budgets.mergeDayOverride(u, TODAY, { protein: 120 }, clock.now().toISOString());
    await store.budgets.putSlot({
      userId: u,
      mealDate: TODAY,
      mealSlot: 'dinner',
      cal: 900,
      protein: 50,
      fat: 30,
      carbs: 100,
      updatedAt: clock.now().toISOString(),
    });

    const data = await service.getNutrition(ctx(u), {});
    expect(data).toMatchObject({ startDate: TODAY, endDate: TODAY, timezone: 'Asia/Tokyo', streak: 3 });
    expect(data.days).toEqual([
      {
        date: TODAY,
        goal: { cal: 2300, protein: 120, fat: 60, carbs: 250 },
        consumed: { cal: 600, protein: 30, fat: 15, carbs: 75 },
        remaining: { cal: 1700, protein: 90, fat: 45, carbs: 175 },
        exerciseBurn: 300,
      },
    ]);
    const slots = Object.fromEntries(data.slots!.map((s) => [s.slot, s]));
    expect(slots.breakfast).toEqual({ slot: 'breakfast', source: 'meal', cal: 600, protein: 30, fat: 15, carbs: 75 });
    expect(slots.lunch).toEqual({ slot: 'lunch', source: 'auto', cal: 805, protein: 42, fat: 21, carbs: 87.5 });
    expect(slots.dinner).toMatchObject({ source: 'custom', cal: 900 });
    expect(slots.afternoon).toMatchObject({ source: 'auto', cal: 230 });
    expect(slots.late_night).toMatchObject({ source: 'none', cal: 0 });
  });

  it('single day with a day override and no base goal: the main slots follow the override by the default ratios, per axis', async () => {
    const service = createNutritionService({ store });
    const u = 'n_override_only';
    const slotsOf = async () => Object.fromEntries((await service.getNutrition(ctx(u), {})).slots!.map((s) => [s.slot, s]));
    await addMeals(meal(u, TODAY, 'breakfast', 400));
    await store.budgets.mergeDayOverride(u, TODAY, { cal: 1800 }, clock.now().toISOString());
    const day = await service.getNutrition(ctx(u), {});
    expect(day.days[0]).toMatchObject({
      goal: { cal: 1800, protein: null, fat: null, carbs: null },
      remaining: { cal: 1400, protein: null, fat: null, carbs: null },
    });
    let slots = await slotsOf();
    expect(slots.breakfast).toEqual({ slot: 'breakfast', source: 'meal', cal: 400, protein: 20, fat: 10, carbs: 50 });
    expect(slots.lunch).toEqual({ slot: 'lunch', source: 'auto', cal: 630, protein: null, fat: null, carbs: null });
    expect(slots.afternoon).toEqual({ slot: 'afternoon', source: 'auto', cal: 180, protein: null, fat: null, carbs: null });
    expect(slots.dinner).toEqual({ slot: 'dinner', source: 'auto', cal: 540, protein: null, fat: null, carbs: null });
    expect(slots.late_night).toEqual({ slot: 'late_night', source: 'none', cal: 0, protein: 0, fat: 0, carbs: 0 });

    await store.budgets.mergeDayOverride(u, TODAY, { protein: 90, fat: 50, carbs: 240 }, clock.now().toISOString());
    slots = await slotsOf();
    expect(slots.lunch).toEqual({ slot: 'lunch', source: 'auto', cal: 630, protein: 31.5, fat: 17.5, carbs: 84 });

    await store.budgets.deleteDayOverride(u, TODAY);
    slots = await slotsOf();
    expect(Object.values(slots).map((s) => s.source)).toEqual(['none', 'meal', 'none', 'none', 'none', 'none', 'none']);
  });

  it('range: one entry per day, no streak nor slots; goal null without goal and override', async () => {
    const service = createNutritionService({ store });
    const u = 'n_range';
    await addMeals(meal(u, '2026-11-02', 'lunch', 700));
    const data = await service.getNutrition(ctx(u), { startDate: '2026-11-01', endDate: '2026-11-03' });
    expect(data.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(data.days[1]).toEqual({
      date: '2026-11-02',
      goal: null,
      consumed: { cal: 700, protein: 35, fat: 17.5, carbs: 87.5 },
      remaining: null,
      exerciseBurn: 0,
    });
    expect(data).not.toHaveProperty('streak');
    expect(data).not.toHaveProperty('slots');
  });

  it('streak reads history past one window and keeps yesterday’s run while today is empty', async () => {
    const service = createNutritionService({ store });
    const u = 'n_streak';
    const days = Array.from({ length: 130 }, (_, i) => addDays(TODAY, -(i + 1)));
    await addMeals(...days.map((d) => meal(u, d, 'lunch', 100)));
    expect((await service.getNutrition(ctx(u), {})).streak).toBe(130);
    expect((await service.getNutrition(ctx(u), { date: addDays(TODAY, -10) })).streak).toBe(121);
    expect((await service.getNutrition(ctx('n_nobody'), {})).streak).toBe(0);
  });
});

describe('GET /nutrition/detailed rules', () => {
  it('sums detailed keys over measuring meals, counts missing ones, targets by sex and age with the goal for cal and PFC', async () => {
    const service = createNutritionService({ store });
    const u = 'n_detail';
    await setGoal(u);
    await store.profiles.merge(u, { gender: 'female', dateOfBirth: '1990-05-01' }, clock.now().toISOString());
    await addMeals(
      meal(u, TODAY, 'lunch', 600, { detailedNutrition: { salt: 2.04, iron: 1.26, calcium: 100 } }),
      meal(u, TODAY, 'dinner', 400, { detailedNutrition: { salt: 1.0, fiber: 3 } }),
      meal(u, addDays(TODAY, -1), 'dinner', 500),
    );
    const data = await service.getNutritionDetailed(ctx(u), { startDate: addDays(TODAY, -1), endDate: TODAY, includeDaily: 'true' });
    expect(data).toMatchObject({ mealCount: 3, missingDetailedCount: 1, targetsUnavailable: null });
    expect(data.totals).toMatchObject({ cal: 1500, salt: 3, iron: 1.3, calcium: 100, fiber: 3, sodium: null, vitaminC: null });
    expect(Object.keys(data.totals)).toHaveLength(30);
    expect(data.targets!.basis).toMatchObject({ sex: 'female', age: 36, ageBand: '30-49', days: 2 });
    expect(data.targets!.nutrients.cal).toMatchObject({ value: 4000, kind: 'goal' });
    expect(data.targets!.nutrients.iron).toMatchObject({ value: 21, kind: 'rda' });
    expect(data.daily!.map((d) => [d.date, d.mealCount, d.missingDetailedCount, d.totals.salt])).toEqual([
      [addDays(TODAY, -1), 1, 1, null],
      [TODAY, 2, 0, 3],
    ]);
    expect((await service.getNutritionDetailed(ctx(u), {})).daily).toBeUndefined();
  });

  it('leaves a goal axis of the period unset when some day of it has no goal on that axis, instead of one day’s goal for the whole period', async () => {
    // No base goal, a day override on one day of seven: a week of 14,000 kcal once showed a cal target of 1,800.
    const service = createNutritionService({ store });
    const u = 'n_detail_partial_goal';
    await store.profiles.merge(u, { gender: 'male', dateOfBirth: '1990-01-01' }, clock.now().toISOString());
    await store.budgets.mergeDayOverride(u, TODAY, { cal: 1800, protein: 90, fat: undefined, carbs: undefined }, clock.now().toISOString());
    await addMeals(...Array.from({ length: 7 }, (_, i) => meal(u, addDays(TODAY, -i), 'lunch', 2000)));
    const week = await service.getNutritionDetailed(ctx(u), { startDate: addDays(TODAY, -6), endDate: TODAY });
    expect(week.totals.cal).toBe(14000);
    expect(week.targets!.nutrients.cal).toMatchObject({ value: null, kind: 'not_set' });
    expect(week.targets!.nutrients.saturatedFat).toMatchObject({ value: null });
    expect(week.targets!.nutrients.protein).toMatchObject({ value: 65 * 7, kind: 'rda' }); // the RDA, as without a goal
    // The day that has the override alone still compares with it.
    const day = await service.getNutritionDetailed(ctx(u), { date: TODAY });
    expect(day.targets!.nutrients.cal).toMatchObject({ value: 1800, kind: 'goal' });
    expect(day.targets!.nutrients.protein).toMatchObject({ value: 90, kind: 'goal' });
  });

  it('says why targets are missing when the profile lacks gender or birth date, or the user is a minor', async () => {
    const service = createNutritionService({ store });
    expect(await service.getNutritionDetailed(ctx('n_noprofile'), {})).toMatchObject({
      targets: null,
      targetsUnavailable: { reason: 'profile_incomplete', missing: ['gender', 'dateOfBirth'] },
      mealCount: 0,
    });
    await store.profiles.merge('n_minor', { gender: 'male', dateOfBirth: '2010-01-01' }, clock.now().toISOString());
    expect((await service.getNutritionDetailed(ctx('n_minor'), {})).targetsUnavailable).toMatchObject({ reason: 'age_not_covered' });
  });
});
