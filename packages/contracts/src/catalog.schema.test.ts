import type { z } from 'zod';
import { FixedClock } from '@shokuji/clock';
import { AnalyzeTextBodySchema } from './analyze-text.schema';
import {
  CatalogItemsQuerySchema,
  DetailedNutritionInputSchema,
  DetailedNutritionSchema,
  FILTER_IDS_MAX,
  MultiSearchBodySchema,
  SearchQuerySchema,
  defaultMealType,
} from './catalog.schema';
import { AMOUNT_MAX } from './common.schema';
import { ExerciseIdParamsSchema } from './exercises.schema';
import { AppFoodBodySchema, MealComponentEditSchema, MealInputSchema, UpdateMealBodySchema } from './meals.schema';
import { SetsBodySchema } from './sets.schema';

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

describe('catalog and filter ids are one line of text, as every id a request gives', () => {
  it('refuses a control character, a lone surrogate or a bidirectional control in ids, shop and genre', () => {
    for (const bad of ['p_818\u0000', 'p_\u202e818', 'p_\u0085818', 'p_\ud800']) {
      expect(CatalogItemsQuerySchema.safeParse({ ids: `p_1,${bad}` }).success).toBe(false);
      expect(SearchQuerySchema.safeParse({ shop: bad }).success).toBe(false);
      expect(MultiSearchBodySchema.safeParse({ queries: ['牛丼'], genre: [bad] }).success).toBe(false);
    }
    // Text that is no catalog id, but plain, is still looked up and answered in notFound.
    expect(CatalogItemsQuerySchema.parse({ ids: 'P_818, p_abc ,x 1,🍙' }).ids).toEqual(['P_818', 'p_abc', 'x 1', '🍙']);
  });

  it('counts an id in characters: 100 emoji are an id of 100', () => {
    expect(CatalogItemsQuerySchema.safeParse({ ids: '🍙'.repeat(100) }).success).toBe(true);
    expect(CatalogItemsQuerySchema.safeParse({ ids: '🍙'.repeat(101) }).success).toBe(false);
  });
});

describe('ids in an array, as in a comma-separated string', () => {
  it('are trimmed, and a blank one names none', () => {
    expect(MultiSearchBodySchema.parse({ queries: ['牛丼'], shop: [' sukiya ', 'lawson\u3000'] }).shop).toEqual(['sukiya', 'lawson']);
    expect(MultiSearchBodySchema.parse({ queries: ['牛丼'], shop: ' sukiya , lawson' }).shop).toEqual(['sukiya', 'lawson']);
    expect(MultiSearchBodySchema.safeParse({ queries: ['牛丼'], genre: [' '] }).success).toBe(false);
  });
});

describe('a filter that names no id', () => {
  it('is a 400, not a search of the whole catalog: shop=, or genre=, names nothing', () => {
    for (const query of [{ shop: ',' }, { genre: ' , ' }, { q: '牛丼', shop: ',,' }]) {
      expect(SearchQuerySchema.safeParse(query).success).toBe(false);
    }
    for (const body of [{ shop: [] }, { shop: ',' }, { genre: [] }]) {
      expect(MultiSearchBodySchema.safeParse({ queries: ['牛丼'], ...body }).success).toBe(false);
    }
  });
});

describe("a POST /search filter's refusal names what is wrong in the form sent (stop 83)", () => {
  it("is the array's or the string's own message, not a union's \"Invalid input\"", () => {
    const refusalOf = (body: Record<string, unknown>) => {
      const result = MultiSearchBodySchema.safeParse({ queries: ['牛丼'], ...body });
      return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(refusalOf({ shop: [] })).toEqual(['shop: give at least one id']);
    expect(refusalOf({ shop: [' '] })).toEqual(['shop: give at least one id (a list of commas names none)']);
    expect(refusalOf({ genre: ',' })).toEqual(['genre: give at least one id (a list of commas names none)']);
    expect(refusalOf({ shop: ['sukiya', 'a\u0007'] })).toEqual([
      'shop: id 1: must be one line of text without control characters (found U+0007)',
    ]);
    expect(refusalOf({ shop: 5 })).toEqual(['shop: expected an array of ids or one comma-separated string, received number']);
    expect(refusalOf({ genre: null })).toEqual(['genre: expected an array of ids or one comma-separated string, received null']);
  });
});

describe('a shopId in a body is read as a POST /sets shopId is (stop 84)', () => {
  const bodies: [string, z.ZodType, Record<string, unknown>][] = [
    ['POST /analyze-text', AnalyzeTextBodySchema, { query: '牛丼 並' }],
    ['a POST /meals record', MealInputSchema, { mealName: '牛丼 並', cal: 650 }],
    ['PUT /meals/:id', UpdateMealBodySchema, {}],
    ['an app food', AppFoodBodySchema, { name: '牛丼 並', cal: 650, protein: 20, fat: 20, carbs: 90 }],
  ];
  it.each(bodies)(
    '%s trims one sent with spaces around it, and refuses a blank one as blank, not as an unknown shop',
    (_, schema, body) => {
      expect((schema.parse({ ...body, shopId: ' sukiya ' }) as { shopId: string }).shopId).toBe('sukiya');
      for (const blank of [' ', '\u3000', '\u200b']) {
        const refusal = schema.safeParse({ ...body, shopId: blank });
        expect(refusal.success).toBe(false);
        expect(refusal.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
          expect.stringMatching(/^shopId: must not be blank/),
        ]);
      }
    },
  );
});

