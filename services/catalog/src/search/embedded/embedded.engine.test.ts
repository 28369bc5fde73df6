import { TEXT_FIELDS, THEMES, gaussWeight, type EngineQuery, type FitAxis, type SearchDocument } from '../search-engine';
import { baseQuery } from '../search-engine.contract';
import { createEmbeddedSearchEngine } from './embedded.engine';

/**
 * Browses whose filter names few documents (a shop, one genre, a narrow range) start from those
 * documents' lists instead of the catalog: the same hits, order and total as the plain rule.
 */
const DOCUMENTS: SearchDocument[] = Array.from({ length: 80 }, (_, i) => ({
  id: `p_${String(i).padStart(2, '0')}`,
  type: i % 5 === 0 ? 'dish' : 'product',
  shopId: `shop-${i % 10}`,
  genres: [`genre-${i % 8}`, ...(i % 3 === 0 ? [`genre-${(i + 1) % 8}`] : [])],
  breakfastOnly: i % 7 === 0,
  numbers: {
    cal: 200 + ((i * 37) % 600),
    ...(i % 9 === 0 ? {} : { protein: (i * 13) % 40 }),
    popularity: (i * 29) % 17,
  },
  themes: Object.fromEntries(THEMES.map((theme, t) => [theme, ((i * (t + 3)) % 11) / 10])) as SearchDocument['themes'],
  text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, []])) as unknown as SearchDocument['text'],
}));

/** The rule written out plainly: filter, then key descending, then popularity descending, then id. */
function expected(documents: SearchDocument[], q: EngineQuery) {
  const { filter, order } = q;
  const passing = documents.filter(
    (d) =>
      (!filter.shopIds || filter.shopIds.includes(d.shopId ?? '')) &&
      (!filter.genres || d.genres.some((genre) => filter.genres!.includes(genre))) &&
      (!filter.types || filter.types.includes(d.type)) &&
      !(filter.excludeBreakfastOnly && d.breakfastOnly) &&
      Object.entries(filter.ranges ?? {}).every(([field, range]) => {
        const value = d.numbers[field as keyof SearchDocument['numbers']];
        return value !== undefined && value >= (range.min ?? -Infinity) && value <= (range.max ?? Infinity);
      }),
  );
  const key = (d: SearchDocument): number => {
    if (order.kind === 'field') {
      const value = d.numbers[order.field];
      return value === undefined ? -Infinity : order.direction === 'asc' ? -value : value;
    }
    if (order.kind === 'theme') return d.themes[order.theme];
    if (order.kind === 'fit') {
      const exponent = order.axes.reduce((sum, axis: FitAxis) => {
        const value = d.numbers[axis.field];
        const distance = value === undefined ? 0 : Math.max(0, Math.abs(value - axis.origin) - axis.offset);
        return sum + distance * distance * gaussWeight(axis);
      }, 0);
      return Math.exp(-exponent);
    }
    return 1;
  };
  const popularity = (d: SearchDocument) => d.numbers.popularity ?? 0;
  const sorted = passing.sort((a, b) =>
    key(a) !== key(b) ? (key(a) > key(b) ? -1 : 1) : popularity(b) - popularity(a) || (a.id < b.id ? -1 : 1),
  );
  return { total: passing.length, ids: sorted.slice(q.from, q.from + q.size).map((d) => d.id) };
}

describe('embedded engine, browses that start from a filter’s documents', () => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(DOCUMENTS, 'browse-lists'));

  it.each<[string, Partial<EngineQuery>]>([
    ['one shop in a field order', { filter: { shopIds: ['shop-3'] }, order: { kind: 'field', field: 'protein', direction: 'desc' } }],
    [
      'a shop named twice and an unknown one, in a theme order, second page',
      { filter: { shopIds: ['shop-3', 'shop-3', 'shop-none'] }, order: { kind: 'theme', theme: 'balance' }, from: 4, size: 5 },
    ],
    ['two shops in a theme order', { filter: { shopIds: ['shop-3', 'shop-7'] }, order: { kind: 'theme', theme: 'night' } }],
    [
      'one genre (also a second genre of some) in a field order',
      { filter: { genres: ['genre-2'] }, order: { kind: 'field', field: 'cal', direction: 'asc' } },
    ],
    ['an unknown genre', { filter: { genres: ['genre-none'] }, order: { kind: 'field', field: 'cal', direction: 'asc' } }],
    [
      'a narrow range with other conditions, by fit',
      {
        filter: { ranges: { cal: { min: 300, max: 420 }, protein: { min: 0 } }, excludeBreakfastOnly: true },
        order: { kind: 'fit', axes: [{ field: 'cal', origin: 350, offset: 0, scale: 80, decay: 0.5 }] },
      },
    ],
    ['a range of one value, by relevance', { filter: { ranges: { cal: { min: 237, max: 237 } } } }],
    [
      'a shop and a type, by fit',
      {
        filter: { shopIds: ['shop-5'], types: ['dish'] },
        order: { kind: 'fit', axes: [{ field: 'protein', origin: 20, offset: 1, scale: 6, decay: 0.5 }] },
      },
    ],
  ])('%s', async (_, overrides) => {
    const q = baseQuery(overrides);
    const result = await engine.search(q);
    expect({ total: result.total, ids: result.hits.map((hit) => hit.id) }).toEqual(expected(DOCUMENTS, q));
  });
});

