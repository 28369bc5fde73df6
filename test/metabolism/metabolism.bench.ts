import { runMetabolismSimulation } from './metabolism.simulation';

/** `npm run bench:metabolism`: the estimator's accuracy and calibration on simulated users (docs/benchmarks.md). */
const seed = Number(process.env.SEED ?? 20261121);
const users = Number(process.env.USERS ?? 2000);
for (const days of [14, 28, 56]) {
  for (const underReporterShare of [0, 0.3]) {
    const { summary } = runMetabolismSimulation({ seed, users, days, underReporterShare });
    console.log(JSON.stringify({ seed, underReporterShare, ...summary }));
  }
}
