import type {
  EndpointReply,
  deleteDayOverrideEndpoint,
  deleteSlotBudgetEndpoint,
  getNutritionEndpoint,
  putDayOverrideEndpoint,
  putSlotBudgetEndpoint,
} from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';

/** API-SPEC.md → Endpoints → Budgets: PUT/DELETE /budgets/slot and /budgets/day, seen through GET /nutrition, through the real server. */
const { admin } = useGateway({}, { healthy: true }); // catalog-backed meals and favorites need the index
type NutritionReply = EndpointReply<typeof getNutritionEndpoint>;

const DATE = '2026-11-21';
const slotOf = async (user: TestUser, slot: string, date = DATE) => {
  const res = await user.call<NutritionReply>('GET', `/nutrition?date=${date}`);
  expect(res.status).toBe(200);
  return res.body.data.slots!.find((s) => s.slot === slot);
};
const goalOf = async (user: TestUser, date = DATE) =>
  (await user.call<NutritionReply>('GET', `/nutrition?date=${date}`)).body.data.days[0]!.goal;

describe('slot budgets', () => {
  it('PUT shows at once as source custom in single-day /nutrition; repeating overwrites; DELETE returns the slot to automatic', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect(await slotOf(user, 'dinner')).toMatchObject({ source: 'none' }); // no goal: nothing allocated
    const budget = { mealDate: DATE, mealSlot: 'dinner', cal: 700, protein: 40, fat: 20, carbs: 80 };
    const put = await user.call<EndpointReply<typeof putSlotBudgetEndpoint>>('PUT', '/budgets/slot', budget);
    expect(put.status).toBe(200);
    // The answer is the budget as sent, with the time it was stored.
    expect(put.body.data).toEqual({ ...budget, updatedAt: expect.any(String) });
    expect(await slotOf(user, 'dinner')).toEqual({ slot: 'dinner', source: 'custom', cal: 700, protein: 40, fat: 20, carbs: 80 });
    await user.call('PUT', '/budgets/slot', { mealDate: DATE, mealSlot: 'dinner', cal: 650, protein: 35, fat: 18, carbs: 75 });
    expect(await slotOf(user, 'dinner')).toMatchObject({ source: 'custom', cal: 650, protein: 35 });
    const del = await user.call<EndpointReply<typeof deleteSlotBudgetEndpoint>>('DELETE', `/budgets/slot/${DATE}/dinner`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, data: { mealDate: DATE, mealSlot: 'dinner', deleted: true } });
    expect(await slotOf(user, 'dinner')).toMatchObject({ source: 'none' });
    expect((await user.call('DELETE', `/budgets/slot/${DATE}/dinner`)).status).toBe(404);
  });

  it('accepts every one of the seven slot names, defaults mealDate to today (JST), and keeps budgets per user', async () => {
    await admin.setClock('2026-11-21T03:00:00Z');
    const user = await admin.buildUser({ plan: 'premium' });
    const other = await admin.buildUser({ plan: 'premium' });
    for (const mealSlot of ['breakfast', 'lunch', 'dinner', 'early_morning', 'mid_morning', 'afternoon', 'late_night']) {
      const res = await user.call<EndpointReply<typeof putSlotBudgetEndpoint>>('PUT', '/budgets/slot', {
        mealSlot,
        cal: 100,
        protein: 5,
        fat: 3,
        carbs: 12,
      });
      expect([mealSlot, res.status, res.body.data.mealDate]).toEqual([mealSlot, 200, '2026-11-21']);
    }
    const slots = (await user.call<NutritionReply>('GET', '/nutrition')).body.data.slots!;
    expect(slots.every((s) => s.source === 'custom')).toBe(true);
    expect((await other.call<NutritionReply>('GET', '/nutrition')).body.data.slots!.every((s) => s.source === 'none')).toBe(true);
    expect((await other.call('DELETE', '/budgets/slot/2026-11-21/lunch')).status).toBe(404);
  });

  it.each([
    ['snack is not a slot', { mealSlot: 'snack', cal: 100, protein: 1, fat: 1, carbs: 1 }],
    ['missing protein', { mealSlot: 'lunch', cal: 100, fat: 1, carbs: 1 }],
    ['negative cal', { mealSlot: 'lunch', cal: -1, protein: 1, fat: 1, carbs: 1 }],
    ['a bad date', { mealDate: '2026-02-30', mealSlot: 'lunch', cal: 1, protein: 1, fat: 1, carbs: 1 }],
    ['an unknown key', { mealSlot: 'lunch', cal: 1, protein: 1, fat: 1, carbs: 1, salt: 1 }],
  ])('PUT refuses %s with 400', async (_label, body) => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('PUT', '/budgets/slot', body)).status).toBe(400);
  });

  it('a slot recorded from the catalog or a favorite keeps showing its meal after PUT /budgets/slot; deleting the meal shows the budget', async () => {
    // An unchecked report said such a slot's meal could vanish; the spec's grid puts actuals before a manual budget.
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('POST', '/favorites', { productId: 1 })).status).toBe(200);
    const favorites = await user.call<{ data: { items: Array<{ productId?: number }> } }>('GET', '/favorites');
    const favoriteProductId = favorites.body.data.items[0]!.productId!;
    const logged = await user.call<{ data: { items: Array<{ id: string; cal: number }> } }>('POST', '/meals', {
      items: [
        { productId: favoriteProductId, mealDate: DATE, mealType: 'lunch' },
        { dishId: 1, mealDate: DATE, mealType: 'afternoon' },
      ],
    });
    expect(logged.status).toBe(201);
    const [lunchMeal, snackMeal] = logged.body.data.items;
    for (const mealSlot of ['lunch', 'afternoon']) {
      const put = await user.call('PUT', '/budgets/slot', { mealDate: DATE, mealSlot, cal: 900, protein: 30, fat: 20, carbs: 100 });
      expect(put.status).toBe(200);
    }
    expect(await slotOf(user, 'lunch')).toMatchObject({ source: 'meal', cal: lunchMeal!.cal });
    expect(await slotOf(user, 'afternoon')).toMatchObject({ source: 'meal', cal: snackMeal!.cal });
    const day = await user.call<{ data: { days: Array<{ meals: Array<{ id: string }> }> } }>('GET', `/meals?date=${DATE}`);
    expect(day.body.data.days[0]!.meals.map((m) => m.id).sort()).toEqual([lunchMeal!.id, snackMeal!.id].sort());
    expect((await user.call('DELETE', `/meals/${lunchMeal!.id}`)).status).toBe(200);
    expect(await slotOf(user, 'lunch')).toEqual({ slot: 'lunch', source: 'custom', cal: 900, protein: 30, fat: 20, carbs: 100 });
  });

  it('DELETE refuses a bad date or slot with 400', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('DELETE', '/budgets/slot/2026-13-01/lunch')).status).toBe(400);
    expect((await user.call('DELETE', `/budgets/slot/${DATE}/brunch`)).status).toBe(400);
  });
});

