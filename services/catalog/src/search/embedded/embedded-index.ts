import type { FuzzyTermTrie } from '@shokuji/ja-text';
import { NUMERIC_FIELDS, TEXT_FIELDS, THEMES, type NumericField, type SearchDocument, type TextField, type Theme } from '../search-engine';
import { packPostings, type PackedPostings } from './packed-postings';

/** BM25 parameters; Lucene's (and so Elasticsearch's) defaults, so both engines weigh tokens alike. */
const K1 = 1.2;
const B = 0.75;

export interface FieldIndex {
  postings: PackedPostings;
  /**
   * The documents with at least one token in the field: BM25's document count, and the average length
   * is over them, as Lucene's field statistics are (a field most documents leave empty, such as a
   * dish's English name, weighs as it does in Elasticsearch).
   */
  docCount: number;
  /** BM25's length norm per document, K1 × (1 − B + B × length / average length), worked out once. */
  norms: Float64Array;
  /** The field's tokens by slot in a trie, for fuzzy clauses; built on the first one (most fields never see one). */
  trie?: { terms: string[]; trie: FuzzyTermTrie };
}

/** Distinct string values numbered in order of appearance, and each document's number. */
export interface CodedColumn {
  codes: Map<string, number>;
  /** −1 for a document without a value. */
  column: Int32Array;
}

/**
 * What a search needs of the documents, one typed array per attribute: filters and orders run over
 * the whole catalog per query, and a column scan allocates nothing. Missing numbers are NaN.
 */
export interface DocumentColumns {
  ids: string[];
  types: CodedColumn;
  shops: CodedColumn;
  genreCodes: Map<string, number>;
  /** Genre bit sets, `genreWords` 32-bit words per document. */
  genreWords: number;
  genreMasks: Uint32Array;
  breakfastOnly: Uint8Array;
  numbers: Record<NumericField, Float64Array>;
  themes: Record<Theme, Float64Array>;
  /** ln(1 + popularity) for the relevance order. */
  popularityLog: Float64Array;
  /** Position by popularity (descending), then id: the final tie-break of every order. */
  tieRank: Int32Array;
}

/**
 * The searchable form of the documents: everything an index holds that depends on them (the
 * per-search scratch space and lazily sorted orders are not part of it). It is what a snapshot
 * stores, so a restart does not re-pack the postings (embedded-index.snapshot.ts).
 */
export interface EmbeddedIndexData {
  count: number;
  fields: Record<TextField, FieldIndex>;
  columns: DocumentColumns;
}

function buildFieldIndex(documents: SearchDocument[], field: TextField): FieldIndex {
  let total = 0;
  let docCount = 0;
  for (const document of documents) {
    total += document.text[field].length;
    if (document.text[field].length > 0) docCount++;
  }
  const averageLength = (docCount ? total / docCount : 0) || 1;
  const norms = Float64Array.from(documents, (document) => K1 * (1 - B + (B * document.text[field].length) / averageLength));
  return { postings: packPostings(documents.length, (doc) => documents[doc]!.text[field]), docCount, norms };
}

function codedColumn(values: (string | null)[]): CodedColumn {
  const codes = new Map<string, number>();
  const column = Int32Array.from(values, (value) => {
    if (value === null) return -1;
    let code = codes.get(value);
    if (code === undefined) codes.set(value, (code = codes.size));
    return code;
  });
  return { codes, column };
}

const numberColumn = (values: (number | undefined)[]) => Float64Array.from(values, (value) => value ?? NaN);

function buildColumns(documents: SearchDocument[]): DocumentColumns {
  const genreCodes = new Map<string, number>();
  for (const document of documents) for (const genre of document.genres) if (!genreCodes.has(genre)) genreCodes.set(genre, genreCodes.size);
  const genreWords = Math.max(1, Math.ceil(genreCodes.size / 32));
  const genreMasks = new Uint32Array(documents.length * genreWords);
  documents.forEach((document, doc) => {
    for (const genre of document.genres) {
      const code = genreCodes.get(genre)!;
      genreMasks[doc * genreWords + (code >> 5)]! |= 1 << (code & 31);
    }
  });
  const popularity = (doc: number) => documents[doc]!.numbers.popularity ?? 0;
  const id = (doc: number) => documents[doc]!.id;
  const byTie = documents.map((_, doc) => doc);
  byTie.sort((a, b) => popularity(b) - popularity(a) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
  const tieRank = new Int32Array(documents.length);
  byTie.forEach((doc, rank) => (tieRank[doc] = rank));
  return {
    ids: documents.map((document) => document.id),
    types: codedColumn(documents.map((document) => document.type)),
    // An empty shop id is no shop: a shop filter never matches it.
    shops: codedColumn(documents.map((document) => document.shopId || null)),
    genreCodes,
    genreWords,
    genreMasks,
    breakfastOnly: Uint8Array.from(documents, (document) => (document.breakfastOnly ? 1 : 0)),
    numbers: Object.fromEntries(
      NUMERIC_FIELDS.map((field) => [field, numberColumn(documents.map((document) => document.numbers[field]))]),
    ) as Record<NumericField, Float64Array>,
    themes: Object.fromEntries(THEMES.map((theme) => [theme, numberColumn(documents.map((document) => document.themes[theme]))])) as Record<
      Theme,
      Float64Array
    >,
    popularityLog: Float64Array.from(documents, (_, doc) => Math.log1p(popularity(doc))),
    tieRank,
  };
}

/** The token lists and document objects live on only as postings and columns: kept, they doubled the service's memory. */
export function buildEmbeddedIndexData(documents: SearchDocument[]): EmbeddedIndexData {
  return {
    count: documents.length,
    fields: Object.fromEntries(TEXT_FIELDS.map((field) => [field, buildFieldIndex(documents, field)])) as Record<TextField, FieldIndex>,
    columns: buildColumns(documents),
  };
}
