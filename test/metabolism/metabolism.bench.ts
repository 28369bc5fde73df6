import { HOLDOUT_WORLDS, TUNING_WORLDS, WRONG_KCAL, runMetabolismSimulation, type SimulationWorld } from './metabolism.simulation';

/**
 * `npm run bench:metabolism`: the observed-metabolism estimator on simulated users with a known
 * true expenditure, read at day 28 and day 56, in every simulated world (docs/goals.md,
 * docs/benchmarks.md). SEED, HONEST and UNDER (user counts per world) may be set in the environment.
 */
const seed = Number(process.env.SEED ?? 20261128);
const honestUsers = Number(process.env.HONEST ?? 2000);
const underReporters = Number(process.env.UNDER ?? 1000);
const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

console.log(
  `seed ${seed}; per world ${honestUsers} honest loggers and ${underReporters} users who log 80 % of what they eat; errors in kcal/day;` +
    ` coverage = share of honest loggers' estimates with the truth inside ±1.96 se; wrong = more than ${WRONG_KCAL} kcal/day off`,
);
printTable('Tuning worlds (the constants were chosen on these)', TUNING_WORLDS);
printTable('Hold-out worlds (never used to choose a constant)', HOLDOUT_WORLDS);

function printTable(title: string, worlds: readonly SimulationWorld[]): void {
  console.log(`\n${title}\n`);
  console.log(
    '| world | day | honest estimated | honest median abs error | honest coverage | honest trusted | under-reporters trusted | trusted wrong (honest + under-reporters) / trusted | median se of trusted |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  worlds.forEach((world, i) => {
    for (const r of runMetabolismSimulation({ seed: seed + i, world, honestUsers, underReporters })) {
      console.log(
        `| ${world.name} | ${r.day} | ${pct(r.estimatedShareHonest)} | ${r.medianAbsErrorHonestKcal} | ${pct(r.coverageHonest)} | ${pct(r.trustedShareHonest)} | ${pct(r.trustedShareUnderReporters)} | ${r.trustedWrongHonest} + ${r.trustedWrong - r.trustedWrongHonest} / ${r.trusted} (${pct(r.trusted ? r.trustedWrong / r.trusted : 0)}) | ${r.medianSeTrustedKcal} |`,
      );
    }
  });
}