describe('day overrides', () => {
  it('axes merge: left out keeps, null clears one axis; DELETE clears the date; writes show at once in goal', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect(await goalOf(user)).toBeNull(); // no base goal, no override
    const put = await user.call<EndpointReply<typeof putDayOverrideEndpoint>>('PUT', '/budgets/day', { date: DATE, cal: 1800 });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ date: DATE, cal: 1800, protein: null, fat: null, carbs: null, updatedAt: expect.any(String) });
    expect(await goalOf(user)).toEqual({ cal: 1800, protein: null, fat: null, carbs: null });
    await user.call('PUT', '/budgets/day', { date: DATE, cal: 1800, protein: 90 });
    await user.call('PUT', '/budgets/day', { date: DATE, cal: 1700, carbs: 200 });
    expect(await goalOf(user)).toEqual({ cal: 1700, protein: 90, fat: null, carbs: 200 });
    await user.call('PUT', '/budgets/day', { date: DATE, cal: 1700, protein: null });
    expect(await goalOf(user)).toEqual({ cal: 1700, protein: null, fat: null, carbs: 200 });
    expect(await goalOf(user, '2026-11-22')).toBeNull(); // one day only
    const del = await user.call<EndpointReply<typeof deleteDayOverrideEndpoint>>('DELETE', `/budgets/day/${DATE}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, data: { date: DATE, deleted: true } });
    expect(await goalOf(user)).toBeNull();
    expect((await user.call('DELETE', `/budgets/day/${DATE}`)).status).toBe(404);
  });

  it('without a base goal, an override alone allocates the unrecorded main slots by the default ratios, per axis; DELETE returns them to none', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    await user.call('PUT', '/budgets/day', { date: DATE, cal: 1800 });
    expect(await slotOf(user, 'lunch')).toEqual({ slot: 'lunch', source: 'auto', cal: 630, protein: null, fat: null, carbs: null });
    expect(await slotOf(user, 'afternoon')).toEqual({ slot: 'afternoon', source: 'auto', cal: 180, protein: null, fat: null, carbs: null });
    expect(await slotOf(user, 'mid_morning')).toMatchObject({ source: 'none', cal: 0 });
    await user.call('PUT', '/budgets/day', { date: DATE, protein: 80, fat: 50, carbs: 250 });
    expect(await slotOf(user, 'dinner')).toEqual({ slot: 'dinner', source: 'auto', cal: 540, protein: 24, fat: 15, carbs: 75 });
    expect(await slotOf(user, 'dinner', '2026-11-22')).toMatchObject({ source: 'none' }); // one day only
    expect((await user.call('DELETE', `/budgets/day/${DATE}`)).status).toBe(200);
    expect(await slotOf(user, 'dinner')).toEqual({ slot: 'dinner', source: 'none', cal: 0, protein: 0, fat: 0, carbs: 0 });
  });

  it('takes any axis alone: protein only leaves cal on the base goal', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const put = await user.call<EndpointReply<typeof putDayOverrideEndpoint>>('PUT', '/budgets/day', { date: DATE, protein: 120 });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ date: DATE, cal: null, protein: 120, fat: null, carbs: null });
    expect(await goalOf(user)).toEqual({ cal: null, protein: 120, fat: null, carbs: null });
    await user.call('PUT', '/budgets/day', { date: DATE, fat: 40 });
    expect(await goalOf(user)).toEqual({ cal: null, protein: 120, fat: 40, carbs: null });
  });

  it('axes sent at once all land (protein in one request, fat and carbs in others)', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await admin.buildUser({ plan: 'premium' });
      await user.call('PUT', '/budgets/day', { date: DATE, cal: 1800 });
      const replies = await Promise.all(
        [{ protein: 90 }, { fat: 50 }, { carbs: 200 }].map((axis) => user.call('PUT', '/budgets/day', { date: DATE, cal: 1800, ...axis })),
      );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect([round, await goalOf(user)]).toEqual([round, { cal: 1800, protein: 90, fat: 50, carbs: 200 }]);
    }
  });

  it('adds the day’s exercise burn on top of the overridden cal', async () => {
    await admin.setClock('2026-11-21T03:00:00Z');
    const user = await admin.buildUser({ plan: 'premium' });
    await user.call('PUT', '/budgets/day', { cal: 1500 });
    await user.call('POST', '/exercises', { cal: 250 });
    const day = (await user.call<NutritionReply>('GET', '/nutrition')).body.data.days[0];
    expect(day).toMatchObject({ date: DATE, exerciseBurn: 250, goal: { cal: 1750 }, remaining: { cal: 1750 } });
  });

  it.each([
    ['no axis at all', { date: DATE }],
    ['cal as a string', { date: DATE, cal: '1800' }],
    ['an unknown axis', { date: DATE, cal: 1800, salt: 6 }],
    ['a bad date', { date: '2026-11-31', cal: 1800 }],
  ])('PUT refuses %s with 400', async (_label, body) => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('PUT', '/budgets/day', body)).status).toBe(400);
  });
});
