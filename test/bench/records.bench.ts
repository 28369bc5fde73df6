import { addDays } from '@shokuji/clock';
import { API, adminOf, type TestUser } from '../support/api-fixtures';
import { waitHealthy } from '../support/service-process';
import {
  ms,
  noteFailures,
  printLoadTable,
  rssMb,
  runLoad,
  startBareExpress,
  startBenchGateway,
  verdict,
  type LoadRequest,
} from './bench-kit';

/**
 * `npm run bench:records`: POST /meals and single-day GET /nutrition for many users through the
 * one-process service on the embedded store (real SQLite file, auth, entitlement, quota
 * accounting), against a bare express handler at the same concurrency. Prints figures and
 * PASS/FAIL per target; asserts nothing. BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 16).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const USERS = 50;
const MEALS_PER_DAY = 30;
const LAST_DAY = '2026-11-21';

async function main(): Promise<void> {
  console.log(`bench:records — ${CONNECTIONS} connections, ${SECONDS} s per run, ${USERS} users, node ${process.version}`);
  const gateway = await startBenchGateway();
  const bare = await startBareExpress();
  const bareHosted = await startBareExpress('services');
  try {
    await waitHealthy(gateway.url);
    const admin = adminOf(gateway);
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await admin.buildUser({ plan: 'premium', lifetime: '24h' }));
    const auth = (n: number) => ({ authorization: `Bearer ${users[n % USERS]!.token}` });
    // Request n goes to user n % USERS on a day that user has room on (30 records per day).
    const mealDate = (n: number) => addDays(LAST_DAY, -Math.floor(n / (USERS * MEALS_PER_DAY)));
    const logMeal = (n: number): LoadRequest => ({
      method: 'POST',
      path: `${API}/meals`,
      headers: auth(n),
      body: JSON.stringify({
        mealName: `ベンチ定食 ${n % 7}`,
        cal: 520 + (n % 90),
        protein: 24,
        fat: 15,
        carbs: 70,
        mealDate: mealDate(n),
        mealType: 'lunch',
      }),
    });
    const readDay = (n: number): LoadRequest => ({
      method: 'GET',
      path: `${API}/nutrition?date=${addDays(LAST_DAY, -(n % 10))}`,
      headers: auth(n),
    });
    for (const probe of [logMeal(0), readDay(0)]) {
      const reply = await fetch(`${gateway.url}${probe.path}`, {
        method: probe.method,
        headers: { ...probe.headers, 'content-type': 'application/json' },
        body: probe.body,
      });
      if (!reply.ok) throw new Error(`${probe.method} ${probe.path} answered ${reply.status}: ${await reply.text()}`);
    }

    const options = { connections: CONNECTIONS, seconds: SECONDS };
    const meals = await runLoad(gateway.url, { ...options, nextRequest: (n) => logMeal(n + 1) });
    const nutrition = await runLoad(gateway.url, { ...options, nextRequest: readDay });
    const bareMeals = await runLoad(bare.url, { ...options, nextRequest: (n) => ({ ...logMeal(n), path: '/meals' }) });
    const bareRead = await runLoad(bare.url, { ...options, nextRequest: (n) => ({ ...readDay(n), path: '/nutrition' }) });
    const hostedMeals = await runLoad(bareHosted.url, { ...options, nextRequest: (n) => ({ ...logMeal(n), path: '/meals' }) });
    const hostedRead = await runLoad(bareHosted.url, { ...options, nextRequest: (n) => ({ ...readDay(n), path: '/nutrition' }) });
    printLoadTable([
      ['POST /meals (route D, auth+quota)', meals],
      ['bare express POST (JSON body)', bareMeals],
      ['GET /nutrition single day', nutrition],
      ['bare express GET', bareRead],
      ['bare POST, served like the services', hostedMeals],
      ['bare GET, served like the services', hostedRead],
    ]);
    const memory = rssMb(gateway.process.pid!);
    console.log(`service RSS: ${memory.rss} MB, peak ${memory.peak} MB`);
    console.log('\ntargets (embedded store, vs the bare handler in the same run)');
    for (const [label, run, base, hosted] of [
      ['POST /meals', meals, bareMeals, hostedMeals],
      ['GET /nutrition', nutrition, bareRead, hostedRead],
    ] as const) {
      const share = run.rps / base.rps;
      console.log(`  ${verdict(share >= 0.2)} ${label} throughput ≥ 20 % of bare: ${(share * 100).toFixed(1)} %`);
      console.log(`  ${verdict(run.p99 <= 4 * base.p99)} ${label} p99 ≤ 4× bare p99: ${ms(run.p99)} vs ${ms(4 * base.p99)}`);
      console.log(
        `    (reference, no target: ${((run.rps / hosted.rps) * 100).toFixed(1)} % of the bare handler served like the services, p99 ${ms(run.p99)} vs its ${ms(hosted.p99)})`,
      );
      noteFailures(label, run);
    }
  } finally {
    bare.stop();
    bareHosted.stop();
    await gateway.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
