import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-seventh round (docs/analyze-text.md): what the fifty-sixth round left, each closed by a rule or a lexicon
// row justified on its own. The descriptions here are the rules' own words, not a blind set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a cup of a tea powder or leaves is a cup of the tea', () => {
  readsEach(
    [
      ['抹茶 1杯', '16035', 2],
      ['抹茶一杯', '16035', 2],
      ['抹茶を2杯', '16035', 4],
      ['抹茶 1カップ', '16035', 2],
    ],
    'reads %s as %s %s g',
  );

  it('keeps 抹茶 alone a spoonful of the powder, and the matcha drinks and sweets their rows (guards)', () => {
    expect(gramsOf(estimate('抹茶'), '16035')).toBe(20);
    expect(gramsOf(estimate('抹茶ラテ'), '13003')).toBe(185.4);
    expect(gramsOf(estimate('抹茶アイス'), '13043')).toBe(100);
  });
});

describe('抹茶 written apart before a sweet is its flavour', () => {
  it.each([
    ['抹茶 アイス', '13043', 100],
    ['抹茶のアイス', '13043', 100],
  ])('reads %s as the sweet alone, no spoonful of the powder beside it', (text, sweet, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, '16035')).toBe(0);
    expect(gramsOf(read, sweet)).toBe(grams);
    expect(read.unknownWords).toEqual([]);
  });

  it('keeps chocolate written apart a food of its own (a guard)', () => {
    expect(gramsOf(estimate('チョコ アイス'), '15116')).toBe(50);
  });
});

describe('a can food written with のせ is a topping', () => {
  readsEach(
    [
      ['ご飯 ツナのせ', '10263', 20],
      ['冷奴 ツナ乗せ', '10263', 20],
      ['サラダ ツナのせ', '10263', 20],
    ],
    'reads %s with %s %s g',
  );

  it('keeps a can named alone or counted the whole can (guards)', () => {
    expect(gramsOf(estimate('ツナ缶'), '10263')).toBe(70);
    expect(gramsOf(estimate('ツナ 1缶のせ'), '10263')).toBe(70);
  });
});

describe('ガーリックトースト is slices of a baguette', () => {
  it.each([
    ['ガーリックトースト 3切れ', 90, 15],
    ['ガーリックトースト 1枚', 30, 5],
    ['ガーリックトースト', 60, 10],
  ])('reads %s as %s g of フランスパン with its butter', (text, bread, butter) => {
    const read = estimate(text);
    expect(gramsOf(read, '01031')).toBe(bread);
    expect(gramsOf(read, '01026')).toBe(0);
    expect(gramsOf(read, '14017')).toBe(butter);
  });

  it('keeps the English garlic toast a slice of 食パン (a guard)', () => {
    expect(gramsOf(estimate('garlic toast'), '01026')).toBe(60);
  });
});

describe('a topping a sweet dish holds, named with it, is its own', () => {
  it.each([
    ['acai bowl with banana and granola', '01004'],
    ['アサイーボウル バナナとグラノーラのせ', '01004'],
    ['アサイーボウル グラノーラ', '01004'],
    ['sundae w/ chocolate sauce', '15186'],
    ['ice cream sundae with whipped cream and chocolate sauce', '15186'],
  ])('reads %s with no second serving of %s', (text, second) => {
    const read = estimate(text);
    expect(gramsOf(read, second)).toBe(0);
    expect(read.unknownWords).toEqual([]);
  });

  it('keeps a topping the dish does not hold, and a drink after the list, beside it (guards)', () => {
    expect(gramsOf(estimate('アサイーボウル いちごとキウイ'), '07012')).toBe(75);
    expect(gramsOf(estimate('ice cream sundae with whipped cream and chocolate sauce'), '13017')).toBe(30);
    expect(gramsOf(estimate('acai bowl with granola and coffee'), '16045')).toBe(150);
    expect(gramsOf(estimate('pancakes with whipped cream and chocolate sauce'), '15186')).toBe(20);
    expect(gramsOf(estimate('ヨーグルトとグラノーラ'), '01004')).toBe(25);
  });
});
