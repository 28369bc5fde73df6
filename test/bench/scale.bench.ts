import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@shokuji/clock';
import type { RecordsStore } from '@shokuji/records/src/store/records-store';
import { createRecordsStore } from '@shokuji/records/src/store/records-store.factory';
import { connectMongo, withDatabaseName } from '@shokuji/storage/src/mongo';
import { API, adminOf, type TestUser } from '../support/api-fixtures';
import { REPO_ROOT, tempDataDir, waitHealthy, type RunningGateway } from '../support/service-process';
import { loadSettingsFromEnv, ms, rssMb, runLoad, startBenchGateway, type LoadFigures, type LoadRequest } from './bench-kit';
import { writeScaledCatalog } from './scale-catalog';
import { copyUserDocuments, isSeeded, seedRecords } from './scale-records';
import { personalized, searchMix } from './search-mix';

/**
 * `npm run bench:scale`: how the cost grows with the catalog and with the records.
 *
 * Catalog: the bundled catalog ×1, ×4, ×10 (shops, items and dishes in proportion; scale-catalog.ts)
 * on the embedded engine, and on Elasticsearch when ELASTICSEARCH_URL is set: index build, RSS,
 * cold start, GET /search p50/p99 over distinct queries without and with budget targets.
 * Records: 10 k → 1 M meals over 100 → 10 k users (100 meals each, three a day, plus weights,
 * exercises and favorites; scale-records.ts) on SQLite, and on the MongoDB wire when MONGODB_URL
 * is set: the store's size, GET /meals and GET /nutrition of one day and of 90 days p50/p99, and
 * POST /meals throughput. Prints tables; asserts nothing.
 *
 * BENCH_SCALE_PARTS (catalog,records), BENCH_SCALE_CATALOG (1,4,10), BENCH_SCALE_RECORDS
 * (10000:100,100000:1000,1000000:10000 as meals:users), BENCH_SECONDS (8), BENCH_CONNECTIONS (8).
 * BENCH_SCALE_STORE_DIR keeps the seeded records stores there (SQLite) and in databases named by
 * scale (MongoDB) and reuses them on the next run: seeding 1 M meals on the MongoDB wire takes far
 * longer than measuring them. Every run adds its measured users and their records afresh.
 * BENCH_SCALE_STORES (embedded,mongodb) picks records stores. Each row ends with the machine's 1-minute load average when the row was measured.
 * BENCH_SCALE_MONGO_USERS_IN_FLIGHT (2) users seeded at once on the MongoDB wire. BENCH_SCALE_MONGO_BULK=1
 * writes only the first filling user there through the repositories and copies its documents to the
 * others (scale-records.ts, copyUserDocuments); the measured users are always written through them.
 * BENCH_SCALE_ENGINES (embedded,elasticsearch) picks catalog engines. BENCH_SCALE_WARMUP_S (0) runs each
 * search mix that long, unmeasured, before its measured load: Elasticsearch's first queries after a
 * cold start are slower (caches, JIT) and, without it, fall into the ×1 row's p99 only. With the
 * catalog's result cache on (the default), the plain mix repeats and is answered from it after one
 * pass; SEARCH_CACHE_ITEMS=0 (passed on to the gateway) makes every request reach the engine.
 * BENCH_SCALE_START_TIMEOUT_S (600) bounds each gateway start: a ×10 catalog's first start builds its index.
 */
const { seconds: SECONDS, connections: CONNECTIONS } = loadSettingsFromEnv({ seconds: 8, connections: 8 });
const PARTS = new Set((process.env.BENCH_SCALE_PARTS ?? 'catalog,records').split(','));
const CATALOG_FACTORS = (process.env.BENCH_SCALE_CATALOG ?? '1,4,10').split(',').map(Number);
const RECORD_SCALES = (process.env.BENCH_SCALE_RECORDS ?? '10000:100,100000:1000,1000000:10000').split(',').map((pair) => {
  const [meals, users] = pair.split(':').map(Number);
  return { meals: meals!, users: users! };
});
const STORE_DIR = process.env.BENCH_SCALE_STORE_DIR;
/** Only these records stores (embedded, mongodb), e.g. to measure the MongoDB wire at fewer scales. */
const STORES = process.env.BENCH_SCALE_STORES?.split(',');
const SEED = 20261128;
/**
 * Users seeded at once on the MongoDB wire (BENCH_SCALE_MONGO_USERS_IN_FLIGHT): FerretDB's SQLite backend
 * serializes writers, and 32 users at once left requests past the driver's 10 s timeout; its
 * PostgreSQL backend takes more.
 */
