import { TUNING_WORLDS, runMetabolismSimulation } from './metabolism.simulation';

/**
 * A fast guard on the observed-metabolism estimator (docs/goals.md → Observed metabolism): on a
 * small seeded simulation, the se is calibrated (the truth inside ±1.96 se for about 95 % of
 * honest loggers, neither too narrow nor too wide), trust follows it, and under-reporters are kept
 * out. The full table over every world: `npm run bench:metabolism` (docs/benchmarks.md).
 */
const world = (name: string) => TUNING_WORLDS.find((w) => w.name === name)!;

describe.each(['base', 'persistent water', 'light water, careful loggers'])('observed metabolism in the simulated world "%s"', (name) => {
  const [day28, day56] = runMetabolismSimulation({ seed: 31, world: world(name), honestUsers: 400, underReporters: 200 });

  it('has a calibrated se at 28 and 56 days: the truth lies inside ±1.96 se for 90-97.5 % of honest loggers', () => {
    for (const reading of [day28!, day56!]) {
      expect(reading.coverageHonest).toBeGreaterThanOrEqual(0.9);
      expect(reading.coverageHonest).toBeLessThanOrEqual(0.975);
    }
  });

  it('trusts at most 10 % of users who log 80 % of what they eat at 28 days', () => {
    expect(day28!.trustedShareUnderReporters).toBeLessThanOrEqual(0.1);
  });

  it('trusts more honest loggers with more data, and far more of them than under-reporters', () => {
    expect(day56!.trustedShareHonest).toBeGreaterThan(day28!.trustedShareHonest);
    expect(day56!.trustedShareUnderReporters).toBeLessThanOrEqual(0.15);
    expect(day56!.trustedShareUnderReporters * 2.5).toBeLessThan(day56!.trustedShareHonest);
  });
});

describe('observed metabolism for honest loggers with light water noise', () => {
  const [day28, day56] = runMetabolismSimulation({
    seed: 32,
    world: world('light water, careful loggers'),
    honestUsers: 500,
    underReporters: 0,
  });

  it('trusts a large share once the se allows it, and at most 2 % of trusted values are more than 300 kcal/day off', () => {
    expect(day28!.trustedShareHonest).toBeGreaterThanOrEqual(0.2);
    expect(day56!.trustedShareHonest).toBeGreaterThanOrEqual(0.5);
    expect(day28!.trustedWrong + day56!.trustedWrong).toBeLessThanOrEqual(0.02 * (day28!.trusted + day56!.trusted));
  });
});
