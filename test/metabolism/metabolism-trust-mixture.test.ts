import { erf } from '@shokuji/nutrition';
import { MIXTURE_TRUST_DEFAULTS, probabilityWrong, type MixtureEvidence } from './metabolism-trust-mixture';

/** The evidence the service would have: records and formula combined as the estimator does (formula sd 20 %). */
function evidence(recordsKcal: number, recordsSeKcal: number, formulaKcal: number): MixtureEvidence {
  const wRecords = 1 / recordsSeKcal ** 2;
  const wFormula = 1 / (0.2 * formulaKcal) ** 2;
  return {
    recordsKcal,
    recordsSeKcal,
    formulaKcal,
    valueKcal: (wRecords * recordsKcal + wFormula * formulaKcal) / (wRecords + wFormula),
    valueSeKcal: Math.sqrt(1 / (wRecords + wFormula)),
  };
}

describe('probabilityWrong (mixture trust rule, bench option)', () => {
  it('grows with the standard error', () => {
    expect(probabilityWrong(evidence(2300, 150, 2300))).toBeGreaterThan(probabilityWrong(evidence(2300, 80, 2300)));
  });
  it('grows as the value falls further below the formula', () => {
    expect(probabilityWrong(evidence(1800, 100, 2300))).toBeGreaterThan(probabilityWrong(evidence(2300, 100, 2300)));
  });
  it('grows with the prior share of under-reporters', () => {
    const low = probabilityWrong(evidence(2000, 100, 2300), { ...MIXTURE_TRUST_DEFAULTS, underShare: 0.1 });
    const high = probabilityWrong(evidence(2000, 100, 2300), { ...MIXTURE_TRUST_DEFAULTS, underShare: 0.33 });
    expect(high).toBeGreaterThan(low);
  });
  it('is small for a precise value at the formula and a probability throughout', () => {
    const p = probabilityWrong(evidence(2300, 60, 2300));
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(0.2);
    expect(probabilityWrong(evidence(1500, 200, 2300))).toBeLessThanOrEqual(1);
  });
  it("takes the honest class's miss chance from the reported value's se (records and formula together), not the records-only se", () => {
    const e = evidence(2300, 250, 2300);
    expect(e.valueSeKcal).toBeLessThan(225);
    const honestOnly = { ...MIXTURE_TRUST_DEFAULTS, underShare: 0 };
    const missChance = (se: number) => 1 - erf(300 / (se * Math.SQRT2));
    expect(probabilityWrong(e, honestOnly)).toBeCloseTo(missChance(e.valueSeKcal), 4);
    expect(probabilityWrong(e, honestOnly)).toBeLessThan(missChance(250) - 0.04);
  });
});
