import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixty-fifth round (docs/analyze-text.md): a reading left from round 61 (the fifteenth blind set), 黒ビール as a food
// of its own, closed by a row justified on its own. The descriptions here are the row's own words.

const { estimate, readsEach } = useTestEngine();

describe('黒ビール is MEXT’s ビール 黒', () => {
  readsEach(
    [
      ['黒生 2杯', '16007', 707],
      ['dark beer x2', '16007', 707],
      ['ブラックビール 1缶', '16007', 353.5],
      ['ビール 2杯 (生1 黒1)', '16007', 353.5],
    ],
    'reads %s as %s (%d g)',
  );

  it('keeps a beer of no kind the pale one (a guard)', () => {
    expect(gramsOf(estimate('生ビール 2杯'), '16006')).toBe(707);
  });
});
