import { createMealTextEngine } from '../meal-text.engine';
import type { MealEstimate, MealTextEngine, MealTextShop } from '../meal-text.types';

// docs/analyze-text.md → Chain products: a fast-food セット is its item, fries and a drink.
const SHOPS: MealTextShop[] = [
  { id: 'mcdonalds', name: 'マクドナルド', nameEn: "McDonald's", romaji: 'makudonarudo', aliases: ['マック', 'Mac'], category: 'burger' },
  { id: 'mos-burger', name: 'モスバーガー', nameEn: 'MOS Burger', romaji: 'mosubaga', aliases: ['モス'], category: 'burger' },
  {
    id: 'starbucks',
    name: 'スターバックス コーヒー',
    nameEn: 'Starbucks Coffee',
    romaji: 'sutabakkusu',
    aliases: ['スタバ'],
    category: 'cafe',
  },
  { id: 'sushiro', name: 'スシロー', nameEn: 'Sushiro', romaji: 'sushiro', aliases: [], category: 'sushi' },
  { id: 'kura-sushi', name: 'くら寿司', nameEn: 'Kura Sushi', romaji: 'kurazushi', aliases: [], category: 'sushi' },
  {
    id: 'saint-marc-cafe',
    name: 'サンマルクカフェ',
    nameEn: 'Saint Marc Cafe',
    romaji: 'sanmarukukafe',
    aliases: ['サンマルク'],
    category: 'cafe',
  },
  { id: 'tullys', name: 'タリーズコーヒー', nameEn: "Tully's Coffee", romaji: 'tarizukohi', aliases: ['タリーズ'], category: 'cafe' },
  { id: 'lawson', name: 'ローソン', nameEn: 'Lawson', romaji: 'roson', aliases: ['LAWSON'], category: 'convenience' },
  { id: 'burger-king', name: 'バーガーキング', nameEn: 'Burger King', romaji: 'bagakingu', aliases: ['バーキン'], category: 'burger' },
  {
    id: 'kfc',
    name: 'ケンタッキーフライドチキン',
    nameEn: 'Kentucky Fried Chicken',
    romaji: 'kentakkifuraidochikin',
    aliases: ['ケンタッキー', 'ケンチキ'],
    category: 'fried_chicken',
  },
];
const RICE = '01088';
const FRIES = '02020';
const COLA = '16053';
const PATTY = '18050';
const CABBAGE = '06061';

let engine: MealTextEngine;
beforeAll(async () => {
  engine = await createMealTextEngine(SHOPS);
});
function estimate(text: string): MealEstimate {
  const result = engine.estimate({ text });
  if (result.kind !== 'estimate') throw new Error(`${text}: ${result.message}`);
  return result;
}
const grams = (result: MealEstimate, food: string) =>
  Math.round(result.components.filter((c) => c.foodNumber === food).reduce((sum, c) => sum + c.grams, 0) * 10) / 10;
const miso = (result: MealEstimate) => result.components.some((c) => /みそ|味噌/.test(c.nameJa));

describe('a fast-food セット keeps its main item', () => {
  it('estimates a burger chain set’s main the catalog may not list as PORTIONS.md’s burger, looked up by its words first', () => {
    const set = estimate('バーガーキング ワッパーセット');
    expect([grams(set, PATTY), grams(set, FRIES), grams(set, COLA) > 0, grams(set, RICE)]).toEqual([45, 135, true, 0]);
    // The catalog's product for the words replaces the generic burger when it has one.
    expect(set.chainLookups[0]).toMatchObject({ shopId: 'burger-king', term: 'ワッパー', unestimated: true });
    expect(set.chainLookups[0]!.itemIndexes.length).toBe(1);
    // A burger the words do not name is a guess: as unsure as a chain item the engine cannot read.
    expect(set.items[0]!.confidence).toBeLessThanOrEqual(0.5);
  });

  it('estimates a fried-chicken chain set with no item named as its pieces of fried chicken, looked up as the chain’s chicken', () => {
    const set = estimate('ケンタッキー 2ピースセット');
    const chicken = set.components.filter((c) => c.itemIndex === 0);
    expect(chicken.length).toBeGreaterThan(0);
    expect(chicken.reduce((sum, c) => sum + c.cal, 0)).toBeGreaterThan(400);
    expect([grams(set, FRIES), grams(set, COLA) > 0, grams(set, RICE)]).toEqual([135, true, 0]);
    expect(set.chainLookups[0]).toMatchObject({ shopId: 'kfc', term: 'オリジナルチキン', count: 2 });
  });
});

describe('a セット of a burger, hot dog or fried chicken is a fast-food set whatever the chain', () => {
  it('reads てりやきバーガーセット as the burger, fries and a drink, not a 定食', () => {
    for (const text of ['てりやきバーガーセット', 'ホットドッグセット', 'チーズバーガーのセット']) {
      const set = estimate(text);
      expect([text, grams(set, RICE), miso(set), grams(set, FRIES), grams(set, COLA) > 0]).toEqual([text, 0, false, 135, true]);
    }
    // The burger written just before the set word is the set's main: no second one is made up.
    for (const text of ['マックでチーズバーガーとポテトのセット', 'チーズバーガーとオニポテセット']) {
      const set = estimate(text);
      expect([text, grams(set, PATTY), grams(set, RICE), grams(set, COLA) > 0]).toEqual([text, 45, 0, true]);
    }
    // A 定食's セット is still one.
    expect(grams(estimate('生姜焼きセット'), RICE)).toBe(150);
  });

  it('reads a chain nickname before the set word, and the sizes named after it, as the set’s', () => {
    const set = estimate('てりやきマックバーガーセット ポテトL コーラL');
    expect([grams(set, RICE), grams(set, CABBAGE), miso(set)]).toEqual([0, 0, false]);
    expect(grams(set, FRIES)).toBeGreaterThan(135);
    expect(set.chainLookups[0]).toMatchObject({ shopId: 'mcdonalds', term: 'てりやきマックバーガー' });
  });
});

