import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API, adminOf, type TestUser } from '../support/api-fixtures';
import { REPO_ROOT, waitHealthy, type RunningGateway } from '../support/service-process';
import { runLoad, startBenchGateway, type LoadRequest } from './bench-kit';
import { logMealRequest, readDayRequest } from './records-requests';
import { personalized, searchMix } from './search-mix';

/**
 * `BENCH_AB_OTHER=<checkout> npm run bench:ab`: what one request costs in CPU in another checkout
 * (A) and in this one (B). Both run side by side in the production configuration, each on its own
 * data and index, and get the same requests in alternating blocks (A B B A per round), so a change
 * in the machine's load during the run falls on both alike. CPU time of the service process per
 * request answered is the figure: other work on a shared machine disturbs it far less than req/s.
 * Each block's req/s (requests over its wall time) is printed too, with its B/A, for changes that
 * move work off the event loop rather than cut it.
 *
 * Workloads: GET /search of the bench mix with the answer cache on (the request path around a
 * cached answer) and off (every search runs), POST /meals, GET /nutrition of a logged day.
 * BENCH_AB_ROUNDS (default 6), BENCH_AB_REQUESTS per block (default 4000), BENCH_AB_SECONDS (a block
 * lasts that many seconds instead; autocannon ends a counted block on a whole second, so req/s needs
 * this), BENCH_CONNECTIONS (8),
 * BENCH_AB_WORKLOADS (`search` or `records`: only those; default both; records keeps POST /meals
 * before GET /nutrition, whose logged days it writes).
 */
const OTHER = process.env.BENCH_AB_OTHER;
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 6);
const REQUESTS = Number(process.env.BENCH_AB_REQUESTS ?? 4000);
const SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 0);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ONLY = process.env.BENCH_AB_WORKLOADS;
const USERS = 50;

/** A gateway with its own data directory and accounts. */
interface Served {
  gateway: RunningGateway;
  users: TestUser[];
}

interface Side {
  label: 'A' | 'B';
  /** The production configuration; the second has the search answer cache off. */
  served: Record<'cacheOn' | 'cacheOff', Served>;
  /** Requests of each workload sent so far, so meals keep finding a day with room. */
  sent: Map<string, number>;
}

interface Workload {
  name: string;
  group: 'search' | 'records';
  on: keyof Side['served'];
  request: (users: TestUser[], n: number) => LoadRequest;
}

const auth = (users: TestUser[], n: number) => ({ authorization: `Bearer ${users[n % USERS]!.token}` });
const searchPaths = searchMix().map((query) => `${API}/search?${query}`);
const search = (users: TestUser[], n: number): LoadRequest => ({
  method: 'GET',
  path: personalized(searchPaths[n % searchPaths.length]!, n),
  headers: auth(users, n),
});

const ALL_WORKLOADS: Workload[] = [
  { name: 'GET /search, answer cache on', group: 'search', on: 'cacheOn', request: search },
  { name: 'GET /search, answer cache off', group: 'search', on: 'cacheOff', request: search },
  { name: 'POST /meals', group: 'records', on: 'cacheOn', request: logMealRequest },
  { name: 'GET /nutrition of a logged day', group: 'records', on: 'cacheOn', request: readDayRequest },
];
const WORKLOADS = ALL_WORKLOADS.filter((workload) => !ONLY || workload.group === ONLY);

async function serve(root: string, env: Record<string, string>): Promise<Served> {
  const gateway = await startBenchGateway(env, root);
  await waitHealthy(gateway.url);
  const admin = adminOf(gateway);
  const users: TestUser[] = [];
  for (let i = 0; i < USERS; i++) users.push(await admin.buildUser({ plan: 'premium', lifetime: '24h' }));
  return { gateway, users };
}

async function startSide(label: Side['label'], root: string): Promise<Side> {
  const indexDir = mkdtempSync(join(tmpdir(), `shokuji-ab-${label}-index-`));
  const cacheOn = await serve(root, { CATALOG_INDEX_DIR: indexDir });
  const cacheOff = await serve(root, { CATALOG_INDEX_DIR: indexDir, SEARCH_CACHE_ITEMS: '0' });
  return { label, served: { cacheOn, cacheOff }, sent: new Map() };
}

