import { metrics } from '@shokuji/runtime';

/**
 * `npm run bench:metrics`: the CPU the metric calls of one request cost on their own, as the
 * request path makes them (docs/operations.md → Metrics): the access log's request counter and
 * latency histogram through their cached label children, one timed records-service call
 * (labels hashed per call), and for a search the engine's histogram. Set beside a request's whole
 * CPU cost (`npm run bench:ab`) it says what share of a request the metrics take, a figure that
 * end-to-end runs on a shared machine are too noisy to resolve.
 * BENCH_METRICS_CALLS (default 500,000) requests' worth of calls per row.
 */
const CALLS = Number(process.env.BENCH_METRICS_CALLS ?? 500_000);

const requestCount = metrics.httpRequests.labels('logMeals', '2xx');
const requestDuration = metrics.httpDuration.labels('logMeals', '2xx');
const searchDuration = metrics.searchDuration.labels({ engine: 'embedded' });

function oneRequest(storeCalls: number, searches: number): void {
  const started = process.hrtime.bigint();
  for (let i = 0; i < storeCalls; i++) {
    const end = metrics.storeOperationDuration.startTimer({ store: 'sqlite', operation: 'createMeals' });
    end({ outcome: 'ok' });
  }
  for (let i = 0; i < searches; i++) searchDuration.startTimer()();
  requestCount.inc();
  requestDuration.observe(Number(process.hrtime.bigint() - started) / 1e9);
}

function cpuUsPerRequest(storeCalls: number, searches: number): number {
  for (let i = 0; i < CALLS; i++) oneRequest(storeCalls, searches); // warm-up: JIT and the series' first use
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) oneRequest(storeCalls, searches);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / CALLS;
}

console.log(`bench:metrics — ${CALLS.toLocaleString('en')} requests' worth of metric calls per row, node ${process.version}\n`);
for (const [label, storeCalls, searches] of [
  ['search (engine histogram + request metrics)', 0, 1],
  ['records call (store histogram + request metrics)', 1, 0],
  ['three records calls', 3, 0],
] as const) {
  console.log(`${label.padEnd(50)} ${cpuUsPerRequest(storeCalls, searches).toFixed(2).padStart(6)} µs CPU per request`);
}
