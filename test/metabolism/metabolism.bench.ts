import { METABOLISM_RULES, untrustedReasonsFor, type MetabolismRules } from '@shokuji/nutrition';
import { bestThresholds } from './metabolism-trust-bounds';
import { MIXTURE_TRUST_DEFAULTS, probabilityWrong } from './metabolism-trust-mixture';
import {
  HOLDOUT_WORLDS,
  TUNING_WORLDS,
  WRONG_KCAL,
  simulateWorld,
  summarizeReadings,
  type ReadingSummary,
  type SimulatedWorld,
  type SimulationWorld,
} from './metabolism.simulation';

/**
 * `npm run bench:metabolism`: the observed-metabolism estimator on simulated users with a known
 * true expenditure, read at day 28 and day 56, in every simulated world (docs/goals.md,
 * docs/benchmarks.md), then the trade-off curve of the trust thresholds on the same users, the
 * experimental mixture rule, honest coverage by band of se, and per world and reading the most
 * honest loggers any threshold pair could trust within the issue's limits (metabolism-trust-bounds.ts).
 * SEED, HONEST and UNDER (user counts per world) may be set in the environment; RULES (JSON) runs
 * the estimator with other constants, for example the previous ones, on the same users.
 */
const seed = Number(process.env.SEED ?? 20261128);
const honestUsers = Number(process.env.HONEST ?? 2000);
const underReporters = Number(process.env.UNDER ?? 1000);
const rules: MetabolismRules = { ...METABOLISM_RULES, ...(JSON.parse(process.env.RULES ?? '{}') as Partial<MetabolismRules>) };
const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

console.log(
  `seed ${seed}; per world ${honestUsers} honest loggers and ${underReporters} users who log 80 % of what they eat; errors in kcal/day;` +
    ` coverage = share of honest loggers' estimates with the truth inside ±1.96 se; wrong = more than ${WRONG_KCAL} kcal/day off`,
);
if (process.env.RULES) console.log(`constants changed: ${process.env.RULES}`);

// Each world gets its own seed; the hold-out runs use seeds the constants were never chosen on.
const tuning = simulateAll(TUNING_WORLDS, seed);
const tuningFresh = simulateAll(TUNING_WORLDS, seed + 500);
const holdout = simulateAll(HOLDOUT_WORLDS, seed + 1000);
printTable(`Tuning worlds (the constants were chosen on these; seeds ${seed}+i)`, tuning);
printTable(`The tuning worlds again with other users (seeds ${seed + 500}+i)`, tuningFresh);
printTable(`Hold-out worlds (never used to choose a constant; seeds ${seed + 1000}+i)`, holdout);
printTradeOff('Trade-off of the trust thresholds, tuning worlds', tuning);
printTradeOff('Trade-off of the trust thresholds, hold-out worlds', holdout);
printMixtureTradeOff('Mixture-model trust rule (experiment, not in force), tuning worlds', tuning);
printMixtureTradeOff('Mixture-model trust rule (experiment, not in force), hold-out worlds', holdout);
printCoverageBySe('Honest coverage by size of the se, tuning worlds together', tuning);
printCoverageBySe('Honest coverage by size of the se, hold-out worlds together', holdout);
printBounds('The most any threshold pair could trust, each world and day searched alone with the truth known, tuning worlds', tuning);
printBounds('The most any threshold pair could trust, each world and day searched alone with the truth known, hold-out worlds', holdout);

function simulateAll(
  worlds: readonly SimulationWorld[],
  firstSeed: number,
): Array<{ world: SimulationWorld; seed: number; simulated: SimulatedWorld }> {
  return worlds.map((world, i) => ({
    world,
    seed: firstSeed + i,
    simulated: simulateWorld({ seed: firstSeed + i, world, honestUsers, underReporters, rules }),
  }));
}

