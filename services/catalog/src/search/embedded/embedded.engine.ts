import {
  gaussWeight,
  NUMERIC_FIELDS,
  type EngineResult,
  type NumericField,
  type SearchEngine,
  type SearchFilter,
  type SearchOrder,
  type TermClauses,
  type TextClause,
} from '../search-engine';
import { FuzzyTermTrie } from '@shokuji/ja-text';
import { buildEmbeddedIndexData, type CodedColumn, type DocumentColumns, type EmbeddedIndexData, type FieldIndex } from './embedded-index';
import { readIndexSnapshot, snapshotFile, writeIndexSnapshot } from './embedded-index.snapshot';
import { docsInRange, groupByBit, groupByCode, groupDocs, sortByValue, type DocGroups } from './doc-lists';
import { BestDocsHeap, topDocs } from './top-docs';

/** Documents with a score each, listed so that clearing costs only what was added. */
class ScoredDocs {
  readonly docs: Int32Array;
  readonly score: Float64Array;
  readonly has: Uint8Array;
  count = 0;

  constructor(size: number) {
    this.docs = new Int32Array(size);
    this.score = new Float64Array(size);
    this.has = new Uint8Array(size);
  }

  /** Adds the document, or keeps the higher of its scores (a term's dis_max over its clauses). */
  raise(doc: number, score: number): void {
    if (this.has[doc] === 0) {
      this.has[doc] = 1;
      this.docs[this.count++] = doc;
      this.score[doc] = Math.max(0, score);
    } else this.score[doc] = Math.max(this.score[doc]!, score);
  }

  /** Keeps the documents `other` holds too, adding its scores. */
  intersect(other: ScoredDocs): void {
    let kept = 0;
    for (let i = 0; i < this.count; i++) {
      const doc = this.docs[i]!;
      if (other.has[doc] === 1) {
        this.score[doc] = this.score[doc]! + other.score[doc]!;
        this.docs[kept++] = doc;
      } else this.has[doc] = 0;
    }
    this.count = kept;
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) this.has[this.docs[i]!] = 0;
    this.count = 0;
  }
}

/** Per-document work arrays reused by every search (a search runs synchronously, start to end). */
interface Scratch {
  clauseScore: Float64Array;
  clauseHits: Uint16Array;
  clauseTouched: Int32Array;
  /** The touched documents a clause's long rows look up, ascending (raiseMatchesOfSeveral). */
  clauseCandidates: Int32Array;
  /** 1 for the documents an adjacent clause may match (TextClause.readingPiece); all 0 between clauses. */
  clauseAllowed: Uint8Array;
  term: ScoredDocs;
  candidates: ScoredDocs;
  excluded: ScoredDocs;
  ranked: Int32Array;
  rankKey: Float64Array;
}

interface Index extends EmbeddedIndexData {
  /** 0 … count − 1: the source of a search without text terms. */
  allDocs: Int32Array;
  scratch: Scratch;
  /** Every document in a field or theme order, sorted on first use: a browse then walks it instead of ranking. */
  presorted: Map<string, Int32Array>;
  /**
   * Built on first use: the documents of each shop and genre and in order of each number
   * (narrowSource); per document, the bits of passBits (filterDocs).
   */
  lists: { shops?: DocGroups; genres?: DocGroups; byValue: Map<NumericField, Int32Array>; passBits?: Uint16Array };
}

/** An index ready to search: the data with its per-search scratch space. */
function openIndex(data: EmbeddedIndexData): Index {
  const { count } = data;
  return {
    ...data,
    allDocs: Int32Array.from({ length: count }, (_, doc) => doc),
    scratch: {
      clauseScore: new Float64Array(count),
      clauseHits: new Uint16Array(count),
      clauseTouched: new Int32Array(count),
      clauseCandidates: new Int32Array(count),
      clauseAllowed: new Uint8Array(count),
      term: new ScoredDocs(count),
      candidates: new ScoredDocs(count),
      excluded: new ScoredDocs(count),
      ranked: new Int32Array(count),
      rankKey: new Float64Array(count),
    },
    presorted: new Map(),
    lists: { byValue: new Map() },
  };
}

/** A weighted token row of a clause; a fuzzy clause's rows share one document frequency. */
interface ClauseRow {
  slot: number;
  weight: number;
  documentFrequency?: number;
}

/** BM25's idf of a row, as Lucene computes it. */
function rowIdf(field: FieldIndex, row: ClauseRow): number {
  const { offsets } = field.postings;
  const length = row.documentFrequency ?? offsets[row.slot + 1]! - offsets[row.slot]!;
  return Math.log(1 + (field.docCount - length + 0.5) / (length + 0.5));
}

