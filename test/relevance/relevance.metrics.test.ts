import { SearchQuerySchema } from '@shokuji/contracts';
import { loadCatalogFiles } from '@shokuji/search-index';
import {
  BLIND_QUERIES_1_FILE,
  JUDGED_QUERIES_FILE,
  judgedFileOf,
  loadJudgedQueries,
  ndcgAt,
  precisionAt,
  recallAt,
} from './relevance.evaluate';

describe('relevance metrics', () => {
  const grades = { a: 2, b: 1, c: 2 };

  it('recall@k counts grade ≥ 1 hits over min(k, relevant)', () => {
    expect(recallAt(['a', 'x', 'b'], grades)).toBeCloseTo(2 / 3);
    expect(recallAt(['a', 'b'], grades, 2)).toBe(1);
    expect(recallAt(['x'], {})).toBe(1);
  });

  it('nDCG@k is 1 for the ideal order and lower when a 2 comes after a 1', () => {
    expect(ndcgAt(['a', 'c', 'b'], grades)).toBeCloseTo(1);
    expect(ndcgAt(['b', 'a', 'c'], grades)).toBeLessThan(1);
    expect(ndcgAt(['x', 'y'], grades)).toBe(0);
  });

  it('precision is measured at min(k, relevant, returned), and an empty answer is right only when nothing is relevant', () => {
    expect(precisionAt(['a', 'x', 'b', 'y'], grades)).toBeCloseTo(2 / 3);
    expect(precisionAt(['a', 'c', 'b', 'x', 'y'], grades)).toBe(1);
    expect(precisionAt(['x', 'a'], { a: 2 })).toBe(0);
    expect(precisionAt(['a'], grades)).toBe(1);
    expect(precisionAt([], {})).toBe(1);
    expect(precisionAt(['x'], {})).toBe(0);
    expect(precisionAt([], grades)).toBe(0);
  });
});

describe('judged-queries.json', () => {
  it('judges only rows the catalog can show, and gives every query but nonsense something relevant', async () => {
    const { products, dishes } = await loadCatalogFiles();
    const searchable = new Set([
      ...products.filter((row) => row.status === 'active').map((row) => `p_${row.productId}`),
      ...dishes.filter((row) => row.status === 'active').map((row) => `g_${row.dishId}`),
    ]);
    const judgedQueries = loadJudgedQueries();
    const unsearchable = judgedQueries.flatMap(({ query, grades }) =>
      Object.keys(grades)
        .filter((id) => !searchable.has(id))
        .map((id) => `${query.id} ${id}`),
    );
    expect(unsearchable).toEqual([]);
    const nothingToFind = judgedQueries.filter(
      ({ query, grades }) => query.class !== 'nonsense' && !Object.values(grades).some((grade) => grade > 0),
    );
    expect(nothingToFind.map(({ query }) => query.id)).toEqual([]);
  });
});

describe('blind-queries-1.json (BLIND.md; read here, never searched)', () => {
  it('loads through the loader from its own path, apart from the tuned set', () => {
    const blind = loadJudgedQueries(BLIND_QUERIES_1_FILE);
    expect(blind.length).toBeGreaterThanOrEqual(100);
    expect(blind.every(({ query }) => query.id.startsWith('bs-') && query.note && query.judged)).toBe(true);
    const refused = blind.filter(
      ({ query }) => !SearchQuerySchema.safeParse({ ...(query.q ? { q: query.q } : {}), ...query.params, limit: 10 }).success,
    );
    expect(refused.map(({ query }) => query.id)).toEqual([]);
    const tunedIds = new Set(loadJudgedQueries().map(({ query }) => query.id));
    expect(blind.filter(({ query }) => tunedIds.has(query.id))).toEqual([]);
  });

  it('judges only rows the catalog can show, and gives every query but nonsense something relevant', async () => {
    const { products, dishes } = await loadCatalogFiles();
    const searchable = new Set([
      ...products.filter((row) => row.status === 'active').map((row) => `p_${row.productId}`),
      ...dishes.filter((row) => row.status === 'active').map((row) => `g_${row.dishId}`),
    ]);
    const blind = loadJudgedQueries(BLIND_QUERIES_1_FILE);
    const unsearchable = blind.flatMap(({ query, grades }) =>
      Object.keys(grades)
        .filter((id) => !searchable.has(id) || ![1, 2].includes(grades[id]!))
        .map((id) => `${query.id} ${id}`),
    );
    expect(unsearchable).toEqual([]);
    const nothingToFind = blind.filter(
      ({ query, grades }) => query.class !== 'nonsense' && !Object.values(grades).some((grade) => grade > 0),
    );
    expect(nothingToFind.map(({ query }) => query.id)).toEqual([]);
    const nonsenseJudged = blind.filter(({ query, grades }) => query.class === 'nonsense' && Object.keys(grades).length > 0);
    expect(nonsenseJudged.map(({ query }) => query.id)).toEqual([]);
  });

  it('the report measures the file --file names, the tuned set without it', () => {
    expect(judgedFileOf(['node', 'relevance.report.ts'])).toBe(JUDGED_QUERIES_FILE);
    expect(judgedFileOf(['node', 'relevance.report.ts', '--misses', '--file', BLIND_QUERIES_1_FILE])).toBe(BLIND_QUERIES_1_FILE);
    expect(() => judgedFileOf(['node', 'relevance.report.ts', '--file'])).toThrow('--file needs a path');
  });
});
