import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { SearchQuerySchema, type CatalogApi } from '@shokuji/contracts';
import { startCatalogService } from '@shokuji/catalog';
import { SHARED_CATALOG_INDEX_DIR, tempDataDir } from '../support/service-process';

/** test/relevance/judged-queries.json (drafted by judgments.draft.ts, method in README.md); blind sets (BLIND.md) share its format. */
export type Grades = Record<string, number>;
export interface JudgedQuery {
  id: string;
  class: string;
  q?: string;
  params?: Record<string, string | number>;
  concept?: string;
  judged?: Grades;
  note?: string;
}
interface JudgedFile {
  concepts: Record<string, { judged: Grades }>;
  queries: JudgedQuery[];
}

export const CUTOFF = 10;

/** The tuned set the suite's floors hold; a blind set is another file of the same format (BLIND.md). */
export const JUDGED_QUERIES_FILE = join(__dirname, 'judged-queries.json');
/** The first blind set (BLIND.md): measured, never tuned case by case. */
export const BLIND_QUERIES_1_FILE = join(__dirname, 'blind-queries-1.json');

/** The judged set a command line names with `--file <path>` (relative to the working directory), judged-queries.json without it. */
export function judgedFileOf(argv: string[]): string {
  const at = argv.indexOf('--file');
  if (at === -1) return JUDGED_QUERIES_FILE;
  const path = argv[at + 1];
  if (!path || path.startsWith('--')) throw new Error('--file needs a path');
  return resolve(path);
}

export function loadJudgedQueries(path: string = JUDGED_QUERIES_FILE): { query: JudgedQuery; grades: Grades }[] {
  const file = JSON.parse(readFileSync(path, 'utf8')) as JudgedFile;
  return file.queries.map((query) => {
    const grades = query.judged ?? (query.concept ? file.concepts[query.concept]?.judged : undefined);
    if (!grades) throw new Error(`${basename(path)}: ${query.id} has no judgments`);
    return { query, grades };
  });
}

/** Relevant (grade ≥ 1) in the top k, over the most that could be there: min(k, relevant). */
export function recallAt(ranked: string[], grades: Grades, k = CUTOFF): number {
  const relevant = Object.values(grades).filter((grade) => grade > 0).length;
  if (relevant === 0) return 1;
  return ranked.slice(0, k).filter((id) => (grades[id] ?? 0) > 0).length / Math.min(k, relevant);
}

/** nDCG with gains 2^grade − 1 and the ideal order of every judged row. */
export function ndcgAt(ranked: string[], grades: Grades, k = CUTOFF): number {
  const dcg = (gains: number[]) => gains.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(ranked.map((id) => grades[id] ?? 0)) / ideal;
}

/**
 * Precision at min(k, R), R the number of judged-relevant rows (R-precision cut at k): a query with
 * two judged rows is measured on its first two results, one with hundreds on its first k, so judging
 * only the exact name (exact, typo) does not count the names that follow it as mistakes. An answer
 * shorter than that is measured on what it returned. A query with nothing relevant (nonsense) scores
 * 1 for an empty answer and 0 for any item; an empty answer to a query that has relevant rows scores 0.
 */
export function precisionAt(ranked: string[], grades: Grades, k = CUTOFF): number {
  const relevant = Object.values(grades).filter((grade) => grade > 0).length;
  if (ranked.length === 0) return relevant === 0 ? 1 : 0;
  const depth = Math.min(k, Math.max(1, relevant), ranked.length);
  return ranked.slice(0, depth).filter((id) => (grades[id] ?? 0) > 0).length / depth;
}

export interface QueryOutcome {
  query: JudgedQuery;
  ranked: string[];
  /** The answer's total (matching items), not only the ones listed. */
  total: number;
  recall: number;
  ndcg: number;
  precision: number;
}

export interface ClassFigures {
  cls: string;
  queries: number;
  recall: number;
  ndcg: number;
  precision: number;
  /** Share of the class's queries that answered no item at all. */
  empty: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarize(outcomes: QueryOutcome[]): ClassFigures[] {
  const classes = [...new Set(outcomes.map((o) => o.query.class))];
  const figures = (cls: string, list: QueryOutcome[]): ClassFigures => ({
    cls,
    queries: list.length,
    recall: mean(list.map((o) => o.recall)),
    ndcg: mean(list.map((o) => o.ndcg)),
    precision: mean(list.map((o) => o.precision)),
    empty: mean(list.map((o) => (o.total === 0 ? 1 : 0))),
  });
  return [
    ...classes.map((cls) =>
      figures(
        cls,
        outcomes.filter((o) => o.query.class === cls),
      ),
    ),
    figures('overall', outcomes),
  ];
}

export function formatTable(engine: string, rows: ClassFigures[]): string {
  const cells = (values: (string | number)[]) =>
    values.map((value, i) => (i === 0 ? String(value).padEnd(14) : String(value).padStart(10))).join(' ');
  const lines = rows.map((r) =>
    cells([r.cls, r.queries, r.recall.toFixed(3), r.ndcg.toFixed(3), r.precision.toFixed(3), r.empty.toFixed(3)]),
  );
  return [`catalog relevance, ${engine} engine`, cells(['class', 'n', 'recall@10', 'nDCG@10', 'prec@10', 'empty']), ...lines].join('\n');
}

/**
 * The catalog service in this process on a temp DATA_DIR, as `npm start` runs it, for one engine. The
 * analysed catalog is the one every test process shares (its key names the data and the analyser, so a
 * change to either analyses afresh), not one analysed again for each run.
 */
export async function startRelevanceCatalog(engineEnv: Record<string, string>): Promise<{ api: CatalogApi; close: () => Promise<void> }> {
  const service = await startCatalogService({
    DATA_DIR: tempDataDir('relevance'),
    CATALOG_INDEX_DIR: SHARED_CATALOG_INDEX_DIR,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...engineEnv,
  });
  await service.ready;
  return { api: service.api, close: service.close };
}

/** Runs every judged query of `path` (the tuned set unless told) through CatalogApi.search (the GET /search service method). */
export async function evaluate(api: CatalogApi, path: string = JUDGED_QUERIES_FILE): Promise<QueryOutcome[]> {
  const ctx = { requestId: 'relevance', now: new Date().toISOString(), userId: 'relevance' };
  const outcomes: QueryOutcome[] = [];
  for (const { query, grades } of loadJudgedQueries(path)) {
    const input = SearchQuerySchema.parse({ ...(query.q ? { q: query.q } : {}), ...query.params, limit: CUTOFF });
    const result = await api.search(ctx, input);
    const ranked = result.items.map((item) => item.id);
    outcomes.push({
      query,
      ranked,
      total: result.total,
      recall: recallAt(ranked, grades),
      ndcg: ndcgAt(ranked, grades),
      precision: precisionAt(ranked, grades),
    });
  }
  return outcomes;
}

/** The engines to measure: embedded always; Elasticsearch when ELASTICSEARCH_URL is set. */
export function relevanceEngines(
  env: NodeJS.ProcessEnv = process.env,
): { name: string; env: Record<string, string> | null; skipReason?: string }[] {
  return [
    { name: 'embedded', env: { SEARCH_ENGINE: 'embedded' } },
    env.ELASTICSEARCH_URL
      ? {
          name: 'elasticsearch',
          env: { SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: env.ELASTICSEARCH_URL, ELASTICSEARCH_INDEX: 'relevance-catalog' },
        }
      : {
          name: 'elasticsearch',
          env: null,
          skipReason: 'ELASTICSEARCH_URL is not set (npm run test:engines brings Elasticsearch up and sets it)',
        },
  ];
}
