import { gramsOf, useTestEngine } from './meal-text.test-engine';

// Gaps the eleventh blind set showed (test/analyze/BLIND.md), each closed by a rule or a lexicon row justified on its
// own (PORTIONS.md where it speaks, docs/analyze-text.md's conventions where it is silent). The descriptions here are
// the rules' and rows' own, written beside the set's, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('counts and containers that multiplied the wrong thing', () => {
  readsEach(
    [
      // A pizza made on 餃子の皮 is counted by its wrappers, 6 g each, not by whole 150 g crusts.
      ['餃子の皮ピザ 10枚', '01074', 60],
      ['ギョーザの皮ピザ', '01074', 36],
      // A plain pizza is still counted whole.
      ['ピザ 2枚', '01076', 300],
    ],
    '%s reads %s at %d g',
  );

  it('reads ラムネ as the drink where a glass, bottle or volume of it is said, else the candy', () => {
    for (const [text, grams] of [
      ['ラムネ 瓶2本', 416],
      ['ラムネ 2杯', 416],
      ['ラムネ 350ml', 364],
    ] as const) {
      const drink = estimate(text);
      expect(gramsOf(drink, '16054')).toBeCloseTo(grams, 1);
      expect(gramsOf(drink, '15106')).toBe(0);
    }
    expect(gramsOf(estimate('ラムネ 10粒'), '15106')).toBe(10);
    expect(gramsOf(estimate('ラムネ 10粒'), '16054')).toBe(0);
    expect(gramsOf(estimate('ラムネ'), '15106')).toBe(29);
  });

  it('keeps a bare 瓶 of beer the 中瓶', () => {
    expect(gramsOf(estimate('ビール 瓶1本'), '16006')).toBeCloseTo(505, 0);
  });

  it('gives a count after "X with Y," to X, not Y', () => {
    const saltines = estimate('saltines with brie, about 8');
    expect(gramsOf(saltines, '15093')).toBe(24);
    expect(gramsOf(saltines, '13034')).toBe(20);
    const bagels = estimate('bagel w cream cheese, 2');
    expect(gramsOf(bagels, '01148')).toBe(180);
    expect(gramsOf(bagels, '13035')).toBe(18);
    expect(bagels.unknownWords).toEqual([]);
    // A count written against the second food stays its own.
    expect(gramsOf(estimate('crackers with 2 slices of cheddar'), '13037')).toBe(40);
  });

  it('reads the plain word for rice after a kind of rice as that rice, not a second white one', () => {
    const large = estimate('玄米 ごはん 大盛り');
    expect(gramsOf(large, '01085')).toBe(250);
    expect(gramsOf(large, '01088')).toBe(0);
    expect(gramsOf(estimate('genmai gohan 2杯'), '01085')).toBe(300);
    // Two rices listed apart stay two.
    expect(gramsOf(estimate('玄米、ご飯'), '01088')).toBe(150);
  });

  it("gives a count of a dish's main food said after it to the dish, once", () => {
    const cocktail = estimate('prawn cocktail, 10 shrimp');
    expect(gramsOf(cocktail, '10329')).toBe(150);
    expect(gramsOf(estimate('prawn cocktail'), '10329')).toBe(90);
    // Said with "and", more shrimp are more shrimp.
    expect(gramsOf(estimate('shrimp cocktail and 3 shrimp'), '10329')).toBe(135);
  });
});

