import type { ErrorBody } from '@shokuji/contracts';
import { useGateway } from '../support/api-fixtures';

/**
 * The dates a request may send (docs/decisions-records.md → Dates a request may send): real calendar
 * dates of the years 0001 to 9999, in every body, query and path that takes one. The year 0000 is a
 * 400 `invalid_request` everywhere, as 2026-02-30 is.
 */
const { admin } = useGateway();

const manualMeal = (mealDate: string) => ({ mealName: '納豆ご飯', cal: 300, protein: 10, fat: 5, carbs: 50, mealDate });

/** Every call of the personal records that takes a date, with that date in its place. */
const callsTaking = (date: string, mealId: string) =>
  [
    ['POST', '/meals', manualMeal(date)],
    ['POST', '/meals', { items: [manualMeal('2026-11-21'), manualMeal(date)] }],
    ['PUT', `/meals/${mealId}`, { mealDate: date }],
    ['GET', `/meals?date=${date}`],
    ['GET', `/meals?startDate=${date}&endDate=${date}`],
    ['POST', '/analyze-text', { query: 'ご飯', mealDate: date }],
    ['GET', `/nutrition?date=${date}`],
    ['GET', `/nutrition/detailed?startDate=${date}&endDate=${date}`],
    ['GET', `/exercises?date=${date}`],
    ['POST', '/exercises', { cal: 100, exerciseDate: date }],
    ['GET', `/weights?startDate=${date}&endDate=${date}`],
    ['POST', '/weights', { weightKg: 60, date }],
    ['GET', `/day-notes?date=${date}`],
    ['PUT', '/day-notes', { body: 'メモ', date }],
    ['PUT', '/budgets/slot', { mealDate: date, mealSlot: 'lunch', cal: 600, protein: 30, fat: 20, carbs: 80 }],
    ['DELETE', `/budgets/slot/${date}/lunch`],
    ['PUT', '/budgets/day', { date, cal: 1800 }],
    ['DELETE', `/budgets/day/${date}`],
    [
      'PUT',
      '/goals',
      { goalType: 'maintain', activityLevel: 2, profile: { heightCm: 165, weightKg: 60, dateOfBirth: date, gender: 'female' } },
    ],
  ] as const;

describe('dates a request may send', () => {
  it('refuses the year 0000 with 400 invalid_request wherever a record call takes a date', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const meal = await user.call<{ data: { items: { id: string }[] } }>('POST', '/meals', manualMeal('2026-11-21'));
    const mealId = meal.body.data.items[0]!.id;
    for (const date of ['0000-01-01', '0000-12-31']) {
      for (const [method, path, body] of callsTaking(date, mealId)) {
        const res = await user.call<ErrorBody>(method, path, body);
        expect({ method, path, body, status: res.status, code: res.body.code }).toEqual({
          method,
          path,
          body,
          status: 400,
          code: 'invalid_request',
        });
      }
    }
    // Nothing was written on the way: the meal keeps its date and no other meal exists.
    const kept = await user.call<{ data: { days: { meals: { id: string; mealDate: string }[] }[] } }>('GET', '/meals?date=2026-11-21');
    expect(kept.body.data.days[0]!.meals.map((m) => [m.id, m.mealDate])).toEqual([[mealId, '2026-11-21']]);
  });

  it('refuses the year 0000 in the operator’s synced exercise and account profile too', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const synced = await admin.call<ErrorBody>('POST', `/users/${userId}/app/synced-exercise`, { cal: 100, exerciseDate: '0000-06-01' });
    expect([synced.status, synced.body.code]).toEqual([400, 'invalid_request']);
    const created = await admin.call<ErrorBody>('POST', '/users', { plan: 'premium', profile: { dateOfBirth: '0000-06-01' } });
    expect([created.status, created.body.code]).toEqual([400, 'invalid_request']);
  });

  it('takes the first and the last day of the range, and says what the range is', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    for (const date of ['0001-01-01', '9999-12-31']) {
      expect((await user.call('POST', '/meals', manualMeal(date))).status).toBe(201);
      expect((await user.call('PUT', '/day-notes', { body: 'メモ', date })).status).toBe(200);
      expect((await user.call('PUT', '/budgets/day', { date, cal: 1800 })).status).toBe(200);
    }
    const first = await user.call<{ data: { days: { date: string; consumed: { cal: number } }[]; streak: number } }>(
      'GET',
      '/nutrition?date=0001-01-01',
    );
    expect([first.status, first.body.data.days[0]!.consumed.cal, first.body.data.streak]).toEqual([200, 300, 1]);
    expect((await user.call('POST', '/weights', { weightKg: 60, date: '0001-01-01' })).status).toBe(200);
    const refused = await user.call<ErrorBody>('POST', '/meals', manualMeal('0000-12-31'));
    expect(refused.body.error).toMatch(/mealDate.*0001-01-01 to 9999-12-31/);
  });
});
