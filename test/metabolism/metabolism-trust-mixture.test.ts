import { MIXTURE_TRUST_DEFAULTS, probabilityWrong } from './metabolism-trust-mixture';

describe('probabilityWrong (mixture trust rule, bench option)', () => {
  it('grows with the standard error', () => {
    expect(probabilityWrong(2300, 150, 2300)).toBeGreaterThan(probabilityWrong(2300, 80, 2300));
  });
  it('grows as the value falls further below the formula', () => {
    expect(probabilityWrong(1800, 100, 2300)).toBeGreaterThan(probabilityWrong(2300, 100, 2300));
  });
  it('grows with the prior share of under-reporters', () => {
    const low = probabilityWrong(2000, 100, 2300, { ...MIXTURE_TRUST_DEFAULTS, underShare: 0.1 });
    const high = probabilityWrong(2000, 100, 2300, { ...MIXTURE_TRUST_DEFAULTS, underShare: 0.33 });
    expect(high).toBeGreaterThan(low);
  });
  it('is small for a precise value at the formula and a probability throughout', () => {
    const p = probabilityWrong(2300, 60, 2300);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(0.2);
    expect(probabilityWrong(1500, 200, 2300)).toBeLessThanOrEqual(1);
  });
});