function printTable(title: string, runs: ReturnType<typeof simulateAll>): void {
  console.log(`\n${title}\n`);
  console.log(
    '| world | seed | day | honest estimated | honest median abs error | honest coverage | honest trusted | under-reporters trusted | trusted wrong (honest + under-reporters) / trusted | median se of trusted |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { world, seed: worldSeed, simulated } of runs) {
    for (const r of summarizeReadings(simulated)) {
      console.log(
        `| ${world.name} | ${worldSeed} | ${r.day} | ${pct(r.estimatedShareHonest)} | ${r.medianAbsErrorHonestKcal} | ${pct(r.coverageHonest)} | ${pct(r.trustedShareHonest)} | ${pct(r.trustedShareUnderReporters)} | ${r.trustedWrongHonest} + ${r.trustedWrong - r.trustedWrongHonest} / ${r.trusted} (${pct(r.trusted ? r.trustedWrong / r.trusted : 0)}) | ${r.medianSeTrustedKcal} |`,
      );
    }
  }
}

/**
 * Other values of the two trust thresholds (the least z against the formula, the largest se) on
 * the same estimates: honest and under-reporting users trusted (mean over the worlds, and the
 * highest world for under-reporters at 28 days), and the trusted values more than 300 kcal/day off,
 * over every world and both readings together.
 */
function printTradeOff(title: string, runs: ReturnType<typeof simulateAll>): void {
  console.log(`\n${title}\n`);
  console.log(
    '| least z against the formula | largest se | honest trusted 28 / 56 | under-reporters trusted 28 / 56 (highest world at 28) | trusted wrong / trusted |',
  );
  console.log('|---|---|---|---|---|');
  const points: Array<[number, number]> = [
    [-0.25, 128],
    [0, 128],
    [0.25, 128],
    [0.4, 128],
    [0.6, 128],
    [0.4, 110],
    [0.4, 150],
    [0, 175],
  ];
  for (const [minFormulaZ, maxTrustedSeKcal] of points) {
    const pointRules = { ...rules, minFormulaZ, maxTrustedSeKcal };
    const summaries = runs.map(({ simulated }) =>
      summarizeReadings(simulated, (e) => untrustedReasonsFor(e.seKcal, e.diagnostics.plausibilityZ, pointRules).length === 0),
    );
    const chosen = minFormulaZ === rules.minFormulaZ && maxTrustedSeKcal === rules.maxTrustedSeKcal ? ' (in force)' : '';
    console.log(`| ${minFormulaZ}${chosen} | ${maxTrustedSeKcal} | ${trustCells(summaries)} |`);
  }
}

/** A trust rule's cells of a trade-off row over the worlds: honest and under-reporters trusted at 28 / 56 days (highest world at 28), trusted wrong. */
function trustCells(summaries: ReadingSummary[][]): string {
  const meanOf = (day: number, pick: (r: ReadingSummary) => number) =>
    summaries.reduce((sum, s) => sum + pick(s.find((r) => r.day === day)!), 0) / summaries.length;
  const highest28 = Math.max(...summaries.map((s) => s.find((r) => r.day === 28)!.trustedShareUnderReporters));
  const all = summaries.flat();
  const trusted = all.reduce((sum, r) => sum + r.trusted, 0);
  const wrong = all.reduce((sum, r) => sum + r.trustedWrong, 0);
  return `${pct(meanOf(28, (r) => r.trustedShareHonest))} / ${pct(meanOf(56, (r) => r.trustedShareHonest))} | ${pct(meanOf(28, (r) => r.trustedShareUnderReporters))} / ${pct(meanOf(56, (r) => r.trustedShareUnderReporters))} (${pct(highest28)}) | ${wrong} / ${trusted} (${pct(trusted ? wrong / trusted : 0)})`;
}

/**
 * The experimental mixture rule (metabolism-trust-mixture.ts): trusted when
 * the chance of being more than 300 kcal/day off is at most p* and intake is not implausibly high,
 * for each p* and prior share π of under-reporters, on the same estimates as above. The honest
 * class's miss chance comes from the reported value and its se (records and formula together).
 */
