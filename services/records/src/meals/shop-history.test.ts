import { shopHistoryOf, SHOP_HISTORY_LIMIT } from './shop-history';

describe('shopHistoryOf (docs/sets.md → History)', () => {
  it('counts distinct days per product and per pair eaten in one meal, strongest first', () => {
    const history = shopHistoryOf([
      { mealDate: '2026-11-01', mealType: 'lunch', productId: 7 },
      { mealDate: '2026-11-01', mealType: 'lunch', productId: 3 },
      { mealDate: '2026-11-01', mealType: 'dinner', productId: 3 },
      { mealDate: '2026-11-01', mealType: 'dinner', productId: 7 },
      { mealDate: '2026-11-02', mealType: 'lunch', productId: 3 },
      { mealDate: '2026-11-02', mealType: 'lunch', productId: 7 },
      { mealDate: '2026-11-02', mealType: 'lunch', productId: 5 },
      { mealDate: '2026-11-03', mealType: 'lunch', productId: 3 },
      { mealDate: '2026-11-03', mealType: 'dinner', productId: 5 },
    ]);
    expect(history.items).toEqual([
      { productId: 3, days: 3 },
      { productId: 5, days: 2 },
      { productId: 7, days: 2 },
    ]);
    // 3+7 together at two meals of 11-01 and one of 11-02: two days. 3+5 only on 11-02 (11-03 was two slots).
    expect(history.pairs).toEqual([
      { productIds: [3, 7], days: 2 },
      { productIds: [3, 5], days: 1 },
      { productIds: [5, 7], days: 1 },
    ]);
  });

  it('keeps the strongest ties only', () => {
    const records = Array.from({ length: SHOP_HISTORY_LIMIT + 5 }, (_, i) => ({
      mealDate: '2026-11-01',
      mealType: 'lunch' as const,
      productId: i + 1,
    }));
    const history = shopHistoryOf(records);
    expect(history.items).toHaveLength(SHOP_HISTORY_LIMIT);
    expect(history.pairs).toHaveLength(SHOP_HISTORY_LIMIT);
    expect(history.pairs[0]).toEqual({ productIds: [1, 2], days: 1 });
  });
});