/**
 * The documents an adjacent clause may match (TextClause.readingPiece): marked in `mask`, and listed
 * ascending in `docs`.
 */
interface AllowedDocs {
  mask: Uint8Array;
  docs: Int32Array;
}

/**
 * A row walks only the few documents that can still count (galloping through its postings, which
 * are ascending) once it is this many times longer than their list; shorter rows are walked whole,
 * which costs less than a search per document.
 */
const SEEK_RATIO = 8;

/** The first position in `docs[at … end)` (ascending) holding `doc` or a later document: gallop, then bisect. */
function seek(docs: Int32Array, at: number, end: number, doc: number): number {
  let high = at;
  for (let step = 1; high < end && docs[high]! < doc; step *= 2) {
    at = high + 1;
    high += step;
  }
  if (high > end) high = end;
  while (at < high) {
    const middle = (at + high) >>> 1;
    if (docs[middle]! < doc) at = middle + 1;
    else high = middle;
  }
  return at;
}

/**
 * Raises into `into` the documents that hold at least `required` of the weighted token rows: BM25
 * summed over the rows they hold, each times its weight, times the boost; with `allowed`, only the
 * documents it holds.
 */
function raiseMatches(
  index: Index,
  field: FieldIndex,
  rows: ClauseRow[],
  required: number,
  boost: number,
  into: ScoredDocs,
  allowed: AllowedDocs | null = null,
): void {
  if (required > 1) raiseMatchesOfSeveral(index, field, rows, required, boost, into, allowed);
  else raiseMatchesOfAny(index, field, rows, boost, into, allowed);
}

/** Lucene's BM25 of one posting (without the constant k1 + 1 factor), so scores match Elasticsearch's. */
const bm25 = (weight: number, idf: number, freq: number, norm: number) => (weight * idf * freq) / (freq + norm);

/**
 * raiseMatches for a clause that one row satisfies: every row walked once, each document scored on
 * the way; a row much longer than the allowed documents looks up only those. Either way each
 * document is first touched in the same order (row by row, ascending) and sums its rows in order.
 */
function raiseMatchesOfAny(
  index: Index,
  field: FieldIndex,
  rows: ClauseRow[],
  boost: number,
  into: ScoredDocs,
  allowed: AllowedDocs | null,
): void {
  const { clauseScore: score, clauseHits: hits, clauseTouched: touched } = index.scratch;
  const { offsets, docs, freqs } = field.postings;
  const { norms } = field;
  let touchedCount = 0;
  for (const row of rows) {
    const { weight } = row;
    const idf = rowIdf(field, row);
    const end = offsets[row.slot + 1]!;
    if (allowed !== null && end - offsets[row.slot]! > allowed.docs.length * SEEK_RATIO) {
      let at = offsets[row.slot]!;
      for (let a = 0; a < allowed.docs.length && at < end; a++) {
        const doc = allowed.docs[a]!;
        at = seek(docs, at, end, doc);
        if (at === end || docs[at] !== doc) continue;
        if (hits[doc] === 0) touched[touchedCount++] = doc;
        hits[doc] = 1;
        score[doc] = score[doc]! + bm25(weight, idf, freqs[at]!, norms[doc]!);
        at++;
      }
      continue;
    }
    for (let at = offsets[row.slot]!; at < end; at++) {
      const doc = docs[at]!;
      if (hits[doc] === 0) touched[touchedCount++] = doc;
      hits[doc] = 1;
      score[doc] = score[doc]! + bm25(weight, idf, freqs[at]!, norms[doc]!);
    }
  }
  for (let t = 0; t < touchedCount; t++) {
    const doc = touched[t]!;
    if (allowed === null || allowed.mask[doc] === 1) into.raise(doc, score[doc]! * boost);
    hits[doc] = 0;
    score[doc] = 0;
  }
}

/** raiseMatchesOfSeveral's lead rows, reused by every clause (a search runs synchronously): no arrays and Set made per clause. */
let leadScratch = { order: new Int32Array(64), isLead: new Uint8Array(64) };

/**
 * raiseMatches for a clause that needs `required` ≥ 2 of its R rows. A document holding that many
 * is in one of the R − required + 1 shortest rows at least, so those are walked first to mark the
 * documents that may qualify; then every row is walked in its given order, but only marked
 * documents are scored and counted: in the longer rows, where most of a clause's postings are (a
 * common bigram), the others cost a look at the mark, and a row much longer than the marked (and
 * allowed) documents looks up only those. Each document sums its rows in the same order as when
 * every document is scored, so scores are equal to the last bit.
 */
