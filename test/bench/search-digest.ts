import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type * as Contracts from '@shokuji/contracts';
import type * as Runtime from '@shokuji/runtime';
import type * as SearchIndex from '@shokuji/search-index';
import type * as Lifecycle from '@shokuji/catalog/src/catalog-index.lifecycle';
import type * as Embedded from '@shokuji/catalog/src/search/embedded/embedded.engine';
import type { EngineQuery, SearchDocument, SearchEngine } from '@shokuji/catalog/src/search/search-engine';
import type * as Analyzer from '@shokuji/catalog/src/search/ja-catalog-analyzer';
import { REPO_ROOT } from '../support/service-process';
import { personalized, searchMix } from './search-mix';

/**
 * `npm run bench:search-digest`: does a change to the search path keep its answers, and what does
 * a distinct query cost in process? Every request of the bench:search mix, each budget-fit request
 * with three users' targets, goes through the catalog search service (embedded engine, the result
 * cache off, so every request reaches the analyzer and the engine), and then every typed query of
 * the mix through POST /search's service call. Prints the SHA-256 of all answers (JSON, scores to
 * the last bit) and of each request's answer into BENCH_DIGEST_OUT if given (one line per request,
 * to diff two trees), then the mean time per request over BENCH_DIGEST_ROUNDS (default 0) timed
 * rounds of the GET mix, and the CPU time of those rounds spent in the query analyzer's calls (the
 * analysis of q for the exact, typo, English-phrase and related passes) and in the embedded engine's
 * searches. BENCH_DIGEST_ROOT names
 * another checkout (with its node_modules) whose service code is loaded instead of this tree's, so
 * two trees answer the same mix: the digests must be equal. BENCH_DIGEST_ANALYZER_OTHER=<checkout>
 * then times that checkout's query analyzer against this run's, in this process (compareAnalyzers),
 * and BENCH_DIGEST_ENGINE_OTHER=<checkout> its embedded engine against this run's (compareEngines).
 */
const ROOT = resolve(process.env.BENCH_DIGEST_ROOT ?? REPO_ROOT);
const ROUNDS = Number(process.env.BENCH_DIGEST_ROUNDS ?? 0);
/** Each budget-fit request is asked with these request numbers' targets (search-mix.ts → personalized). */
const PERSONAL_VARIANTS = [0, 101, 257];

/** Another checkout whose query analyzer is timed against this one's, in the same process (below). */
const ANALYZER_OTHER = process.env.BENCH_DIGEST_ANALYZER_OTHER;
const ANALYZER_ROUNDS = Number(process.env.BENCH_DIGEST_ANALYZER_ROUNDS ?? 6);
/** Another checkout whose embedded engine is timed against this one's on the GET pass's engine queries (below). */
const ENGINE_OTHER = process.env.BENCH_DIGEST_ENGINE_OTHER;
const ENGINE_ROUNDS = Number(process.env.BENCH_DIGEST_ENGINE_ROUNDS ?? 10);

/**
 * CPU time (µs) of the query analyzer's calls and of the engine's searches, each synchronous (the
 * embedded engine's search runs to its end before it returns), counted only while `analysisClock.on`.
 */
const analysisClock = { on: false, us: 0, engineUs: 0 };
type QueryAnalyzer = Awaited<ReturnType<typeof Analyzer.createJaCatalogAnalyzer>>;
const QUERY_ANALYSIS = ['analyzeQuery', 'analyzeTypoTolerantQuery', 'analyzeEnglishPhraseFallbacks', 'analyzeRelatedQuery'] as const;
type AnalysisCall = [(typeof QUERY_ANALYSIS)[number], string];
/** The analyzer's calls of the digest's GET pass, in order, to replay through two analyzers. */
const recordedCalls: AnalysisCall[] = [];
const recording = { on: false };
function timedAnalysis(analyzer: QueryAnalyzer): QueryAnalyzer {
  const timed = { ...analyzer };
  for (const name of QUERY_ANALYSIS) {
    const call = analyzer[name] as (q: string) => unknown;
    (timed as Record<string, unknown>)[name] = (q: string) => {
      if (recording.on) recordedCalls.push([name, q]);
      if (!analysisClock.on) return call(q);
      const started = process.cpuUsage();
      const answer = call(q);
      const spent = process.cpuUsage(started);
      analysisClock.us += spent.user + spent.system;
      return answer;
    };
  }
  return timed;
}

