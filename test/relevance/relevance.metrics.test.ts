import { loadCatalogFiles } from '@shokuji/search-index';
import { loadJudgedQueries, ndcgAt, precisionAt, recallAt } from './relevance.evaluate';

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
