import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-second round (docs/analyze-text.md): what the fifty-first round left, each closed by a rule or a lexicon row
// justified on its own. The descriptions here are the rules' own words, not any labelled set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a frying word right after a dish fried in its own oil says how the dish is cooked', () => {
  it.each([
    // [text, the dish's own food, its grams]
    ['kung pao chicken stir fry', '05035', 15],
    ['pad thai stir fry', '01115', 70],
    ['beef with broccoli stir fry', '06263', 80],
  ])('reads %s as the one dish, no 野菜炒め beside it', (text, food, grams) => {
    const read = estimate(text);
    expect(read.items).toHaveLength(1);
    expect(gramsOf(read, food)).toBe(grams);
    // 野菜炒め's cabbage and pork belly
    expect(gramsOf(read, '06061')).toBe(0);
    expect(gramsOf(read, '11129')).toBe(0);
  });

  it('still stir-fries a plain food in 3 % oil (a guard)', () => {
    const read = estimate('beef stir fry');
    expect(gramsOf(read, '11047')).toBe(100);
    expect(gramsOf(read, '14006')).toBe(3);
  });
});

describe('brackets after a dish that name no food count the dish', () => {
  readsEach(
    [
      ['餃子（8個）', '18002', 200],
      ['唐揚げ (3個)', '11289', 90],
      ['寿司 (8貫)', '10253', 120],
    ],
    '%s reads %s at %d g',
  );

  it('keeps brackets that name foods the dish’s contents (a guard)', () => {
    const read = estimate('サラダ（キャベツ・コーン）');
    expect(read.items).toHaveLength(1);
    expect(gramsOf(read, '06061')).toBeGreaterThan(0);
  });
});

describe('a roast chicken counted by the bird', () => {
  readsEach(
    [
      ['ローストチキン 1羽', '11221', 600],
      ['ローストチキン 1羽を4人で', '11221', 150],
    ],
    '%s reads %s at %d g',
  );

  readsEach(
    [
      ['丸鶏', '11221', 300],
      ['丸鶏を4人で', '11221', 75],
      ['a whole chicken', '11219', 300],
      ['a whole rotisserie chicken', '11219', 300],
    ],
    'reads a bird named whole, %s, as the bird: %s at %d g',
  );

  it('keeps a roast chicken with no count its leg (a guard)', () => {
    expect(gramsOf(estimate('ローストチキン'), '11221')).toBe(150);
  });
});

describe('栗きんとん: the New Year’s dish, or by the piece the chestnut sweet', () => {
  it.each([
    // [text, its sweet potato, its chestnut, the chestnut's grams]
    ['栗きんとん', 32, '05012', 15],
    ['くりきんとん 1皿', 32, '05012', 15],
    ['栗きんとん 2個', 0, '05011', 46],
  ])('reads %s', (text, sweetPotato, chestnut, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, '02007')).toBe(sweetPotato);
    expect(gramsOf(read, chestnut)).toBe(grams);
  });

  it('reads a word of two foods as the one counted in the unit written after it', () => {
    // もも alone is the peach; 枚 counts only the chicken thigh's slices.
    expect(gramsOf(estimate('もも 2枚'), '11221')).toBe(500);
    expect(gramsOf(estimate('もも 1個'), '07136')).toBe(200);
  });
});
