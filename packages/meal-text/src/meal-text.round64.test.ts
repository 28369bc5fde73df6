import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixty-fourth round (docs/analyze-text.md): a reading the sixteenth blind set showed after round 63
// (test/analyze/BLIND.md), closed by a rule justified on its own. The descriptions here are the rule's own words, not the
// set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a count taken back in English by a number word is that number', () => {
  readsEach(
    [
      ['coffee x3... no wait, just two', '16045', 300],
      ['beer x2, no wait, only one', '16006', 353.5],
      ['2 slices of pizza, no wait, three', '01076', 75],
      ['3 glasses of milk... no, two', '13003', 412],
    ],
    'reads %s as %s (%d g)',
  );

  it('keeps a count whose correction word is followed by no number, or by a number that does not end the clause (guards)', () => {
    expect(gramsOf(estimate('2 eggs, no one else'), '12004')).toBe(100);
    expect(gramsOf(estimate('2 coffees, no sugar'), '16045')).toBe(300);
    expect(gramsOf(estimate('3 pints of stout... no, 2'), '16008')).toBe(955.5);
  });
});
