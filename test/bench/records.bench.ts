import { adminOf, type TestUser } from '../support/api-fixtures';
import { waitHealthy } from '../support/service-process';
import {
  loadAverage,
  loadSettingsFromEnv,
  ms,
  noteFailures,
  printLoadTable,
  printProfileStages,
  printHostedReference,
  printRatio,
  profiledEnv,
  rssMb,
  runLoad,
  startBareBaselines,
  startBenchGateway,
  verdict,
} from './bench-kit';
import { logMealRequest, readDayRequest } from './records-requests';

/**
 * `npm run bench:records`: POST /meals and single-day GET /nutrition for many users through the
 * one-process service on the embedded store (real SQLite file, auth, entitlement, quota
 * accounting), against stock express (one route, no middleware, answers the size of the service's)
 * at the same concurrency in the same run. Prints figures, ratios to stock express and PASS/FAIL per
 * target; asserts nothing. BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 16),
 * BENCH_PROFILE_DIR (bench-kit.ts: profile the service and print its time per stage).
 */
const { seconds: SECONDS, connections: CONNECTIONS } = loadSettingsFromEnv({ seconds: 15, connections: 16 });
const USERS = 50;

async function main(): Promise<void> {
  console.log(`bench:records — ${CONNECTIONS} connections, ${SECONDS} s per run, ${USERS} users, node ${process.version}`);
  console.log(`load average before: ${loadAverage()}`);
  const gateway = await startBenchGateway(profiledEnv('records'));
  let baselines: Awaited<ReturnType<typeof startBareBaselines>> | undefined;
  try {
    await waitHealthy(gateway.url);
    const admin = adminOf(gateway);
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await admin.buildUser({ plan: 'premium', lifetime: '24h' }));
    const logMeal = (n: number) => logMealRequest(users, n);
    const readDay = (n: number) => readDayRequest(users, n);
    // The probes also give the answers' sizes, which the stock express baseline answers with.
    const bodyBytes: Record<string, number> = {};
    for (const [bare, probe] of [
      ['/meals', logMeal(0)],
      ['/nutrition', readDay(0)],
    ] as const) {
      const reply = await fetch(`${gateway.url}${probe.path}`, {
        method: probe.method,
        headers: { ...probe.headers, 'content-type': 'application/json' },
        body: probe.body,
      });
      const text = await reply.text();
      if (!reply.ok) throw new Error(`${probe.method} ${probe.path} answered ${reply.status}: ${text}`);
      bodyBytes[bare] = Buffer.byteLength(text);
    }
    baselines = await startBareBaselines(bodyBytes);
    const { stock: bare, hosted: bareHosted } = baselines;
    console.log(
      `answer sizes (stock express answers the same): POST /meals ${bodyBytes['/meals']} B, GET /nutrition ${bodyBytes['/nutrition']} B`,
    );

    // Each run measures the CPU time of the process that serves it.
    const on = (pid: number) => ({ connections: CONNECTIONS, seconds: SECONDS, pid });
    const meals = await runLoad(gateway.url, { ...on(gateway.process.pid!), nextRequest: (n) => logMeal(n + 1) });
    const nutrition = await runLoad(gateway.url, { ...on(gateway.process.pid!), nextRequest: readDay });
    const bareMeals = await runLoad(bare.url, { ...on(bare.pid), nextRequest: (n) => ({ ...logMeal(n), path: '/meals' }) });
    const bareRead = await runLoad(bare.url, { ...on(bare.pid), nextRequest: (n) => ({ ...readDay(n), path: '/nutrition' }) });
    const hostedMeals = await runLoad(bareHosted.url, { ...on(bareHosted.pid), nextRequest: (n) => ({ ...logMeal(n), path: '/meals' }) });
    const hostedRead = await runLoad(bareHosted.url, {
      ...on(bareHosted.pid),
      nextRequest: (n) => ({ ...readDay(n), path: '/nutrition' }),
    });
    printLoadTable([
      ['POST /meals (route D, auth+quota)', meals],
      ['stock express POST (JSON body)', bareMeals],
      ['GET /nutrition single day', nutrition],
      ['stock express GET', bareRead],
      ['bare POST, served like the services', hostedMeals],
      ['bare GET, served like the services', hostedRead],
    ]);
    const memory = rssMb(gateway.process.pid!);
    console.log(`service RSS: ${memory.rss} MB, peak ${memory.peak} MB; load average after: ${loadAverage()}`);
    console.log('\ntargets (embedded store, vs stock express in the same run)');
    for (const [label, run, base, hosted, share] of [
      ['POST /meals', meals, bareMeals, hostedMeals, 0.6],
      ['GET /nutrition', nutrition, bareRead, hostedRead, 0.5],
    ] as const) {
      printRatio(label, run, base, { share });
      console.log(`  ${verdict(run.p99 <= 4 * base.p99)} ${label} p99 ≤ 4× stock p99: ${ms(run.p99)} vs ${ms(4 * base.p99)}`);
      printHostedReference(run, hosted, '    ');
      noteFailures(label, run);
    }
    await gateway.stop();
    printProfileStages('records', [
      ['POST /meals', meals],
      ['GET /nutrition', nutrition],
    ]);
  } finally {
    baselines?.stop();
    await gateway.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
