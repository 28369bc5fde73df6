import type { CatalogEntry } from '../store/catalog-store';
import { computeThemes } from './catalog-themes';

const entry = (overrides: Partial<CatalogEntry>): CatalogEntry => ({
  id: 'g_1',
  type: 'dish',
  numericId: 1,
  name: '味噌汁',
  nameEn: null,
  shopId: null,
  shopName: null,
  cal: 40,
  protein: 2,
  fat: 1,
  carbs: 5,
  price: null,
  category: '汁物',
  productType: null,
  genres: ['soup'],
  breakfastOnly: false,
  kidsMenu: false,
  releasedAt: null,
  popularity: 1,
  status: 'active',
  components: undefined,
  detailedNutrition: undefined,
  ...overrides,
});

describe('score-low-salt (round 35)', () => {
  it('ranks the fewest grams of salt per serving first, one half at 2 g', () => {
    const values = [0, 0.5, 2, 4].map((salt) => computeThemes(entry({ detailedNutrition: { salt } }))['low-salt']);
    expect(values[0]).toBe(1);
    expect(values[2]).toBeCloseTo(0.5, 10);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('scores a row with no salt value 0, last, never as 0 g; with or without P/F/C', () => {
    expect(computeThemes(entry({ detailedNutrition: { fiber: 1 } }))['low-salt']).toBe(0);
    expect(computeThemes(entry({ detailedNutrition: undefined }))['low-salt']).toBe(0);
    expect(computeThemes(entry({ protein: null, fat: null, carbs: null, detailedNutrition: { salt: 1 } }))['low-salt']).toBeCloseTo(
      2 / 3,
      10,
    );
  });
});
