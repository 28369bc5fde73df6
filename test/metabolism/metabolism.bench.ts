import { runMetabolismSimulation } from './metabolism.simulation';

/**
 * `npm run bench:metabolism`: the observed-metabolism estimator on simulated users with a known
 * true expenditure (docs/benchmarks.md). SEED and USERS may be set in the environment.
 */
const seed = Number(process.env.SEED ?? 20261121);
const users = Number(process.env.USERS ?? 2000);
console.log(`seed ${seed}, ${users} simulated users per row; errors in kcal/day; coverage = share with the truth inside ±1.96 se`);
console.log(
  '| days | under-reporters | estimated | median abs error (all / trusted / honest) | coverage (all / trusted / honest) | trusted (all / honest / under-reporters) | median se of trusted |',
);
console.log('|---|---|---|---|---|---|---|');
for (const days of [14, 28, 56]) {
  for (const underReporterShare of [0, 0.3]) {
    const s = runMetabolismSimulation({ seed, users, days, underReporterShare }).summary;
    const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
    console.log(
      `| ${days} | ${pct(underReporterShare)} | ${pct(s.estimated / s.users)} | ${s.medianAbsErrorAllKcal} / ${s.medianAbsErrorTrustedKcal} / ${s.medianAbsErrorHonestKcal} | ${pct(s.coverageAll)} / ${pct(s.coverageTrusted)} / ${pct(s.coverageHonest)} | ${pct(s.trustedShare)} / ${pct(s.trustedShareHonest)} / ${pct(s.trustedShareUnderReporters)} | ${s.medianSeTrustedKcal} |`,
    );
  }
}
