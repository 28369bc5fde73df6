import type {
  createExerciseEndpoint,
  createMealsEndpoint,
  EndpointReply,
  ErrorBody,
  getNutritionEndpoint,
  buildOpenApiDocument,
  getNutritionDetailedEndpoint,
  listExercisesEndpoint,
  putGoalEndpoint,
} from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';

/** API-SPEC.md → Endpoints → Nutrition: GET /nutrition and GET /nutrition/detailed through the real server. */
const { admin } = useGateway();

const NOW = '2026-11-21T03:00:00Z'; // 12:00 JST
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
const profile = { heightCm: 160, weightKg: 55, dateOfBirth: '1990-05-01', gender: 'female' };
const round1 = (v: number) => Math.round(v * 10) / 10;

interface BaseGoal {
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
}

async function userWithGoal(): Promise<{ user: TestUser; goal: BaseGoal }> {
  const user = await admin.buildUser({ plan: 'premium', profile });
  const res = await user.call<EndpointReply<typeof putGoalEndpoint>>('PUT', '/goals', {
    goalType: 'maintain',
    activityLevel: 3,
    breakfastRatio: 0.25,
    lunchRatio: 0.35,
    snackRatio: 0.1,
    dinnerRatio: 0.3,
  });
  expect(res.status).toBe(200);
  return { user, goal: res.body.data.goal };
}

async function logMeal(user: TestUser, mealDate: string, mealType: string, cal: number, extra: Record<string, unknown> = {}) {
  const res = await user.call('POST', '/meals', {
    mealName: `test ${cal}`,
    cal,
    protein: cal / 20,
    fat: cal / 40,
    carbs: cal / 8,
    mealDate,
    mealType,
    ...extra,
  });
  expect([res.status, res.text]).toEqual([201, res.text]);
}

const nutrition = async (user: TestUser, query = '') => {
  const res = await user.call<EndpointReply<typeof getNutritionEndpoint>>('GET', `/nutrition${query}`);
  expect([res.status, res.text]).toEqual([200, res.text]);
  return res.body.data;
};

