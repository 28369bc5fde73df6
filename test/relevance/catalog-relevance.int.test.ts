import {
  evaluate,
  formatTable,
  relevanceEngines,
  startRelevanceCatalog,
  summarize,
  type ClassFigures,
  type QueryOutcome,
} from './relevance.evaluate';

/**
 * Catalog relevance (API-SPEC.md → Endpoints → Catalog; docs/catalog-search.md): every judged query of judged-queries.json through
 * CatalogApi.search, recall@10 and nDCG@10 per query class and overall, on the embedded engine
 * always and on Elasticsearch when ELASTICSEARCH_URL is set (npm run test:engines).
 *
 * The floors sit a little under what the embedded engine reaches (docs/catalog-search.md →
 * Relevance), so a change to the token design that costs relevance fails here. english-ja (English
 * words for Japanese-only names) measures a known gap and only guards against getting worse.
 */
const FLOORS: Record<string, { recall: number; ndcg: number }> = {
  overall: { recall: 0.95, ndcg: 0.93 },
  kanji: { recall: 0.95, ndcg: 0.9 },
  hiragana: { recall: 0.95, ndcg: 0.93 },
  katakana: { recall: 0.95, ndcg: 0.93 },
  halfwidth: { recall: 0.95, ndcg: 0.93 },
  romaji: { recall: 0.95, ndcg: 0.93 },
  prefix: { recall: 0.93, ndcg: 0.92 },
  alias: { recall: 0.95, ndcg: 0.93 },
  english: { recall: 0.95, ndcg: 0.95 },
  'english-ja': { recall: 0.75, ndcg: 0.75 },
  exact: { recall: 0.97, ndcg: 0.95 },
  typo: { recall: 0.95, ndcg: 0.95 },
  multiword: { recall: 0.93, ndcg: 0.93 },
  budget: { recall: 0.93, ndcg: 0.9 },
};

describe.each(relevanceEngines())('catalog relevance on $name', ({ name, env, skipReason }) => {
  if (!env) {
    it.skip(`${name}: ${skipReason}`, () => undefined);
    // Printed so a run without the engine says why it measured nothing.
    console.log(`catalog relevance on ${name} skipped: ${skipReason}`);
    return;
  }

  let outcomes: QueryOutcome[] = [];
  let figures: ClassFigures[] = [];
  beforeAll(async () => {
    const catalog = await startRelevanceCatalog(env);
    try {
      outcomes = await evaluate(catalog.api);
    } finally {
      await catalog.close();
    }
    figures = summarize(outcomes);
    console.log(formatTable(name, figures));
  }, 300000);

  it('judges at least 300 queries', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(300);
  });

  it.each(Object.keys(FLOORS))('%s meets its recall@10 and nDCG@10 floors', (cls) => {
    const row = figures.find((f) => f.cls === cls);
    expect(row).toBeDefined();
    const misses = outcomes
      .filter((o) => (cls === 'overall' || o.query.class === cls) && o.recall < 1)
      .map((o) => `${o.query.id} recall ${o.recall.toFixed(2)}`);
    expect({
      cls,
      recall: row!.recall >= FLOORS[cls]!.recall,
      ndcg: row!.ndcg >= FLOORS[cls]!.ndcg,
      figures: row,
      misses: misses.slice(0, 20),
    }).toMatchObject({ recall: true, ndcg: true });
  });
});