function raiseMatchesOfSeveral(
  index: Index,
  field: FieldIndex,
  rows: ClauseRow[],
  required: number,
  boost: number,
  into: ScoredDocs,
  allowed: AllowedDocs | null,
): void {
  const { clauseScore: score, clauseHits: hits, clauseTouched: touched, clauseCandidates: candidates } = index.scratch;
  const { offsets, docs, freqs } = field.postings;
  const { norms } = field;
  const rowLength = (row: ClauseRow) => offsets[row.slot + 1]! - offsets[row.slot]!;
  // The leads' indexes, shortest first (a tie in the rows' order, as a stable sort leaves it), and a mark on each lead.
  const leadCount = rows.length - required + 1;
  if (leadScratch.order.length < rows.length)
    leadScratch = { order: new Int32Array(rows.length * 2), isLead: new Uint8Array(rows.length * 2) };
  const { order, isLead } = leadScratch;
  for (let i = 0; i < rows.length; i++) {
    const length = rowLength(rows[i]!);
    let at = i;
    for (; at > 0 && rowLength(rows[order[at - 1]!]!) > length; at--) order[at] = order[at - 1]!;
    order[at] = i;
  }
  for (let i = 0; i < rows.length; i++) isLead[i] = 0;
  for (let l = 0; l < leadCount; l++) isLead[order[l]!] = 1;
  let touchedCount = 0;
  for (let l = 0; l < leadCount; l++) {
    const row = rows[order[l]!]!;
    for (let at = offsets[row.slot]!, end = offsets[row.slot + 1]!; at < end; at++) {
      const doc = docs[at]!;
      if (hits[doc] === 0) touched[touchedCount++] = doc;
      hits[doc] = hits[doc]! + 1;
    }
  }
  // The marked documents that may still be raised, ascending, for the rows that look them up.
  let candidateCount = -1;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const { weight } = row;
    const idf = rowIdf(field, row);
    const counts = isLead[r] === 0;
    const end = offsets[row.slot + 1]!;
    if (rowLength(row) > (candidateCount < 0 ? touchedCount : candidateCount) * SEEK_RATIO) {
      if (candidateCount < 0) {
        candidateCount = 0;
        for (let t = 0; t < touchedCount; t++) {
          const doc = touched[t]!;
          candidates[candidateCount] = doc;
          candidateCount += allowed === null ? 1 : allowed.mask[doc]!;
        }
        candidates.subarray(0, candidateCount).sort();
      }
      let at = offsets[row.slot]!;
      for (let c = 0; c < candidateCount && at < end; c++) {
        const doc = candidates[c]!;
        at = seek(docs, at, end, doc);
        if (at === end || docs[at] !== doc) continue;
        if (counts) hits[doc] = hits[doc]! + 1;
        score[doc] = score[doc]! + bm25(weight, idf, freqs[at]!, norms[doc]!);
        at++;
      }
      continue;
    }
    for (let at = offsets[row.slot]!; at < end; at++) {
      const doc = docs[at]!;
      if (hits[doc] === 0) continue;
      if (counts) hits[doc] = hits[doc]! + 1;
      score[doc] = score[doc]! + bm25(weight, idf, freqs[at]!, norms[doc]!);
    }
  }
  for (let t = 0; t < touchedCount; t++) {
    const doc = touched[t]!;
    if (hits[doc]! >= required && (allowed === null || allowed.mask[doc] === 1)) into.raise(doc, score[doc]! * boost);
    hits[doc] = 0;
    score[doc] = 0;
  }
}

/**
 * A clause's rows, one per distinct token the field holds, in the order the tokens first appear, and
 * how many of its distinct tokens a document must hold; null as soon as too few of them are in the
 * field: most clauses of a term fail outright (a food word against the shop field), and such a clause
 * then costs no more lookups than it takes to know it.
 */
function clauseRows(field: FieldIndex, clause: TextClause): { rows: ClauseRow[]; required: number } | null {
  const { tokens } = clause;
  let distinct = 0;
  for (let i = 0; i < tokens.length; i++) distinct += +(tokens.indexOf(tokens[i]!) === i);
  const required = Math.max(1, Math.ceil(clause.minShould * distinct - 1e-9));
  const rows: ClauseRow[] = [];
  let missing = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens.indexOf(tokens[i]!) !== i) continue;
    const slot = field.postings.slots.slotOf(tokens[i]!);
    if (slot !== undefined) rows.push({ slot, weight: 1 });
    else if (distinct - ++missing < required) return null;
  }
  return { rows, required };
}

