import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-eighth round (docs/analyze-text.md): readings the fifty-sixth and fifty-seventh rounds left, each closed by
// a rule or a lexicon row justified on its own. The descriptions here are the rules' own words, not a blind set's lines.

const { estimate, readsEach } = useTestEngine();

describe('蒲焼き after a fish other than eel is how the fish is cooked', () => {
  it.each([
    ['いわしの蒲焼き', '10047', 60],
    ['さんまの蒲焼き', '10173', 80],
    ['あじのかば焼き', '10003', 60],
  ])('reads %s as the fresh fish %s (%s g), floured and glazed, and no eel', (text, fish, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, '10070')).toBe(0);
    expect(gramsOf(read, fish)).toBe(grams);
    expect(gramsOf(read, '01015')).toBeCloseTo(grams * 0.05, 1);
    expect(gramsOf(read, '17007')).toBeCloseTo(grams * 0.07, 1);
    expect(gramsOf(read, '14006')).toBeCloseTo(grams * 0.03, 1);
    expect(read.items).toHaveLength(1);
  });

  it('keeps 蒲焼き alone, the eel named with it and a can of a fish kabayaki what they were (guards)', () => {
    for (const text of ['蒲焼き', 'うなぎの蒲焼き', 'うなぎ 蒲焼き']) {
      const read = estimate(text);
      expect(gramsOf(read, '10070')).toBe(80);
      expect(read.components).toHaveLength(1);
    }
    expect(gramsOf(estimate('さんまの蒲焼き缶'), '10178')).toBe(100);
  });
});

describe('みりん漬け is the fresh fish with the marinade it absorbed', () => {
  it.each([
    ['鮭のみりん漬け', '10134'],
    ['さばのみりん漬け', '10154'],
    ['銀鮭のみりん漬け 1切れ', '10130'],
  ])('reads %s as %s 80 g with みりん, しょうゆ and 砂糖', (text, fish) => {
    const read = estimate(text);
    expect(gramsOf(read, fish)).toBe(80);
    expect(gramsOf(read, '10139')).toBe(0);
    expect(gramsOf(read, '10161')).toBe(0);
    expect(gramsOf(read, '16025')).toBe(4);
    expect(gramsOf(read, '17007')).toBe(4);
    expect(gramsOf(read, '03003')).toBe(2.4);
    expect(read.unknownWords).toEqual([]);
  });
});

describe('香草パン粉焼き is the meat or fish under a coat of パン粉 and oil', () => {
  it.each([
    ['鶏むねの香草パン粉焼き', '11220', 100],
    ['豚肉の香草パン粉焼き', '11123', 100],
    ['さばの香草パン粉焼き', '10154', 80],
    ['herb crusted salmon', '10134', 80],
  ])('reads %s as %s %s g with パン粉 8 % and olive oil 6 %', (text, food, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, food)).toBe(grams);
    expect(gramsOf(read, '01079')).toBeCloseTo(grams * 0.08, 1);
    expect(gramsOf(read, '14001')).toBeCloseTo(grams * 0.06, 1);
    expect(read.unknownWords).toEqual([]);
  });

  it('reads 香草焼き as the food with olive oil 3 %', () => {
    const read = estimate('ラムの香草焼き');
    expect(gramsOf(read, '11202')).toBe(100);
    expect(gramsOf(read, '14001')).toBe(3);
    expect(read.unknownWords).toEqual([]);
  });
});

describe('レバー on yakitori is chicken liver skewers', () => {
  readsEach(
    [
      ['焼き鳥 レバー', '11232', 30],
      ['焼き鳥 レバー2本', '11232', 60],
      ['やきとり レバー2本 皮2本', '11232', 60],
      ['reba x2', '11232', 60],
      ['レバー串 3本', '11232', 90],
    ],
    'reads %s with %s %s g',
  );

  it('counts each kind of yakitori listed with its count, with its own たれ', () => {
    const read = estimate('焼き鳥 もも2本 レバー2本');
    expect(gramsOf(read, '11221')).toBe(60);
    expect(gramsOf(read, '11232')).toBe(60);
    expect(gramsOf(read, '17112')).toBe(20);
    expect(gramsOf(read, '11092')).toBe(0);
  });

  it('keeps レバー alone and レバニラ the livers they were (guards)', () => {
    expect(gramsOf(estimate('レバー'), '11092')).toBe(100);
    expect(gramsOf(estimate('レバニラ'), '11166')).toBe(80);
  });
});

describe('服 counts bowls of tea', () => {
  readsEach(
    [
      ['抹茶 1服', '16035', 2],
      ['抹茶 2服', '16035', 4],
      ['お抹茶 1服', '16035', 2],
      ['抹茶一服', '16035', 2],
    ],
    'reads %s as %s %s g',
  );
});