/** The engine's queries of the digest's GET pass, in order, and the documents it indexed, to replay through two engines. */
const recordedQueries: EngineQuery[] = [];
const indexed: { documents: SearchDocument[] } = { documents: [] };
/** The engine with its searches timed on `analysisClock` and, for BENCH_DIGEST_ENGINE_OTHER, recorded with its documents. */
function timedEngine(engine: SearchEngine): SearchEngine {
  return {
    ...engine,
    replaceAll: (documents, key) => {
      if (ENGINE_OTHER) indexed.documents = documents;
      return engine.replaceAll(documents, key);
    },
    search: (query) => {
      if (recording.on && ENGINE_OTHER) recordedQueries.push(structuredClone(query));
      if (!analysisClock.on) return engine.search(query);
      const started = process.cpuUsage();
      const answer = engine.search(query);
      const spent = process.cpuUsage(started);
      analysisClock.engineUs += spent.user + spent.system;
      return answer;
    },
  };
}

const load = <T>(path: string) => import(pathToFileURL(join(ROOT, path)).href) as Promise<T>;

async function main(): Promise<void> {
  const [
    { SearchQuerySchema, MultiSearchBodySchema },
    { createLogger },
    { BUNDLED_CATALOG_DIR },
    { loadCatalogIndex },
    embedded,
    analyzer,
  ] = await Promise.all([
    load<typeof Contracts>('packages/contracts/src/index.ts'),
    load<typeof Runtime>('packages/runtime/src/index.ts'),
    load<typeof SearchIndex>('search-index/src/index.ts'),
    load<typeof Lifecycle>('services/catalog/src/catalog-index.lifecycle.ts'),
    load<typeof Embedded>('services/catalog/src/search/embedded/embedded.engine.ts'),
    load<typeof Analyzer>('services/catalog/src/search/ja-catalog-analyzer.ts'),
  ]);
  // Each tree keeps its own persisted analysis (the key holds the analyzer version and the data).
  const dataDir = join(tmpdir(), `shokuji-search-digest-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);
  const catalog = await loadCatalogIndex({
    config: { DATA_DIR: dataDir, CATALOG_INDEX_DIR: dataDir, SEARCH_CACHE_ITEMS: 0 },
    catalogDir: BUNDLED_CATALOG_DIR,
    engine: timedEngine(embedded.createEmbeddedSearchEngine()),
    analyzer: timedAnalysis(await analyzer.createJaCatalogAnalyzer()),
    logger: createLogger({ level: 'warn', nodeEnv: 'production', name: 'search-digest', flushMs: 0 }),
  });

  const mix = searchMix();
  const requests = mix.flatMap((query) => (query.includes('targetCal=') ? PERSONAL_VARIANTS.map((n) => personalized(query, n)) : [query]));
  const parsed = requests.map((query) => SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
  const typed = [...new Set(parsed.flatMap((query) => (query.q ? [query.q] : [])))];

  const all = createHash('sha256');
  const lines: string[] = [];
  const record = (label: string, answer: unknown) => {
    const json = JSON.stringify(answer);
    all.update(json).update('\n');
    lines.push(`${createHash('sha256').update(json).digest('hex').slice(0, 16)} ${label}`);
  };
  recording.on = true;
  for (const [i, query] of parsed.entries()) record(`GET ${requests[i]}`, await catalog.search.search(query));
  recording.on = false;
  for (let at = 0; at < typed.length; at += 10) {
    const body = MultiSearchBodySchema.parse({ queries: typed.slice(at, at + 10) });
    record(`POST ${typed.slice(at, at + 10).join(' | ')}`, await catalog.search.searchTerms(body));
  }
  console.log(`search-digest — ${ROOT}, ${catalog.documents} documents, node ${process.version}`);
  console.log(`${parsed.length} GET requests, ${Math.ceil(typed.length / 10)} POST requests of ${typed.length} typed queries`);
  console.log(`answers digest: ${all.digest('hex')}`);
  if (process.env.BENCH_DIGEST_OUT) writeFileSync(process.env.BENCH_DIGEST_OUT, `${lines.join('\n')}\n`);

  if (ROUNDS > 0) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    analysisClock.on = true;
    for (let round = 0; round < ROUNDS; round++) for (const query of parsed) await catalog.search.search(query);
    const cpu = process.cpuUsage(cpuStarted);
    analysisClock.on = false;
    const wallUs = Number(process.hrtime.bigint() - started) / 1000;
    const count = ROUNDS * parsed.length;
    console.log(
      `${count} GET requests: ${(wallUs / count).toFixed(1)} µs wall, ${((cpu.user + cpu.system) / count).toFixed(1)} µs CPU per request (cache off)`,
    );
    console.log(`of which the query analyzer's calls: ${(analysisClock.us / count).toFixed(1)} µs CPU per request`);
    console.log(`and the embedded engine's searches: ${(analysisClock.engineUs / count).toFixed(1)} µs CPU per request`);
  }
  if (ANALYZER_OTHER) await compareAnalyzers(analyzer, recordedCalls.length, parsed.length);
  if (ENGINE_OTHER) await compareEngines(embedded, parsed.length);
}

