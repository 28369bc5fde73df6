import {
  TEXT_FIELDS,
  gaussDecay,
  type EngineQuery,
  type EngineResult,
  type SearchDocument,
  type SearchEngine,
  type SearchFilter,
  type SearchOrder,
  type TermClauses,
  type TextClause,
  type TextField,
} from '../search-engine';

/** BM25 parameters; Lucene's (and so Elasticsearch's) defaults, so both engines weigh tokens alike. */
const K1 = 1.2;
const B = 0.75;

interface Postings {
  docs: Int32Array;
  freqs: Uint16Array;
}

/** What a search needs of a document once its text is in the postings (the token lists are dropped). */
type IndexedDocument = Omit<SearchDocument, 'text'>;

interface FieldIndex {
  postings: Map<string, Postings>;
  lengths: Float64Array;
  averageLength: number;
}

interface Index {
  documents: IndexedDocument[];
  fields: Record<TextField, FieldIndex>;
}

function buildFieldIndex(documents: SearchDocument[], field: TextField): FieldIndex {
  const building = new Map<string, { docs: number[]; freqs: number[] }>();
  const lengths = new Float64Array(documents.length);
  let total = 0;
  documents.forEach((document, docIndex) => {
    const tokens = document.text[field];
    lengths[docIndex] = tokens.length;
    total += tokens.length;
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const [token, freq] of counts) {
      let list = building.get(token);
      if (!list) building.set(token, (list = { docs: [], freqs: [] }));
      list.docs.push(docIndex);
      list.freqs.push(freq);
    }
  });
  // Typed arrays take a fraction of the memory of number arrays for ~25,000 documents' tokens.
  const postings = new Map<string, Postings>();
  for (const [token, list] of building) postings.set(token, { docs: Int32Array.from(list.docs), freqs: Uint16Array.from(list.freqs) });
  return { postings, lengths, averageLength: documents.length ? total / documents.length : 0 };
}

function buildIndex(documents: SearchDocument[]): Index {
  const fields = Object.fromEntries(TEXT_FIELDS.map((field) => [field, buildFieldIndex(documents, field)])) as Record<TextField, FieldIndex>;
  // The token lists live on only in the postings: keeping them per document doubled the service's memory.
  return { documents: documents.map(({ text: _text, ...stored }) => stored), fields };
}

/** Per-document accumulators reused by every clause (a search runs synchronously, one clause at a time). */
interface Scratch {
  score: Float64Array;
  hits: Uint16Array;
  touched: Int32Array;
}
const scratchOf = new WeakMap<Index, Scratch>();

/** Scores of the documents one clause matches: BM25 summed over its matched tokens, times its boost. */
function matchClause(index: Index, clause: TextClause): Map<number, number> {
  const field = index.fields[clause.field];
  const tokens = [...new Set(clause.tokens)];
  const required = Math.max(1, Math.ceil(clause.minShould * tokens.length - 1e-9));
  const lists = tokens.flatMap((token) => field.postings.get(token) ?? []);
  const result = new Map<number, number>();
  // Most clauses of a term fail outright (a food word against the shop field): no posting walk then.
  if (lists.length < required) return result;
  const count = index.documents.length;
  let scratch = scratchOf.get(index);
  if (!scratch) scratchOf.set(index, (scratch = { score: new Float64Array(count), hits: new Uint16Array(count), touched: new Int32Array(count) }));
  const { score, hits, touched } = scratch;
  let touchedCount = 0;
  const averageLength = field.averageLength || 1;
  for (const postings of lists) {
    const idf = Math.log(1 + (count - postings.docs.length + 0.5) / (postings.docs.length + 0.5));
    for (let i = 0; i < postings.docs.length; i++) {
      const doc = postings.docs[i]!;
      const freq = postings.freqs[i]!;
      const norm = K1 * (1 - B + (B * field.lengths[doc]!) / averageLength);
      if (hits[doc] === 0) touched[touchedCount++] = doc;
      // Lucene's BM25 (without the constant k1 + 1 factor), so scores match Elasticsearch's.
      hits[doc] = hits[doc]! + 1;
      score[doc] = score[doc]! + (idf * freq) / (freq + norm);
    }
  }
  for (let t = 0; t < touchedCount; t++) {
    const doc = touched[t]!;
    if (hits[doc]! >= required) result.set(doc, score[doc]! * clause.boost);
    hits[doc] = 0;
    score[doc] = 0;
  }
  return result;
}

/** A term matches through its best clause (dis_max), as in the Elasticsearch query. */
function matchTerm(index: Index, term: TermClauses): Map<number, number> {
  const best = new Map<number, number>();
  for (const clause of term) {
    for (const [doc, score] of matchClause(index, clause)) best.set(doc, Math.max(best.get(doc) ?? 0, score));
  }
  return best;
}

