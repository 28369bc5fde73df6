import { DomainError, type CatalogApi, type CatalogItem } from '@shokuji/contracts';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import type { RecordsStore } from '../store/records-store';
import { createMealsService } from './meals.service';

/** The embedded store doubles as the fake (docs/CONTRIBUTING.md → Tests); the catalog is a small stub. */
const item = (overrides: Partial<CatalogItem>): CatalogItem => ({
  id: 'p_1',
  type: 'product',
  productId: 1,
  name: '商品',
  shopId: 'seven-eleven',
  shopName: 'セブン',
  cal: 300,
  protein: 10,
  fat: 10,
  carbs: 40,
  category: 'x',
  genres: [],
  imageUrl: null,
  score: 1,
  ...overrides,
});
const catalogItems = new Map<string, CatalogItem>([
  ['p_1', item({})],
  ['p_2', item({ id: 'p_2', productId: 2, cal: 250, protein: null, fat: null, carbs: null })],
  [
    'g_5',
    item({
      id: 'g_5',
      type: 'dish',
      productId: undefined,
      dishId: 5,
      shopId: undefined,
      shopName: undefined,
      cal: 500,
      protein: 20,
      fat: 15,
      carbs: 70,
      components: [
        { name: 'ご飯 200g', cal: 312, protein: 5, fat: 0.6, carbs: 74 },
        { name: '他', cal: 100, protein: 1, fat: 1, carbs: 1 },
      ],
      detailedNutrition: { salt: 2.5 },
    }),
  ],
]);
const catalog: CatalogApi = {
  health: async () => ({ ok: true, engine: 'stub', items: catalogItems.size, engineState: 'ok' }),
  search: async () => {
    throw new Error('unused');
  },
  searchTerms: async () => {
    throw new Error('unused');
  },
  suggestSets: async () => {
    throw new Error('unused');
  },
  analyzeText: async () => {
    throw new Error('unused');
  },
  getItems: async (_ctx, { ids }) => ({
    items: ids.flatMap((id) => catalogItems.get(id) ?? []),
    notFound: ids.filter((id) => !catalogItems.has(id)),
  }),
  listShops: async () => [
    {
      id: 'seven-eleven',
      name: 'セブン-イレブン',
      nameEn: '7-Eleven',
      type: 'RETAIL_STORE',
      category: 'convenience',
      websiteUrl: null,
      aliases: [],
    },
  ],
};

let store: RecordsStore;
let n = 0;
beforeEach(() => {
  store = createSqliteRecordsStore(':memory:');
});
afterEach(async () => store.close());
const ctx = (now = '2026-11-21T03:00:00.000Z') => ({ requestId: 'r', now, userId: `u_${++n}` });
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  );

