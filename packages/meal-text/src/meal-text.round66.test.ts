import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixty-sixth round (docs/analyze-text.md): a reading left from round 61 (the fifteenth blind set), a crepe's named
// filling, closed by rows justified on their own. The descriptions here are the rows' own words.

const { estimate } = useTestEngine();

describe('a crepe named by a savoury filling or a spread has it in the cream’s place', () => {
  it.each([
    ['ツナクレープ', '10263', 30],
    ['ハムとチーズのクレープ', '11176', 20],
    ['chocolate hazelnut crepe', '15180', 20],
  ])('reads %s with %s (%d g) and no whipped cream', (text, foodNumber, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, foodNumber)).toBe(grams);
    expect(gramsOf(read, '13017')).toBe(0);
    expect(gramsOf(read, '01111')).toBe(0);
  });

  it('keeps the plain crepe its whipped cream (a guard)', () => {
    expect(gramsOf(estimate('クレープ'), '13017')).toBe(30);
  });
});
