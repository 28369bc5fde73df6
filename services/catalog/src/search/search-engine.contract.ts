import { SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX } from '@shokuji/contracts';
import type { CatalogEntry } from '../store/catalog-store';
import { computeThemes } from './catalog-themes';
import { TEXT_FIELDS, THEMES, type EngineQuery, type SearchDocument, type SearchEngine, type TextField } from './search-engine';

/**
 * One behaviour contract for every SearchEngine (embedded, Elasticsearch), on hand-made token
 * documents so it tests the engine alone. Known differences would be data here, not copies.
 */
function doc(
  id: string,
  overrides: Partial<Omit<SearchDocument, 'text'>> & { text?: Partial<Record<TextField, string[]>> } = {},
): SearchDocument {
  const { text, ...rest } = overrides;
  return {
    id,
    type: 'product',
    shopId: 'shop-a',
    genres: ['gyudon'],
    breakfastOnly: false,
    numbers: { cal: 500, protein: 20, fat: 15, carbs: 70, price: 500, popularity: 100 },
    themes: Object.fromEntries(THEMES.map((theme) => [theme, 0.5])) as SearchDocument['themes'],
    ...rest,
    text: { ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, []])), ...text } as SearchDocument['text'],
  };
}

const DOCUMENTS: SearchDocument[] = [
  doc('p_1', {
    text: {
      name: ['ぎゅ', 'ゅう', 'うど', 'どん'],
      readingPieces: ['ぎゅう', 'ぎゅうど', 'ぎゅうどん', 'どん'],
      shop: ['まつ', 'つや'],
      words: ['gyudon', 'ぎゅうどん'],
    },
    numbers: { cal: 650, protein: 22, fat: 20, carbs: 90, price: 480, popularity: 900, releasedDay: 20000 },
  }),
  doc('p_2', {
    text: {
      name: ['ぶた', 'たど', 'どん'],
      readingPieces: ['ぶた', 'ぶたど', 'ぶたどん', 'たど', 'たどん', 'どん'],
      shop: ['まつ', 'つや'],
      words: ['butadon'],
    },
    numbers: { cal: 700, protein: 18, fat: 25, carbs: 95, price: 520, popularity: 300, releasedDay: 20100 },
  }),
  doc('p_3', {
    text: { name: ['ぎゅ', 'ゅう', 'うど', 'どん', 'おお', 'おも', 'もり'], words: ['gyudon', 'omori', 'gyudonomori'] },
    numbers: { cal: 900, protein: 30, fat: 30, carbs: 120, price: 650, popularity: 500 },
  }),
  doc('g_4', {
    type: 'dish',
    shopId: null,
    genres: ['teishoku'],
    text: { name: ['さけ', 'けの'], components: ['さけ'] },
    numbers: { cal: 200, protein: 25, fat: 8, carbs: 1, popularity: 50 },
  }),
  doc('p_5', {
    genres: ['cafe'],
    shopId: 'shop-b',
    breakfastOnly: true,
    text: { name: ['もー', 'ーに', 'にん', 'んぐ'] },
    numbers: { cal: 400, popularity: 10, price: 390 },
  }),
];

/** A row as the catalog holds it, for the themes the index computes from one (the low-salt case). */
const LOW_SALT_ENTRY: CatalogEntry = {
  id: 'p_0',
  type: 'product',
  numericId: 0,
  name: '',
  nameEn: null,
  shopId: null,
  shopName: null,
  cal: 0,
  protein: 10,
  fat: 10,
  carbs: 50,
  price: null,
  category: '',
  productType: null,
  genres: [],
  breakfastOnly: false,
  kidsMenu: false,
  releasedAt: null,
  popularity: 0,
  status: 'active',
  components: undefined,
  detailedNutrition: undefined,
};

/** A query with every field at its plainest, changed by `overrides` (also the engine unit tests' start). */
export const baseQuery = (overrides: Partial<EngineQuery> = {}): EngineQuery => ({
  terms: [],
  excluded: [],
  filter: {},
  order: { kind: 'relevance' },
  popularityFactor: 0,
  from: 0,
  size: 10,
  ...overrides,
});

const nameClause = (tokens: string[], minShould = 1, boost = 1) => ({ field: 'name' as const, tokens, minShould, boost });

