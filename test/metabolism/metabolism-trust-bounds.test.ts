import type { MetabolismEstimate } from '@shokuji/nutrition';
import { bestThresholds } from './metabolism-trust-bounds';
import type { SimulatedUser, SimulatedWorld } from './metabolism.simulation';

/** One user read once, with an estimate `errorKcal` off the truth. */
function user(plausibilityZ: number, seKcal: number, errorKcal: number): SimulatedUser {
  const estimate = { observedTdeeKcal: 2000 + errorKcal, seKcal, diagnostics: { plausibilityZ } } as MetabolismEstimate;
  return { underReportShare: 0, formulaTdeeKcal: 2000, readings: [{ day: 28, trueTdeeKcal: 2000, estimate }] };
}

const repeat = (n: number, make: () => SimulatedUser) => Array.from({ length: n }, make);

describe('bestThresholds (the most any threshold pair could trust in one world)', () => {
  const world: SimulatedWorld = {
    readAtDays: [28],
    honest: [...repeat(8, () => user(1, 100, 0)), ...repeat(2, () => user(1, 250, 400))],
    underReporters: repeat(2, () => user(-0.5, 100, -400)),
  };

  it('finds the thresholds that keep every under-reporter and every wrong value out', () => {
    const bound = bestThresholds(world, 0, { underLimit: 0, wrongLimit: 0.02 }, 2.5);
    expect(bound).not.toBeNull();
    expect(bound!.honestShare).toBe(0.8);
    expect(bound!.minFormulaZ).toBeGreaterThan(-0.5);
    expect(bound!.maxTrustedSeKcal).toBeLessThan(250);
  });

  it('trusts everyone when the limits allow the wrong values', () => {
    expect(bestThresholds(world, 0, { underLimit: null, wrongLimit: 0.5 }, 2.5)!.honestShare).toBe(1);
  });

  it('leaves out values above the implausibly-high z and answers null when no pair meets the limits', () => {
    const high: SimulatedWorld = { readAtDays: [28], honest: [user(3, 100, 0)], underReporters: [] };
    expect(bestThresholds(high, 0, { underLimit: null, wrongLimit: 0.02 }, 2.5)).toBeNull();
  });
});
