import { FixedClock } from '@shokuji/clock';
import { defaultMealType, MultiSearchBodySchema, SearchQuerySchema } from './catalog.schema';

describe('defaultMealType (JST hour of ctx.now)', () => {
  const clock = new FixedClock(new Date('2026-11-21T00:00:00Z'));
  it.each([
    ['2026-11-20T18:59:59Z', 'dinner'], // 03:59 JST
    ['2026-11-20T19:00:00Z', 'breakfast'], // 04:00
    ['2026-11-21T01:59:59Z', 'breakfast'], // 10:59
    ['2026-11-21T02:00:00Z', 'lunch'], // 11:00
    ['2026-11-21T06:59:59Z', 'lunch'], // 15:59
    ['2026-11-21T07:00:00Z', 'dinner'], // 16:00
    ['2026-11-21T14:59:59Z', 'dinner'], // 23:59
    ['2026-11-21T15:00:00Z', 'dinner'], // 00:00 the next day
  ])('%s → %s', (iso, slot) => {
    clock.set(new Date(iso));
    expect(defaultMealType(clock.now())).toBe(slot);
  });
});

describe('search filter ids', () => {
  it('keeps each shop and genre id once, in the order first given', () => {
    const query = SearchQuerySchema.parse({ shop: 'lawson, matsuya,lawson,,matsuya', genre: 'onigiri,onigiri' });
    expect(query.shop).toEqual(['lawson', 'matsuya']);
    expect(query.genre).toEqual(['onigiri']);
    const body = MultiSearchBodySchema.parse({ queries: ['牛丼'], shop: ['sukiya', 'sukiya', 'yoshinoya'], genre: 'donburi,donburi' });
    expect(body.shop).toEqual(['sukiya', 'yoshinoya']);
    expect(body.genre).toEqual(['donburi']);
  });
});
