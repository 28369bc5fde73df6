import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, startGateway } from '../support/service-process';
import { foldProfile, mainThreadProfile, printStageTable, readProfile } from './cpu-stages';

/** Shared pieces of the `npm run bench:*` scripts: a load run, a bare express baseline, memory, verdicts. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered during the run. */
  requests: number;
  /** CPU time (user + system) the serving process spent per answered request, in µs; set when runLoad was given its pid. */
  cpuUsPerRequest?: number;
  /** When the run began and ended, in µs of process.hrtime (the clock of a --cpu-prof profile on the same machine). */
  window: { fromUs: number; toUs: number };
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Runs `connections` connections for `seconds` (or until `amount` requests are answered), each
 * request the next one `nextRequest` gives.
 */
export async function runLoad(
  url: string,
  options: { connections: number; seconds: number; amount?: number; nextRequest: (n: number) => LoadRequest; pid?: number },
): Promise<LoadFigures> {
  let n = 0;
  const cpuBefore = options.pid === undefined ? 0 : cpuMs(options.pid);
  const fromUs = nowUs();
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    requests: [
      {
        setupRequest: (request) => {
          const next = options.nextRequest(n++);
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...request.headers, ...next.headers, ...(next.body ? { 'content-type': 'application/json' } : {}) },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  const window = { fromUs, toUs: nowUs() };
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests,
    ...(options.pid === undefined ? {} : { cpuUsPerRequest: ((cpuMs(options.pid) - cpuBefore) * 1000) / requests }),
    window,
  };
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * A bare express baseline in its own process (so it does not share an event loop with the load
 * generator): it parses JSON bodies and answers every route with a JSON document, for the paths
 * of `bodyBytes` about as long as given there (the size of the service's answer it stands beside),
 * else a small one. `hosting` 'stock' is express as it comes (the baseline the targets name: one
 * route, no middleware but the JSON body parser); 'services' serves the same app through the
 * services' HTTP server (@shokuji/runtime createExpressServer), printed for reference.
 */
export async function startBareExpress(
  hosting: 'stock' | 'services' = 'stock',
  bodyBytes: Record<string, number> = {},
): Promise<{ url: string; pid: number; stop: () => void }> {
  const app =
    `const e=require('express');const app=e();app.use(e.json());const sizes=${JSON.stringify(bodyBytes)};` +
    "app.all(/.*/,(req,res)=>res.json({data:{ok:true,path:req.path,pad:'x'.repeat(Math.max(0,(sizes[req.path]??0)-40-req.path.length))}}));";
  const serve =
    hosting === 'stock'
      ? "const s=app.listen(0,'127.0.0.1',()=>console.log(s.address().port))"
      : "const {server,attach}=require('@shokuji/runtime').createExpressServer();attach(app);server.listen(0,'127.0.0.1',()=>console.log(server.address().port))";
  const child = spawn(process.execPath, [...(hosting === 'services' ? ['--import', 'tsx'] : []), '-e', app + serve], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

/**
 * The two bare express baselines a service run stands beside, with the answer sizes of `bodyBytes`: `stock`, the one
 * the targets name, and `hosted`, the same app served like the services, printed for reference (printHostedReference).
 * `stop` ends both; when the second fails to start, the first is stopped before the error is thrown.
 */
export async function startBareBaselines(bodyBytes: Record<string, number>): Promise<{
  stock: BareExpress;
  hosted: BareExpress;
  stop: () => void;
}> {
  const stock = await startBareExpress('stock', bodyBytes);
  const hosted = await startBareExpress('services', bodyBytes).catch((error: unknown) => {
    stock.stop();
    throw error;
  });
  return {
    stock,
    hosted,
    stop: () => {
      stock.stop();
      hosted.stop();
    },
  };
}

export type BareExpress = Awaited<ReturnType<typeof startBareExpress>>;

/** The service's run as a share of the bare handler served like the services; no target, printed below the verdicts. */
export function printHostedReference(run: LoadFigures, hosted: LoadFigures, indent = '  '): void {
  console.log(
    `${indent}(reference, no target: ${((run.rps / hosted.rps) * 100).toFixed(1)} % of the bare handler served like the services, p99 ${ms(run.p99)} vs its ${ms(hosted.p99)})`,
  );
}

/**
 * A load bench's seconds per run and connections: BENCH_SECONDS and BENCH_CONNECTIONS when set, else the
 * bench's own defaults.
 */
export function loadSettingsFromEnv(defaults: { seconds: number; connections: number }): { seconds: number; connections: number } {
  return {
    seconds: Number(process.env.BENCH_SECONDS ?? defaults.seconds),
    connections: Number(process.env.BENCH_CONNECTIONS ?? defaults.connections),
  };
}

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system), in ms, at the 10 ms resolution /proc keeps.
 * The difference over a load run divided by its requests is the CPU one request costs, a figure
 * that other work on a shared machine disturbs far less than req/s.
 */
export function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * The one-process service in its production configuration (no response self-checks, no test
 * clock), with the quota and per-IP limits raised so a load run measures work, not refusals.
 */
export const startBenchGateway = (env: Record<string, string> = {}, root?: string) =>
  startGateway(
    {
      NODE_ENV: 'production',
      CLOCK_CONTROL: '0',
      // Production refuses secrets under 32 bytes and a plain-http origin; a loopback bench has no TLS proxy.
      BILLING_PORTAL_SECRET: 'bench-billing-secret-of-at-least-32-bytes',
      MEDIA_URL_SECRET: 'bench-media-secret-of-at-least-32-bytes',
      ALLOW_HTTP_PUBLIC_BASE_URL: '1',
      LOG_LEVEL: 'warn',
      QUOTA_PREMIUM_PER_HOUR: '100000000',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
      ...env,
    },
    root,
  );

/** Says so when a run's figures include refused or failed requests. */
export function noteFailures(label: string, run: LoadFigures): void {
  if (run.non2xx || run.errors) console.log(`  note: ${run.non2xx} non-2xx and ${run.errors} errors during ${label}`);
}

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export function printLoadTable(rows: [string, LoadFigures][]): void {
  console.log(
    `\n${'run'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'CPU µs/req'.padStart(11)}`,
  );
  for (const [label, f] of rows) {
    console.log(
      `${label.padEnd(40)} ${f.rps.toFixed(0).padStart(8)} ${ms(f.p50).padStart(8)} ${ms(f.p99).padStart(8)} ${String(f.non2xx).padStart(8)} ${String(f.errors).padStart(7)} ${(f.cpuUsPerRequest?.toFixed(0) ?? '-').padStart(11)}`,
    );
  }
}

/**
 * A service run against the stock express run beside it: throughput as a share of stock express
 * (the targets), p99 and CPU per request as multiples of it (CPU per request is the figure
 * other work on a shared machine disturbs least).
 */
export function printRatio(label: string, run: LoadFigures, stock: LoadFigures, target: { share: number; p99Ms?: number }): void {
  const share = run.rps / stock.rps;
  const cpu =
    run.cpuUsPerRequest !== undefined && stock.cpuUsPerRequest
      ? `, CPU per request ${(run.cpuUsPerRequest / stock.cpuUsPerRequest).toFixed(2)}× stock`
      : '';
  console.log(
    `  ${verdict(share >= target.share)} ${label} throughput ≥ ${(target.share * 100).toFixed(0)} % of stock express: ${(share * 100).toFixed(1)} % (p99 ${(run.p99 / stock.p99).toFixed(1)}× stock${cpu})`,
  );
  if (target.p99Ms !== undefined) console.log(`  ${verdict(run.p99 <= target.p99Ms)} ${label} p99 ≤ ${target.p99Ms} ms: ${ms(run.p99)}`);
}

/** The 1-minute load average, printed with each run: other work on the machine moves every timing. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * BENCH_PROFILE_DIR=<dir> profiles the service (node --cpu-prof into <dir>/<label>) and, once it
 * has stopped, prints where each load run's time went per stage of the request's path (cpu-stages.ts).
 */
export const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
export const profiledEnv = (label: string): Record<string, string> =>
  PROFILE_DIR ? { SERVICE_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${join(PROFILE_DIR, label)}` } : {};

export function printProfileStages(label: string, runs: [string, LoadFigures][]): void {
  if (!PROFILE_DIR) return;
  const path = mainThreadProfile(join(PROFILE_DIR, label));
  const profile = readProfile(path);
  // Kept beside the profile, so `tsx test/bench/cpu-stages.ts <profile> <fromUs> <toUs> <requests>` folds it again.
  writeFileSync(
    join(PROFILE_DIR, label, 'windows.json'),
    JSON.stringify(runs.map(([run, f]) => ({ run, ...f.window, requests: f.requests }))),
  );
  console.log(`\nwhere the service's event-loop time went (${path})`);
  printStageTable(runs.map(([run, figures]) => ({ label: run, fold: foldProfile(profile, figures.window), requests: figures.requests })));
}