/** Names drawn from a few tokens of very different frequencies, so a clause's rows differ in length. */
const TOKENS = ['aa', 'bb', 'cc', 'dd', 'ee', 'ff'];
const NAMED: SearchDocument[] = Array.from({ length: 120 }, (_, i) => {
  const name = TOKENS.flatMap((token, t) => {
    const times = (i * (t + 7) + t * t) % (t + 2);
    return Array.from({ length: times === 1 || (t === 0 && i % 4 !== 0) ? 1 : times > 2 ? 2 : 0 }, () => token);
  });
  return {
    ...DOCUMENTS[0]!,
    id: `n_${String(i).padStart(3, '0')}`,
    numbers: { cal: 300, popularity: i % 13 },
    text: { ...DOCUMENTS[0]!.text, name },
  };
});

/**
 * A field most documents leave empty (a dish's English name, which products lack): the same named
 * documents among as many with no name.
 */
const SPARSE: SearchDocument[] = [
  ...NAMED,
  ...NAMED.map((document) => ({ ...document, id: `e_${document.id}`, text: { ...document.text, name: [] } })),
];

/**
 * BM25 written out plainly, as Lucene (and so Elasticsearch) scores it, for the clause's distinct
 * tokens a document holds: the field's statistics (document count, average length) count only the
 * documents with a token in it.
 */
function plainTextSearch(documents: SearchDocument[], tokens: string[], minShould: number, boost: number) {
  const distinct = [...new Set(tokens)];
  const required = Math.max(1, Math.ceil(minShould * distinct.length - 1e-9));
  const withField = documents.filter((d) => d.text.name.length > 0);
  const average = withField.reduce((sum, d) => sum + d.text.name.length, 0) / withField.length;
  const hits = documents.flatMap((d) => {
    const held = distinct.filter((token) => d.text.name.includes(token));
    if (held.length < required) return [];
    const norm = 1.2 * (1 - 0.75 + (0.75 * d.text.name.length) / average);
    const score = held.reduce((sum, token) => {
      const df = documents.filter((other) => other.text.name.includes(token)).length;
      const freq = d.text.name.filter((t) => t === token).length;
      return sum + (Math.log(1 + (withField.length - df + 0.5) / (df + 0.5)) * freq) / (freq + norm);
    }, 0);
    return [{ id: d.id, score: score * boost }];
  });
  return hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

/** The engine's answer holds exactly the expected documents, each with its expected score. */
function expectTheHits(result: { total: number; hits: { id: string; score: number }[] }, expectedHits: { id: string; score: number }[]) {
  expect(result.total).toBe(expectedHits.length);
  expect(new Set(result.hits.map((hit) => hit.id))).toEqual(new Set(expectedHits.map((hit) => hit.id)));
  const scores = new Map(result.hits.map((hit) => [hit.id, hit.score]));
  for (const hit of expectedHits) expect(scores.get(hit.id)).toBeCloseTo(hit.score, 9);
}

describe.each([
  ['every document named', NAMED],
  ['half of the documents without a name', SPARSE],
])('embedded engine, clauses that need several of their tokens (%s)', (label, documents) => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(documents, `several-tokens ${label}`));

  it.each<[string[], number]>([
    [['aa', 'bb', 'cc', 'dd', 'ee', 'ff'], 0.5],
    [['ff', 'aa', 'ee', 'bb'], 0.75],
    [['bb', 'cc', 'dd', 'ee', 'ff'], 0.6],
    [['aa', 'bb'], 1],
    [['ff', 'cc', 'aa', 'ee', 'dd'], 1],
    [['aa', 'bb', 'cc', 'gg'], 0.75],
  ])('%j with minShould %d: the documents holding enough of them, scored by BM25', async (tokens, minShould) => {
    const expectedHits = plainTextSearch(documents, tokens, minShould, 2);
    expect(expectedHits.length).toBeGreaterThan(0);
    const result = await engine.search(baseQuery({ terms: [[{ field: 'name', tokens, minShould, boost: 2 }]], size: 200 }));
    expectTheHits(result, expectedHits);
  });
});

