import {
  METABOLISM_RULES,
  energyBalance,
  estimateObservedMetabolism,
  untrustedReasonsFor,
  weightsAllowEstimate,
  type MetabolismInput,
} from './metabolism-estimate';

const dates = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
const window28 = dates(28);

function input(overrides: Partial<MetabolismInput> = {}): MetabolismInput {
  // 2,000 kcal a day recorded, weight falling 0.1 kg/day with a small alternating swing: about 2,770 kcal/day out.
  return {
    windowStart: window28[0]!,
    windowEnd: window28[27]!,
    intakeKcalByDate: new Map(window28.map((d) => [d, 2000])),
    weights: window28.map((date, i) => ({ date, weightKg: 80 - 0.1 * i + (i % 2 ? 0.3 : -0.3) })),
    exerciseKcalByDate: new Map([[window28[3]!, 280]]),
    formulaTdeeKcal: 2700,
    ...overrides,
  };
}

describe('estimateObservedMetabolism', () => {
  it('is mean intake minus 7,700 kcal/kg × the weight slope', () => {
    const m = estimateObservedMetabolism(input({ formulaTdeeKcal: null }))!;
    expect(m.diagnostics.recordsOnlyTdeeKcal).toBeGreaterThan(2740);
    expect(m.diagnostics.recordsOnlyTdeeKcal).toBeLessThan(2800);
    expect(m.weightTrendKgPerWeek).toBeCloseTo(-0.7, 1);
    expect(m.intakeMeanKcal).toBe(2000);
    expect(m.avgExerciseKcal).toBe(10);
    expect(m.windowStart).toBe('2026-01-01');
    expect(m.windowEnd).toBe('2026-01-28');
  });

  it('treats days without records as missing, never as zero intake', () => {
    const sparse = new Map(window28.filter((_, i) => i % 2 === 0).map((d) => [d, 2000]));
    expect(estimateObservedMetabolism(input({ intakeKcalByDate: sparse }))!.intakeMeanKcal).toBe(2000);
  });

  it('drops partly logged days (under half the median day) instead of counting them as low intake', () => {
    const partial = new Map(window28.map((d, i) => [d, i % 5 === 0 ? 600 : 2000]));
    const m = estimateObservedMetabolism(input({ intakeKcalByDate: partial }))!;
    expect(m.intakeMeanKcal).toBe(2000);
    expect(m.diagnostics.partialDaysDropped).toBe(6);
  });

  it('is null when data is insufficient', () => {
    const few = new Map(window28.slice(0, 9).map((d) => [d, 2000]));
    expect(estimateObservedMetabolism(input({ intakeKcalByDate: few }))).toBeNull();
    expect(estimateObservedMetabolism(input({ weights: input().weights.slice(0, 4) }))).toBeNull();
    expect(estimateObservedMetabolism(input({ weights: input().weights.slice(0, 9) }))).toBeNull();
  });

  it('tells from the weights alone when no estimate can be made, as the estimate decides it', () => {
    const all = input().weights;
    const cases: Array<[string, MetabolismInput['weights'], boolean]> = [
      ['none', [], false],
      ['four', all.slice(0, 4), false],
      ['five over nine days', [0, 2, 4, 6, 9].map((i) => all[i]!), false],
      ['five over ten days', [0, 2, 4, 6, 10].map((i) => all[i]!), true],
      ['five over ten days, listed out of order', [10, 0, 6, 2, 4].map((i) => all[i]!), true],
      ['five over ten days, one outside the window', [...[0, 2, 4, 6].map((i) => all[i]!), { date: '2026-02-10', weightKg: 79 }], false],
      ['every day', all, true],
    ];
    for (const [, weights, allowed] of cases) {
      const whole = input({ weights });
      expect(weightsAllowEstimate(whole)).toBe(allowed);
      // Never false where the estimate exists; the weights are what makes it null here.
      expect(estimateObservedMetabolism(whole) !== null).toBe(allowed);
    }
  });

  it('is trusted when it is precise and clearly above the formula (under-reporting ruled out)', () => {
    const m = estimateObservedMetabolism(input({ formulaTdeeKcal: 2400 }))!;
    expect(m.diagnostics.untrustedReasons).toEqual([]);
    expect(m.trusted).toBe(true);
    expect(m.seKcal).toBeLessThanOrEqual(METABOLISM_RULES.maxTrustedSeKcal);
    expect(m.confidence).toBeGreaterThan(0.5);
  });

  it('is not trusted when precise records merely agree with the formula: a user who logs 80 % and spends 25 % more looks the same', () => {
    const m = estimateObservedMetabolism(input())!;
    expect(m.diagnostics.plausibilityZ).toBeGreaterThan(0);
    expect(m.diagnostics.plausibilityZ).toBeLessThan(METABOLISM_RULES.minFormulaZ);
    expect(m.trusted).toBe(false);
    expect(m.diagnostics.untrustedReasons).toEqual(['under_reporting_not_ruled_out']);
  });

  it('marks records far below the formula untrusted (under-reporting), whatever their precision', () => {
    const m = estimateObservedMetabolism(input({ intakeKcalByDate: new Map(window28.map((d) => [d, 1300])) }))!;
    expect(m.trusted).toBe(false);
    expect(m.diagnostics.untrustedReasons).toEqual(['under_reporting_not_ruled_out']);
    expect(m.seKcal).toBeLessThanOrEqual(METABOLISM_RULES.maxTrustedSeKcal);
  });

  it("trusts only an se within the limit and records at least the rule's z above the formula", () => {
    const { maxTrustedSeKcal: se, minFormulaZ: z } = METABOLISM_RULES;
    expect(untrustedReasonsFor(se, z)).toEqual([]);
    expect(untrustedReasonsFor(se + 1, z)).toEqual(['uncertain']);
    expect(untrustedReasonsFor(se, z - 0.01)).toEqual(['under_reporting_not_ruled_out']);
    expect(untrustedReasonsFor(se, 0)).toEqual(['under_reporting_not_ruled_out']);
    expect(untrustedReasonsFor(se, METABOLISM_RULES.implausiblyHighZ + 0.01)).toEqual(['intake_implausibly_high']);
    expect(untrustedReasonsFor(se, null)).toEqual(['no_formula_check']);
  });

  it('is never trusted without the formula check (incomplete profile)', () => {
    const m = estimateObservedMetabolism(input({ formulaTdeeKcal: null }))!;
    expect(m.trusted).toBe(false);
    expect(m.diagnostics.untrustedReasons).toEqual(['no_formula_check']);
  });

  it('starts the window at the first record, so a new user is not read as 28 empty days', () => {
    const window56 = dates(56);
    const m = estimateObservedMetabolism(
      input({
        windowStart: window56[0]!,
        windowEnd: window56[55]!,
        intakeKcalByDate: new Map(window56.slice(28).map((d) => [d, 2000])),
        weights: input().weights.map((w, i) => ({ ...w, date: window56[28 + i]! })),
      }),
    )!;
    expect(m.windowStart).toBe(window56[28]);
    expect(m.diagnostics.recordsOnlyTdeeKcal).toBeGreaterThan(2740);
  });

  it('trusts only an se at which a miss of more than 300 kcal/day has at most a 2 % chance', () => {
    expect(2 * (1 - 0.5 * (1 + erfOf(300 / (METABOLISM_RULES.maxTrustedSeKcal * Math.SQRT2))))).toBeLessThanOrEqual(0.02);
  });

  it('reports confidence as the chance, under the se, that the truth is within ±200 kcal/day', () => {
    const m = estimateObservedMetabolism(input())!;
    expect(m.confidence).toBeCloseTo(erfOf(200 / (m.seKcal * Math.SQRT2)), 1);
  });
});