describe('every chain item of a meal is looked up', () => {
  it('looks a second item up by its words as written, so the catalog can name it (Lチキ, not "L チキ")', () => {
    expect(estimate('からあげクンとLチキ').chainLookups.map((lookup) => lookup.term)).toEqual(['からあげクン', 'Lチキ']);
    expect(estimate('ローソン からあげクン レッド と Lチキ').chainLookups.map((lookup) => [lookup.shopId, lookup.term])).toEqual([
      ['lawson', 'からあげクン レッド'],
      ['lawson', 'Lチキ'],
    ]);
  });

  it('reads a chain item’s English name as its nickname (Big Mac)', () => {
    const meal = estimate('I had a Big Mac and medium fries');
    expect(meal.chainLookups[0]).toMatchObject({ shopId: 'mcdonalds', term: 'ビッグマック' });
    // Mac, an alias of the chain, is a word of that name there, and the chain's name elsewhere.
    expect(estimate('big mac at mac').chainLookups).toEqual([expect.objectContaining({ shopId: 'mcdonalds', term: 'ビッグマック' })]);
    expect(estimate('mac fries').chainLookups[0]).toMatchObject({ shopId: 'mcdonalds' });
  });
});

describe('a chain named like its signature food is also that food where it stands as an item', () => {
  it('reads モスバーガー alone, before と, before a set word or repeated after the chain as a burger looked up as モスバーガー', () => {
    const alone = estimate('モスバーガー');
    expect(grams(alone, PATTY)).toBe(45);
    expect(alone.chainLookups[0]).toMatchObject({ shopId: 'mos-burger', term: 'モスバーガー' });
    // The generic burger stands in for the chain's product: as unsure as a chain item.
    expect(alone.confidence).toBeLessThanOrEqual(0.5);
    for (const text of ['モスバーガーとオニポテセット', 'モスバーガーのモスバーガーとオニポテセット']) {
      const set = estimate(text);
      // オニポテ is the set's fries: half of fries M, with onion rings.
      expect([text, grams(set, PATTY), grams(set, FRIES), grams(set, COLA) > 0, grams(set, RICE)]).toEqual([text, 45, 70, true, 0]);
    }
  });

  it('looks a chain named like its food up as its signature item where it has one', () => {
    const kfc = estimate('ケンタッキーフライドチキン');
    expect(kfc.components.length).toBeGreaterThan(0);
    expect(kfc.chainLookups[0]).toMatchObject({ shopId: 'kfc', term: 'オリジナルチキン' });
  });

  it('reads オニポテ as the set’s fries: half fries, half onion rings, no second fries', () => {
    const set = estimate('モスバーガーとオニポテセット');
    expect(grams(set, FRIES)).toBe(70);
    expect(set.components.some((c) => c.foodNumber === '06153')).toBe(true);
    expect(set.unknownWords).toEqual([]);
  });

  it('keeps a chain named as the place (の, で) only the place', () => {
    const place = estimate('モスバーガーでチーズバーガー');
    expect(grams(place, PATTY)).toBe(45);
    expect(estimate('ケンタッキーフライドチキンのオリジナルチキン2ピース').chainLookups).toHaveLength(1);
  });
});

describe('a chain’s own size words', () => {
  it('reads Starbucks’ トール as the catalog’s M, and its nickname inside a word (抹茶フラペチーノ)', () => {
    const tall = engine.estimate({ text: 'スタバ 抹茶フラペチーノ トール' });
    expect(tall.kind).toBe('estimate');
    if (tall.kind !== 'estimate') return;
    expect(tall.chainLookups[0]).toMatchObject({ shopId: 'starbucks', term: '抹茶 フローズンドリンク M' });
    expect(tall.unknownWords).toEqual([]);
    expect(estimate('スタバでカフェラテ グランデ').chainLookups[0]).toMatchObject({ term: 'カフェラテ L' });
  });

  it('reads Tully’s short, tall and grande as the catalog’s S, M and L, as Starbucks’', () => {
    expect(estimate('タリーズ カフェラテ グランデ').chainLookups[0]).toMatchObject({ shopId: 'tullys', term: 'カフェラテ L' });
    expect(estimate('タリーズでカフェラテ トール').chainLookups[0]).toMatchObject({ shopId: 'tullys', term: 'カフェラテ M' });
  });
});

describe('a chain named like its food', () => {
  it('begins with its category’s food (スシロー: すし) and a count after its name or its で counts that food', () => {
    expect(grams(estimate('スシローで10皿'), RICE)).toBe(360);
    expect(grams(estimate('スシロー 10皿'), RICE)).toBe(360);
    expect(grams(estimate('くら寿司で12皿'), RICE)).toBe(432);
    expect(estimate('スシローで10皿').chainLookups[0]).toMatchObject({ shopId: 'sushiro', term: 'スシロー' });
  });

  it('at a sushi chain a topping counted in plates is nigiri, two a plate; elsewhere plates of it stay servings', () => {
    const plates = estimate('スシローでまぐろ2皿 サーモン3皿');
    expect([grams(plates, RICE), grams(plates, '10253'), grams(plates, '10144')]).toEqual([180, 60, 90]);
    expect([grams(estimate('まぐろ2皿'), RICE), grams(estimate('まぐろ2皿'), '10253')]).toEqual([0, 160]);
  });

  it('a food word the name begins with that is not its category’s food names nothing (サンマルク is no さんま)', () => {
    expect(engine.estimate({ text: 'サンマルクカフェ' }).kind).toBe('nothing_edible');
  });
});