/**
 * A token nearly every document holds beside rare ones, so the common token's row is many times
 * longer than the documents that can still match (the rows that look those up instead of being
 * walked whole); a reading piece a few documents hold, for the adjacent clauses.
 */
const COMMON: SearchDocument[] = Array.from({ length: 400 }, (_, i) => ({
  ...DOCUMENTS[0]!,
  id: `c_${String(i).padStart(3, '0')}`,
  numbers: { cal: 300, popularity: i % 11 },
  text: {
    ...DOCUMENTS[0]!.text,
    name: [
      ...(i % 9 === 0 ? [] : ['zz']),
      ...(i % 37 === 0 ? ['zz'] : []),
      ...(i % 40 === 3 ? ['rr'] : []),
      ...(i % 50 === 7 ? ['qq'] : []),
      ...(i % 7 === 1 ? ['yy'] : []),
      ...(i % 3 === 0 ? ['ww'] : []),
    ],
    readingPieces: i % 23 === 5 || i % 40 === 3 ? ['pp'] : [],
  },
}));

describe('embedded engine, clauses with a row far longer than the documents that can match', () => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(COMMON, 'long-rows'));

  it.each<[string[], number, string | undefined]>([
    [['zz', 'rr'], 1, undefined],
    [['rr', 'zz', 'qq'], 0.6, undefined],
    [['zz', 'ww', 'rr', 'qq'], 0.5, undefined],
    [['zz'], 1, 'pp'],
    [['zz', 'yy'], 0.5, 'pp'],
    [['ww', 'zz', 'rr'], 0.6, 'pp'],
  ])('%j with minShould %d and reading piece %s: scored by BM25 as when every row is walked', async (tokens, minShould, piece) => {
    const allowed = (d: SearchDocument) => piece === undefined || d.text.readingPieces.includes(piece);
    const expectedHits = plainTextSearch(COMMON, tokens, minShould, 2).filter((hit) => allowed(COMMON.find((d) => d.id === hit.id)!));
    expect(expectedHits.length).toBeGreaterThan(0);
    const result = await engine.search(
      baseQuery({ terms: [[{ field: 'name', tokens, minShould, boost: 2, ...(piece ? { readingPiece: piece } : {}) }]], size: 400 }),
    );
    expectTheHits(result, expectedHits);
  });
});

/**
 * A clause of more rows than the leads' reused arrays first hold (64), many of one length (a tie the leads keep in the
 * rows' order), each document holding a stretch of the tokens.
 */
const MANY_TOKENS = Array.from({ length: 90 }, (_, i) => `t${String(i).padStart(2, '0')}`);
const STRETCHES: SearchDocument[] = Array.from({ length: 120 }, (_, i) => ({
  ...DOCUMENTS[0]!,
  id: `s_${String(i).padStart(3, '0')}`,
  numbers: { cal: 300, popularity: i % 5 },
  text: { ...DOCUMENTS[0]!.text, name: MANY_TOKENS.filter((_, t) => (t * 7 + i) % 90 < 30 + (i % 40)), readingPieces: [] },
}));

describe('embedded engine, a clause of many rows', () => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(STRETCHES, 'many-rows'));

  it.each<[string, number, string[]]>([
    ['90 tokens', 0.5, MANY_TOKENS],
    ['90 tokens in reverse', 0.7, [...MANY_TOKENS].reverse()],
    ['70 tokens', 0.3, MANY_TOKENS.slice(0, 70)],
    ['10 tokens', 0.8, MANY_TOKENS.slice(10, 20)],
  ])(
    '%s with minShould %d: the documents holding enough of the tokens, scored by BM25 as when every row is walked',
    async (_count, minShould, tokens) => {
      const expectedHits = plainTextSearch(STRETCHES, tokens, minShould, 2);
      expect(expectedHits.length).toBeGreaterThan(0);
      const result = await engine.search(baseQuery({ terms: [[{ field: 'name', tokens, minShould, boost: 2 }]], size: 200 }));
      expectTheHits(result, expectedHits);
    },
  );
});

/**
 * Calories a hair from the target (their exps round to 1 or to the doubles just below it, so several
 * tie while their exponents differ), a few steps away, and so far that exp underflows to 0.
 */
