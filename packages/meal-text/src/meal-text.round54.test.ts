import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-fourth round (docs/analyze-text.md): a nut or a fruit written right before a sweet or a soft drink is the
// sweet's flavour, not a serving beside it. The descriptions here are the rule's own words, not any labelled set's lines.

const { estimate, readsAsTheSweetAlone } = useTestEngine();

describe('a nut or a fruit right before a sweet or a soft drink is its flavour', () => {
  readsAsTheSweetAlone([
    // [text, the flavour's MEXT food, the sweet's MEXT food, the sweet's grams]
    ['pistachio ice cream', '05026', '13043', 100],
    ['almond ice cream', '05040', '13043', 100],
    ['macadamia pie', '05031', '15079', 50],
    ['strawberry cake', '07012', '15170', 110],
    ['blueberry pancakes', '07124', '15083', 80],
    ['hazelnut latte', '05029', '13003', 185.4],
    ['ピスタチオアイス', '05026', '13043', 100],
    ['いちごケーキ', '07012', '15170', 110],
    ['いちごのケーキ', '07012', '15170', 110],
  ]);

  it('counts the sweet by an amount written before its flavour', () => {
    const read = estimate('2 pistachio ice creams');
    expect(gramsOf(read, '05026')).toBe(0);
    expect(gramsOf(read, '13043')).toBe(200);
  });

  it.each([
    // a fruit with an amount of its own, or apart, stays a food beside the sweet (guards)
    ['いちご 2個 ケーキ', '07012', 30],
    ['strawberries and ice cream', '07012', 75],
    ['banana, ice cream', '07107', 100],
  ])('keeps the fruit of %s (a guard)', (text, fruit, grams) => {
    expect(gramsOf(estimate(text), fruit)).toBe(grams);
  });
});

describe('a chia pudding is the seeds soaked in milk, not a custard pudding flavoured with chia', () => {
  it('reads chia pudding as its own dish', () => {
    const read = estimate('chia pudding');
    expect(gramsOf(read, '05046')).toBe(20);
    expect(gramsOf(read, '13003')).toBe(124);
    expect(gramsOf(read, '15086')).toBe(0);
  });
});