/** Raises into `into` the documents one clause matches: BM25 summed over its matched tokens, times its boost. */
function matchClause(index: Index, clause: TextClause, into: ScoredDocs): void {
  const field = index.fields[clause.field];
  if (clause.fuzzy) return matchFuzzyClause(index, field, clause, into);
  const matched = clauseRows(field, clause);
  if (matched === null) return;
  const { rows, required } = matched;
  const pieces = index.fields.readingPieces.postings;
  const excludedSlots = (clause.notReadingPieces ?? []).flatMap((piece) => pieces.slots.slotOf(piece) ?? []);
  if (clause.readingPiece === undefined && !excludedSlots.length) return raiseMatches(index, field, rows, required, clause.boost, into);
  // Adjacency: only the documents whose reading holds the piece, marked from its postings (few);
  // without it, every document. Then the documents of the excluded pieces unmarked.
  const { clauseAllowed: mask } = index.scratch;
  let allowed: Int32Array = index.allDocs;
  if (clause.readingPiece === undefined) mask.fill(1);
  else {
    const pieceSlot = pieces.slots.slotOf(clause.readingPiece);
    if (pieceSlot === undefined) return;
    allowed = pieces.docs.subarray(pieces.offsets[pieceSlot]!, pieces.offsets[pieceSlot + 1]!);
    for (let a = 0; a < allowed.length; a++) mask[allowed[a]!] = 1;
  }
  for (const slot of excludedSlots) for (let at = pieces.offsets[slot]!; at < pieces.offsets[slot + 1]!; at++) mask[pieces.docs[at]!] = 0;
  try {
    raiseMatches(index, field, rows, required, clause.boost, into, { mask, docs: allowed });
  } finally {
    if (clause.readingPiece === undefined) mask.fill(0);
    else for (let a = 0; a < allowed.length; a++) mask[allowed[a]!] = 0;
  }
}

/** The most tokens a fuzzy clause expands to (Elasticsearch's fuzzy max_expansions default). */
const MAX_EXPANSIONS = 50;

/**
 * A fuzzy clause, scored as Elasticsearch's fuzzy query scores it (Lucene's top-terms blended-freqs
 * rewrite): the field's tokens within `fuzzy` edits of the clause's one token, found in the field's
 * trie (not by a scan), the MAX_EXPANSIONS most similar kept (similarity 1 − edits / min(token
 * length, query length), then token order), each scoring BM25 with the document frequency of the
 * most frequent of them, times its similarity. Blending the frequencies keeps a rare near-miss from
 * outscoring the common word the typist meant.
 */
function matchFuzzyClause(index: Index, field: FieldIndex, clause: TextClause, into: ScoredDocs): void {
  const [word] = clause.tokens;
  if (!word) return;
  field.trie ??= (() => {
    const terms = field.postings.slots.tokens();
    return { terms, trie: FuzzyTermTrie.build(terms) };
  })();
  const { terms, trie } = field.trie;
  const { offsets } = field.postings;
  const expansions = trie
    .search(word, clause.fuzzy!)
    // Elasticsearch's prefix_length 1: a term that begins with the same character is as many edits
    // from the word as their rests are from each other, so a filter on the first character is exact.
    .filter((match) => !clause.fuzzyKeepsFirst || terms[match.term]!.charCodeAt(0) === word.charCodeAt(0))
    .map((match) => {
      const term = terms[match.term]!;
      // Lucene computes the similarity in single precision; Math.fround keeps ties as Lucene sees them.
      const similarity = match.edits === 0 ? 1 : Math.fround(1 - Math.fround(match.edits / Math.min(term.length, word.length)));
      // The trie numbers the terms as the field's slots.
      return { term, slot: match.term, weight: Math.max(0, similarity) };
    })
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, MAX_EXPANSIONS);
  if (!expansions.length) return;
  const documentFrequency = Math.max(...expansions.map(({ slot }) => offsets[slot + 1]! - offsets[slot]!));
  raiseMatches(
    index,
    field,
    expansions.map(({ slot, weight }) => ({ slot, weight, documentFrequency })),
    1,
    clause.boost,
    into,
  );
}

/** A term matches through its best clause (dis_max), as in the Elasticsearch query. */
function matchTerm(index: Index, term: TermClauses, into: ScoredDocs): void {
  for (const clause of term) matchClause(index, clause, into);
}

/** Keeps, in place, the first `count` of `docs` whose code in `column` is one of `values`; returns how many. */
function keepCoded(docs: Int32Array, count: number, column: CodedColumn, values: string[]): number {
  // Indexed by code + 1, so a document without a code (−1) reads the 0 at the start (see keepInRange).
  const allowed = new Uint8Array(column.codes.size + 1);
  for (const value of values) {
    const code = column.codes.get(value);
    if (code !== undefined) allowed[code + 1] = 1;
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!;
    docs[kept] = doc;
    kept += allowed[column.column[doc]! + 1]!;
  }
  return kept;
}