describe('dishes and foods that had no estimate', () => {
  readsEach(
    [
      ['アクアパッツア', '10193', 100],
      ['白サングリア 2杯', '16010', 240],
      ['ウイスキーコーク 2杯', '16053', 249.6],
      ['whiskey ginger', '16054', 124.8],
      ['ジンジャーハイ 3杯', '16016', 85.5],
      ['ピロシキ', '11089', 15],
      ['jambalaya', '01088', 200],
      ['じぶ煮', '11221', 80],
      ['鴨の治部煮', '11205', 80],
      ['lamb chops', '11202', 120],
      ['ラムチョップ 5本', '11202', 200],
      ['銀鱈の煮付け', '10115', 80],
      ['赤魚の煮つけ', '10030', 80],
      ['鯛の塩焼き', '10193', 80],
      ['鯛めし 2杯', '01088', 260],
    ],
    '%s reads %s at %d g',
  );

  it('pours a glass of a drink mixed with an alcohol as its serving, not 200 ml', () => {
    expect(gramsOf(estimate('ジントニック グラス2杯'), '16019')).toBe(57);
    expect(gramsOf(estimate('a glass of sangria'), '16011')).toBe(120);
    // A drink with no alcohol in it is still the コップ's 200 ml.
    expect(gramsOf(estimate('ミルクティー グラス1杯'), '16044')).toBe(159);
  });

  it('reads タイ風 as the style, not the fish', () => {
    const result = estimate('タイ風チキン');
    expect(gramsOf(result, '10193')).toBe(0);
    expect(gramsOf(result, '11221')).toBe(100);
  });
});

describe('a dish read as one of its words', () => {
  readsEach(
    [
      ['ビーフン炒め', '11129', 30],
      ['スイートポテト 3個', '02007', 105],
      ['のっぺ汁', '02010', 30],
      ['アジのなめろう', '17045', 8],
      ['鶏肉のトマト煮込み', '06184', 100],
      ['豚肉のトマト煮', '06184', 100],
      ['竹輪パン 2個', '10381', 60],
      ['レンズ豆のスープ', '04094', 60],
      ['shish kebab', '11203', 120],
      ['chicken kebab plate', '11221', 120],
    ],
    '%s reads %s at %d g',
  );

  it('reads スイートポテト as the sweet, not fries', () => {
    expect(gramsOf(estimate('スイートポテト'), '02020')).toBe(0);
  });

  it('reads half a rotisserie chicken as half the bird, and a plain ローストチキン half as half its leg', () => {
    const half = estimate('half a rotisserie chicken');
    expect(gramsOf(half, '11221')).toBe(150);
    expect(gramsOf(half, '11219')).toBe(150);
    expect(gramsOf(estimate('ローストチキン 半分'), '11221')).toBe(75);
  });
});

describe('piece weights and sizes', () => {
  readsEach(
    [
      ['中華ちまき 3個', '18046', 270],
      ['ラフテー 2切れ', '11129', 70],
      ['ひじき 小皿', '18037', 50],
    ],
    '%s reads %s at %d g',
  );

  it('reads ラフテー apart from 角煮 (no egg)', () => {
    expect(gramsOf(estimate('ラフテー'), '12005')).toBe(0);
    expect(gramsOf(estimate('角煮'), '11129')).toBe(120);
  });

  it('reads 映画館 as a place, no food', () => {
    expect(estimate('映画館でポップコーン').unknownWords).toEqual([]);
  });
});

describe('earlier sets’ leftovers', () => {
  readsEach(
    [
      ['いわしの蒲焼缶', '10064', 100],
      ['さんま蒲焼き缶 2缶', '10178', 200],
      ['ペリメニ 10個', '01074', 60],
      ['生1杯と枝豆', '16006', 353.5],
      ['生 2杯', '16006', 707],
      ['大判焼き カスタード 2個', '15146', 200],
      ['たい焼き カスタードクリーム', '15146', 100],
      // 分 after a counter: the amount of so many, as 卵2個分 was.
      ['さんま1尾分', '10174', 80],
      ['ご飯 2杯分', '01088', 300],
      ['ちくわ 2本分', '10381', 60],
    ],
    '%s reads %s at %d g',
  );

  it('keeps 生 with no glass counted the raw state, not a beer', () => {
    const tuna = estimate('まぐろ 生');
    expect(gramsOf(tuna, '10253')).toBe(80);
    expect(gramsOf(tuna, '16006')).toBe(0);
  });

  it('leaves out the food a correction rules out (じゃなくて)', () => {
    const udon = estimate('ラーメンじゃなくてうどん');
    expect(gramsOf(udon, '01047')).toBe(0);
    expect(gramsOf(udon, '01039')).toBe(200);
    expect(gramsOf(estimate('ご飯じゃなくてパン'), '01088')).toBe(0);
  });
});
