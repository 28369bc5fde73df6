/**
 * npm run test:cluster, the part after bring-up (test/cluster/README.md): search throughput with 1
 * vs 3 gateways, then a bounded load through HAProxy while four faults hit the stack one after
 * another, then the checks from the store. Prints the figures; exits 1 on any lost, duplicated or
 * phantom write, or a quota counter that does not match the calls.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gatewayStates, haproxyCommand } from './haproxy-stats';
import { LoadClient, type Exchange, type LoadUser, type Route } from './load-client';
import { breakStoreOnPurpose, checkStore } from './store-check';

const run = promisify(execFile);
const CLUSTER_SH = join(__dirname, 'cluster.sh');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bounds of the load: workers run one call at a time, with a pause between calls. */
const WORKERS = 6;
const USERS_PER_WORKER = 4;
const PAUSE_MS = 120;
const THROUGHPUT_CONCURRENCY = 6;
const THROUGHPUT_ROUND_MS = 8000;

interface ClusterEnv {
  CLUSTER_LB_URL: string;
  CLUSTER_GATEWAY_URLS: string;
  CLUSTER_MONGODB_URL: string;
  CLUSTER_ADMIN_TOKEN: string;
  CLUSTER_LB_STATS_SOCKET: string;
  CLUSTER_ES_NODES: string;
  /** How long the stack took at bring-up: the Elasticsearch cluster to green, the gateways to ready. */
  CLUSTER_ES_START_SEC: string;
  CLUSTER_GATEWAY_START_SEC: string;
}

interface FaultWindow {
  name: string;
  /** ms since the load started: the fault, the end of its action (restart done, SIGCONT), the stack whole again. */
  startMs: number;
  actionEndMs: number;
  /** null: not whole again within the limit (the run fails, after the checks and figures). */
  clusterRecoveredMs: number | null;
  /** The recovery limit it was given (recoveryLimitMs). */
  limitMs: number;
}

async function cluster(...args: string[]): Promise<void> {
  await run('bash', [CLUSTER_SH, ...args], { maxBuffer: 1 << 20 });
}

async function clusterEnv(): Promise<ClusterEnv> {
  const { stdout } = await run('bash', [CLUSTER_SH, 'env']);
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  ) as unknown as ClusterEnv;
}