/** A query of each kind, for comparing a restored index with the one built: same hits, scores and totals. */
const RESTORE_QUERIES: Partial<EngineQuery>[] = [
  { terms: [[nameClause(['ぎゅ', 'ゅう', 'うど', 'どん'], 0.5)]], popularityFactor: 0.1 },
  { terms: [[{ field: 'words', tokens: ['gyudom'], minShould: 1, boost: 1, fuzzy: 1 }]] },
  { terms: [[nameClause(['どん'])]], excluded: [[nameClause(['おお', 'もり'])]], filter: { shopIds: ['shop-a'], genres: ['gyudon'] } },
  { terms: [[{ ...nameClause(['うど', 'どん']), readingPiece: 'ぎゅうどん' }]] },
  { terms: [[{ ...nameClause(['どん']), notReadingPieces: ['ぶたど'] }]] },
  {
    filter: { types: ['product'], excludeBreakfastOnly: true, ranges: { cal: { min: 600 } } },
    order: { kind: 'field', field: 'price', direction: 'desc' },
  },
  { order: { kind: 'fit', axes: [{ field: 'protein', origin: 25, offset: 2, scale: 10, decay: 0.5 }] } },
  { order: { kind: 'theme', theme: 'balance' }, from: 1, size: 3 },
];

/** `openEngine` gives a new engine over the same storage on each call (the restore case opens a second one). */
export function describeSearchEngineContract(openEngine: () => Promise<SearchEngine>): void {
  let engine: SearchEngine;
  const ids = async (query: Partial<EngineQuery>) => (await engine.search(baseQuery(query))).hits.map((hit) => hit.id);

  beforeAll(async () => {
    engine = await openEngine();
    await engine.replaceAll(DOCUMENTS, `contract-${Date.now()}`);
  }, 60000);
  afterAll(async () => {
    await engine.close();
  });

  it('counts its documents', async () => {
    expect(await engine.count()).toBe(DOCUMENTS.length);
  });

  it('matches a term only when its share of tokens is present', async () => {
    expect(new Set(await ids({ terms: [[nameClause(['ぎゅ', 'ゅう', 'うど', 'どん'])]] }))).toEqual(new Set(['p_1', 'p_3']));
    expect(new Set(await ids({ terms: [[nameClause(['ぎゅ', 'ゅう', 'うど', 'どん'], 0.25)]] }))).toEqual(new Set(['p_1', 'p_2', 'p_3']));
    expect(new Set(await ids({ terms: [[nameClause(['ぎゅ', 'ゅう', 'うど', 'どん'], 0.5)]] }))).toEqual(new Set(['p_1', 'p_3']));
  });

  it('ranks the shorter exact name first (BM25 length normalisation)', async () => {
    expect((await ids({ terms: [[nameClause(['ぎゅ', 'ゅう', 'うど', 'どん'])]] }))[0]).toBe('p_1');
  });

  it('needs every term (AND across terms), each through any of its clauses', async () => {
    const gyudonAtShop = [[nameClause(['どん'])], [{ field: 'shop' as const, tokens: ['まつ', 'つや'], minShould: 1, boost: 1 }]];
    expect(new Set(await ids({ terms: gyudonAtShop }))).toEqual(new Set(['p_1', 'p_2']));
    const viaComponents = [[nameClause(['ないよ']), { field: 'components' as const, tokens: ['さけ'], minShould: 1, boost: 1 }]];
    expect(await ids({ terms: viaComponents })).toEqual(['g_4']);
  });

  it('matches a fuzzy clause within its edits, nearer and more frequent spellings first (Lucene blended frequencies)', async () => {
    const fuzzy = (token: string, edits: number) => [[{ field: 'words' as const, tokens: [token], minShould: 1, boost: 1, fuzzy: edits }]];
    expect(await ids({ terms: fuzzy('gyudom', 1) })).toEqual(['p_1', 'p_3']);
    expect(await ids({ terms: fuzzy('gyuddm', 1) })).toEqual([]);
    expect(new Set(await ids({ terms: fuzzy('gyuddm', 2) }))).toEqual(new Set(['p_1', 'p_3']));
    // butadon is 1 edit from butadom (similarity 1 − 1/7), gyudon 3: only the pork bowl.
    expect(await ids({ terms: fuzzy('butadom', 1) })).toEqual(['p_2']);
    const [first] = (await engine.search(baseQuery({ terms: fuzzy('gyudom', 1) }))).hits;
    const exact = (await engine.search(baseQuery({ terms: fuzzy('gyudon', 1) }))).hits[0]!;
    // One edit away scores 1 − 1/6 of the exact spelling, in both engines.
    expect(first!.score / exact.score).toBeCloseTo(5 / 6, 4);
  });

  it('keeps the first character of a fuzzy clause that asks it to (prefix_length 1), counting the edits on the rest', async () => {
    const fuzzy = (token: string, edits: number, fuzzyKeepsFirst: boolean) => [
      [{ field: 'words' as const, tokens: [token], minShould: 1, boost: 1, fuzzy: edits, fuzzyKeepsFirst }],
    ];
    // kyudon is one edit from gyudon, in its first letter.
    expect(new Set(await ids({ terms: fuzzy('kyudon', 1, false) }))).toEqual(new Set(['p_1', 'p_3']));
    expect(await ids({ terms: fuzzy('kyudon', 1, true) })).toEqual([]);
    // An edit after the first letter still counts as one, scored as without the option.
    expect(await ids({ terms: fuzzy('gyudom', 1, true) })).toEqual(['p_1', 'p_3']);
    const kept = (await engine.search(baseQuery({ terms: fuzzy('gyudom', 1, true) }))).hits;
    expect(kept).toEqual((await engine.search(baseQuery({ terms: fuzzy('gyudom', 1, false) }))).hits);
  });

  it('matches an adjacent clause only in the documents whose reading pieces hold its piece, scored as the clause alone', async () => {
    const udon = nameClause(['うど', 'どん']);
    // p_1 and p_3 hold both bigrams, yet neither reading holds うどん as a piece (ぎゅう's う only lengthens ぎゅ).
    expect(await ids({ terms: [[{ ...udon, readingPiece: 'うどん' }]] })).toEqual([]);
    expect(await ids({ terms: [[{ ...udon, readingPiece: 'ぎゅうどん' }]] })).toEqual(['p_1']);
    const don = nameClause(['どん']);
    expect(new Set(await ids({ terms: [[{ ...don, readingPiece: 'どん' }]] }))).toEqual(new Set(['p_1', 'p_2']));
    const adjacent = await engine.search(baseQuery({ terms: [[{ ...don, readingPiece: 'ぶたどん' }]] }));
    const alone = await engine.search(baseQuery({ terms: [[don]] }));
    expect(adjacent.hits).toEqual(alone.hits.filter((hit) => hit.id === 'p_2'));
    expect(adjacent.total).toBe(1);
  });

  it('keeps out of a clause the documents whose reading pieces hold one of its excluded pieces, scored as the clause alone', async () => {
    const don = nameClause(['どん']);
    const alone = await engine.search(baseQuery({ terms: [[don]] }));
    const without = await engine.search(baseQuery({ terms: [[{ ...don, notReadingPieces: ['ぶたど', 'none'] }]] }));
    expect(without.hits).toEqual(alone.hits.filter((hit) => hit.id !== 'p_2'));
    expect(without.total).toBe(alone.total - 1);
    // With adjacency too: the piece's documents less the excluded ones.
    expect(await ids({ terms: [[{ ...don, readingPiece: 'どん', notReadingPieces: ['ぎゅう'] }]] })).toEqual(['p_2']);
    // Only that clause: the term still matches the document through another of its clauses.
    expect(new Set(await ids({ terms: [[{ ...don, notReadingPieces: ['ぶたど'] }, nameClause(['ぶた'])]] }))).toEqual(
      new Set(alone.hits.map((hit) => hit.id)),
    );
    expect(await ids({ terms: [[{ ...don, notReadingPieces: ['ぎゅう', 'ぶたど'] }]] })).toEqual(['p_3']);
  });

  it('drops documents matching an excluded term', async () => {
    expect(new Set(await ids({ terms: [[nameClause(['どん'])]], excluded: [[nameClause(['おお', 'もり'])]] }))).toEqual(
      new Set(['p_1', 'p_2']),
    );
  });

  it('filters by type, shop, genre, breakfast-only and numeric ranges (absent values never match a range)', async () => {
    expect(await ids({ filter: { types: ['dish'] } })).toEqual(['g_4']);
    expect(await ids({ filter: { shopIds: ['shop-b'] } })).toEqual(['p_5']);
    expect(new Set(await ids({ filter: { genres: ['teishoku', 'cafe'] } }))).toEqual(new Set(['g_4', 'p_5']));
    expect(await ids({ filter: { excludeBreakfastOnly: true, ranges: { cal: { max: 450 } } } })).toEqual(['g_4']);
    expect(new Set(await ids({ filter: { ranges: { cal: { min: 600, max: 700 } } } }))).toEqual(new Set(['p_1', 'p_2']));
    expect(await ids({ filter: { ranges: { protein: { min: 0 } }, types: ['product'], shopIds: ['shop-b'] } })).toEqual([]);
  });

  it('orders without a query by popularity, and by a field with missing values last', async () => {
    expect(await ids({ popularityFactor: 1 })).toEqual(['p_1', 'p_3', 'p_2', 'g_4', 'p_5']);
    expect(await ids({ order: { kind: 'field', field: 'cal', direction: 'asc' } })).toEqual(['g_4', 'p_5', 'p_1', 'p_2', 'p_3']);
    expect(await ids({ order: { kind: 'field', field: 'price', direction: 'asc' } })).toEqual(['p_5', 'p_1', 'p_2', 'p_3', 'g_4']);
    expect((await ids({ order: { kind: 'field', field: 'releasedDay', direction: 'desc' } })).slice(0, 2)).toEqual(['p_2', 'p_1']);
  });

  it('orders by fit to a target with Gaussian decay, ties by popularity', async () => {
    const fit = { kind: 'fit' as const, axes: [{ field: 'cal' as const, origin: 680, offset: 0, scale: 100, decay: 0.5 }] };
    expect(await ids({ order: fit, size: 2 })).toEqual(['p_2', 'p_1']);
    const result = await engine.search(baseQuery({ order: fit, size: 1 }));
    // 700 kcal is 20 kcal from 680: exp(-(20²)/(2σ²)) with σ² = 100²/(2 ln 2).
    expect(result.hits[0]!.score).toBeCloseTo(Math.exp(-(20 * 20) / ((2 * (100 * 100)) / (2 * Math.log(2)))), 4);
  });

  it('orders by a theme value', async () => {
    const themed = DOCUMENTS.map((d, i) => ({ ...d, themes: { ...d.themes, protein: i / 10 } }));
    await engine.replaceAll(themed, `contract-themes-${Date.now()}`);
    expect(await ids({ order: { kind: 'theme', theme: 'protein' } })).toEqual(['p_5', 'g_4', 'p_3', 'p_2', 'p_1']);
    await engine.replaceAll(DOCUMENTS, `contract-again-${Date.now()}`);
  });

  it('orders by the low-salt theme: the fewest grams of salt first, a row with no salt value last, not as 0 g', async () => {
    // Round 35: each document's value as the index computes it from its row (catalog-themes.ts), salt per serving or none.
    const salts: Record<string, number | undefined> = { p_1: 2.5, p_2: undefined, p_3: 0.4, g_4: 1.2, p_5: 0 };
    const salted = DOCUMENTS.map((d) => ({
      ...d,
      themes: computeThemes({
        ...LOW_SALT_ENTRY,
        cal: d.numbers.cal ?? 0,
        detailedNutrition: salts[d.id] === undefined ? undefined : { salt: salts[d.id] },
      }),
    }));
    await engine.replaceAll(salted, `contract-low-salt-${Date.now()}`);
    expect(await ids({ order: { kind: 'theme', theme: 'low-salt' } })).toEqual(['p_5', 'p_3', 'g_4', 'p_1', 'p_2']);
    // Filtered and paged as any order: the rows within 600 kcal, from the second.
    const within = { filter: { ranges: { cal: { max: 600 } } }, order: { kind: 'theme' as const, theme: 'low-salt' as const }, from: 1 };
    expect(await ids(within)).toEqual(['g_4']);
    await engine.replaceAll(DOCUMENTS, `contract-again-${Date.now()}`);
  });

  it('pages with from/size and reports the full total', async () => {
    const page = await engine.search(baseQuery({ from: 2, size: 2, popularityFactor: 1 }));
    expect(page.total).toBe(5);
    expect(page.hits.map((hit) => hit.id)).toEqual(['p_2', 'g_4']);
  });

  it('serves the deepest page GET /search asks for (offset 10,000, limit 50)', async () => {
    const page = await engine.search(baseQuery({ from: SEARCH_OFFSET_MAX, size: SEARCH_LIMIT_MAX }));
    expect(page).toEqual({ total: DOCUMENTS.length, hits: [] });
  });

  it('restores in a new engine the index it built for a key, and nothing for another key', async () => {
    const key = `contract-restore-${Date.now()}`;
    await engine.replaceAll(DOCUMENTS, key);
    const reopened = await openEngine();
    try {
      expect(await reopened.restore(`contract-never-built-${Date.now()}`)).toBe(false);
      expect(await reopened.restore(key)).toBe(true);
      expect(await reopened.count()).toBe(DOCUMENTS.length);
      for (const query of RESTORE_QUERIES) expect(await reopened.search(baseQuery(query))).toEqual(await engine.search(baseQuery(query)));
    } finally {
      await reopened.close();
    }
  });

  it('keeps answering during a rebuild and switches at once', async () => {
    const rebuilt = engine.replaceAll(
      [...DOCUMENTS, doc('p_6', { text: { name: ['あた', 'たら', 'らし'] } })],
      `contract-rebuild-${Date.now()}`,
    );
    expect((await engine.search(baseQuery())).total).toBeGreaterThanOrEqual(5);
    await rebuilt;
    expect(await ids({ terms: [[nameClause(['あた', 'たら', 'らし'])]] })).toEqual(['p_6']);
    expect(await engine.count()).toBe(6);
  });
}
