import { createMealTextEngine } from './meal-text.engine';
import type { MealEstimate, MealTextEngine, MealTextInput, MealTextShop } from './meal-text.types';

// The chains these tests name, as a catalog lists them (GET /shops); the engine knows no chain of its own.
const SHOPS: MealTextShop[] = [
  { id: 'yoshinoya', name: '吉野家', nameEn: 'Yoshinoya', romaji: 'yoshinoya', aliases: ['吉牛', 'よしのや'] },
  { id: 'sukiya', name: 'すき家', nameEn: 'Sukiya', romaji: 'sukiya', aliases: ['すきや'] },
  { id: 'hotto-motto', name: 'ほっともっと', nameEn: 'Hotto Motto', romaji: 'hottomotto', aliases: [] },
  { id: 'hanamaru', name: 'はなまるうどん', nameEn: 'Hanamaru Udon', romaji: 'hanamaruudon', aliases: ['はなまる'] },
  {
    id: 'mcdonalds',
    name: 'マクドナルド',
    nameEn: "McDonald's",
    romaji: 'makudonarudo',
    aliases: ['マック', 'マクド'],
    category: 'burger',
  },
  {
    id: 'kfc',
    name: 'ケンタッキーフライドチキン',
    nameEn: 'KFC',
    romaji: 'kentakkii',
    aliases: ['ケンタッキー'],
    category: 'fried_chicken',
  },
];

let engine: MealTextEngine;
beforeAll(async () => {
  engine = await createMealTextEngine(SHOPS);
});

function estimate(text: string, input: Partial<MealTextInput> = {}): MealEstimate {
  const result = engine.estimate({ text, ...input });
  if (result.kind !== 'estimate') throw new Error(`${text}: ${result.message}`);
  return result;
}
const gramsOf = (result: MealEstimate, foodNumber: string): number =>
  result.components.filter((component) => component.foodNumber === foodNumber).reduce((sum, component) => sum + component.grams, 0);
const RICE = '01088';