const MONGO_USERS_IN_FLIGHT = Number(process.env.BENCH_SCALE_MONGO_USERS_IN_FLIGHT ?? 2);
const MONGO_BULK = process.env.BENCH_SCALE_MONGO_BULK === '1';
/** Heap for catalogs larger than the default's 512 MB old generation (services/start.sh). */
const LARGE_HEAP = { SERVICE_NODE_ARGS: '--max-old-space-size=4096' };
/** Users whose requests are measured (the rest only fill the store). */
const MEASURED_USERS = 20;
/** Only these catalog engines (embedded, elasticsearch). */
const ENGINES = process.env.BENCH_SCALE_ENGINES?.split(',');
const WARMUP_SECONDS = Number(process.env.BENCH_SCALE_WARMUP_S ?? 0);
/** How long a gateway start may take before the run stops; the ×10 embedded build needed more than 600 s on a busy machine. */
const START_TIMEOUT_MS = Number(process.env.BENCH_SCALE_START_TIMEOUT_S ?? 600) * 1000;
const LAST_DAY = '2026-11-27';

const load = (url: string, nextRequest: (n: number) => LoadRequest, seconds = SECONDS) =>
  runLoad(url, { connections: CONNECTIONS, seconds, nextRequest });
/** The 1-minute load average: the machine is shared, so every figure says how busy it was. */
const load1 = () => loadavg()[0]!.toFixed(1).padStart(5);
const cell = (figures: LoadFigures) => `${ms(figures.p50)} / ${ms(figures.p99)}${figures.non2xx || figures.errors ? ' (!)' : ''}`;

async function premiumUsers(gateway: RunningGateway, count: number): Promise<TestUser[]> {
  const admin = adminOf(gateway);
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await admin.buildUser({ plan: 'premium', lifetime: '24h' }));
  return users;
}

async function timedStart(env: Record<string, string>): Promise<{ gateway: RunningGateway; ms: number }> {
  const started = Date.now();
  const gateway = await startBenchGateway(env);
  await waitHealthy(gateway.url, START_TIMEOUT_MS);
  return { gateway, ms: Date.now() - started };
}

/** Distinct queries of the search mix, without budget targets and with them. */
async function searchFigures(gateway: RunningGateway): Promise<{ plain: LoadFigures; targeted: LoadFigures }> {
  const [user] = await premiumUsers(gateway, 1);
  const headers = { authorization: `Bearer ${user!.token}` };
  const mix = searchMix().map((query) => `${API}/search?${query}`);
  const plain = mix.filter((path) => !path.includes('target'));
  const targeted = mix.filter((path) => path.includes('target'));
  if (WARMUP_SECONDS > 0) {
    await load(gateway.url, (n) => ({ method: 'GET', path: plain[n % plain.length]!, headers }), WARMUP_SECONDS);
    await load(gateway.url, (n) => ({ method: 'GET', path: personalized(targeted[n % targeted.length]!, n), headers }), WARMUP_SECONDS);
  }
  return {
    plain: await load(gateway.url, (n) => ({ method: 'GET', path: plain[n % plain.length]!, headers })),
    targeted: await load(gateway.url, (n) => ({ method: 'GET', path: personalized(targeted[n % targeted.length]!, n), headers })),
  };
}

function reindexElasticsearch(catalogDir: string, index: string): number {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'services/catalog/src/reindex/reindex.cli.ts', '--data-dir', catalogDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_INDEX: index, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`reindex failed: ${run.stdout}${run.stderr}`);
  return Date.now() - started;
}