describe('GET /nutrition, single day', () => {
  it('goal = base goal + exercise burn, consumed, remaining, slots from the meal ratios, streak', async () => {
    await admin.setClock(NOW);
    const { user, goal } = await userWithGoal();
    await logMeal(user, TODAY, 'breakfast', 500);
    await logMeal(user, YESTERDAY, 'dinner', 600);
    await user.call('POST', '/exercises', { cal: 200 });
    const data = await nutrition(user);
    expect(data).toMatchObject({ startDate: TODAY, endDate: TODAY, timezone: 'Asia/Tokyo', streak: 2 });
    const effectiveCal = goal.cal + 200;
    expect(data.days).toEqual([
      {
        date: TODAY,
        goal: { cal: effectiveCal, protein: goal.protein, fat: goal.fat, carbs: goal.carbs },
        consumed: { cal: 500, protein: 25, fat: 12.5, carbs: 62.5 },
        remaining: {
          cal: effectiveCal - 500,
          protein: round1(goal.protein - 25),
          fat: round1(goal.fat - 12.5),
          carbs: round1(goal.carbs - 62.5),
        },
        exerciseBurn: 200,
      },
    ]);
    const slots = Object.fromEntries(data.slots!.map((s) => [s.slot, s]));
    expect(data.slots!.map((s) => s.slot)).toEqual([
      'early_morning',
      'breakfast',
      'mid_morning',
      'lunch',
      'afternoon',
      'dinner',
      'late_night',
    ]);
    expect(slots.breakfast).toEqual({ slot: 'breakfast', source: 'meal', cal: 500, protein: 25, fat: 12.5, carbs: 62.5 });
    expect(slots.lunch).toEqual({
      slot: 'lunch',
      source: 'auto',
      cal: round1(effectiveCal * 0.35),
      protein: round1(goal.protein * 0.35),
      fat: round1(goal.fat * 0.35),
      carbs: round1(goal.carbs * 0.35),
    });
    expect(slots.dinner).toMatchObject({ source: 'auto', cal: round1(effectiveCal * 0.3) });
    expect(slots.afternoon).toMatchObject({ source: 'auto', cal: round1(effectiveCal * 0.1) });
    for (const slot of ['early_morning', 'mid_morning', 'late_night'])
      expect(slots[slot]).toEqual({ slot, source: 'none', cal: 0, protein: 0, fat: 0, carbs: 0 });
  });

  it('exerciseBurn equals GET /exercises totalBurn and deleting an exercise takes it back out of the goal', async () => {
    await admin.setClock(NOW);
    const { user, goal } = await userWithGoal();
    const id = (await user.call<EndpointReply<typeof createExerciseEndpoint>>('POST', '/exercises', { cal: 300 })).body.data.id;
    await admin.call('POST', `/users/${user.userId}/app/synced-exercise`, { cal: 120, exerciseDate: TODAY });
    const before = (await nutrition(user)).days[0]!;
    expect(before.exerciseBurn).toBe(
      (await user.call<EndpointReply<typeof listExercisesEndpoint>>('GET', '/exercises')).body.data.totalBurn,
    );
    expect(before.goal!.cal).toBe(goal.cal + 420);
    await user.call('DELETE', `/exercises/${id}`);
    expect((await nutrition(user)).days[0]!).toMatchObject({ exerciseBurn: 120, goal: { cal: goal.cal + 120 } });
  });

  it('a day override replaces single axes of the base goal; burn still adds to cal; DELETE restores the base', async () => {
    await admin.setClock(NOW);
    const { user, goal } = await userWithGoal();
    await user.call('POST', '/exercises', { cal: 100 });
    await user.call('PUT', '/budgets/day', { cal: 1500, fat: 40 });
    expect((await nutrition(user)).days[0]!.goal).toEqual({ cal: 1600, protein: goal.protein, fat: 40, carbs: goal.carbs });
    await user.call('PUT', '/budgets/day', { cal: null });
    expect((await nutrition(user)).days[0]!.goal).toEqual({ cal: goal.cal + 100, protein: goal.protein, fat: 40, carbs: goal.carbs });
    await user.call('DELETE', `/budgets/day/${TODAY}`);
    expect((await nutrition(user)).days[0]!.goal).toEqual({ cal: goal.cal + 100, protein: goal.protein, fat: goal.fat, carbs: goal.carbs });
  });

  it('slot budgets show as custom and recorded slots as actuals', async () => {
    await admin.setClock(NOW);
    const { user } = await userWithGoal();
    await user.call('PUT', '/budgets/slot', { mealSlot: 'dinner', cal: 800, protein: 40, fat: 25, carbs: 90 });
    await logMeal(user, TODAY, 'late_night', 200);
    const slots = Object.fromEntries((await nutrition(user)).slots!.map((s) => [s.slot, s]));
    expect(slots.dinner).toEqual({ slot: 'dinner', source: 'custom', cal: 800, protein: 40, fat: 25, carbs: 90 });
    expect(slots.late_night).toMatchObject({ source: 'meal', cal: 200 });
  });

  it('goal and remaining are null without a goal; the streak counts back to the date and is 0 after a gap', async () => {
    await admin.setClock(NOW);
    const user = await admin.buildUser({ plan: 'premium' });
    await logMeal(user, YESTERDAY, 'lunch', 300);
    await logMeal(user, '2026-11-19', 'lunch', 300);
    await logMeal(user, '2026-11-17', 'lunch', 300);
    const today = await nutrition(user);
    expect(today.days[0]!).toMatchObject({ goal: null, remaining: null, consumed: { cal: 0 } });
    expect(today.streak).toBe(2); // today not logged yet: yesterday's run still counts
    expect((await nutrition(user, `?date=${YESTERDAY}`)).streak).toBe(2);
    expect((await nutrition(user, '?date=2026-11-18')).streak).toBe(0);
    expect((await nutrition(user, '?date=2026-11-17')).streak).toBe(1);
    expect(today.slots!.every((s) => s.source === 'none')).toBe(true);
  });

  it('answers for the first and last calendar dates a request may send (9999-12-31 once ran the process out of memory)', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    for (const date of ['9999-12-31', '0001-01-01']) {
      const day = await nutrition(user, `?date=${date}`);
      expect(day).toMatchObject({ startDate: date, endDate: date, streak: 0 });
      expect(day.days.map((d) => d.date)).toEqual([date]);
    }
    const range = await user.call<EndpointReply<typeof getNutritionEndpoint>>('GET', '/nutrition?startDate=9999-12-30&endDate=9999-12-31');
    expect(range.body.data.days.map((d) => d.date)).toEqual(['9999-12-30', '9999-12-31']);
  });
});