describe('understanding the text', () => {
  it('splits items on 、 , と and plus', () => {
    expect(estimate('ご飯、納豆と味噌汁').items.map((item) => item.nameJa)).toEqual(['ご飯', '納豆', '味噌汁']);
    expect(estimate('rice, natto and miso soup').items).toHaveLength(3);
    expect(estimate('rice plus natto plus egg').items).toHaveLength(3);
  });

  it('reads a 定食 as its parts: the main, rice 150 g and miso soup, with cabbage for fried mains', () => {
    const result = estimate('唐揚げ定食');
    expect(result.items.map((item) => item.nameJa)).toEqual(['唐揚げ・キャベツ', 'ご飯', '味噌汁']);
    expect(gramsOf(result, RICE)).toBe(150);
    expect(gramsOf(result, '06061')).toBe(50);
    expect(gramsOf(estimate('焼き魚定食'), '06061')).toBe(0);
  });

  it('reads weights and volumes, full- or half-width, as written', () => {
    expect(gramsOf(estimate('ご飯 200g'), RICE)).toBe(200);
    expect(gramsOf(estimate('ごはん２００ｇ'), RICE)).toBe(200);
    expect(gramsOf(estimate('牛乳 350ml'), '13003')).toBe(360.5);
  });

  it('reads counters against the food', () => {
    expect(gramsOf(estimate('唐揚げ3個'), '11289')).toBe(90);
    expect(gramsOf(estimate('ご飯1杯'), RICE)).toBe(150);
    expect(gramsOf(estimate('鮭1切れ'), '10139')).toBe(80);
    expect(gramsOf(estimate('ハム3枚'), '11176')).toBe(30);
    expect(gramsOf(estimate('寿司10貫'), '10253')).toBe(150);
    expect(gramsOf(estimate('日本酒2合'), '16001')).toBe(360);
    expect(gramsOf(estimate('餃子1.5人前'), '18002')).toBe(225);
    expect(gramsOf(estimate('メープルシロップ大さじ2'), '03023')).toBeCloseTo(39.9, 1);
    expect(gramsOf(estimate('焼きそば x2'), '01049')).toBe(300);
    expect(gramsOf(estimate('two slices of toast'), '01026')).toBe(120);
    expect(gramsOf(estimate('a glass of milk'), '13003')).toBe(206);
  });

  it('reads portion words the way PORTIONS.md fixes them', () => {
    expect(gramsOf(estimate('ご飯大盛り'), RICE)).toBe(250);
    expect(gramsOf(estimate('牛丼 大盛り'), RICE)).toBe(350);
    expect(gramsOf(estimate('牛丼 大盛り'), '18031')).toBe(160);
    expect(gramsOf(estimate('ご飯 小盛り'), RICE)).toBe(100);
    expect(gramsOf(estimate('ご飯半分'), RICE)).toBe(75);
    expect(gramsOf(estimate('ご飯少なめ'), RICE)).toBe(100);
    expect(gramsOf(estimate('トーストにバターたっぷり'), '14017')).toBe(12);
    expect(gramsOf(estimate('小さめのおにぎり'), '01111')).toBe(75);
    expect(gramsOf(estimate('large curry rice'), RICE)).toBe(350);
    expect(gramsOf(estimate('ラーメン大盛り'), '01047')).toBe(180);
  });

  it('reads a range as its middle', () => {
    expect(gramsOf(estimate('唐揚げ2〜3個'), '11289')).toBe(75);
    expect(gramsOf(estimate('2-3 slices of ham'), '11176')).toBe(25);
  });

  it('applies cooking methods: prepared MEXT foods, oil, sauce', () => {
    expect(gramsOf(estimate('茹でたブロッコリー 80g'), '06264')).toBe(80);
    expect(gramsOf(estimate('キャベツ炒め 100g'), '14006')).toBe(3);
    expect(gramsOf(estimate('鶏もも肉 200g 焼き'), '14006')).toBe(4);
    expect(gramsOf(estimate('grilled salmon'), '14006')).toBe(0);
    expect(gramsOf(estimate('じゃがいも 揚げ 100g'), '02067')).toBe(100);
    expect(gramsOf(estimate('蒸したさつまいも 100g'), '02007')).toBe(100);
    expect(gramsOf(estimate('大根の煮物'), '17007')).toBe(5);
    expect(gramsOf(estimate('生卵'), '12004')).toBe(50);
  });

  it('keeps numbers written in the text as hints: they never change the estimate, a disagreeing one lowers the confidence', () => {
    const plain = estimate('唐揚げ5個');
    const hinted = estimate('唐揚げ5個 約700kcal');
    expect(hinted.cal).toBe(plain.cal);
    expect(hinted.hints).toEqual([{ nutrient: 'cal', value: 700, text: '約700kcal' }]);
    expect(hinted.confidence).toBeLessThan(plain.confidence);
    expect(estimate('サラダチキン たんぱく質25g').hints[0]).toMatchObject({ nutrient: 'protein', value: 25 });
  });

  it('leaves words that name nothing out and lowers the confidence', () => {
    const plain = estimate('ご飯');
    const noisy = estimate('ご飯とふがふが');
    expect(noisy.cal).toBe(plain.cal);
    expect(noisy.unknownWords.length).toBeGreaterThan(0);
    expect(noisy.confidence).toBeLessThan(plain.confidence);
  });

  it('answers a description that names nothing edible with a distinct result', () => {
    const result = engine.estimate({ text: 'おいしかった！' });
    expect(result.kind).toBe('nothing_edible');
    expect(engine.estimate({ text: '' }).kind).toBe('nothing_edible');
  });

  it('puts a named content in place of the replaceable one of a dish, and leaves foods beside a dish alone', () => {
    expect(gramsOf(estimate('なめこの味噌汁'), '08020')).toBe(15);
    expect(gramsOf(estimate('なめこの味噌汁'), '04033')).toBe(0);
    expect(gramsOf(estimate('meat sauce pasta'), '17037')).toBe(0);
    expect(gramsOf(estimate('meat sauce pasta'), '17033')).toBe(150);
    expect(gramsOf(estimate('green salad with sesame dressing'), '17117')).toBe(15);
    expect(gramsOf(estimate('green salad with sesame dressing'), '17116')).toBe(0);
    expect(gramsOf(estimate('おにぎり2個とお茶'), '10139')).toBe(20);
  });

  it('finds words by reading and romaji, not only as spelled', () => {
    expect(estimate('ぎゅうどん').items[0]).toMatchObject({ nameJa: '牛丼' });
    expect(estimate('ｷﾞｭｳﾄﾞﾝ').items[0]).toMatchObject({ nameJa: '牛丼' });
    expect(estimate('misoshiru').items[0]).toMatchObject({ nameJa: '味噌汁', match: 'romaji' });
  });

  it('reads a soup of no kind, 雑炊 and たこわさ as dishes, never leaves them out of the total', () => {
    for (const text of ['サラダとスープとパン', '鍋と雑炊', 'たこわさと冷奴とビール', 'スープカレー']) {
      expect([text, estimate(text).unknownWords]).toEqual([text, []]);
    }
    expect(gramsOf(estimate('鍋と雑炊'), RICE)).toBe(100);
    expect(estimate('スープカレー').items).toHaveLength(1);
  });

  it('reads the brands people name a bottled tea or a cup noodle by as the food (綾鷹 is green tea, どん兵衛 a cup udon)', () => {
    expect(gramsOf(estimate('綾鷹 500ml'), '16037')).toBe(500);
    expect(gramsOf(estimate('爽健美茶1本'), '16055')).toBe(350);
    expect(gramsOf(estimate('昼はどん兵衛'), '01062')).toBe(78);
  });
});