/** The filter compiled once per query: a search tests every candidate, up to the whole catalog. */
function compileFilter(filter: SearchFilter): (document: IndexedDocument) => boolean {
  const types = filter.types ? new Set(filter.types) : null;
  const shopIds = filter.shopIds ? new Set(filter.shopIds) : null;
  const genres = filter.genres ? new Set(filter.genres) : null;
  const ranges = Object.entries(filter.ranges ?? {}).map(([field, range]) => ({
    field: field as keyof IndexedDocument['numbers'],
    min: range.min ?? -Infinity,
    max: range.max ?? Infinity,
  }));
  const excludeBreakfastOnly = filter.excludeBreakfastOnly === true;
  return (document) => {
    if (types && !types.has(document.type)) return false;
    if (shopIds && !(document.shopId && shopIds.has(document.shopId))) return false;
    if (genres && !document.genres.some((genre) => genres.has(genre))) return false;
    if (excludeBreakfastOnly && document.breakfastOnly) return false;
    for (const range of ranges) {
      const value = document.numbers[range.field];
      if (value === undefined || value < range.min || value > range.max) return false;
    }
    return true;
  };
}

/**
 * The first `count` items of `items` in `compare` order, without sorting all of them: a bounded
 * max-heap keeps the best `count` seen (a full-catalog browse ranks ~25,000 documents for 20).
 * `compare` must be a total order (ties end on the unique id), so the result equals a full sort's.
 */
function topK<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  const heap: T[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < count && compare(heap[left]!, heap[worst]!) > 0) worst = left;
        if (right < count && compare(heap[right]!, heap[worst]!) > 0) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(compare);
}

type Ranked = { doc: number; score: number; sortValue: number | undefined };

function orderScore(document: IndexedDocument, textScore: number, query: EngineQuery): Ranked['sortValue'] | number {
  const order: SearchOrder = query.order;
  switch (order.kind) {
    case 'relevance':
      return textScore * (1 + query.popularityFactor * Math.log1p(document.numbers.popularity ?? 0));
    case 'fit':
      return order.axes.reduce((product, axis) => product * gaussDecay(document.numbers[axis.field] ?? axis.origin, axis), 1);
    case 'theme':
      return document.themes[order.theme];
    case 'field':
      return document.numbers[order.field];
  }
}

/**
 * The in-process engine: inverted indexes over the pre-analyzed token fields, BM25 per field,
 * filters and orders evaluated in memory. ~27,000 documents index in well under a second.
 */
export function createEmbeddedSearchEngine(): SearchEngine {
  let index: Index = buildIndex([]);

  return {
    name: 'embedded',

    async replaceAll(documents) {
      // Searches keep using the old index until the new one is complete.
      index = buildIndex(documents);
    },

    async search(query): Promise<EngineResult> {
      const current = index;
      let candidates: Map<number, number> | null = null;
      for (const term of query.terms) {
        const matches = matchTerm(current, term);
        if (candidates === null) candidates = matches;
        else {
          const next = new Map<number, number>();
          for (const [doc, score] of candidates) {
            const termScore = matches.get(doc);
            if (termScore !== undefined) next.set(doc, score + termScore);
          }
          candidates = next;
        }
        if (candidates.size === 0) break;
      }
      const excluded = new Set<number>();
      for (const term of query.excluded) for (const doc of matchTerm(current, term).keys()) excluded.add(doc);

      const passes = compileFilter(query.filter);
      const ranked: Ranked[] = [];
      const consider = (doc: number, textScore: number) => {
        const document = current.documents[doc]!;
        if (excluded.has(doc) || !passes(document)) return;
        const value = orderScore(document, textScore, query);
        ranked.push({ doc, score: query.order.kind === 'field' ? 1 : (value ?? 0), sortValue: value });
      };
      if (candidates === null) current.documents.forEach((_, doc) => consider(doc, 1));
      else for (const [doc, score] of candidates) consider(doc, score);

      const popularity = (r: Ranked) => current.documents[r.doc]!.numbers.popularity ?? 0;
      const id = (r: Ranked) => current.documents[r.doc]!.id;
      const direction = query.order.kind === 'field' && query.order.direction === 'asc' ? 1 : -1;
      const compare = (a: Ranked, b: Ranked) => {
        // Documents without the sorted value go last, then popularity, then id, as in the Elasticsearch sort.
        if (a.sortValue === undefined || b.sortValue === undefined) {
          if (a.sortValue !== b.sortValue) return a.sortValue === undefined ? 1 : -1;
        } else if (a.sortValue !== b.sortValue) return direction * (a.sortValue - b.sortValue);
        return popularity(b) - popularity(a) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);
      };
      return {
        total: ranked.length,
        hits: topK(ranked, query.from + query.size, compare)
          .slice(query.from)
          .map((r) => ({ id: id(r), score: r.score })),
      };
    },

    async count() {
      return index.documents.length;
    },
    async ping() {},
    async close() {},
  };
}