describe('GET /nutrition, ranges', () => {
  it('gives one day per date with goal, consumed, remaining, exerciseBurn and no streak or slots; up to 90 days', async () => {
    const { user, goal } = await userWithGoal();
    await logMeal(user, '2026-09-02', 'lunch', 800);
    await user.call('POST', '/exercises', { cal: 150, exerciseDate: '2026-09-03' });
    const data = await nutrition(user, '?startDate=2026-09-01&endDate=2026-09-03');
    expect(data).toEqual({ startDate: '2026-09-01', endDate: '2026-09-03', timezone: 'Asia/Tokyo', days: expect.any(Array) });
    expect(data.days.map((d: { date: string }) => d.date)).toEqual(['2026-09-01', '2026-09-02', '2026-09-03']);
    expect(data.days[1]).toMatchObject({ consumed: { cal: 800 }, remaining: { cal: goal.cal - 800 }, exerciseBurn: 0 });
    expect(data.days[2]).toMatchObject({ goal: { cal: goal.cal + 150 }, exerciseBurn: 150 });
    expect((await nutrition(user, '?startDate=2026-06-05&endDate=2026-09-02')).days).toHaveLength(90);
    // A range of one day is a range: the shape follows the form asked, not the number of days.
    expect(Object.keys(await nutrition(user, '?startDate=2026-09-02&endDate=2026-09-02')).sort()).toEqual([
      'days',
      'endDate',
      'startDate',
      'timezone',
    ]);
    expect((await user.call('GET', '/nutrition?startDate=2026-06-04&endDate=2026-09-02')).status).toBe(400);
    expect((await user.call('GET', '/nutrition?startDate=2026-09-02')).status).toBe(400);
    expect((await user.call('GET', '/nutrition?date=2026-02-30')).status).toBe(400);
  });

  it('never shows another user’s meals or exercise', async () => {
    const { user, goal } = await userWithGoal();
    const other = await admin.buildUser({ plan: 'premium' });
    await logMeal(other, '2026-09-10', 'lunch', 999);
    await other.call('POST', '/exercises', { cal: 999, exerciseDate: '2026-09-10' });
    expect((await nutrition(user, '?date=2026-09-10')).days[0]!).toMatchObject({
      consumed: { cal: 0 },
      exerciseBurn: 0,
      goal: { cal: goal.cal },
    });
  });
});

