import type { Shop } from '@shokuji/contracts';
import { buildMealRecord } from './meals.factories';
import { rankUsualMeals } from './usual-meals';

const shops: Shop[] = [
  {
    id: 'yoshinoya',
    name: '吉野家',
    nameEn: 'Yoshinoya',
    type: 'RESTAURANT',
    category: 'gyudon',
    websiteUrl: null,
    aliases: ['よしぎゅう'],
  },
];
const u = 'u_1';
const at = (mealDate: string, mealType: 'breakfast' | 'lunch' | 'dinner', extra = {}) =>
  buildMealRecord(u, { mealDate, mealType, ...extra });
const gyudon = { productId: 7, mealName: '牛丼 並盛', shopId: 'yoshinoya', source: 'product_db' as const };

describe('rankUsualMeals', () => {
  const meals = [
    at('2026-11-01', 'lunch', gyudon),
    at('2026-11-03', 'lunch', gyudon),
    at('2026-11-04', 'dinner', { ...gyudon, cal: 1300, quantity: 2 }),
    at('2026-11-01', 'breakfast', { mealName: 'ヨーグルト' }),
    at('2026-11-02', 'breakfast', { mealName: 'ヨーグルト' }),
    at('2026-11-02', 'breakfast', { mealName: 'ヨーグルト' }), // same day twice counts once
    at('2026-11-05', 'dinner', { mealName: '一回だけ' }),
    at('2026-11-05', 'dinner', { mealName: '一回だけ' }),
  ];

  it('keeps items of 2+ days, merges slots, takes values from the latest occurrence', () => {
    const items = rankUsualMeals(meals, shops, { limit: 5 });
    expect(items.map((i) => i.name).sort()).toEqual(['ヨーグルト', '牛丼 並盛']);
    const beef = items.find((i) => i.productId === 7)!;
    expect(beef).toMatchObject({
      recordedDays: 3,
      lastDate: '2026-11-04',
      mealType: 'dinner',
      cal: 1300,
      quantity: 2,
      catalogId: 'p_7',
      shopName: '吉野家',
    });
    expect(beef.dishId).toBeUndefined();
    expect(items.find((i) => i.name === 'ヨーグルト')).toMatchObject({ recordedDays: 2, catalogId: null });
  });

  it("of one date's records the later slot is the most recent occurrence, whichever was recorded last", () => {
    // buildMealRecord stamps each record a second after the one before: the dinner is recorded first.
    const day = [
      at('2026-11-01', 'lunch', gyudon),
      at('2026-11-02', 'dinner', { ...gyudon, cal: 1300, quantity: 2 }),
      at('2026-11-02', 'lunch', gyudon),
    ];
    expect(rankUsualMeals(day, shops, { limit: 5 })[0]).toMatchObject({
      lastDate: '2026-11-02',
      mealType: 'dinner',
      cal: 1300,
      quantity: 2,
    });
  });

  it('mealType counts only that slot', () => {
    expect(rankUsualMeals(meals, shops, { limit: 5, mealType: 'dinner' })).toEqual([]);
    expect(rankUsualMeals(meals, shops, { limit: 5, mealType: 'lunch' })[0]).toMatchObject({ recordedDays: 2, lastDate: '2026-11-03' });
  });

  it('q matches meal or shop name and aliases; every word must match', () => {
    for (const q of ['吉野家', 'yoshinoya', 'よしぎゅう', '吉野家 牛丼', '牛丼']) {
      expect(rankUsualMeals(meals, shops, { limit: 5, q }).map((i) => i.name)).toEqual(['牛丼 並盛']);
    }
    expect(rankUsualMeals(meals, shops, { limit: 5, q: '吉野家 ヨーグルト' })).toEqual([]);
  });

  it('q is typed as GET /meals/search takes it: width, case and kana script aside, any space between words', () => {
    for (const q of ['ぎゅう', 'ﾖｼｷﾞｭｳ', 'YOSHINOYA', 'よしのや', '吉野家　牛丼']) {
      const found = rankUsualMeals(meals, [{ ...shops[0]!, aliases: ['ヨシギュウ', 'よしのや'] }], { limit: 5, q });
      expect([q, found.map((i) => i.name)]).toEqual([q, ['牛丼 並盛']]);
    }
    expect(rankUsualMeals(meals, shops, { limit: 5, q: 'よーぐると' }).map((i) => i.name)).toEqual(['ヨーグルト']);
  });

  it('a my-food is one item with its name: each detailed manual record or analysis makes a new foodId', () => {
    const curry = (mealDate: string, foodId: string) =>
      at(mealDate, 'dinner', { mealName: '自家製カレー', foodId, source: 'manual' as const });
    const days = [curry('2026-11-01', 'f_a'), curry('2026-11-02', 'f_b'), curry('2026-11-03', 'f_c')];
    expect(rankUsualMeals(days, [], { limit: 5 })).toEqual([
      expect.objectContaining({ name: '自家製カレー', recordedDays: 3, lastDate: '2026-11-03', foodId: 'f_c' }),
    ]);
    // Re-recorded by foodId under another name, it stays that food's item.
    const renamed = [curry('2026-11-01', 'f_a'), at('2026-11-02', 'lunch', { mealName: 'カレー（残り）', foodId: 'f_a' })];
    expect(rankUsualMeals(renamed, [], { limit: 5 })).toEqual([expect.objectContaining({ recordedDays: 2, foodId: 'f_a' })]);
  });

  it('answers the id of the most recent occurrence that has one when the latest record has none', () => {
    // A home-made dish logged with detail (each a my-food), then by hand without detail (no my-food): one item by its name.
    const curry = (mealDate: string, extra = {}) =>
      at(mealDate, 'dinner', { mealName: '自家製カレー', source: 'manual' as const, ...extra });
    const days = [curry('2026-11-01', { foodId: 'f_a' }), curry('2026-11-02', { foodId: 'f_b' }), curry('2026-11-03', { cal: 720 })];
    const [item] = rankUsualMeals(days, [], { limit: 5 });
    expect(item).toEqual(
      expect.objectContaining({ name: '自家製カレー', recordedDays: 3, lastDate: '2026-11-03', cal: 720, foodId: 'f_b' }),
    );
    expect(item).not.toHaveProperty('productId');
    expect(item).not.toHaveProperty('dishId');
    // Recorded later in the list but eaten earlier: the occurrence's date decides, not the order of writing.
    const backfilled = [curry('2026-11-05'), curry('2026-11-04', { foodId: 'f_new' }), curry('2026-11-01', { foodId: 'f_old' })];
    expect(rankUsualMeals(backfilled, [], { limit: 5 })[0]).toMatchObject({ lastDate: '2026-11-05', foodId: 'f_new' });
    // No occurrence has an id: none is answered.
    const plain = rankUsualMeals([curry('2026-11-01'), curry('2026-11-02')], [], { limit: 5 })[0]!;
    expect(['productId', 'dishId', 'foodId'].filter((key) => key in plain)).toEqual([]);
  });

  it('quantity is the whole multiplier, so the item records its values again: a legacy portionRatio is multiplied in', () => {
    const halves = ['2026-11-01', '2026-11-02'].map((d) => at(d, 'lunch', { ...gyudon, quantity: 2, portionRatio: 0.3, cal: 390 }));
    expect(rankUsualMeals(halves, shops, { limit: 5 })[0]).toMatchObject({ productId: 7, quantity: 0.6, cal: 390 });
  });

  it('puts every slot’s top item first and respects limit', () => {
    const many = [
      ...['2026-11-01', '2026-11-02', '2026-11-03'].flatMap((d) => [at(d, 'lunch', { mealName: 'A' }), at(d, 'lunch', { mealName: 'B' })]),
      at('2026-11-01', 'breakfast', { mealName: 'C' }),
      at('2026-11-02', 'breakfast', { mealName: 'C' }),
    ];
    const top2 = rankUsualMeals(many, [], { limit: 2 }).map((i) => i.name);
    expect(top2).toContain('C');
    expect(top2).toHaveLength(2);
  });
});