function keepGenres(docs: Int32Array, count: number, columns: DocumentColumns, genres: string[]): number {
  const { genreWords, genreMasks } = columns;
  const wanted = new Uint32Array(genreWords);
  for (const genre of genres) {
    const code = columns.genreCodes.get(genre);
    if (code !== undefined) wanted[code >> 5]! |= 1 << (code & 31);
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!;
    const first = doc * genreWords;
    let word = 0;
    while (word < genreWords && (genreMasks[first + word]! & wanted[word]!) === 0) word++;
    docs[kept] = doc;
    kept += +(word < genreWords);
  }
  return kept;
}

/**
 * Keeps, in place, the first `count` of `docs` whose value lies in [min, max] (a missing value, NaN,
 * is in no range). Every document is written at the next free place and counted only when kept, so
 * no branch depends on the test: whether a document passes is as good as random, and a mispredicted
 * branch a document was about half of a catalog-wide filter's time.
 */
function keepInRange(docs: Int32Array, count: number, values: Float64Array, min: number, max: number): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!;
    const value = values[doc]!;
    docs[kept] = doc;
    // `+` of a comparison compiles without a branch; a conditional expression does not.
    kept += +(value >= min) & +(value <= max);
  }
  return kept;
}

/** Keeps, in place, the first `count` of `docs` whose `bits` hold every bit of `wanted` (without a branch, as keepInRange). */
function keepAllBits(docs: Int32Array, count: number, bits: Uint16Array, wanted: number): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!;
    docs[kept] = doc;
    kept += +((bits[doc]! & wanted) === wanted);
  }
  return kept;
}

/** passBits' bit of a document that is not breakfast-only, after one bit per NUMERIC_FIELDS entry. */
const NOT_BREAKFAST_ONLY_BIT = 1 << NUMERIC_FIELDS.length;

/**
 * Per document, bit i set when its value of NUMERIC_FIELDS[i] is ≥ 0 (not NaN), and
 * NOT_BREAKFAST_ONLY_BIT when it is not breakfast-only: the conditions filterDocs tests together.
 */
function passBits(index: Index): Uint16Array {
  return (index.lists.passBits ??= (() => {
    const bits = new Uint16Array(index.count);
    NUMERIC_FIELDS.forEach((field, bit) => {
      const values = index.columns.numbers[field];
      for (let doc = 0; doc < index.count; doc++) bits[doc]! |= +(values[doc]! >= 0) << bit;
    });
    const { breakfastOnly } = index.columns;
    for (let doc = 0; doc < index.count; doc++) bits[doc]! |= (1 - breakfastOnly[doc]!) * NOT_BREAKFAST_ONLY_BIT;
    return bits;
  })());
}

/**
 * Copies into `into` the documents of `source[0 … sourceCount)` that pass the filter and are not
 * excluded, in source order, and returns how many. A search tests up to the whole catalog, so each
 * condition runs as its own tight loop over the survivors of the ones before. Ranges of the form
 * {min: 0} (a P/F/C target ranks only items that publish the value; a price sort too) and the
 * exclusion of breakfast-only items are tested together in one pass over a bit per condition
 * (passBits), last: a pass of its own each cost 3.5-4.5 ns a document, the three of a P/F/C
 * target a fifth of its query, and the breakfast pass read the whole catalog at every browse.
 */
function filterDocs(
  index: Index,
  filter: SearchFilter,
  excluded: ScoredDocs,
  source: Int32Array,
  sourceCount: number,
  into: Int32Array,
): number {
  const { columns } = index;
  let count = 0;
  if (excluded.count === 0) into.set(source.subarray(0, (count = sourceCount)));
  else for (let i = 0; i < sourceCount; i++) if (excluded.has[source[i]!] === 0) into[count++] = source[i]!;
  if (filter.shopIds) count = keepCoded(into, count, columns.shops, filter.shopIds);
  if (filter.genres) count = keepGenres(into, count, columns, filter.genres);
  if (filter.types) count = keepCoded(into, count, columns.types, filter.types);
  let wantedBits = filter.excludeBreakfastOnly === true ? NOT_BREAKFAST_ONLY_BIT : 0;
  for (const [name, range] of Object.entries(filter.ranges ?? {})) {
    const field = name as NumericField;
    if (range.min === 0 && range.max === undefined) wantedBits |= 1 << NUMERIC_FIELDS.indexOf(field);
    else count = keepInRange(into, count, columns.numbers[field], range.min ?? -Infinity, range.max ?? Infinity);
  }
  return wantedBits ? keepAllBits(into, count, passBits(index), wantedBits) : count;
}