const erfOf = (x: number) => {
  // Numerical integral of the normal density, independent of the module's erf.
  let sum = 0;
  const steps = 2000;
  for (let i = 0; i < steps; i++) {
    const t = ((i + 0.5) / steps) * x;
    sum += Math.exp(-t * t);
  }
  return ((2 / Math.sqrt(Math.PI)) * sum * x) / steps;
};

describe('energyBalance', () => {
  const days = Array.from({ length: 28 }, (_, i) => i);
  const rules = METABOLISM_RULES;

  it('removes the weight swing of logged day-to-day eating from the trend', () => {
    // Alternating 1,500 / 2,500 kcal days at an expenditure of 2,000: the weight follows the intake exactly.
    const intake = days.map((d) => (d % 2 ? 2500 : 1500));
    const weights = days.map((d) => 70 + intake.slice(0, d).reduce((s, k) => s + (k - 2000), 0) / 7700);
    const balance = energyBalance(days, weights, intake, 2000, rules);
    expect(balance.slopeKgPerDay).toBeCloseTo(0, 6);
    expect(balance.missingDayWeight).toBe(0);
  });

  it('counts a missing intake day against the se, the more the nearer the middle of the weigh-ins', () => {
    const weights = days.map((d) => 70 - 0.05 * d);
    const full = days.map(() => 2000);
    const early = energyBalance(
      days,
      weights,
      full.map((k, d) => (d === 1 ? null : k)),
      2000,
      rules,
    );
    const middle = energyBalance(
      days,
      weights,
      full.map((k, d) => (d === 14 ? null : k)),
      2000,
      rules,
    );
    expect(middle.missingDayWeight).toBeGreaterThan(early.missingDayWeight);
    expect(middle.slopeKgPerDay).toBeCloseTo(-0.05, 6);
  });

  it('widens the slope se when residuals swing slowly (water that lasts days) rather than day to day', () => {
    const intake = days.map(() => 2000);
    const alternating = energyBalance(
      days,
      days.map((d) => 70 + 0.05 * d + (d % 2 ? 0.4 : -0.4)),
      intake,
      2000,
      rules,
    );
    const streaky = energyBalance(
      days,
      days.map((d) => 70 + 0.05 * d + 0.4 * Math.sin((2 * Math.PI * d) / 14)),
      intake,
      2000,
      rules,
    );
    expect(alternating.slopeKgPerDay).toBeCloseTo(0.05, 1);
    expect(streaky.slopeSe).toBeGreaterThan(alternating.slopeSe * 1.5);
  });
});