async function catalogPart(): Promise<void> {
  const engines = ['embedded', ...(process.env.ELASTICSEARCH_URL ? ['elasticsearch'] : [])].filter(
    (engine) => !ENGINES || ENGINES.includes(engine),
  );
  console.log(
    `\ncatalog scale — engines: ${engines.join(', ')}; ${CONNECTIONS} connections, ${SECONDS} s per load${WARMUP_SECONDS ? `, after ${WARMUP_SECONDS} s of warm-up per mix` : ''}; search result cache: ${process.env.SEARCH_CACHE_ITEMS === '0' ? 'off (SEARCH_CACHE_ITEMS=0)' : 'on'}`,
  );
  console.log('engine         ×   items  dishes  build s   cold s  RSS MB  search p50/p99  targets p50/p99   req/s   load');
  for (const factor of CATALOG_FACTORS) {
    const catalogDir = join(tempDataDir(`scale-catalog-${factor}`), 'catalog');
    const size = await writeScaledCatalog(catalogDir, { factor, seed: SEED });
    for (const engine of engines) {
      let buildMs: number;
      let env: Record<string, string>;
      if (engine === 'embedded') {
        const indexDir = join(tempDataDir('scale-index'), 'catalog-index');
        env = { CATALOG_DATA_DIR: catalogDir, CATALOG_INDEX_DIR: indexDir, ...LARGE_HEAP };
        const first = await timedStart(env); // builds and persists the index
        buildMs = first.ms;
        await first.gateway.stop();
      } else {
        const index = `scale-${factor}-${Date.now()}`;
        buildMs = reindexElasticsearch(catalogDir, index);
        env = {
          SEARCH_ENGINE: 'elasticsearch',
          ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL!,
          ELASTICSEARCH_INDEX: index,
          ...LARGE_HEAP,
        };
      }
      const cold = await timedStart(env);
      try {
        const rss = rssMb(cold.gateway.process.pid!).rss;
        const { plain, targeted } = await searchFigures(cold.gateway);
        console.log(
          `${engine.padEnd(13)} ${String(factor).padStart(2)} ${String(size.products).padStart(7)} ${String(size.dishes).padStart(7)} ${(buildMs / 1000).toFixed(1).padStart(8)} ${(cold.ms / 1000).toFixed(1).padStart(8)} ${String(rss).padStart(7)}  ${cell(plain).padStart(14)}  ${cell(targeted).padStart(15)} ${plain.rps.toFixed(0).padStart(7)} ${load1()}`,
        );
      } finally {
        await cold.gateway.stop();
      }
    }
  }
}

/** The first user through the repositories, the others as copies of its documents (BENCH_SCALE_MONGO_BULK). */
async function seedByCopy(records: RecordsStore, mongoUrl: string, users: string[], mealsPerUser: number): Promise<void> {
  const [template, ...rest] = users;
  await seedRecords(records, { users: [template!], mealsPerUser, lastDay: LAST_DAY });
  const { client, db } = await connectMongo(mongoUrl);
  try {
    await copyUserDocuments(db, template!, rest);
  } finally {
    await client.close();
  }
}

function storeBytes(store: string, dataDir: string): string {
  if (store !== 'embedded') return 'n/a';
  const bytes = ['records.sqlite', 'records.sqlite-wal']
    .map((file) => join(dataDir, file))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + statSync(file).size, 0);
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