const NEAR_TARGET = 500;
const FITTING: SearchDocument[] = Array.from({ length: 60 }, (_, i) => ({
  ...DOCUMENTS[0]!,
  id: `f_${String(i).padStart(2, '0')}`,
  numbers: {
    cal: i < 20 ? NEAR_TARGET + i * 1e-7 : i < 40 ? NEAR_TARGET + (i - 20) * 7 : NEAR_TARGET + 20_000 + i,
    popularity: (i * 29) % 17,
  },
}));

describe('embedded engine, fit order where exps tie', () => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(FITTING, 'fit-ties'));
  const fit = (origin: number): EngineQuery['order'] => ({
    kind: 'fit',
    axes: [{ field: 'cal', origin, offset: 0, scale: 100, decay: 0.5 }],
  });

  it.each<[string, Partial<EngineQuery>]>([
    ['the best one', { order: fit(NEAR_TARGET), size: 1 }],
    ['a page inside the tied ones', { order: fit(NEAR_TARGET), size: 7 }],
    ['a page across the tied ones and the next', { order: fit(NEAR_TARGET), from: 15, size: 10 }],
    ['every document', { order: fit(NEAR_TARGET), size: 60 }],
    ['a page among the ones whose exp is 0', { order: fit(NEAR_TARGET), from: 42, size: 10 }],
    ['a target so far that every exp is 0', { order: fit(-1e6), size: 5 }],
  ])('%s: the order of every document’s exp, ties by popularity', async (_, overrides) => {
    const q = baseQuery(overrides);
    const result = await engine.search(q);
    expect({ total: result.total, ids: result.hits.map((hit) => hit.id) }).toEqual(expected(FITTING, q));
  });

  it('reports the exp of each hit as its score', async () => {
    const result = await engine.search(baseQuery({ order: fit(NEAR_TARGET + 30), size: 25 }));
    const weight = Math.log(2) / 100 ** 2;
    for (const hit of result.hits) {
      const distance = Math.abs(FITTING.find((d) => d.id === hit.id)!.numbers.cal! - (NEAR_TARGET + 30));
      expect(hit.score).toBe(Math.exp(-(distance * distance * weight)));
    }
  });
});

/** Values below, at and above 0, and missing, in every field a {min: 0} range is given for. */
const SIGNED: SearchDocument[] = Array.from({ length: 48 }, (_, i) => {
  const value = (k: number) => [-1, 0, 3, undefined][(i >> k) % 4];
  const numbers: SearchDocument['numbers'] = { cal: 100 + i, popularity: i % 5 };
  for (const [field, k] of [
    ['protein', 0],
    ['fat', 1],
    ['carbs', 2],
    ['price', 3],
  ] as const) {
    const v = value(k);
    if (v !== undefined) numbers[field] = v;
  }
  return { ...DOCUMENTS[0]!, id: `s_${String(i).padStart(2, '0')}`, numbers };
});

describe('embedded engine, ranges that only ask for a value ≥ 0', () => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(SIGNED, 'non-negative'));

  it.each<[string, EngineQuery['filter']]>([
    ['one field', { ranges: { protein: { min: 0 } } }],
    ['P, F and C, as a P/F/C target asks', { ranges: { protein: { min: 0 }, fat: { min: 0 }, carbs: { min: 0 } } }],
    ['with a calorie cap and a price', { ranges: { cal: { max: 140 }, carbs: { min: 0 }, price: { min: 0 } } }],
    ['{min: 0} beside a bounded range on another field', { ranges: { fat: { min: 0, max: 0 }, protein: { min: 0 } } }],
  ])('%s: the documents whose values lie in every range', async (_, filter) => {
    const q = baseQuery({ filter, order: { kind: 'field', field: 'cal', direction: 'asc' }, size: 48 });
    const result = await engine.search(q);
    expect(result.total).toBeGreaterThan(0);
    expect({ total: result.total, ids: result.hits.map((hit) => hit.id) }).toEqual(expected(SIGNED, q));
  });
});

/**
 * A budget fit on four axes over many documents: P, F and C missing from some, breakfast-only ones,
 * near-ties in every axis (values a hair apart, so exponents differ in their last places), and
 * documents far off on the first axis but on target on the others, so the ranking that stops summing
 * a document's axes once it cannot be kept meets every case where it must not stop.
 */
