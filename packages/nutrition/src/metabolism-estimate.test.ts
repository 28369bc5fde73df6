import { estimateObservedMetabolism, weightTrend, type MetabolismInput } from './metabolism-estimate';

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

  it('is trusted when it agrees with the formula and is precise', () => {
    const m = estimateObservedMetabolism(input())!;
    expect(m.trusted).toBe(true);
    expect(m.seKcal).toBeLessThanOrEqual(200);
    expect(m.confidence).toBeGreaterThan(0.5);
  });

  it('marks records far below the formula untrusted (under-reporting) and widens the se by the shortfall', () => {
    const honest = estimateObservedMetabolism(input())!;
    const m = estimateObservedMetabolism(input({ intakeKcalByDate: new Map(window28.map((d) => [d, 1300])) }))!;
    expect(m.trusted).toBe(false);
    expect(m.diagnostics.untrustedReasons).toContain('intake_implausibly_low');
    expect(m.seKcal).toBeGreaterThan(honest.seKcal * 2);
  });

  it('is never trusted without the formula check (incomplete profile)', () => {
    const m = estimateObservedMetabolism(input({ formulaTdeeKcal: null }))!;
    expect(m.trusted).toBe(false);
    expect(m.diagnostics.untrustedReasons).toEqual(['no_formula_check']);
  });
});

describe('weightTrend', () => {
  it('fits the slope and widens its se when residuals run in streaks', () => {
    const days = Array.from({ length: 20 }, (_, i) => i);
    const alternating = weightTrend(
      days,
      days.map((d) => 70 + 0.05 * d + (d % 2 ? 0.4 : -0.4)),
    );
    const streaky = weightTrend(
      days,
      days.map((d) => 70 + 0.05 * d + (Math.floor(d / 4) % 2 ? 0.4 : -0.4)),
    );
    expect(alternating.slopeKgPerDay).toBeCloseTo(0.05, 1);
    expect(streaky.slopeSe).toBeGreaterThan(alternating.slopeSe);
  });
});
