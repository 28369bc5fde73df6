import type { addFavoriteEndpoint, appFoodEndpoint, EndpointReply, ErrorBody, listFavoritesEndpoint } from '@shokuji/contracts';
import { useGateway } from '../support/api-fixtures';

/** API-SPEC.md → Endpoints → Favorites and ratings: the favorites through the real server (ratings.e2e.test.ts the ratings). */
const { admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '1000' }, { healthy: true });

const premium = () => admin.buildUser({ plan: 'premium' });

describe('favorites', () => {
  it('adds products and dishes from the catalog with nutrition; the same item again sets the slots it sends and keeps them when it sends none', async () => {
    const user = await premium();
    const added = await user.call('POST', '/favorites', { productId: 1, slots: ['breakfast', 'lunch'] });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      success: true,
      data: {
        created: true,
        favorite: {
          type: 'product',
          productId: 1,
          catalogId: 'p_1',
          shopId: 'seven-eleven',
          cal: 355,
          protein: 7.9,
          slots: ['breakfast', 'lunch'],
        },
      },
    });
    const again = await user.call<EndpointReply<typeof addFavoriteEndpoint>>('POST', '/favorites', { productId: 1, slots: ['dinner'] });
    expect(again.body.data).toMatchObject({ created: false, favorite: { slots: ['dinner'] } });
    const keptSlots = await user.call<EndpointReply<typeof addFavoriteEndpoint>>('POST', '/favorites', { productId: 1 });
    expect(keptSlots.body.data).toMatchObject({ created: false, favorite: { slots: ['dinner'] } });
    const anyTime = await user.call<EndpointReply<typeof addFavoriteEndpoint>>('POST', '/favorites', { productId: 1, slots: null });
    expect(anyTime.body.data).toMatchObject({ created: false, favorite: { slots: null } });
    await user.call('POST', '/favorites', { dishId: 1 });
    const list = await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites');
    expect(list.status).toBe(200);
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.items.map((f) => f.type).sort()).toEqual(['dish', 'product']);
    expect(list.body.data.items.find((f) => f.type === 'dish')).toMatchObject({
      dishId: 1,
      catalogId: 'g_1',
      cal: 109.2, // 肉じゃが小盛り: the recipe of PORTIONS.md (200 g), docs/analyze-text.md
      slots: null,
    });
  });

  it("app-made foods are listed as type food, with their chain's name", async () => {
    const user = await premium();
    const food = await admin.call<EndpointReply<typeof appFoodEndpoint>>('PUT', `/users/${user.userId}/app/foods`, {
      name: '自家製グラノーラ',
      cal: 250,
      protein: 6,
      fat: 9,
      carbs: 35,
    });
    await admin.call('PUT', `/users/${user.userId}/app/foods`, {
      name: 'ローソンのサラダ',
      cal: 120,
      protein: 5,
      fat: 6,
      carbs: 10,
      shopId: 'lawson',
    });
    const list = await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites');
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ type: 'food', name: 'ローソンのサラダ', shopId: 'lawson', shopName: 'ローソン' }),
      expect.objectContaining({
        type: 'food',
        foodId: food.body.data.foodId,
        catalogId: null,
        name: '自家製グラノーラ',
        cal: 250,
        shopName: null,
      }),
    ]);
  });

  it('an app-made food stays listed after 200 newer foods from detailed meals (each makes a my-food)', async () => {
    // GET /favorites read the 200 newest foods of every origin and kept the app's: they fell out of it.
    const user = await premium();
    await admin.call('PUT', `/users/${user.userId}/app/foods`, { name: '自家製グラノーラ', cal: 250, protein: 6, fat: 9, carbs: 35 });
    for (let batch = 0; batch < 20; batch++) {
      const mealDate = `2026-10-${String(1 + Math.floor(batch / 3)).padStart(2, '0')}`; // 30 records a date at most
      const items = Array.from({ length: 10 }, (_, i) => ({
        mealName: `記録${batch}-${i}`,
        cal: 100,
        mealDate,
        detailedNutrition: { salt: 1 },
      }));
      expect((await user.call('POST', '/meals', { items })).status).toBe(201);
    }
    const list = await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites');
    expect(list.body.data.items).toEqual([expect.objectContaining({ type: 'food', name: '自家製グラノーラ' })]);
  });

  it("an app-made food's values are its rows' sum to 4 decimals, without binary noise", async () => {
    const user = await premium();
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    const made = await admin.call<EndpointReply<typeof appFoodEndpoint>>('PUT', `/users/${user.userId}/app/foods`, {
      name: 'おにぎり二つ',
      cal: 1,
      protein: 1,
      fat: 1,
      carbs: 1,
      components: [
        { name: '梅おにぎり', cal: 170.1, protein: 2.6, fat: 0.1, carbs: 38.3 },
        { name: '鮭おにぎり', cal: 180.2, protein: 4.1, fat: 0.2, carbs: 37.9 },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ cal: 350.3, protein: 6.7, fat: 0.3, carbs: 76.2 });
    const list = await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites');
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ type: 'food', name: 'おにぎり二つ', cal: 350.3, protein: 6.7, fat: 0.3, carbs: 76.2 }),
    ]);
  });

  it('an app-made food names a shop of GET /shops or none: another shopId is a 400 and makes no food', async () => {
    const user = await premium();
    const refused = await admin.call<ErrorBody>('PUT', `/users/${user.userId}/app/foods`, {
      name: '架空の店の弁当',
      cal: 600,
      protein: 20,
      fat: 20,
      carbs: 80,
      shopId: 'no-such-shop',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_request');
    expect(refused.body.error).toContain('no-such-shop');
    const list = await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites');
    expect(list.body.data.items).toEqual([]);
  });

  it('an app-made food is PUT: the same body again, in any key order or at once, is that food, not a second one', async () => {
    // RFC 9110 §9.2.2: PUT is idempotent, so HTTP clients and proxies may resend it; each resend made a food.
    const user = await premium();
    const body = { name: '自家製カレー', cal: 600, protein: 20, fat: 25, carbs: 70 };
    const put = (sent: object) => admin.call<EndpointReply<typeof appFoodEndpoint>>('PUT', `/users/${user.userId}/app/foods`, sent);
    const atOnce = await Promise.all([put(body), put({ carbs: 70, fat: 25, protein: 20, cal: 600, name: '自家製カレー' }), put(body)]);
    const first = atOnce[0]!;
    expect(first.status).toBe(201);
    const later = await put(body);
    expect([...atOnce, later].map((reply) => [reply.status, reply.body.data])).toEqual(Array(4).fill([201, first.body.data]));
    // Another body is another food; so is the same body for another account.
    const other = await put({ ...body, cal: 650 });
    expect(other.body.data.foodId).not.toBe(first.body.data.foodId);
    const someoneElse = await premium();
    const theirs = await admin.call<EndpointReply<typeof appFoodEndpoint>>('PUT', `/users/${someoneElse.userId}/app/foods`, body);
    expect(theirs.body.data.foodId).not.toBe(first.body.data.foodId);
    const list = await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites');
    expect(list.body.data.items.map((item) => [item.foodId, item.cal])).toEqual([
      [other.body.data.foodId, 650],
      [first.body.data.foodId, 600],
    ]);
  });

  it.each([
    ['both ids', { productId: 1, dishId: 1 }],
    ['no id', { slots: ['lunch'] }],
    ['a bad slot', { productId: 1, slots: ['brunch'] }],
    ['a string id', { productId: '1' }],
    ['an unknown key', { productId: 1, foodId: 'f_1' }],
  ])('400 for %s', async (_label, body) => {
    const user = await premium();
    const res = await user.call<ErrorBody>('POST', '/favorites', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it('unknown or discontinued catalog ids are 404', async () => {
    const user = await premium();
    expect((await user.call('POST', '/favorites', { productId: 99_999_999 })).status).toBe(404);
    expect((await user.call('POST', '/favorites', { productId: 1992 })).status).toBe(404);
  });

  it('DELETE /favorites/:type/:id removes one; a missing one, or a bad type, is refused', async () => {
    const user = await premium();
    await user.call('POST', '/favorites', { dishId: 2 });
    const res = await user.call('DELETE', '/favorites/dish/2');
    expect(res.body).toEqual({ success: true, data: { type: 'dish', id: 2, deleted: true } });
    expect((await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites')).body.data.items).toEqual([]);
    expect((await user.call('DELETE', '/favorites/dish/2')).status).toBe(404);
    expect((await user.call('DELETE', '/favorites/food/2')).status).toBe(400);
    // Favorites are per user: another user's favorite is not there for me.
    const other = await premium();
    await other.call('POST', '/favorites', { productId: 1 });
    expect((await user.call('DELETE', '/favorites/product/1')).status).toBe(404);
    expect((await other.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites')).body.data.count).toBe(1);
  });

  it('200 per user, then 400 invalid_request with a clear message; replacing an existing one still works', async () => {
    const user = await premium();
    for (let id = 1; id <= 200; id++) {
      const res = await user.call('POST', '/favorites', { dishId: id });
      if (res.status !== 200) throw new Error(`dish ${id}: ${res.status} ${res.text}`);
    }
    const res = await user.call<ErrorBody>('POST', '/favorites', { dishId: 201 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toContain('200');
    expect((await user.call('POST', '/favorites', { dishId: 5, slots: ['lunch'] })).status).toBe(200);
    expect((await user.call<EndpointReply<typeof listFavoritesEndpoint>>('GET', '/favorites')).body.data.count).toBe(200);
  }, 60_000);
});