function printMixtureTradeOff(title: string, runs: ReturnType<typeof simulateAll>): void {
  console.log(`\n${title}\n`);
  console.log('| p* | π | honest trusted 28 / 56 | under-reporters trusted 28 / 56 (highest world at 28) | trusted wrong / trusted |');
  console.log('|---|---|---|---|---|');
  for (const pStar of [0.02, 0.05, 0.1, 0.15]) {
    for (const underShare of [0.1, 0.33]) {
      const params = { ...MIXTURE_TRUST_DEFAULTS, underShare };
      const summaries = runs.map(({ simulated }) =>
        summarizeReadings(simulated, (e) => {
          const d = e.diagnostics;
          if (d.formulaTdeeKcal === null || d.plausibilityZ === null) return false;
          if (untrustedReasonsFor(e.seKcal, d.plausibilityZ, rules).includes('intake_implausibly_high')) return false;
          const evidence = {
            recordsKcal: d.recordsOnlyTdeeKcal,
            recordsSeKcal: d.recordsOnlySeKcal,
            formulaKcal: d.formulaTdeeKcal,
            valueKcal: e.observedTdeeKcal,
            valueSeKcal: e.seKcal,
          };
          return probabilityWrong(evidence, params) <= pStar;
        }),
      );
      console.log(`| ${pStar} | ${underShare} | ${trustCells(summaries)} |`);
    }
  }
}

/**
 * Per world and reading: the honest loggers the rule in force trusts, beside the most that any pair
 * of thresholds could trust there within the issue's limits (at most 10 % of under-reporters at
 * 28 days, at most 2 % of trusted values more than 300 kcal/day off), and the most with no
 * under-reporter in the population at all (the precision limit alone).
 */
function printBounds(title: string, runs: ReturnType<typeof simulateAll>): void {
  console.log(`\n${title}\n`);
  console.log(
    '| world | seed | day | honest trusted by the rule in force | most within the limits (least z, largest se) | most with no under-reporters (least z, largest se) |',
  );
  console.log('|---|---|---|---|---|---|');
  const cell = (b: ReturnType<typeof bestThresholds>) => (b ? `${pct(b.honestShare)} (${b.minFormulaZ}, ${b.maxTrustedSeKcal})` : 'none');
  for (const { world, seed: worldSeed, simulated } of runs) {
    summarizeReadings(simulated).forEach((r, i) => {
      const withLimits = bestThresholds(simulated, i, { underLimit: r.day === 28 ? 0.1 : null, wrongLimit: 0.02 }, rules.implausiblyHighZ);
      const honestOnly = bestThresholds(
        { ...simulated, underReporters: [] },
        i,
        { underLimit: null, wrongLimit: 0.02 },
        rules.implausiblyHighZ,
      );
      console.log(`| ${world.name} | ${worldSeed} | ${r.day} | ${pct(r.trustedShareHonest)} | ${cell(withLimits)} | ${cell(honestOnly)} |`);
    });
  }
}

/** Calibration where trust is decided: the share of honest loggers with the truth inside ±1.96 se, by band of se. */
function printCoverageBySe(title: string, runs: ReturnType<typeof simulateAll>): void {
  console.log(`\n${title}\n`);
  const bands: Array<[number, number]> = [
    [0, 128],
    [128, 200],
    [200, Infinity],
  ];
  console.log(`| day | ${bands.map(([lo, hi]) => `se ${lo}-${hi === Infinity ? '' : hi}`).join(' | ')} |`);
  console.log(`|---|${bands.map(() => '---').join('|')}|`);
  runs[0]!.simulated.readAtDays.forEach((day, i) => {
    const readings = runs.flatMap(({ simulated }) => simulated.honest.map((u) => u.readings[i]!)).filter((r) => r.estimate !== null);
    const cells = bands.map(([lo, hi]) => {
      const inBand = readings.filter((r) => r.estimate!.seKcal > lo && r.estimate!.seKcal <= hi);
      const covered = inBand.filter((r) => Math.abs(r.estimate!.observedTdeeKcal - r.trueTdeeKcal) <= 1.96 * r.estimate!.seKcal);
      return `${pct(inBand.length ? covered.length / inBand.length : 0)} of ${inBand.length}`;
    });
    console.log(`| ${day} | ${cells.join(' | ')} |`);
  });
}
