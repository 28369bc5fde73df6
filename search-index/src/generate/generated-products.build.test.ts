import type { MenuLine } from '../chain-menu.schema';
import { menuCombinations } from './generated-products.build';

describe('menuCombinations', () => {
  const line: MenuLine = {
    category: 'ドリンク',
    productType: 'drink',
    genres: ['drink_coffee'],
    saltPer100Kcal: 0.1,
    styles: [['', '', 0, 0, 0, 0]],
    items: [
      ['カフェラテ', 6, 7, 9, 400],
      ['抹茶ラテ', 5, 5, 25, 450],
    ],
    itemCategories: { 抹茶ラテ: 'お茶' },
    itemGenres: { 抹茶ラテ: ['drink_tea'] },
  };

  it('files each item under its line’s category and genres, or the ones the line names for it (a cafe’s 抹茶ラテ is a tea)', () => {
    const filed = new Map(menuCombinations([line]).map((combination) => [combination.name, [combination.category, combination.genres]]));
    expect(filed.get('カフェラテ')).toEqual(['ドリンク', ['drink_coffee']]);
    expect(filed.get('抹茶ラテ')).toEqual(['お茶', ['drink_tea']]);
    expect(filed.get('期間限定 抹茶ラテ')).toEqual(['お茶', ['drink_tea']]);
  });
});
