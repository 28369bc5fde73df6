import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-fifth round (docs/analyze-text.md): a flavour's own word glued to a sweet is its flavour, and a frying word
// right after nuts fries them. The descriptions here are the rules' own words, not any labelled set's lines.

const { estimate, readsAsTheSweetAlone } = useTestEngine();

describe("a flavour's word glued to a sweet is its flavour", () => {
  readsAsTheSweetAlone([
    // [text, the flavour's MEXT food, the sweet's MEXT food, the sweet's grams]
    ['chocolate ice cream', '15116', '13043', 100],
    ['チョコアイス', '15116', '13043', 100],
    ['caramel ice cream', '15105', '13043', 100],
    ['caramel pudding', '15105', '15086', 100],
    ['抹茶ケーキ', '16035', '15170', 110],
    ['抹茶プリン', '16035', '15086', 100],
    ['cocoa cookie', '16049', '15098', 30],
  ]);

  it('counts the sweet by an amount written before its flavour', () => {
    const read = estimate('2 chocolate ice creams');
    expect(gramsOf(read, '15116')).toBe(0);
    expect(gramsOf(read, '13043')).toBe(200);
  });

  it.each([
    // chocolate on a baked sweet, a bread or a fruit stays its 10 g coating; a flavour word apart, or with a count
    // between, stays a food beside the sweet (guards)
    ['chocolate donut', '15116', 10],
    ['チョコバナナ', '15116', 10],
    ['チョコクロワッサン', '15116', 10],
    ['chocolate and ice cream', '15116', 50],
    ['チョコ アイス', '15116', 50],
    ['caramel 2 ice cream', '15105', 50],
  ])('keeps the chocolate or caramel of %s (a guard)', (text, flavour, grams) => {
    expect(gramsOf(estimate(text), flavour)).toBe(grams);
  });
});

describe('a frying word right after nuts fries them', () => {
  it.each(['chicken and cashew stir fry', 'cashew stir fry'])('reads %s with no stir-fried vegetables beside', (text) => {
    const read = estimate(text);
    expect(gramsOf(read, '05005')).toBe(20);
    // the 野菜炒め's cabbage
    expect(gramsOf(read, '06061')).toBe(0);
  });

  it('keeps the 野菜炒め of nuts named apart from it (a guard)', () => {
    expect(gramsOf(estimate('peanuts, stir fry'), '06061')).toBe(80);
  });
});
