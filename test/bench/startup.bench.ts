import { join } from 'node:path';
import { tempDataDir, waitHealthy } from '../support/service-process';
import { loadAverage, startBenchGateway } from './bench-kit';
import { writeScaledCatalog } from './scale-catalog';

/**
 * `npm run bench:startup`: cold start with a persisted index — spawn to the first 200 of /healthz
 * (the catalog searchable and every store's sets prepared) — on the bundled catalog scaled ×N
 * (scale-catalog.ts). Per catalog, each checkout first starts once on an empty index directory (it
 * builds and persists the index; timed, not counted), then restarts BENCH_STARTUP_RUNS times on
 * what it persisted. With BENCH_STARTUP_OTHER=<another checkout> both checkouts restart in turn
 * (A B B A …) on the same catalog, each on its own index directory, so one run holds its own
 * baseline on a shared machine. Prints figures; asserts nothing.
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
const heapFor = (factor: number): Record<string, string> => (factor > 1 ? { SERVICE_NODE_ARGS: '--max-old-space-size=4096' } : {});

interface Checkout {
  label: string;
  root: string | undefined;
}

async function timedStart(checkout: Checkout, env: Record<string, string>): Promise<number> {
  const started = Date.now();
  const gateway = await startBenchGateway(env, checkout.root);
  try {
    await waitHealthy(gateway.url, TIMEOUT_MS);
    return Date.now() - started;
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
    const envOf = (index: number) => ({
      CATALOG_DATA_DIR: catalogDir,
      CATALOG_INDEX_DIR: join(catalogDir, '..', `index-${index}`),
      ...heapFor(factor),
    });
    const first: number[] = [];
    for (const [index, checkout] of checkouts.entries()) first.push(await timedStart(checkout, envOf(index)));
    const restarts: number[][] = checkouts.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // A B, then B A: neither checkout always starts right after the other's process has warmed the page cache.
      const order = run % 2 === 0 ? checkouts.map((_, i) => i) : checkouts.map((_, i) => i).reverse();
      for (const index of order) restarts[index]!.push(await timedStart(checkouts[index]!, envOf(index)));
    }
    console.log(`\n×${factor}: ${size.products} products, ${size.dishes} dishes, ${size.shops} shops; load average ${loadAverage()}`);
    checkouts.forEach((checkout, index) => {
      const times = restarts[index]!;
      console.log(
        `  ${checkout.label}: first start (builds the index) ${first[index]} ms; restarts ${times.join(', ')} ms; median ${median(times)} ms`,
      );
    });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