describe('GET /nutrition/detailed', () => {
  it('sums the 26 keys (rounded to 1 decimal), counts meals without detail, and sets DRI targets by sex and age', async () => {
    await admin.setClock(NOW);
    const { user, goal } = await userWithGoal();
    await logMeal(user, TODAY, 'lunch', 600, { detailedNutrition: { salt: 2.04, iron: 1.26, calcium: 123.45 } });
    await logMeal(user, TODAY, 'dinner', 400, { detailedNutrition: { salt: 1.01, fiber: 4 } });
    await logMeal(user, TODAY, 'breakfast', 300);
    const res = await user.call<EndpointReply<typeof getNutritionDetailedEndpoint>>('GET', '/nutrition/detailed');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      startDate: TODAY,
      endDate: TODAY,
      timezone: 'Asia/Tokyo',
      mealCount: 3,
      missingDetailedCount: 1,
      targetsUnavailable: null,
    });
    expect(data.totals).toMatchObject({
      cal: 1300,
      protein: 65,
      salt: 3.1,
      iron: 1.3,
      calcium: 123.5,
      fiber: 4,
      vitaminC: null,
      sodium: null,
    });
    expect(Object.keys(data.totals)).toHaveLength(30);
    expect(data.targets!.basis).toMatchObject({ sex: 'female', age: 36, ageBand: '30-49', days: 1 });
    expect(data.targets!.nutrients.cal).toMatchObject({ value: goal.cal, kind: 'goal' });
    expect(data.targets!.nutrients.protein).toMatchObject({ value: goal.protein, kind: 'goal' });
    expect(data.targets!.nutrients.iron).toMatchObject({ value: 10.5, kind: 'rda', unit: 'mg' });
    expect(data.targets!.nutrients.salt).toMatchObject({ value: 6.5, kind: 'dg_max' });
    expect(data.daily).toBeUndefined();
  });

  it('sums the meals as sent, not as rounded for display: three meals of 100.04 kcal and 0.04 g fat make 300.1 kcal and 0.1 g', async () => {
    await admin.setClock(NOW);
    const user = await admin.buildUser({ plan: 'premium' });
    const meal = { mealName: 'small values', cal: 100.04, fat: 0.04, mealDate: TODAY, mealType: 'lunch' };
    const created = await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', { items: [meal, meal, meal] });
    expect([created.status, created.text]).toEqual([201, created.text]);
    // API-SPEC.md → POST /meals route D: values as sent.
    expect(created.body.data.items[0]).toMatchObject({ cal: 100.04, fat: 0.04 });
    const detailed = await user.call<EndpointReply<typeof getNutritionDetailedEndpoint>>('GET', '/nutrition/detailed');
    expect(detailed.body.data.totals).toMatchObject({ cal: 300.1, fat: 0.1 });
    expect((await nutrition(user)).days[0]!.consumed).toMatchObject({ cal: 300.1, fat: 0.1 });
    // The cap holds the meal as stored: 10,000.01 kcal is over 10,000.
    const over = await user.call<ErrorBody>('POST', '/meals', { mealName: 'over the cap', cal: 10_000.01, mealDate: TODAY });
    expect([over.status, over.body.code]).toEqual([400, 'invalid_request']);
  });

  it('includeDaily=true adds the daily breakdown; targets scale with the days', async () => {
    const { user } = await userWithGoal();
    await logMeal(user, '2026-09-01', 'lunch', 500, { detailedNutrition: { vitaminC: 30 } });
    const res = await user.call<EndpointReply<typeof getNutritionDetailedEndpoint>>(
      'GET',
      '/nutrition/detailed?startDate=2026-09-01&endDate=2026-09-02&includeDaily=true',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.daily!.map((d) => [d.date, d.mealCount, d.totals.vitaminC])).toEqual([
      ['2026-09-01', 1, 30],
      ['2026-09-02', 0, null],
    ]);
    expect(res.body.data.targets!.nutrients.vitaminC).toMatchObject({ value: 200, kind: 'rda' });
    expect((await user.call('GET', '/nutrition/detailed?includeDaily=yes')).status).toBe(400);
    expect((await user.call('GET', '/nutrition/detailed?startDate=2026-06-04&endDate=2026-09-02')).status).toBe(400);
  });

  it('says what each upper limit bounds: a man eating his magnesium RDA from food is not over a limit set on supplements', async () => {
    // DRI 2025: men 30-49 magnesium RDA 380 mg, UL 350 mg from sources other than ordinary food only.
    await admin.setClock(NOW);
    const user = await admin.buildUser({
      plan: 'premium',
      profile: { heightCm: 172, weightKg: 68, dateOfBirth: '1984-02-10', gender: 'male' },
    });
    await logMeal(user, TODAY, 'dinner', 700, { detailedNutrition: { magnesium: 380, folate: 250, calcium: 300, vitaminA: 900 } });
    const res = await user.call<EndpointReply<typeof getNutritionDetailedEndpoint>>(
      'GET',
      '/nutrition/detailed?startDate=2026-11-20&endDate=2026-11-21',
    );
    expect([res.status, res.text]).toEqual([200, res.text]);
    const t = res.body.data.targets!.nutrients;
    expect(t.magnesium).toMatchObject({ value: 760, kind: 'rda', upperLimit: 700, upperLimitAppliesTo: 'supplements_only' });
    expect(t.folate).toMatchObject({ kind: 'rda', upperLimitAppliesTo: 'supplements_only' });
    expect(t.vitaminA).toMatchObject({ kind: 'rda', upperLimitAppliesTo: 'one_form' });
    expect(t.niacin).toMatchObject({ upperLimitAppliesTo: 'one_form' });
    expect(t.vitaminB6).toMatchObject({ upperLimitAppliesTo: 'one_form' });
    expect(t.calcium).toMatchObject({ value: 1500, upperLimit: 5000, upperLimitAppliesTo: 'all_intake' });
    expect(t.zinc).toMatchObject({ upperLimitAppliesTo: 'all_intake' });
    // No limit, nothing for it to bound.
    expect(t.iron).toMatchObject({ upperLimit: null, upperLimitAppliesTo: null });
    expect(t.cal).toMatchObject({ upperLimit: null, upperLimitAppliesTo: null });
    // The OpenAPI document names the field and its values.
    const doc = (await user.call('GET', '/openapi.json')).text;
    expect(doc).toContain('upperLimitAppliesTo');
    expect(doc).toContain('supplements_only');
  });

  it('says why targets are missing when the profile has no gender or birth date', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof getNutritionDetailedEndpoint>>('GET', '/nutrition/detailed');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      targets: null,
      targetsUnavailable: { reason: 'profile_incomplete', missing: ['gender', 'dateOfBirth'] },
      mealCount: 0,
      missingDetailedCount: 0,
    });
  });
});

describe('documents', () => {
  it('GET /help and GET /openapi.json describe every nutrition, weight, day-note, exercise and budget route', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const help = await user.call('GET', '/help');
    const routes = [
      'GET /nutrition',
      'GET /nutrition/detailed',
      'GET /weights',
      'POST /weights',
      'GET /day-notes',
      'PUT /day-notes',
      'GET /exercises',
      'POST /exercises',
      'DELETE /exercises/:id',
      'PUT /budgets/slot',
      'DELETE /budgets/slot/:date/:slot',
      'PUT /budgets/day',
      'DELETE /budgets/day/:date',
    ];
    for (const route of routes) expect([route, help.text.includes(`### ${route}`)]).toEqual([route, true]);
    const paths = (await user.call<ReturnType<typeof buildOpenApiDocument>>('GET', '/openapi.json')).body.paths!;
    expect(paths['/nutrition']?.get?.operationId).toBe('getNutrition');
    expect(paths['/budgets/slot/{date}/{slot}']?.delete?.operationId).toBe('deleteSlotBudget');
  });
});