describe('a count or page out of its bounds is refused once, with its own bound (stop 83)', () => {
  it('says offset=99999999999999999999 is above 10,000, not also above the largest safe integer', () => {
    const refusalOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(refusalOf(SearchQuerySchema.safeParse({ q: '牛丼', offset: '99999999999999999999' }))).toEqual([
      'offset: Too big: expected number to be <=10000',
    ]);
    expect(refusalOf(SearchQuerySchema.safeParse({ q: '牛丼', limit: '1e20' }))).toEqual(['limit: Too big: expected number to be <=50']);
    expect(refusalOf(SearchQuerySchema.safeParse({ q: '牛丼', limit: '-1.5' }))).toEqual(['limit: Too small: expected number to be >=1']);
    expect(refusalOf(MultiSearchBodySchema.safeParse({ queries: ['牛丼'], limitPerQuery: 1e20 }))).toEqual([
      'limitPerQuery: Too big: expected number to be <=10',
    ]);
    expect(
      refusalOf(SetsBodySchema.safeParse({ target: { cal: 1, protein: 1, fat: 1, carbs: 1 }, shopId: 'sukiya', setLimit: -1e20 })),
    ).toEqual(['setLimit: Too small: expected number to be >=1']);
    expect(refusalOf(SearchQuerySchema.safeParse({ q: '牛丼', limit: '2.5' }))).toEqual([
      'limit: Invalid input: expected int, received number',
    ]);
  });
});

describe('the size of what a request may carry', () => {
  const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `shop-${i}`);

  it(`takes at most ${FILTER_IDS_MAX} filter ids of at most 100 characters, as a list or comma-separated`, () => {
    expect(accepts(SearchQuerySchema, { shop: ids(FILTER_IDS_MAX).join(',') })).toBe(true);
    expect(accepts(SearchQuerySchema, { shop: ids(FILTER_IDS_MAX + 1).join(',') })).toBe(false);
    expect(accepts(MultiSearchBodySchema, { queries: ['牛丼'], shop: ids(FILTER_IDS_MAX + 1) })).toBe(false);
    expect(accepts(SearchQuerySchema, { genre: 'g'.repeat(100) })).toBe(true);
    expect(accepts(SearchQuerySchema, { genre: 'g'.repeat(101) })).toBe(false);
    expect(accepts(CatalogItemsQuerySchema, { ids: `p_1,${'p'.repeat(101)}` })).toBe(false);
  });

  it('bounds ids in paths and bodies at 100 characters, and a locale tag at 35', () => {
    expect(accepts(ExerciseIdParamsSchema, { id: 'e'.repeat(100) })).toBe(true);
    expect(accepts(ExerciseIdParamsSchema, { id: 'e'.repeat(101) })).toBe(false);
    const target = { cal: 600, protein: 30, fat: 20, carbs: 80 };
    expect(accepts(SetsBodySchema, { target, shopId: 's'.repeat(101) })).toBe(false);
    expect(accepts(AnalyzeTextBodySchema, { query: '牛丼', locale: `en${'-abcdefgh'.repeat(3)}` })).toBe(true);
    expect(accepts(AnalyzeTextBodySchema, { query: '牛丼', locale: `en${'-abcdefgh'.repeat(4)}` })).toBe(false);
  });

  it(`takes nutrient amounts up to ${AMOUNT_MAX}, so sums stay finite`, () => {
    expect(accepts(DetailedNutritionInputSchema, { sodium: AMOUNT_MAX })).toBe(true);
    expect(accepts(DetailedNutritionInputSchema, { sodium: 1e308 })).toBe(false);
    // An answer may carry more: an estimate of 1 kg of salt is 390,000 mg of sodium.
    expect(accepts(DetailedNutritionSchema, { sodium: 390_000 })).toBe(true);
    const row = { name: '塩むすび', cal: 180, protein: 3, fat: 0.3, carbs: 40 };
    expect(accepts(MealComponentEditSchema, { ...row, salt: 1.2 })).toBe(true);
    expect(accepts(MealComponentEditSchema, { ...row, salt: 1e308 })).toBe(false);
  });
});

describe('a comma-separated id list over its count or empty (stop 84)', () => {
  const refusalOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('says how many ids it takes and how many were sent, not "expected array to have <=10 items" of a string sent', () => {
    const eleven = Array.from({ length: 11 }, (_, at) => `p_${at + 1}`).join(',');
    expect(refusalOf(CatalogItemsQuerySchema, { ids: eleven })).toEqual(['ids: at most 10 ids, received 11']);
    const shops = Array.from({ length: FILTER_IDS_MAX + 1 }, () => 'sukiya').join(',');
    expect(refusalOf(SearchQuerySchema, { shop: shops })).toEqual([`shop: at most ${FILTER_IDS_MAX} ids, received ${FILTER_IDS_MAX + 1}`]);
  });

  it('says an empty or comma-only ids names no id', () => {
    expect(refusalOf(CatalogItemsQuerySchema, { ids: '' })).toEqual(['ids: give at least one id']);
    expect(refusalOf(CatalogItemsQuerySchema, { ids: ' , ' })).toEqual(['ids: give at least one id (a list of commas names none)']);
  });
});