/**
 * Times two sides, each call of `replay` returning CPU µs per GET request, in blocks A B B A per
 * round after one warm-up call each, so the machine's load falls on both alike; prints each side's
 * mean and B/A overall and per round.
 */
async function sideBySide(rounds: number, replay: (side: 'A' | 'B') => Promise<number> | number): Promise<void> {
  await replay('A');
  await replay('B');
  const totals = { A: 0, B: 0 };
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const a1 = await replay('A');
    const b1 = await replay('B');
    const b2 = await replay('B');
    const a2 = await replay('A');
    totals.A += a1 + a2;
    totals.B += b1 + b2;
    ratios.push((b1 + b2) / (a1 + a2));
  }
  const per = (total: number) => (total / (2 * rounds)).toFixed(1);
  console.log(
    `A ${per(totals.A)} µs, B ${per(totals.B)} µs CPU per request; B/A ${(totals.B / totals.A).toFixed(3)}, rounds ${ratios.map((r) => r.toFixed(3)).join(' ')}`,
  );
}

/**
 * BENCH_DIGEST_ENGINE_OTHER=<checkout>: the GET pass's engine queries replayed through that
 * checkout's embedded engine (A) and this run's (B), fresh engines over the documents this run
 * indexed, side by side in this process (BENCH_DIGEST_ENGINE_ROUNDS rounds, default 10). Every
 * answer of B must equal A's (the count of those that differ is printed). The replay runs the
 * engine alone, its data warm in the caches: a request in the service, between the analyzer's
 * calls, costs it more.
 */
async function compareEngines(own: typeof Embedded, requests: number): Promise<void> {
  const other = (await import(
    pathToFileURL(join(resolve(ENGINE_OTHER!), 'services/catalog/src/search/embedded/embedded.engine.ts')).href
  )) as typeof Embedded;
  const sides = { A: other.createEmbeddedSearchEngine(), B: own.createEmbeddedSearchEngine() };
  await sides.A.replaceAll(indexed.documents, 'A');
  await sides.B.replaceAll(indexed.documents, 'B');
  let differing = 0;
  for (const query of recordedQueries) if (!isDeepStrictEqual(await sides.A.search(query), await sides.B.search(query))) differing++;
  console.log(
    `embedded engine, ${recordedQueries.length} queries of ${requests} GET requests replayed, A = ${resolve(ENGINE_OTHER!)}, B = ${ROOT}; answers that differ: ${differing}`,
  );
  await sideBySide(ENGINE_ROUNDS, async (side) => {
    const started = process.cpuUsage();
    for (const query of recordedQueries) await sides[side].search(query);
    const spent = process.cpuUsage(started);
    return (spent.user + spent.system) / requests;
  });
}

/**
 * BENCH_DIGEST_ANALYZER_OTHER=<checkout>: the GET pass's analyzer calls replayed through that
 * checkout's analyzer (A) and this run's (B), fresh instances side by side in this process, in
 * blocks A B B A per round (BENCH_DIGEST_ANALYZER_ROUNDS, default 6), so the machine's load falls on
 * both alike. Prints each side's CPU µs per GET request and B/A per round.
 */
async function compareAnalyzers(own: typeof Analyzer, calls: number, requests: number): Promise<void> {
  const other = (await import(
    pathToFileURL(join(resolve(ANALYZER_OTHER!), 'services/catalog/src/search/ja-catalog-analyzer.ts')).href
  )) as typeof Analyzer;
  const sides = { A: await other.createJaCatalogAnalyzer(), B: await own.createJaCatalogAnalyzer() };
  console.log(`query analyzer, ${calls} calls of ${requests} GET requests replayed, A = ${resolve(ANALYZER_OTHER!)}, B = ${ROOT}:`);
  await sideBySide(ANALYZER_ROUNDS, (side) => {
    const started = process.cpuUsage();
    for (const [name, q] of recordedCalls) sides[side][name](q);
    const spent = process.cpuUsage(started);
    return (spent.user + spent.system) / requests;
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