/**
 * Writes each ranked document's key for the query's order into `rankKey` (higher first). Documents
 * without the sorted value get −Infinity: they go last, then popularity, then id, as in the
 * Elasticsearch sort (stored values are finite, so nothing else ranks −Infinity).
 */
function writeRankKeys(
  index: Index,
  order: Exclude<SearchOrder, { kind: 'fit' }>,
  popularityFactor: number,
  ranked: Int32Array,
  rankedCount: number,
  textScore: ScoredDocs | null,
): void {
  const { rankKey } = index.scratch;
  const { columns } = index;
  switch (order.kind) {
    case 'relevance': {
      for (let i = 0; i < rankedCount; i++) {
        const doc = ranked[i]!;
        rankKey[doc] = (textScore ? textScore.score[doc]! : 1) * (1 + popularityFactor * columns.popularityLog[doc]!);
      }
      return;
    }
    case 'theme':
    case 'field': {
      const values = order.kind === 'theme' ? columns.themes[order.theme] : columns.numbers[order.field];
      const sign = order.kind === 'field' && order.direction === 'asc' ? -1 : 1;
      for (let i = 0; i < rankedCount; i++) {
        const doc = ranked[i]!;
        const value = values[doc]!;
        rankKey[doc] = Number.isNaN(value) ? -Infinity : sign * value;
      }
      return;
    }
  }
}

/**
 * Past this exponent exp(−exponent) nears the least normal double (exp(−708)), where its relative
 * precision, which topByFit's margin relies on, is gone.
 */
const LARGEST_EXACT_FIT_EXPONENT = 700;

/** A relative margin far above exp's error of under one unit in the last place (topByFit). */
const nearMargin = (exponent: number) => 1e-9 * Math.max(1, exponent);

/**
 * The first `wanted` of `ranked[0 … rankedCount)` in fit order: a higher exp(−exponent) first (the
 * axes' Gaussian decays multiplied, so one exp of their summed exponents), then the tie rank. The
 * exp of every document was a fifth of a fit query's time (10,000 documents for a late-night target
 * with P/F/C), so the documents are ranked on −exponent first: exp keeps that order, except that two
 * exponents a few units in the last place apart may round to the same exp and then tie. Every
 * document whose exponent is within a relative 1e-9 of the last one kept (far more than exp's error
 * of under one unit in the last place) gets its exp and is ranked again on it, which gives the same
 * documents in the same order as the exp of all of them would.
 *
 * The ranking on −exponent keeps the `wanted` best seen so far in a heap as it works the exponents
 * out (topDocs' heap, the same steps in the same order), and stops summing a document's axes once
 * its partial sum passes the worst kept by more than that margin: the axes' terms are never negative,
 * so the sum only grows, the kept set only gets better, and such a document can be neither among the
 * first `wanted` nor near the last of them. Its key is left at −Infinity, which the near pass reads as
 * far. Only when the last one kept is past LARGEST_EXACT_FIT_EXPONENT, where every document is ranked
 * on its exp, are the left ones summed in full.
 */
