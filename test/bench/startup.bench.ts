import { join } from 'node:path';
import { tempDataDir, waitHealthy } from '../support/service-process';
import { cpuMs, loadAverage, rssMb, startBenchGateway } from './bench-kit';
import { writeScaledCatalog } from './scale-catalog';
import { foldStartup, printStartupStages } from './startup-stages';

/**
 * `npm run bench:startup`: cold start with a persisted index — spawn to the first 200 of /healthz
 * (the catalog searchable and every store's sets prepared) — on the bundled catalog scaled ×N
 * (scale-catalog.ts). Per catalog, each checkout first starts once on an empty index directory (it
 * builds and persists the index; timed, not counted), then restarts BENCH_STARTUP_RUNS times on
 * what it persisted. With BENCH_STARTUP_OTHER=<another checkout> both checkouts restart in turn
 * (A B B A …) on the same catalog, each on its own index directory, so one run holds its own
 * baseline on a shared machine. Prints figures; asserts nothing.
 *
 * Beside the wall time, each restart's service CPU time to healthy (all its threads, /proc: what a
 * busy machine disturbs least) and its RSS then. BENCH_PROFILE_DIR=<dir>: after the timed restarts,
 * one more per checkout runs under --cpu-prof (not counted) and the bench prints where it went
 * (startup-stages.ts).
 *
 * BENCH_STARTUP_CATALOG (1,4), BENCH_STARTUP_RUNS (5), BENCH_STARTUP_TIMEOUT_S (900, the first start
 * of a large catalog builds its index).
 */
const FACTORS = (process.env.BENCH_STARTUP_CATALOG ?? '1,4').split(',').map(Number);
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const TIMEOUT_MS = Number(process.env.BENCH_STARTUP_TIMEOUT_S ?? 900) * 1000;
const OTHER = process.env.BENCH_STARTUP_OTHER;
const SEED = 20261128;
/** Catalogs past the bundled size need more than the launcher's 512 MB old generation (as in bench:scale). */
const heapFor = (factor: number) => (factor > 1 ? '--max-old-space-size=4096' : '');
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

interface Checkout {
  label: string;
  root: string | undefined;
}

interface Start {
  wallMs: number;
  cpuMs: number;
  rssMb: number;
  /** When /healthz first answered 200, in µs of process.hrtime (a --cpu-prof profile's clock on the same machine). */
  healthyUs: number;
}

async function timedStart(checkout: Checkout, env: Record<string, string>): Promise<Start> {
  const started = Date.now();
  const gateway = await startBenchGateway(env, checkout.root);
  try {
    await waitHealthy(gateway.url, TIMEOUT_MS);
    const healthyUs = Number(process.hrtime.bigint() / 1000n);
    const pid = gateway.process.pid!;
    return { wallMs: Date.now() - started, cpuMs: cpuMs(pid), rssMb: rssMb(pid).rss, healthyUs };
  } finally {
    await gateway.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const checkouts: Checkout[] = [{ label: 'this checkout', root: undefined }, ...(OTHER ? [{ label: OTHER, root: OTHER }] : [])];
  console.log(`bench:startup — ${RUNS} restarts per checkout and catalog, node ${process.version}; load average ${loadAverage()}`);
  for (const factor of FACTORS) {
    const catalogDir = join(tempDataDir(`startup-catalog-${factor}`), 'catalog');
    const size = await writeScaledCatalog(catalogDir, { factor, seed: SEED });
    const envOf = (index: number, nodeArgs = heapFor(factor)) => ({
      CATALOG_DATA_DIR: catalogDir,
      CATALOG_INDEX_DIR: join(catalogDir, '..', `index-${index}`),
      SERVICE_NODE_ARGS: nodeArgs,
    });
    const first: Start[] = [];
    for (const [index, checkout] of checkouts.entries()) first.push(await timedStart(checkout, envOf(index)));
    const restarts: Start[][] = checkouts.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // A B, then B A: neither checkout always starts right after the other's process has warmed the page cache.
      const order = run % 2 === 0 ? checkouts.map((_, i) => i) : checkouts.map((_, i) => i).reverse();
      for (const index of order) restarts[index]!.push(await timedStart(checkouts[index]!, envOf(index)));
    }
    console.log(`\n×${factor}: ${size.products} products, ${size.dishes} dishes, ${size.shops} shops; load average ${loadAverage()}`);
    checkouts.forEach((checkout, index) => {
      const runs = restarts[index]!;
      const of = (read: (start: Start) => number) => runs.map(read);
      console.log(
        `  ${checkout.label}: first start (builds the index) ${first[index]!.wallMs} ms; restarts ${of((r) => r.wallMs).join(', ')} ms; median ${median(of((r) => r.wallMs))} ms`,
      );
      console.log(
        `    service CPU to healthy ${of((r) => r.cpuMs).join(', ')} ms; median ${median(of((r) => r.cpuMs))} ms; RSS when healthy median ${median(of((r) => r.rssMb))} MB`,
      );
    });
    if (PROFILE_DIR) {
      const columns = [];
      for (const [index, checkout] of checkouts.entries()) {
        const dir = join(PROFILE_DIR, `x${factor}-${index}`);
        const start = await timedStart(checkout, envOf(index, `${heapFor(factor)} --cpu-prof --cpu-prof-dir=${dir}`));
        columns.push({ label: `${index === 0 ? 'this' : 'other'} ${start.wallMs} ms`, fold: foldStartup(dir, start.healthyUs) });
      }
      printStartupStages(columns);
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