async function createUsers(env: ClusterEnv, count: number): Promise<LoadUser[]> {
  const admin = async (path: string, body: unknown) => {
    const response = await fetch(`${env.CLUSTER_LB_URL}/admin/v1${path}`, {
      method: 'POST',
      headers: { 'x-admin-token': env.CLUSTER_ADMIN_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST /admin/v1${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const users: LoadUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const { userId } = await admin('/users', { plan: 'premium' });
    const { token } = await admin(`/users/${userId}/tokens`, { lifetime: '24h' });
    users.push({ userId: userId!, token: token! });
  }
  return users;
}

/** Search-only rounds alternating 1 and 3 gateways behind HAProxy (the other two disabled on its socket). */
async function searchThroughput(env: ClusterEnv, users: LoadUser[]) {
  const client = new LoadClient(env.CLUSTER_LB_URL, Date.now());
  const socket = env.CLUSTER_LB_STATS_SOCKET;
  const perSecond: Record<'warm-up' | 'one' | 'three', number[]> = { 'warm-up': [], one: [], three: [] };
  // The first round warms Elasticsearch's and the services' caches and JIT; it is not compared.
  for (const shape of ['warm-up', 'three', 'one', 'three', 'one'] as const) {
    const action = shape === 'one' ? 'disable' : 'enable';
    for (const server of ['gw2', 'gw3']) await haproxyCommand(socket, `${action} server gateways/${server}`);
    const start = Date.now();
    const before = client.exchanges.length;
    await Promise.all(
      Array.from({ length: THROUGHPUT_CONCURRENCY }, async (_, worker) => {
        for (let seq = worker; Date.now() - start < THROUGHPUT_ROUND_MS; seq += THROUGHPUT_CONCURRENCY) {
          await client.search(users[seq % users.length]!, seq);
        }
      }),
    );
    const answered = client.exchanges.slice(before).filter((exchange) => exchange.status === 200).length;
    perSecond[shape].push(answered / ((Date.now() - start) / 1000));
  }
  for (const server of ['gw2', 'gw3']) await haproxyCommand(socket, `enable server gateways/${server}`);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { exchanges: client.exchanges, one: mean(perSecond.one), three: mean(perSecond.three), rounds: perSecond };
}

/**
 * How long a fault may take to recover: three times what the same part took at bring-up on this
 * machine in this run (so a busy machine gets more room than a quiet one), at least 240 s.
 */
const recoveryLimitMs = (bringUpSec: string) => Math.max(240_000, 3 * Number(bringUpSec) * 1000);

/** Polls until `check` is true; resolves with the time it became true (ms since t0), or null after the limit. */
async function until(check: () => Promise<boolean>, t0: number, limitMs: number): Promise<number | null> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return Date.now() - t0;
    await sleep(250);
  }
  return null;
}

/** Each gateway's /readyz answer, printed when a fault did not recover: which part of which gateway stayed down. */
async function reportReadiness(env: ClusterEnv): Promise<void> {
  for (const url of env.CLUSTER_GATEWAY_URLS.split(',')) {
    const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => `${response.status} ${await response.text()}`)
      .catch((error: unknown) => `no answer: ${String(error)}`);
    console.error(`[cluster] ${url}/readyz: ${answer}`);
  }
}

async function faultTimeline(env: ClusterEnv, t0: number): Promise<FaultWindow[]> {
  const since = () => Date.now() - t0;
  const allUp = async () => Object.values(await gatewayStates(env.CLUSTER_LB_STATS_SOCKET)).every((state) => state === 'UP');
  const green = async () => {
    const response = await fetch(`${env.CLUSTER_ES_NODES.split(',')[0]}/_cluster/health?wait_for_status=green&wait_for_nodes=3&timeout=1s`);
    const health = (await response.json()) as { status: string; timed_out: boolean };
    return health.status === 'green' && !health.timed_out;
  };
  const windows: FaultWindow[] = [];
  const esLimit = recoveryLimitMs(env.CLUSTER_ES_START_SEC);
  const gatewayLimit = recoveryLimitMs(env.CLUSTER_GATEWAY_START_SEC);
  const fault = async (name: string, act: () => Promise<void>, recovered: () => Promise<boolean>, limitMs: number) => {
    const startMs = since();
    console.log(`[cluster] ${(startMs / 1000).toFixed(1)} s: ${name}`);
    await act();
    const actionEndMs = since();
    const clusterRecoveredMs = await until(recovered, t0, limitMs);
    if (clusterRecoveredMs === null) await reportReadiness(env);
    windows.push({ name, startMs, actionEndMs, clusterRecoveredMs, limitMs });
    await sleep(8000);
  };

  await sleep(10_000);
  await fault(
    'SIGKILL Elasticsearch es-2, restart after 10 s',
    async () => {
      await cluster('kill-es', '2');
      await sleep(10_000);
      await cluster('start-es', '2');
    },
    green,
    esLimit,
  );
  await fault(
    'SIGKILL gateway-2, restart at once',
    async () => {
      await cluster('kill-gateway', '2');
      await cluster('start-gateway', '2');
    },
    allUp,
    gatewayLimit,
  );
  await fault(
    'SIGSTOP records 10 s, then SIGCONT',
    async () => {
      await cluster('stop-records');
      await sleep(10_000);
      await cluster('cont-records');
    },
    allUp,
    gatewayLimit,
  );
  await fault('restart FerretDB (SIGTERM, start)', () => cluster('restart-ferretdb'), allUp, gatewayLimit);
  return windows;
}

/** Longest span per route from an error answer after a success until the next success: the route answered only errors. */
function longestErrorOnly(exchanges: Exchange[]): Record<Route, number> {
  const result = { search: 0, meals: 0, nutrition: 0 } as Record<Route, number>;
  for (const route of Object.keys(result) as Route[]) {
    let firstError: number | null = null;
    for (const exchange of exchanges.filter((e) => e.route === route).sort((a, b) => a.endMs - b.endMs)) {
      const ok = exchange.status >= 200 && exchange.status < 300;
      if (!ok && firstError === null) firstError = exchange.endMs;
      if (ok && firstError !== null) {
        result[route] = Math.max(result[route], exchange.endMs - firstError);
        firstError = null;
      }
    }
  }
  return result;
}

/** Per fault: answers in [fault, stack whole again], 5xx, 503, no answer; and when each route answered 2xx again after the action. */
function windowFigures(window: FaultWindow, exchanges: Exchange[]) {
  const endMs = window.clusterRecoveredMs ?? window.actionEndMs + window.limitMs;
  const inside = exchanges.filter((e) => e.endMs >= window.startMs && e.endMs <= endMs);
  const firstOkAfter = (route: Route) =>
    exchanges
      .filter((e) => e.route === route && e.startMs >= window.actionEndMs && e.status >= 200 && e.status < 300)
      .sort((a, b) => a.endMs - b.endMs)[0]?.endMs;
  const routesOk = (['search', 'meals', 'nutrition'] as Route[]).map(firstOkAfter);
  return {
    fault: window.name,
    requests: inside.length,
    status5xx: inside.filter((e) => e.status >= 500).length,
    status503: inside.filter((e) => e.status === 503).length,
    noAnswer: inside.filter((e) => e.status === 0).length,
    actionSec: (window.actionEndMs - window.startMs) / 1000,
    clusterRecoverySec: window.clusterRecoveredMs === null ? null : (window.clusterRecoveredMs - window.startMs) / 1000,
    routesOkAgainSec: routesOk.every((ms) => ms !== undefined) ? (Math.max(...(routesOk as number[])) - window.startMs) / 1000 : null,
  };
}

async function main(): Promise<void> {
  const env = await clusterEnv();
  const users = await createUsers(env, WORKERS * USERS_PER_WORKER);
  console.log(`[cluster] ${users.length} premium users; search throughput, 1 vs 3 gateways ...`);
  const throughput = await searchThroughput(env, users);

  const t0 = Date.now();
  const client = new LoadClient(env.CLUSTER_LB_URL, t0);
  let loading = true;
  const load = Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      const mine = users.slice(worker * USERS_PER_WORKER, (worker + 1) * USERS_PER_WORKER);
      for (let seq = 0; loading; seq += 1) {
        const user = mine[seq % mine.length]!;
        const op = (seq * 7 + worker) % 10;
        if (op < 5) await client.search(user, seq);
        else if (op < 8) await client.writeMeal(user, seq);
        else await client.nutrition(user);
        await sleep(PAUSE_MS);
      }
    }),
  );
  let windows: FaultWindow[];
  try {
    windows = await faultTimeline(env, t0);
  } finally {
    loading = false;
    await load;
  }
  const loadSec = (Date.now() - t0) / 1000;
  // Let a records process that was stopped finish what it had queued before the store is read.
  await sleep(3000);
  if (process.env.CLUSTER_BREAK) await breakStoreOnPurpose(env.CLUSTER_MONGODB_URL, client.writes, process.env.CLUSTER_BREAK);
  const store = await checkStore(env.CLUSTER_MONGODB_URL, client.writes, [...throughput.exchanges, ...client.exchanges]);

  const all = client.exchanges;
  const figures = {
    loadSec,
    requests: all.length,
    served2xx: all.filter((e) => e.status >= 200 && e.status < 300).length,
    status5xx: all.filter((e) => e.status >= 500).length,
    noAnswer: all.filter((e) => e.status === 0).length,
    writes: { ...store.writes, retried: client.writes.filter((w) => w.attempts > 1).length, sent: client.writes.length },
    quota: { windows: store.quota.windows, exact: store.quota.exact, wrong: store.quota.wrong.length },
    longestErrorOnlySec: Object.fromEntries(Object.entries(longestErrorOnly(all)).map(([route, ms]) => [route, ms / 1000])),
    searchPerSec: {
      oneGateway: Math.round(throughput.one),
      threeGateways: Math.round(throughput.three),
      ratio: Number((throughput.three / throughput.one).toFixed(2)),
    },
    faults: windows.map((window) => windowFigures(window, all)),
  };
  console.log(JSON.stringify(figures, null, 2));
  writeFileSync(join(__dirname, '.cache', 'figures.json'), JSON.stringify({ ...figures, throughputRounds: throughput.rounds }, null, 2));

  const w = store.writes;
  const failures = [
    ...(w.acknowledged === 0 ? ['no write was acknowledged'] : []),
    ...windows
      .filter((window) => window.clusterRecoveredMs === null)
      .map((window) => `not whole again within ${window.limitMs / 1000} s: ${window.name}`),
    ...(w.lost ? [`${w.lost} acknowledged writes missing from the store`] : []),
    ...(w.duplicated ? [`${w.duplicated} duplicated copies in the store`] : []),
    ...(w.phantom ? [`${w.phantom} writes in the store that were never acknowledged nor retried`] : []),
    ...store.quota.wrong.map((line) => `quota counter off: ${line}`),
  ];
  if (failures.length) {
    console.error(`[cluster] FAIL\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `[cluster] PASS: ${w.acknowledged} writes acknowledged, ${w.present} present, ${w.duplicated} duplicated; quota counters match`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