function topByFit(
  index: Index,
  order: Extract<SearchOrder, { kind: 'fit' }>,
  ranked: Int32Array,
  rankedCount: number,
  wanted: number,
): Int32Array {
  const { rankKey } = index.scratch;
  const { numbers, tieRank } = index.columns;
  const axes = order.axes.map((axis) => ({
    values: numbers[axis.field],
    origin: axis.origin,
    offset: axis.offset,
    weight: gaussWeight(axis),
  }));
  // A missing value counts as on target (Elasticsearch's decay on a missing field scores 1).
  const exponentInFull = (doc: number) => {
    let exponent = 0;
    for (const axis of axes) {
      const value = axis.values[doc]!;
      const distance = Number.isNaN(value) ? 0 : Math.max(0, Math.abs(value - axis.origin) - axis.offset);
      exponent += distance * distance * axis.weight;
    }
    return exponent;
  };
  // A partial sum bounds the whole only when every term is a finite number ≥ 0; topDocs sorts, rather
  // than keeps a heap, when the kept share is large, and is then left to do so.
  const prunable =
    wanted > 0 &&
    wanted * 4 < rankedCount &&
    axes.length > 0 &&
    axes.every((axis) => axis.weight >= 0 && Number.isFinite(axis.weight) && Number.isFinite(axis.origin) && Number.isFinite(axis.offset));
  // exponentInFull's terms without a branch on the distance's sign, which is as good as random: with
  // a finite offset, (d + |d|) / 2 is max(0, d) to the last bit (d + d and its half are exact; a d
  // past 2^1023 squares to Infinity either way). The first axis is read from locals: most documents
  // the pruned ranking sees stop after it.
  const term = (value: number, origin: number, offset: number, weight: number) => {
    const beyond = Math.abs(value - origin) - offset;
    const distance = Number.isNaN(value) ? 0 : (beyond + Math.abs(beyond)) * 0.5;
    return distance * distance * weight;
  };
  const firstAxis = axes[0] ?? { values: new Float64Array(0), origin: 0, offset: 0, weight: 0 };
  const { values: firstValues, origin: firstOrigin, offset: firstOffset, weight: firstWeight } = firstAxis;
  const exponentUpTo = (doc: number, stopAbove: number) => {
    let exponent = 0;
    exponent += term(firstValues[doc]!, firstOrigin, firstOffset, firstWeight);
    for (let a = 1; a < axes.length && exponent <= stopAbove; a++) {
      const axis = axes[a]!;
      exponent += term(axis.values[doc]!, axis.origin, axis.offset, axis.weight);
    }
    return exponent;
  };
  let lastExponent: number;
  let skipped = false;
  if (!prunable) {
    for (let i = 0; i < rankedCount; i++) rankKey[ranked[i]!] = -exponentInFull(ranked[i]!);
    const byExponent = topDocs(ranked, rankedCount, wanted, rankKey, tieRank);
    if (byExponent.length === 0) return byExponent;
    lastExponent = -rankKey[byExponent[byExponent.length - 1]!]!;
  } else {
    // topDocs' heap on rankKey = −exponent: the root is the worst kept.
    const best = new BestDocsHeap(wanted, rankKey, tieRank);
    let stopAbove = Infinity;
    for (let i = 0; i < rankedCount; i++) {
      const doc = ranked[i]!;
      const exponent = exponentUpTo(doc, stopAbove);
      if (exponent > stopAbove) {
        rankKey[doc] = -Infinity;
        skipped = true;
        continue;
      }
      rankKey[doc] = -exponent;
      if (best.offer(doc) && best.isFull) stopAbove = -best.worstKey + nearMargin(-best.worstKey);
    }
    lastExponent = -best.worstKey;
  }
  let near = rankedCount;
  if (lastExponent <= LARGEST_EXACT_FIT_EXPONENT) {
    // Kept in place at the front of `ranked`, which nothing reads after the ranking.
    const least = -(lastExponent + nearMargin(lastExponent));
    near = 0;
    for (let i = 0; i < rankedCount; i++) {
      const doc = ranked[i]!;
      ranked[near] = doc;
      near += +(rankKey[doc]! >= least);
    }
  } else if (skipped) for (let i = 0; i < rankedCount; i++) rankKey[ranked[i]!] = -exponentInFull(ranked[i]!);
  for (let i = 0; i < near; i++) rankKey[ranked[i]!] = Math.exp(rankKey[ranked[i]!]!);
  return topDocs(ranked, near, wanted, rankKey, tieRank);
}

/**
 * The most of the catalog a list from narrowSource may hold to be used. A walk of a presorted order
 * ranks nothing, and a list in value order reads the columns out of document order (slower per
 * document than a scan); a quarter of the catalog is well below where either pays off.
 */
const NARROW_SHARE = 0.25;

/**
 * For a search without text, the fewest documents that can pass the filter as one list: those of
 * its shops, of its one genre, or inside one of its ranges; null when none holds at most
 * NARROW_SHARE of the catalog. filterDocs still tests every condition on them: the list only spares it the
 * documents that cannot pass. Its order is not the catalog's, which the ranking does not depend on.
 */
function narrowSource(index: Index, filter: SearchFilter): Int32Array | null {
  const { columns, lists } = index;
  let fewest: Int32Array | null = null;
  const consider = (docs: Int32Array) => {
    if (docs.length <= index.count * NARROW_SHARE && (fewest === null || docs.length < fewest.length)) fewest = docs;
  };
  if (filter.shopIds) {
    const shops = (lists.shops ??= groupByCode(columns.shops.column, columns.shops.codes.size));
    // A shop without documents adds none; a shop named twice, once.
    const parts = [...new Set(filter.shopIds)].flatMap((id) => {
      const code = columns.shops.codes.get(id);
      return code === undefined ? [] : [groupDocs(shops, code)];
    });
    if (parts.length === 1) consider(parts[0]!);
    else {
      const docs = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
      parts.reduce((at, part) => (docs.set(part, at), at + part.length), 0);
      consider(docs);
    }
  }
  // Documents of several genres would be listed once per genre: only one genre gives one list.
  if (filter.genres?.length === 1) {
    const genres = (lists.genres ??= groupByBit(columns.genreMasks, columns.genreWords, columns.genreCodes.size));
    const code = columns.genreCodes.get(filter.genres[0]!);
    consider(code === undefined ? new Int32Array(0) : groupDocs(genres, code));
  }
  for (const [name, range] of Object.entries(filter.ranges ?? {})) {
    const field = name as NumericField;
    let sorted = lists.byValue.get(field);
    if (!sorted) lists.byValue.set(field, (sorted = sortByValue(columns.numbers[field])));
    consider(docsInRange(sorted, columns.numbers[field], range.min ?? -Infinity, range.max ?? Infinity));
  }
  return fewest;
}

