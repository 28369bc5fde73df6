import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixty-seventh round (docs/analyze-text.md): readings left from round 63 (the sixteenth blind set) and before,
// closed by rules on words of their own.

const { estimate } = useTestEngine();

describe('a number a space before 辛口 counts the word before it, not a heat level', () => {
  it.each([
    ['ワイン 2杯 (甘口1 辛口1)', '16011', 240],
    ['白ワイン 3杯（甘口2 辛口1）', '16010', 360],
  ])('reads %s as the whole count', (text, foodNumber, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, foodNumber)).toBe(grams);
    expect(read.unknownWords).toEqual([]);
  });

  it.each(['カレーライス 3辛', 'カレーライス 5 辛', 'カレーライス 2辛口'])('keeps %s a heat level, no count (a guard)', (text) => {
    expect(estimate(text).cal).toBe(estimate('カレーライス').cal);
  });
});

describe('a short katakana word glued before a term is read with it as one mistyped word', () => {
  it.each([
    ['シホンケーキ 2切れ', '15074', 120],
    ['紅茶のシホンケーキ', '15074', 60],
  ])('reads %s as the chiffon cake', (text, foodNumber, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, foodNumber)).toBe(grams);
    expect(read.unknownWords).toEqual([]);
  });

  it('keeps a term glued to an unknown word that makes no term its own (a guard)', () => {
    expect(gramsOf(estimate('ホットケーキ'), '15083')).toBe(80);
  });
});
