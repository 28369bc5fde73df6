import { round1, roundMacros, sumMacros } from './macros';

describe('macro sums and rounding', () => {
  it('sums meal components (or any macro sets) axis by axis', () => {
    expect(
      sumMacros([
        { cal: 234, protein: 3.8, fat: 0.5, carbs: 55.7 },
        { cal: 40, protein: 2.5, fat: 1.2, carbs: 4.8 },
      ]),
    ).toEqual({ cal: 274, protein: 6.3, fat: 1.7, carbs: 60.5 });
    expect(sumMacros([])).toEqual({ cal: 0, protein: 0, fat: 0, carbs: 0 });
  });

  it('rounds to one decimal, halves away from zero on both sides, never to -0', () => {
    expect(round1(12.25)).toBe(12.3);
    expect(round1(-12.25)).toBe(-12.3);
    expect(round1(3.333)).toBe(3.3);
    // Halves that binary floating point stores just below .5 round as the decimals they stand for.
    expect(round1(0.35 * 1601)).toBe(560.4);
    expect(round1(-0.35 * 1601)).toBe(-560.4);
    expect(round1(1.15)).toBe(1.2);
    expect(round1(560.34)).toBe(560.3);
    expect(Object.is(round1(-0.04), 0)).toBe(true);
    expect(roundMacros({ cal: 100.04, protein: 7.95, fat: -1.25, carbs: 0 })).toEqual({ cal: 100, protein: 8, fat: -1.3, carbs: 0 });
  });
});