/** Every workload's first request answers 2xx on both sides, or the run stops before measuring refusals. */
async function probe(side: Side): Promise<void> {
  for (const workload of WORKLOADS) {
    const { gateway, users } = side.served[workload.on];
    const request = workload.request(users, 0);
    const reply = await fetch(`${gateway.url}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: request.body,
    });
    if (!reply.ok) throw new Error(`${side.label}: ${request.method} ${request.path} answered ${reply.status}: ${await reply.text()}`);
  }
}

/** One block of a workload on one side: CPU µs per request and req/s. */
async function block(side: Side, workload: Workload): Promise<{ cpuUsPerRequest: number; rps: number; failed: number }> {
  const { gateway, users } = side.served[workload.on];
  const start = side.sent.get(workload.name) ?? 0;
  const figures = await runLoad(gateway.url, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    ...(SECONDS ? {} : { amount: REQUESTS }),
    pid: gateway.process.pid!,
    nextRequest: (n) => workload.request(users, start + n),
  });
  side.sent.set(workload.name, start + figures.requests);
  const rps = figures.requests / ((figures.window.toUs - figures.window.fromUs) / 1e6);
  return { cpuUsPerRequest: figures.cpuUsPerRequest!, rps, failed: figures.non2xx + figures.errors };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  if (!OTHER) throw new Error('BENCH_AB_OTHER names the other checkout (A), with its node_modules installed');
  if (WORKLOADS.length === 0) throw new Error(`BENCH_AB_WORKLOADS is search or records, not ${ONLY}`);
  const otherRoot = resolve(OTHER);
  console.log(`bench:ab — A ${otherRoot}, B ${REPO_ROOT}`);
  console.log(
    `${ROUNDS} rounds (A B B A), ${SECONDS ? `${SECONDS} s` : `${REQUESTS} requests`} a block, ${CONNECTIONS} connections, node ${process.version}\n`,
  );
  const sides = [await startSide('A', otherRoot), await startSide('B', REPO_ROOT)];
  try {
    for (const side of sides) await probe(side);
    console.log(
      `${'workload'.padEnd(34)} ${'A µs/req'.padStart(9)} ${'B µs/req'.padStart(9)} ${'B/A'.padStart(7)} ${'rounds B/A'.padStart(15)} ${'A req/s'.padStart(8)} ${'B req/s'.padStart(8)} ${'req/s B/A'.padStart(10)}`,
    );
    for (const workload of WORKLOADS) {
      const cpu = { A: [] as number[], B: [] as number[] };
      const rps = { A: [] as number[], B: [] as number[] };
      const roundRatios: number[] = [];
      const failed = { A: 0, B: 0 };
      // One block each to warm both up (JIT, caches, the day's first rows), not counted.
      for (const side of sides) await block(side, workload);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? [sides[0]!, sides[1]!, sides[1]!, sides[0]!] : [sides[1]!, sides[0]!, sides[0]!, sides[1]!];
        const inRound = { A: [] as number[], B: [] as number[] };
        for (const side of order) {
          const result = await block(side, workload);
          cpu[side.label].push(result.cpuUsPerRequest);
          rps[side.label].push(result.rps);
          inRound[side.label].push(result.cpuUsPerRequest);
          failed[side.label] += result.failed;
        }
        roundRatios.push(median(inRound.B) / median(inRound.A));
      }
      const a = median(cpu.A);
      const b = median(cpu.B);
      const spread = `${Math.min(...roundRatios).toFixed(3)}-${Math.max(...roundRatios).toFixed(3)}`;
      console.log(
        `${workload.name.padEnd(34)} ${a.toFixed(0).padStart(9)} ${b.toFixed(0).padStart(9)} ${(b / a).toFixed(3).padStart(7)} ${spread.padStart(15)} ${median(rps.A).toFixed(0).padStart(8)} ${median(rps.B).toFixed(0).padStart(8)} ${(median(rps.B) / median(rps.A)).toFixed(3).padStart(10)}`,
      );
      if (failed.A + failed.B) console.log(`  note: requests failed or answered non-2xx in this workload: A ${failed.A}, B ${failed.B}`);
    }
  } finally {
    for (const side of sides) await Promise.all(Object.values(side.served).map(({ gateway }) => gateway.stop()));
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