describe('meals service', () => {
  it('defaults mealDate to today in JST (23:30 UTC is the next JST day)', async () => {
    const service = createMealsService({ store, catalog });
    const { items } = await service.createMeals(ctx('2026-11-21T23:30:00.000Z'), { mealName: 'x', cal: 1 });
    expect(items[0]).toMatchObject({ mealDate: '2026-11-22', mealType: 'breakfast' });
  });

  it('a product with kcal only records 0 g for the unknown macros', async () => {
    const service = createMealsService({ store, catalog });
    const { items } = await service.createMeals(ctx(), { productId: 2 });
    expect(items[0]).toMatchObject({ cal: 250, protein: 0, fat: 0, carbs: 0, shopId: 'seven-eleven' });
  });

  it('a dish keeps the catalog kcal; components that do not add up to it are dropped; detail is carried', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const { items } = await service.createMeals(c, { dishId: 5, quantity: 2 });
    expect(items[0]).toMatchObject({ cal: 1000, source: 'dish_db' });
    const [stored] = await store.meals.listByDateRange(c.userId, items[0]!.mealDate, items[0]!.mealDate);
    expect(stored).toMatchObject({ components: null, detailedNutrition: { salt: 5 } });
  });

  it('validates every record before writing: a bad last record leaves nothing behind (not even my-foods)', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const code = await codeOf(
      service.createMeals(c, { items: [{ mealName: 'a', cal: 1, detailedNutrition: { salt: 1 } }, { productId: 1 }, { productId: 999 }] }),
    );
    expect(code).toBe('not_found');
    expect(await store.meals.listByDateRange(c.userId, '2000-01-01', '2100-01-01')).toEqual([]);
    expect(await store.meals.listFoods(c.userId, undefined, 50)).toEqual([]);
  });

  it('the my-foods of one batch list in the order sent, the last first, as its meals do in GET /meals/search', async () => {
    // They share their createdAt; each drew a random id, so GET /foods/mine listed a batch in any order.
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const names = Array.from({ length: 10 }, (_, i) => `自家製${i}`);
    await service.createMeals(c, { items: names.map((mealName) => ({ mealName, cal: 100, detailedNutrition: { salt: 1 } })) });
    const newestFirst = [...names].reverse();
    expect((await service.listMyFoods(c, { limit: 20 })).items.map((f) => f.name)).toEqual(newestFirst);
    expect((await service.searchMeals(c, { q: '自家製', limit: 20 })).items.map((m) => m.mealName)).toEqual(newestFirst);
  });

  it('one operation key writes once: an attempt the caller never heard back from and its retry leave one copy, answered alike', async () => {
    const service = createMealsService({ store, catalog });
    const c = { ...ctx(), operationKey: 'op-1' };
    const body = { items: [{ mealName: 'a', cal: 100, detailedNutrition: { salt: 1 } }, { productId: 1 }] };
    const first = await service.createMeals(c, body);
    const retry = await service.createMeals({ ...c, requestId: 'r2', now: '2026-11-21T03:00:05.000Z' }, body);
    expect(retry).toEqual(first);
    expect(await store.meals.listByDateRange(c.userId, '2000-01-01', '2100-01-01')).toHaveLength(2);
    // Another operation (another key or body) and a write without a key are new records.
    await service.createMeals({ ...c, operationKey: 'op-2' }, body);
    await service.createMeals(ctx(), body);
    expect(await store.meals.listByDateRange(c.userId, '2000-01-01', '2100-01-01')).toHaveLength(4);
  });

  it('one operation key records an analysis once: an attempt the gateway gave up on and the retry leave one meal and one my-food', async () => {
    // The split path (stop 85): records stopped mid-call, the gateway answered POST /analyze-text 503, the meal landed on
    // resume, and the retry under the same Idempotency-Key (5xx is not remembered) recorded a second meal and my-food.
    const service = createMealsService({ store, catalog });
    const c = { ...ctx(), operationKey: 'op-analysis-1' };
    const estimate = {
      mealName: 'ご飯',
      mealNameEn: 'Rice',
      shopId: null,
      cal: 234,
      protein: 3.8,
      fat: 0.5,
      carbs: 55.7,
      components: [{ name: 'ご飯 150g', nameEn: 'Rice 150g', cal: 234, protein: 3.8, fat: 0.5, carbs: 55.7 }],
      detailedNutrition: { salt: 0 },
      confidence: 0.9,
      items: [],
      unknownWords: [],
      catalogMatches: [],
    } as unknown as Parameters<typeof service.recordAnalyzedMeal>[1]['estimate'];
    const first = await service.recordAnalyzedMeal(c, { estimate, mealDate: '2026-11-20' });
    const retry = await service.recordAnalyzedMeal(
      { ...c, requestId: 'r2', now: '2026-11-21T03:00:05.000Z' },
      { estimate, mealDate: '2026-11-20' },
    );
    expect(retry).toEqual(first);
    expect(await store.meals.listByDateRange(c.userId, '2000-01-01', '2100-01-01')).toHaveLength(1);
    expect((await service.listMyFoods(c, { limit: 20 })).items).toHaveLength(1);
    // Another key and no key are new analyses.
    await service.recordAnalyzedMeal({ ...c, operationKey: 'op-analysis-2' }, { estimate, mealDate: '2026-11-20' });
    await service.recordAnalyzedMeal(ctx(), { estimate, mealDate: '2026-11-20' });
    expect(await store.meals.listByDateRange(c.userId, '2000-01-01', '2100-01-01')).toHaveLength(2);
    // A correction (replaceMealId) retried under its key makes one my-food: a second one was left unused in GET /foods/mine.
    const fix = { ...c, operationKey: 'op-analysis-fix' };
    const corrected = { ...estimate, mealName: 'ご飯大盛り' };
    const replaced = await service.recordAnalyzedMeal(fix, { estimate: corrected, replaceMealId: first.mealId });
    const again = await service.recordAnalyzedMeal({ ...fix, requestId: 'r3' }, { estimate: corrected, replaceMealId: first.mealId });
    expect(again).toEqual(replaced);
    expect((await service.listMyFoods(c, { limit: 20 })).items.map((f) => f.name).sort()).toEqual(['ご飯', 'ご飯', 'ご飯大盛り']);
  });

  it.each([
    ['without an operation key', undefined],
    ['under an operation key', 'op-order'],
  ])('a batch lists in the order it was sent (GET /meals and /meals/search), %s', async (_label, operationKey) => {
    const service = createMealsService({ store, catalog });
    const c = { ...ctx(), operationKey };
    const names = Array.from({ length: 10 }, (_, i) => `食事${i}`);
    const { items } = await service.createMeals(c, { items: names.map((mealName) => ({ mealName, cal: 1 })) });
    expect(items.map((m) => m.mealName)).toEqual(names);
    const { days } = await service.listMeals(c, { date: items[0]!.mealDate });
    expect(days[0]!.meals.map((m) => m.mealName)).toEqual(names);
    // Newest first: the meals of one write, the last sent first.
    const found = await service.searchMeals(c, { q: '食事', limit: 50 });
    expect(found.items.map((m) => m.mealName)).toEqual([...names].reverse());
  });

  it('the 31st record of a meal date is quota_exceeded with the quota object, resetting when that JST day ends', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx('2026-11-21T03:00:00.000Z');
    for (let i = 0; i < 3; i++) await service.createMeals(c, { items: Array.from({ length: 10 }, () => ({ mealName: 'x', cal: 1 })) });
    const error = await service.createMeals(c, { mealName: 'x', cal: 1 }).catch((e: DomainError) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('quota_exceeded');
    expect((error as DomainError).details.quota).toEqual({
      used: 30,
      limit: 30,
      remaining: 0,
      period: 'day',
      resetAt: '2026-11-21T15:00:00.000Z',
    });
    // Moving another record onto the full day by PUT is refused the same way.
    const { items } = await service.createMeals(c, { mealName: 'y', cal: 1, mealDate: '2026-11-20' });
    expect(await codeOf(service.updateMeal(c, { id: items[0]!.id, patch: { mealDate: '2026-11-21' } }))).toBe('quota_exceeded');
  });

  it('a move that took its date past the cap is put back even when another change of the record landed meanwhile, keeping that change', async () => {
    const c = ctx('2026-11-21T03:00:00.000Z');
    const service = createMealsService({ store, catalog });
    for (let i = 0; i < 3; i++) {
      const size = i < 2 ? 10 : 9;
      await service.createMeals(c, { items: Array.from({ length: size }, () => ({ mealName: 'x', cal: 1 })) });
    }
    const { items } = await service.createMeals(c, { mealName: 'y', cal: 100, mealDate: '2026-11-20' });
    const id = items[0]!.id;
    // Interleaving as two requests at once can produce it: a POST fills the last place after the
    // move's count, and a PUT of the quantity lands between the move's write and its recount.
    const counts = store.meals.countOnDate.bind(store.meals);
    let calls = 0;
    store.meals.countOnDate = async (userId, mealDate) => {
      const count = await counts(userId, mealDate);
      calls++;
      if (calls === 1)
        await store.meals.insertMany([{ ...(await store.meals.get(userId, id))!, id: 'm_race', mealDate, revision: 0 }], [], 30);
      if (calls === 2) {
        const meal = (await store.meals.get(userId, id))!;
        expect(await store.meals.replace({ ...meal, quantity: 2, cal: 200 })).toBe(true);
      }
      return count;
    };
    expect(await codeOf(service.updateMeal(c, { id, patch: { mealDate: '2026-11-21' } }))).toBe('quota_exceeded');
    store.meals.countOnDate = counts;
    expect(await store.meals.countOnDate(c.userId, '2026-11-21')).toBe(30);
    expect(await store.meals.get(c.userId, id)).toMatchObject({ mealDate: '2026-11-20', quantity: 2, cal: 200 });
  });

  it('route D with components: the totals are the rows’ sum, whatever cal was sent beside them; PUT recomputes them too', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const components = [
      { name: 'ご飯 150g', cal: 234, protein: 3.8, fat: 0.5, carbs: 55.7 },
      { name: '味噌汁 1杯', cal: 40, protein: 2.5, fat: 1.2, carbs: 4.8 },
    ];
    const { items } = await service.createMeals(c, { mealName: '朝ごはん', cal: 500, protein: 1, components, quantity: 2 });
    expect(items[0]).toMatchObject({ cal: 548, protein: 12.6, fat: 3.4, carbs: 121 });
    const stored = await service.updateMeal(c, {
      id: items[0]!.id,
      patch: { components: [{ name: 'ご飯 100g', cal: 156, protein: 2.5, fat: 0.3, carbs: 37 }] },
    });
    expect(stored).toMatchObject({ cal: 312, protein: 5, fat: 0.6, carbs: 74, baseCal: 156, nutritionSource: 'components' });
  });

  it('PUT: rows that change the kcal leave the detailed nutrients unmeasured; rows of the same kcal and components null keep them', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const { items } = await service.createMeals(c, { mealName: 'サラダ', cal: 100, detailedNutrition: { salt: 1.2, fiber: 3 } });
    const id = items[0]!.id;
    const detailOf = async () => (await store.meals.get(c.userId, id))!.detailedNutrition;
    // The same dish written out as rows: its detail still describes it.
    const rows = [
      { name: 'レタス 50g', cal: 20, protein: 0, fat: 0, carbs: 0 },
      { name: 'ドレッシング', cal: 80, protein: 0, fat: 0, carbs: 0 },
    ];
    await service.updateMeal(c, { id, patch: { components: rows, quantity: 2 } });
    expect(await detailOf()).toEqual({ salt: 2.4, fiber: 6 });
    // The dressing left out: the salad's salt and fiber would be the lettuce's, which nobody measured.
    await service.updateMeal(c, { id, patch: { components: rows.slice(0, 1) } });
    expect(await detailOf()).toBeNull();
    await service.updateMeal(c, { id, patch: { quantity: 1 } });
    expect(await detailOf()).toBeNull();
    // Back to the values at creation: the detail measured with them returns.
    await service.updateMeal(c, { id, patch: { components: null } });
    expect(await detailOf()).toEqual({ salt: 1.2, fiber: 3 });
  });

  it('PUT: components null returns to the values at creation; photo-confirmed components are 409', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const { items } = await service.createMeals(c, { productId: 1 });
    const id = items[0]!.id;
    const edited = await service.updateMeal(c, {
      id,
      patch: { components: [{ name: 'half', cal: 150, protein: 5, fat: 5, carbs: 20 }], quantity: 2 },
    });
    expect(edited).toMatchObject({ cal: 300, baseCal: 150 });
    expect(await service.updateMeal(c, { id, patch: { components: null } })).toMatchObject({ cal: 600, baseCal: 300, components: null });
    await service.confirmMealPhoto(c, { mealId: id });
    expect(await codeOf(service.updateMeal(c, { id, patch: { components: null } }))).toBe('photo_confirmed');
    expect(await codeOf(service.updateMeal(c, { id, patch: { quantity: 1 } }))).toBe('ok');
  });

  it('PUT: changes of one record sent at once all land (quantity, slot, shop, photo confirmation); none overwrites another with what it read', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const { items } = await service.createMeals(c, { mealName: 'カレー', cal: 700, mealType: 'lunch' });
    const id = items[0]!.id;
    await Promise.all([
      service.updateMeal(c, { id, patch: { quantity: 2 } }),
      service.updateMeal(c, { id, patch: { mealType: 'dinner' } }),
      service.updateMeal(c, { id, patch: { shopId: 'seven-eleven' } }),
      service.confirmMealPhoto(c, { mealId: id }),
    ]);
    expect(await store.meals.get(c.userId, id)).toMatchObject({
      quantity: 2,
      cal: 1400,
      mealType: 'dinner',
      shopId: 'seven-eleven',
      componentsPhotoConfirmed: true,
    });
  });

  it('PUT: moves onto a date sent at once never take it past 30 records; a move refused is put back where it was', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx();
    const day = (mealDate: string, n: number) => Array.from({ length: n }, () => ({ mealName: '記録', cal: 1, mealDate }));
    for (const n of [10, 10, 9]) await service.createMeals(c, { items: day('2026-11-10', n) });
    const { items } = await service.createMeals(c, { items: day('2026-11-11', 4) });
    const outcomes = await Promise.all(
      items.map((item) => codeOf(service.updateMeal(c, { id: item.id, patch: { mealDate: '2026-11-10' } }))),
    );
    expect(outcomes.every((code) => code === 'ok' || code === 'quota_exceeded')).toBe(true);
    const moved = outcomes.filter((code) => code === 'ok').length;
    expect(moved).toBeLessThanOrEqual(1);
    expect(await store.meals.countOnDate(c.userId, '2026-11-10')).toBe(29 + moved);
    expect(await store.meals.countOnDate(c.userId, '2026-11-11')).toBe(4 - moved);
  });

  // A guard: GET /meals/usual's basis is the last 90 days with today (API-SPEC.md → Endpoints → Meals, GET /meals/usual), no day more.
  it('usual meals count the records of the last 90 days, today included', async () => {
    const service = createMealsService({ store, catalog });
    const c = ctx('2026-11-21T03:00:00.000Z');
    await service.createMeals(c, {
      items: [
        { mealName: '89日前からの定番', cal: 100, mealDate: '2026-08-24' },
        { mealName: '89日前からの定番', cal: 100, mealDate: '2026-11-20' },
        { mealName: '90日前からの定番', cal: 100, mealDate: '2026-08-23' },
        { mealName: '90日前からの定番', cal: 100, mealDate: '2026-11-20' },
      ],
    });
    const { items } = await service.listUsualMeals(c, { limit: 5 });
    expect(items.map((usual) => usual.name)).toEqual(['89日前からの定番']);
  });

  it('another user’s meal is not found on every method', async () => {
    const service = createMealsService({ store, catalog });
    const owner = ctx();
    const { items } = await service.createMeals(owner, { mealName: 'x', cal: 1 });
    const id = items[0]!.id;
    const stranger = ctx();
    expect(await codeOf(service.updateMeal(stranger, { id, patch: { quantity: 2 } }))).toBe('not_found');
    expect(await codeOf(service.deleteMeal(stranger, { id }))).toBe('not_found');
    expect(await codeOf(service.getMealPhoto(stranger, { id, size: 'full' }))).toBe('not_found');
    expect(await codeOf(service.confirmMealPhoto(stranger, { mealId: id }))).toBe('not_found');
    expect(await codeOf(service.setMealPhoto(stranger, { id, imageBase64: 'AQID' }))).toBe('not_found');
  });
});
