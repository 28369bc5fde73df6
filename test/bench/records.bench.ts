import { adminOf, type TestUser } from '../support/api-fixtures';
import { waitHealthy } from '../support/service-process';
import {
  loadAverage,
  ms,
  noteFailures,
  printLoadTable,
  printProfileStages,
  printRatio,
  profiledEnv,
  rssMb,
  runLoad,
  startBareExpress,
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const USERS = 50;

async function main(): Promise<void> {
  console.log(`bench:records — ${CONNECTIONS} connections, ${SECONDS} s per run, ${USERS} users, node ${process.version}`);
  console.log(`load average before: ${loadAverage()}`);
  const gateway = await startBenchGateway(profiledEnv('records'));
  let bare: Awaited<ReturnType<typeof startBareExpress>> | undefined;
  let bareHosted: Awaited<ReturnType<typeof startBareExpress>> | undefined;
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
    bare = await startBareExpress('stock', bodyBytes);
    bareHosted = await startBareExpress('services', bodyBytes);
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
      console.log(
        `    (reference, no target: ${((run.rps / hosted.rps) * 100).toFixed(1)} % of the bare handler served like the services, p99 ${ms(run.p99)} vs its ${ms(hosted.p99)})`,
      );
      noteFailures(label, run);
    }
    await gateway.stop();
    printProfileStages('records', [
      ['POST /meals', meals],
      ['GET /nutrition', nutrition],
    ]);
  } finally {
    bare?.stop();
    bareHosted?.stop();
    await gateway.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
