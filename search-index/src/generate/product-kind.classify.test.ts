import { classifyRealProduct, generatedProductType, isCondiment, isMorningMenu } from './product-kind.classify';

describe('isMorningMenu', () => {
  it.each([
    'カツサンド モーニングセット',
    '朝の鶏そぼろ丼 並盛',
    '朝定食 納豆',
    '朝そば',
    '”得朝ロースかつ定食',
    'Morning Set',
    '朝ごはんセット',
    '朝メニュー',
  ])('%s is a morning item', (name) => expect(isMorningMenu(name)).toBe(true));

  it('reads the category too (Matsunoya files its morning menu under "morning")', () => {
    expect(isMorningMenu('ロースかつ定食', 'morning')).toBe(true);
  });

  it.each(['牛丼 並盛', 'カツサンド', 'ホットコーヒー'])('%s is not', (name) => expect(isMorningMenu(name, '牛丼')).toBe(false));
});

describe('isCondiment and the product types of non-meals', () => {
  it.each([
    'タルタルソース',
    'ハニーマスタードソース',
    'ピリ辛青ねぎ',
    '紅しょうが',
    '７プレミアム紅しょうが',
    '単品マヨネーズ',
    '鬼おろしポン酢',
    '単品ふりかけ（さけ）',
  ])('%s is a condiment', (name) => expect(isCondiment(name)).toBe(true));

  it.each([
    '直巻 和風ツナマヨネーズ',
    '特盛明太マヨネーズ',
    'ボンゴレロッソあさりのトマトソース',
    '単品チーズうまトマロースかつ',
    'タルタル南蛮から揚げ丼 並盛',
  ])('%s is a dish', (name) => expect(isCondiment(name)).toBe(false));

  it('gives real sauces, pickles and drinks no main, and an unnamed row a main only with a meal’s energy', () => {
    expect(classifyRealProduct('ハニーマスタードソース', '', 'gyudon', 81).productType).toBe('topping');
    expect(classifyRealProduct('７プレミアムらっきょう', '', 'convenience', 88).productType).toBe('side');
    expect(classifyRealProduct('モカブレンド(S)', '', 'convenience', 6).productType).toBe('drink');
    expect(classifyRealProduct('レバニラ', '', 'convenience', 271).productType).toBe('side');
    expect(classifyRealProduct('から牛 並盛', '', 'gyudon', 1013).productType).toBe('main');
  });

  it('keeps a generated line’s type but for the seasonings and sides a main line sells', () => {
    expect(generatedProductType('main', 'マヨネーズ 大さじ1')).toBe('topping');
    expect(generatedProductType('main', 'カレールウ 1皿分')).toBe('topping');
    expect(generatedProductType('main', 'ハッシュポテト')).toBe('side');
    expect(generatedProductType('main', 'レトルトカレー 中辛')).toBe('main');
    expect(generatedProductType('side', 'タルタルソース')).toBe('side');
  });
});