async function recordsPart(): Promise<void> {
  const stores = ['embedded', ...(process.env.MONGODB_URL ? ['mongodb'] : [])].filter((store) => !STORES || STORES.includes(store));
  console.log(`\nrecords scale — stores: ${stores.join(', ')}; ${CONNECTIONS} connections, ${SECONDS} s per load`);
  console.log('store          meals   users  seed s  on disk  GET /meals day  /nutrition day  /nutrition 90 d  POST /meals req/s   load');
  for (const scale of RECORD_SCALES) {
    for (const store of stores) {
      const reused = Boolean(STORE_DIR);
      const dataDir = STORE_DIR ? join(STORE_DIR, `records-${scale.meals}-${scale.users}`) : tempDataDir(`scale-records-${scale.meals}`);
      mkdirSync(dataDir, { recursive: true });
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (store === 'mongodb')
        Object.assign(env, {
          RECORDS_STORE: 'mongodb',
          MONGODB_URL: withDatabaseName(process.env.MONGODB_URL!, `scale_${scale.meals}_${scale.users}${reused ? '' : `_${Date.now()}`}`),
        });
      const setup = await timedStart(env);
      const measured = await premiumUsers(setup.gateway, MEASURED_USERS);
      await setup.gateway.stop();
      const records = await createRecordsStore({
        RECORDS_STORE: store === 'mongodb' ? 'mongodb' : 'embedded',
        DATA_DIR: dataDir,
        MONGODB_URL: env.MONGODB_URL,
      });
      const mealsPerUser = Math.round(scale.meals / scale.users);
      const fillUsers = Array.from({ length: scale.users - MEASURED_USERS }, (_, i) => `u_fill_${i}`);
      const seeding = Date.now();
      const filled = await isSeeded(records, fillUsers);
      const usersInFlight = store === 'mongodb' ? MONGO_USERS_IN_FLIGHT : undefined;
      if (!filled && store === 'mongodb' && MONGO_BULK) await seedByCopy(records, env.MONGODB_URL!, fillUsers, mealsPerUser);
      else if (!filled) await seedRecords(records, { users: fillUsers, mealsPerUser, lastDay: LAST_DAY, usersInFlight });
      await seedRecords(records, { users: measured.map((user) => user.userId), mealsPerUser, lastDay: LAST_DAY, usersInFlight });
      await records.close();
      const seeded = filled ? 'reused' : ((Date.now() - seeding) / 1000).toFixed(0);
      const { gateway } = await timedStart(env);
      try {
        const headers = (n: number) => ({ authorization: `Bearer ${measured[n % MEASURED_USERS]!.token}` });
        const day = (n: number) => addDays(LAST_DAY, -(n % 30));
        const meals = await load(gateway.url, (n) => ({ method: 'GET', path: `${API}/meals?date=${day(n)}`, headers: headers(n) }));
        const nutritionDay = await load(gateway.url, (n) => ({
          method: 'GET',
          path: `${API}/nutrition?date=${day(n)}`,
          headers: headers(n),
        }));
        const nutritionRange = await load(gateway.url, (n) => ({
          method: 'GET',
          path: `${API}/nutrition?startDate=${addDays(day(n), -89)}&endDate=${day(n)}`,
          headers: headers(n),
        }));
        // New meals go to days without records, one lunch per user and day.
        const posts = await load(gateway.url, (n) => ({
          method: 'POST',
          path: `${API}/meals`,
          headers: headers(n),
          body: JSON.stringify({
            mealName: 'ベンチ定食',
            cal: 600,
            protein: 25,
            fat: 18,
            carbs: 80,
            mealType: 'lunch',
            mealDate: addDays(LAST_DAY, -400 - Math.floor(n / MEASURED_USERS)),
          }),
        }));
        console.log(
          `${store.padEnd(12)} ${String(scale.meals).padStart(7)} ${String(scale.users).padStart(7)} ${seeded.padStart(7)} ${storeBytes(store, dataDir).padStart(8)}  ${cell(meals).padStart(14)}  ${cell(nutritionDay).padStart(14)}  ${cell(nutritionRange).padStart(15)}  ${posts.rps.toFixed(0).padStart(8)}${posts.non2xx ? ` (${posts.non2xx} non-2xx)` : ''} ${load1()}`,
        );
      } finally {
        await gateway.stop();
      }
    }
  }
}

async function main(): Promise<void> {
  console.log(`bench:scale — node ${process.version}, seed ${SEED}; p50/p99 in ms; (!) marks a load with refused or failed requests`);
  if (PARTS.has('catalog')) await catalogPart();
  if (PARTS.has('records')) await recordsPart();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