const BUDGET: SearchDocument[] = Array.from({ length: 400 }, (_, i) => {
  // One in five on target in every axis but for a hair of calories: their exps round to 1 or just below.
  const onTarget = i % 5 === 0;
  const numbers: SearchDocument['numbers'] = {
    cal: onTarget ? 520 + (i % 7) * 1e-7 : 200 + ((i * 53) % 700),
    popularity: (i * 31) % 23,
  };
  if (i % 11 !== 0) numbers.protein = onTarget || i % 4 === 0 ? 26 + (i % 3) * 1e-9 : (i * 7) % 60;
  if (i % 13 !== 0) numbers.fat = onTarget || i % 6 === 0 ? 12 + (i % 3) * 2e-9 : (i * 17) % 45;
  if (i % 17 !== 0) numbers.carbs = onTarget || i % 8 === 0 ? 56 : (i * 29) % 120;
  return { ...DOCUMENTS[0]!, id: `b_${String(i).padStart(3, '0')}`, breakfastOnly: i % 9 === 0, numbers };
});

/** Calories whose exponents lie from 743 to 746: their exps are the least doubles, 0 to a few units apart. */
const UNDERFLOWING: SearchDocument[] = Array.from({ length: 60 }, (_, i) => ({
  ...DOCUMENTS[0]!,
  id: `u_${String(i).padStart(2, '0')}`,
  numbers: { cal: 3274 + i * 0.1, popularity: (i * 29) % 17 },
}));

describe('embedded engine, a budget fit on several axes over many documents', () => {
  const engine = createEmbeddedSearchEngine();
  beforeAll(() => engine.replaceAll(BUDGET, 'budget-fit'));
  const axes = (cal: number): FitAxis[] => [
    { field: 'cal', origin: cal, offset: 0, scale: Math.max(80, cal * 0.25), decay: 0.5 },
    { field: 'protein', origin: 26, offset: 1, scale: 7.5, decay: 0.5 },
    { field: 'fat', origin: 12, offset: 1, scale: 6, decay: 0.5 },
    { field: 'carbs', origin: 56, offset: 1, scale: 16.5, decay: 0.5 },
  ];
  const pfc = { protein: { min: 0 }, fat: { min: 0 }, carbs: { min: 0 } };

  it.each<[string, Partial<EngineQuery>]>([
    ['every axis, the first page', { order: { kind: 'fit', axes: axes(520) } }],
    ['a page deep among the near-ties', { order: { kind: 'fit', axes: axes(520) }, from: 30, size: 15 }],
    ['a target far below every document, where the first axis weighs most', { order: { kind: 'fit', axes: axes(10) }, size: 25 }],
    [
      'a calorie cap under the target, P/F/C published, breakfast-only left out',
      { filter: { ranges: { cal: { max: 400 }, ...pfc }, excludeBreakfastOnly: true }, order: { kind: 'fit', axes: axes(557) } },
    ],
    ['the axes in another order', { order: { kind: 'fit', axes: [...axes(520)].reverse() }, size: 30 }],
    ['a target so far that every exp is 0', { order: { kind: 'fit', axes: axes(1e6) }, from: 5, size: 12 }],
    ['one result', { filter: { excludeBreakfastOnly: true }, order: { kind: 'fit', axes: axes(520) }, size: 1 }],
  ])('%s: the order of every document’s exp, ties by popularity', async (_, overrides) => {
    const q = baseQuery(overrides);
    const result = await engine.search(q);
    expect(result.hits.length).toBeGreaterThan(0);
    expect({ total: result.total, ids: result.hits.map((hit) => hit.id) }).toEqual(expected(BUDGET, q));
  });

  it('ranks exps that underflow among the least doubles as the exp of every document would', async () => {
    const underflowing = createEmbeddedSearchEngine();
    await underflowing.replaceAll(UNDERFLOWING, 'underflowing');
    for (const [from, size] of [
      [0, 5],
      [3, 8],
    ] as const) {
      const q = baseQuery({ order: { kind: 'fit', axes: [{ field: 'cal', origin: 0, offset: 0, scale: 100, decay: 0.5 }] }, from, size });
      const result = await underflowing.search(q);
      expect({ total: result.total, ids: result.hits.map((hit) => hit.id) }).toEqual(expected(UNDERFLOWING, q));
    }
  });

  it('reports the exp of each hit’s summed exponents as its score', async () => {
    const q = baseQuery({ filter: { ranges: pfc }, order: { kind: 'fit', axes: axes(480) }, size: 20 });
    const result = await engine.search(q);
    for (const hit of result.hits) {
      const numbers = BUDGET.find((d) => d.id === hit.id)!.numbers;
      const exponent = axes(480).reduce((sum, axis) => {
        const distance = Math.max(0, Math.abs(numbers[axis.field]! - axis.origin) - axis.offset);
        return sum + distance * distance * gaussWeight(axis);
      }, 0);
      expect(hit.score).toBe(Math.exp(-exponent));
    }
  });
});
