import { runMetabolismSimulation } from './metabolism.simulation';

/**
 * Proof of the observed-metabolism estimator on simulated users with a known true expenditure
 * (docs/goals.md → Observed metabolism; figures in docs/benchmarks.md, `npm run bench:metabolism`).
 */
describe('observed metabolism on simulated users, 28 days of data', () => {
  const honest = runMetabolismSimulation({ seed: 11, users: 800, days: 28, underReporterShare: 0 }).summary;
  const mixed = runMetabolismSimulation({ seed: 12, users: 800, days: 28, underReporterShare: 0.3 }).summary;

  it('estimates almost every user who logs for 28 days', () => {
    expect(honest.estimated / honest.users).toBeGreaterThan(0.97);
  });

  it('has a median absolute error of at most 120 kcal/day', () => {
    expect(honest.medianAbsErrorAllKcal).toBeLessThanOrEqual(120);
    expect(mixed.medianAbsErrorTrustedKcal).toBeLessThanOrEqual(120);
  });

  it('reports an honest se: the truth lies within ±1.96 se for about 95 % of honest loggers', () => {
    expect(honest.coverageAll).toBeGreaterThanOrEqual(0.93);
    expect(honest.coverageAll).toBeLessThanOrEqual(0.99);
  });

  it('keeps trusted estimates calibrated when 30 % of users under-report by 10-35 %', () => {
    expect(mixed.coverageTrusted).toBeGreaterThanOrEqual(0.9);
    expect(mixed.coverageAll).toBeGreaterThanOrEqual(0.92);
  });

  it('withholds trust from under-reporters far more often than from honest loggers', () => {
    expect(mixed.trustedShareUnderReporters).toBeLessThan(mixed.trustedShareHonest * 0.6);
  });
});

describe('observed metabolism with less data', () => {
  it('is mostly null or untrusted after 14 days, and its se says so', () => {
    const short = runMetabolismSimulation({ seed: 13, users: 400, days: 14, underReporterShare: 0 }).summary;
    expect(short.trustedShare).toBeLessThan(0.2);
    expect(short.coverageAll).toBeGreaterThanOrEqual(0.93);
  });
});
