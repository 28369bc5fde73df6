import { join } from 'node:path';
import { runInNode } from '../support/run-in-node';
import {
  HOLDOUT_WORLDS,
  TUNING_WORLDS,
  runMetabolismSimulation,
  type ReadingSummary,
  type SimulationOptions,
  type runMetabolismSimulations,
} from './metabolism.simulation';

/**
 * A fast guard on the observed-metabolism estimator (docs/goals.md → Observed metabolism): on a
 * small seeded simulation, the se is calibrated (the truth inside ±1.96 se for about 95 % of
 * honest loggers, neither too narrow nor too wide), trust follows it, and under-reporters are kept
 * out. The full table over every world: `npm run bench:metabolism` (docs/benchmarks.md).
 *
 * The simulations run in one plain node process (runInNode, test/support/run-in-node.ts: in jest's vm the
 * estimator is some twenty times slower), all before the tests; each describe takes its run's readings.
 */
const world = (name: string) => TUNING_WORLDS.find((w) => w.name === name)!;

type Reading = ReadingSummary;

/** What every world, tuning or hold-out, must show: a calibrated se and under-reporters kept out at 28 days. */
function itKeepsTheCalibrationGuard(day28: Reading, day56: Reading): void {
  it('has a calibrated se at 28 and 56 days: the truth lies inside ±1.96 se for 90-97.5 % of honest loggers', () => {
    for (const reading of [day28, day56]) {
      expect(reading.coverageHonest).toBeGreaterThanOrEqual(0.9);
      expect(reading.coverageHonest).toBeLessThanOrEqual(0.975);
    }
  });

  it('trusts at most 10 % of users who log 80 % of what they eat at 28 days', () => {
    expect(day28.trustedShareUnderReporters).toBeLessThanOrEqual(0.1);
  });
}

const worldNames = ['base', 'persistent water', 'light water, careful loggers'];
const holdoutNames = ['mixed bodies, moderate water, wider spread', 'lean, big days, streaky gaps'];
const RUNS: SimulationOptions[] = [
  ...worldNames.map((name) => ({ seed: 31, world: world(name), honestUsers: 400, underReporters: 200 })),
  { seed: 32, world: world('light water, careful loggers'), honestUsers: 500, underReporters: 0 },
  ...holdoutNames.map((name) => ({ seed: 33, world: HOLDOUT_WORLDS.find((w) => w.name === name)!, honestUsers: 300, underReporters: 150 })),
];
/** The simulations of the same module in a node process (runInNode); the last describe checks they match a run here. */
const inNode = (runs: SimulationOptions[]) =>
  runInNode<typeof runMetabolismSimulations>(join(__dirname, 'metabolism.simulation.ts'), 'runMetabolismSimulations', [runs]);
const readings = inNode(RUNS);
/** The readings of the run on that world with that seed. */
const readingsOf = (worldName: string, seed: number) =>
  readings[RUNS.findIndex((run) => run.world.name === worldName && run.seed === seed)]!;
const readingsByWorld = new Map(worldNames.map((name) => [name, readingsOf(name, 31)]));

describe.each(worldNames)('observed metabolism in the simulated world "%s"', (name) => {
  const [day28, day56] = readingsByWorld.get(name)!;

  itKeepsTheCalibrationGuard(day28!, day56!);

  it('trusts more honest loggers with more data, and far more of them than under-reporters', () => {
    expect(day56!.trustedShareHonest).toBeGreaterThan(day28!.trustedShareHonest);
    expect(day56!.trustedShareUnderReporters).toBeLessThanOrEqual(0.15);
    expect(day56!.trustedShareUnderReporters * 2.5).toBeLessThan(day56!.trustedShareHonest);
  });

  it('keeps under-reporters out at 56 days too: at most 5 % trusted', () => {
    expect(day56!.trustedShareUnderReporters).toBeLessThanOrEqual(0.05);
  });
});

describe('the trust rule with one user in three under-reporting (these worlds, 28 and 56 days together)', () => {
  const readings = [...readingsByWorld.values()].flat();
  const total = (pick: (r: (typeof readings)[number]) => number) => readings.reduce((sum, r) => sum + pick(r), 0);

  it('trusts values more than 300 kcal/day off at most 4.5 % of the time (the previous rule: 4.9 %; the issue asks 2 %, below the floor of the trade-off: docs/goals.md)', () => {
    expect(total((r) => r.trusted)).toBeGreaterThan(0);
    expect(total((r) => r.trustedWrong)).toBeLessThanOrEqual(0.045 * total((r) => r.trusted));
  });
});

describe('observed metabolism for honest loggers with light water noise', () => {
  const [day28, day56] = readingsOf('light water, careful loggers', 32);

  it('trusts the honest loggers whose records rule out under-reporting, and at most 2 % of trusted values are more than 300 kcal/day off', () => {
    expect(day28!.trustedShareHonest).toBeGreaterThanOrEqual(0.05);
    expect(day56!.trustedShareHonest).toBeGreaterThanOrEqual(0.15);
    expect(day28!.trustedWrong + day56!.trustedWrong).toBeLessThanOrEqual(0.02 * (day28!.trusted + day56!.trusted));
  });
});

describe.each(holdoutNames)('observed metabolism in the hold-out world "%s" (no constant was chosen on it)', (name) => {
  const [day28, day56] = readingsOf(name, 33);

  itKeepsTheCalibrationGuard(day28!, day56!);
});

describe('the simulations in a node process', () => {
  it('give the figures a run in this process gives, a median of no readings (NaN) included', () => {
    const small: SimulationOptions = { seed: 34, world: world('base'), honestUsers: 5, underReporters: 2 };
    const here = runMetabolismSimulation(small);
    expect(here.some((reading) => Number.isNaN(reading.medianSeTrustedKcal))).toBe(true);
    expect(inNode([small])).toEqual([here]);
  });
});