describe('the estimate', () => {
  it('writes the amount in every component name and sums the components into the totals', () => {
    const result = estimate('ご飯大盛りと豚の生姜焼き、味噌汁');
    expect(result.components.every((component) => /\d+(\.\d+)?(g|ml)$/u.test(component.name))).toBe(true);
    expect(result.components[0]!.name).toBe('ご飯 250g');
    for (const field of ['cal', 'protein', 'fat', 'carbs'] as const) {
      expect(result[field]).toBeCloseTo(
        result.components.reduce((sum, component) => sum + component[field], 0),
        5,
      );
    }
  });

  it('fills the detailed keys MEXT measures for every food and leaves the others absent, never sugar or trans fat', () => {
    const rice = estimate('ご飯 150g');
    expect(rice.detailedNutrition.fiber).toBeCloseTo(2.25, 4);
    expect(rice.detailedNutrition.niacin).toBeCloseTo(150 * 0.025 * 100 * 0.01 * (rice.detailedNutrition.niacin! / 3.75), 4);
    expect(rice.detailedNutrition).not.toHaveProperty('sugar');
    expect(rice.detailedNutrition).not.toHaveProperty('transFat');
    // MEXT has no fatty acids for 肉じゃが (18036): the meal's saturated fat is unmeasured, not 0.
    expect(estimate('ご飯と肉じゃが').detailedNutrition).not.toHaveProperty('saturatedFat');
  });

  it('names components in English for locale en', () => {
    const result = estimate('ご飯と味噌汁', { locale: 'en' });
    expect(result.components[0]!.name).toBe('rice 150g');
    expect(result.components[0]!.nameJa).toBe('ご飯 150g');
    expect(result.mealName).toBe('rice, miso soup');
  });

  it('reads a text pasted with invisible characters, or a kanji written in a variant glyph, as it reads', () => {
    // A zero-width space or joiner inside a word (copied from a chat) split it: 牛\u200b丼 並盛 was 牛もも and ご飯.
    expect(estimate('牛\u200b丼 並盛')).toEqual(estimate('牛丼 並盛'));
    expect(estimate('味噌\u200d汁と\ufeffご飯')).toEqual(estimate('味噌汁とご飯'));
    // 𠮷野家 is the chain's own spelling; NFKC keeps 𠮷 apart from 吉.
    expect(estimate('𠮷野家で牛丼').chainLookups).toEqual(estimate('吉野家で牛丼').chainLookups);
  });

  it('returns chain products as catalog lookups, with the chain id, the product words and the count', () => {
    expect(estimate('吉野家で牛丼').chainLookups).toEqual([
      { shopId: 'yoshinoya', shopName: '吉野家', term: '牛丼', itemIndex: 0, itemIndexes: [0], count: 1, eaten: 1, unestimated: false },
    ]);
    // A chain named after a particle is still the chain, though both are hiragana (昼は|すき家).
    const afterParticle = estimate('昼はすき家の牛丼並');
    expect([afterParticle.chainLookups[0]?.shopId, afterParticle.unknownWords, afterParticle.chainLookups[0]?.term]).toEqual([
      'sukiya',
      [],
      '牛丼並',
    ]);
    // A chain written all in hiragana before の, で or は and another hiragana word (ほっともっと|の|のり弁).
    for (const [text, shopId, term] of [
      ['ほっともっとののり弁', 'hotto-motto', 'のり弁'],
      ['昼ははなまるうどんでかけうどん小', 'hanamaru', 'かけうどん小'],
      ['朝ごはんはほっともっとの唐揚げ弁当', 'hotto-motto', '唐揚げ弁当'],
    ] as const) {
      const hiragana = estimate(text);
      expect([text, hiragana.chainLookups[0]?.shopId, hiragana.unknownWords, hiragana.chainLookups[0]?.term]).toEqual([
        text,
        shopId,
        [],
        term,
      ]);
    }
    // A chain's nickname for its item is looked up by the catalog's name for it (ja-text's chain item nicknames).
    // (ビッグマック has a lexicon recipe since the eighth blind set; フィレオフィッシュ has none.)
    const unknownProduct = estimate('マックでフィレオフィッシュ');
    expect(unknownProduct.components).toEqual([]);
    expect(unknownProduct.chainLookups).toEqual([
      {
        shopId: 'mcdonalds',
        shopName: 'マクドナルド',
        term: 'フィレオフィッシュ',
        itemIndex: 0,
        itemIndexes: [0],
        count: 1,
        eaten: 1,
        unestimated: true,
      },
    ]);
    expect(estimate('ケンタッキー オリジナルチキン2ピース').chainLookups[0]).toMatchObject({ shopId: 'kfc', count: 2 });
    // A bare number counts the product too (it was one Big Mac of two).
    for (const [text, count] of [
      ['2 big macs', 2],
      ['ビッグマック 2', 2],
      ['half a big mac', 0.5],
    ] as const) {
      expect([text, estimate(text).chainLookups[0]?.count]).toEqual([text, count]);
    }
    expect(estimate('牛丼 並盛', { shopId: 'sukiya' }).chainLookups[0]).toMatchObject({ shopId: 'sukiya', term: '牛丼 並盛' });
  });

  it('reads a セット at a burger or fried-chicken chain as the item, fries and a drink, never a 定食', () => {
    const grams = (result: MealEstimate, food: string) =>
      result.components.filter((c) => c.foodNumber === food).reduce((sum, c) => sum + c.grams, 0);
    for (const text of ['マックでハンバーガーセット', 'ケンタッキーでチキンフィレサンドのセット', 'マックのチーズバーガーセット コーラ']) {
      const set = estimate(text);
      expect([text, grams(set, '01088'), grams(set, '17045')]).toEqual([text, 0, 0]);
      expect([text, grams(set, '02020')]).toEqual([text, 135]);
      expect(set.components.some((c) => c.foodNumber === '16053')).toBe(true);
    }
    // A drink named for the set is its drink, not a second one beside a default cola.
    const coffee = estimate('マックでハンバーガーセット、ホットコーヒー');
    expect(coffee.components.some((c) => c.foodNumber === '16053')).toBe(false);
    // Elsewhere a セット is still a 定食.
    expect(grams(estimate('吉野家で生姜焼きセット'), '01088')).toBe(150);
  });

  it('knows the chains of the shops it is given, and only those', () => {
    const operatorShop = { id: 'kappou-sato', name: '割烹さとう', nameEn: 'Kappou Sato', romaji: 'kappousatou', aliases: ['さとう亭'] };
    // Without the shop, さとう亭 is no chain: the item, having unknown words, is only looked up in every chain.
    expect(estimate('さとう亭で牛丼').chainLookups.map((lookup) => lookup.shopId)).toEqual([null]);
    const withOperatorShop = engine.withShops([...SHOPS, operatorShop]).estimate({ text: 'さとう亭で牛丼' });
    expect(withOperatorShop.kind === 'estimate' && withOperatorShop.chainLookups).toEqual([
      {
        shopId: 'kappou-sato',
        shopName: '割烹さとう',
        term: '牛丼',
        itemIndex: 0,
        itemIndexes: [0],
        count: 1,
        eaten: 1,
        unestimated: false,
      },
    ]);
    // The engine it came from keeps its own chains.
    expect(estimate('吉野家で牛丼').chainLookups[0]).toMatchObject({ shopId: 'yoshinoya' });
  });

  it('refuses a shop without the fields chain detection reads', () => {
    expect(() => engine.withShops([{ id: 'x', name: '' } as unknown as MealTextShop])).toThrow(/name|nameEn|romaji|aliases/);
  });

  it('is lower in confidence where it guessed than where it read', () => {
    expect(estimate('鶏もも肉 150g').confidence).toBeGreaterThan(estimate('鶏もも肉').confidence);
    expect(estimate('ご飯').confidence).toBeGreaterThan(estimate('豆腐ハンバーグ').confidence);
  });

  it('gives the same answer to the same input', () => {
    expect(estimate('two slices of toast with butter and a latte')).toEqual(estimate('two slices of toast with butter and a latte'));
  });
});

describe('a 替え玉 at a ramen chain with no bowl named', () => {
  it('looks up the refill in the chain and keeps the bowl it was ordered for apart from it', () => {
    const ramenShop: MealTextShop = { id: 'ichiran', name: '一蘭', nameEn: 'Ichiran', romaji: 'ichiran', aliases: [] };
    const result = engine.withShops([...SHOPS, ramenShop]).estimate({ text: '一蘭 替え玉1回' });
    if (result.kind !== 'estimate') throw new Error(result.message);
    expect(result.items.map((item) => item.nameJa)).toEqual(['ラーメン', '替え玉']);
    expect(result.chainLookups).toEqual([expect.objectContaining({ shopId: 'ichiran', term: '替え玉', itemIndex: 1, itemIndexes: [1] })]);
  });
});
