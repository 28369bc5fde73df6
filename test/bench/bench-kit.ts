import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { REPO_ROOT, startGateway } from '../support/service-process';

/** Shared pieces of the `npm run bench:*` scripts: a load run, a bare express baseline, memory, verdicts. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered during the run. */
  requests: number;
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
  options: { connections: number; seconds: number; amount?: number; nextRequest: (n: number) => LoadRequest },
): Promise<LoadFigures> {
  let n = 0;
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
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  };
}

/**
 * A bare express baseline in its own process (so it does not share an event loop with the load
 * generator): it parses JSON bodies and answers every route with a small JSON document. `hosting`
 * 'stock' is express as it comes (the baseline the targets name); 'services' serves the same app
 * through the services' HTTP server (@shokuji/runtime createExpressServer), printed for reference.
 */
export async function startBareExpress(hosting: 'stock' | 'services' = 'stock'): Promise<{ url: string; stop: () => void }> {
  const app =
    "const e=require('express');const app=e();app.use(e.json());app.all(/.*/,(req,res)=>res.json({data:{ok:true,path:req.path}}));";
  const serve =
    hosting === 'stock'
      ? "const s=app.listen(0,'127.0.0.1',()=>console.log(s.address().port))"
      : "const {server,attach}=require('@shokuji/runtime').createExpressServer();attach(app);server.listen(0,'127.0.0.1',()=>console.log(server.address().port))";
  const child = spawn(process.execPath, [...(hosting === 'services' ? ['--import', 'tsx'] : []), '-e', app + serve], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
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
    `\n${'run'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const [label, f] of rows) {
    console.log(
      `${label.padEnd(40)} ${f.rps.toFixed(0).padStart(8)} ${ms(f.p50).padStart(8)} ${ms(f.p99).padStart(8)} ${String(f.non2xx).padStart(8)} ${String(f.errors).padStart(7)}`,
    );
  }
}