/** The whole catalog in a field or theme order (these orders do not depend on the rest of the query). */
function presortedOrder(index: Index, order: Extract<SearchOrder, { kind: 'field' | 'theme' }>): Int32Array {
  const key = order.kind === 'theme' ? `theme ${order.theme}` : `${order.field} ${order.direction}`;
  let sorted = index.presorted.get(key);
  if (!sorted) {
    writeRankKeys(index, order, 0, index.allDocs, index.count, null);
    index.presorted.set(key, (sorted = topDocs(index.allDocs, index.count, index.count, index.scratch.rankKey, index.columns.tieRank)));
  }
  return sorted;
}

export interface EmbeddedEngineOptions {
  /** Where each built index is kept for the next start (CATALOG_INDEX_DIR); without one nothing is kept. */
  indexDir?: string;
}

/**
 * The in-process engine: inverted indexes over the pre-analyzed token fields, BM25 per field,
 * filters and orders evaluated in memory. ~27,000 documents index in about a second; a restart
 * restores the index it kept instead (embedded-index.snapshot.ts).
 */
export function createEmbeddedSearchEngine(options: EmbeddedEngineOptions = {}): SearchEngine {
  let index: Index = openIndex(buildEmbeddedIndexData([]));

  return {
    name: 'embedded',

    async replaceAll(documents, key) {
      const data = buildEmbeddedIndexData(documents);
      if (options.indexDir) await writeIndexSnapshot(snapshotFile(options.indexDir, key), key, data);
      // Searches keep using the old index until the new one is complete.
      index = openIndex(data);
    },

    async restore(key) {
      const data = options.indexDir ? await readIndexSnapshot(snapshotFile(options.indexDir, key), key) : null;
      if (data) index = openIndex(data);
      return data !== null;
    },

    async search(query): Promise<EngineResult> {
      const current = index;
      const { candidates, term, excluded, ranked, rankKey } = current.scratch;
      // Cleared first, so a search that threw half-way leaves nothing behind for the next one.
      for (const docs of [candidates, term, excluded]) docs.clear();
      for (const [i, clauses] of query.terms.entries()) {
        if (i === 0) matchTerm(current, clauses, candidates);
        else {
          matchTerm(current, clauses, term);
          candidates.intersect(term);
          term.clear();
        }
        if (candidates.count === 0) break;
      }
      for (const clauses of query.excluded) matchTerm(current, clauses, excluded);

      const wanted = Math.max(0, query.from + query.size);
      const textScore = query.terms.length > 0 ? candidates : null;
      let top: Int32Array;
      let total: number;
      // A browse in a field or theme order can walk the whole catalog in that order.
      const walkOrder = !textScore && (query.order.kind === 'field' || query.order.kind === 'theme') ? query.order : null;
      const narrowed = textScore ? null : narrowSource(current, query.filter);
      if (walkOrder && !narrowed) {
        // Already in order: the first `wanted` documents that pass are the hits.
        total = filterDocs(current, query.filter, excluded, presortedOrder(current, walkOrder), current.count, ranked);
        top = ranked.subarray(0, Math.min(total, wanted));
        writeRankKeys(current, walkOrder, query.popularityFactor, top, top.length, null);
      } else {
        const source = textScore ? textScore.docs : (narrowed ?? current.allDocs);
        total = filterDocs(current, query.filter, excluded, source, textScore ? textScore.count : source.length, ranked);
        if (query.order.kind === 'fit') top = topByFit(current, query.order, ranked, total, wanted);
        else {
          writeRankKeys(current, query.order, query.popularityFactor, ranked, total, textScore);
          top = topDocs(ranked, total, wanted, rankKey, current.columns.tieRank);
        }
      }
      const score = (doc: number) => (query.order.kind === 'field' ? 1 : rankKey[doc] === -Infinity ? 0 : rankKey[doc]!);
      return {
        total,
        hits: Array.from(top.subarray(query.from), (doc) => ({ id: current.columns.ids[doc]!, score: score(doc) })),
      };
    },

    async count() {
      return index.count;
    },
    async ping() {
      return 'ok';
    },
    async close() {},
  };
}
