/**
 * The one search interface both engines implement (embedded, Elasticsearch). Engines are dumb:
 * Japanese analysis, query building, fit targets and theme scores are computed in TypeScript
 * before indexing and querying, so both engines see the same tokens and numbers and rank alike.
 */

/** Text fields every document carries as pre-analyzed token lists. */
export const TEXT_FIELDS = [
  'name',
  'looseName',
  'reading',
  'readingTrigrams',
  'readingPieces',
  'romaji',
  'english',
  'words',
  'kanaWords',
  'kanjiWords',
  'wholeName',
  'shop',
  'shopKind',
  'category',
  'components',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const NUMERIC_FIELDS = ['cal', 'protein', 'fat', 'carbs', 'price', 'popularity', 'releasedDay'] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];

/**
 * Theme rankings precomputed per document at index time: sort=score-* for each but low-salt, which orders the low-salt wish
 * in q alone (減塩 味噌汁; no sort value of the API names it).
 */
export const THEMES = ['protein', 'low-cal', 'low-fat', 'low-carb', 'balance', 'night', 'morning', 'low-salt'] as const;
export type Theme = (typeof THEMES)[number];

export interface SearchDocument {
  id: string;
  type: 'product' | 'dish';
  shopId: string | null;
  genres: string[];
  breakfastOnly: boolean;
  /** Missing values (no P/F/C published, no price) are absent, so range filters never match them. */
  numbers: Partial<Record<NumericField, number>>;
  themes: Record<Theme, number>;
  text: Record<TextField, string[]>;
}

/** One way of matching a query term: its tokens in one field; `minShould` of them must match. */
export interface TextClause {
  field: TextField;
  tokens: string[];
  /** Share of distinct tokens (0-1] a document must contain for the clause to match. */
  minShould: number;
  boost: number;
  /**
   * Fuzzy: the clause's one token matches the indexed tokens within this many edits (1 or 2;
   * insertions, deletions, substitutions, a swap of neighbours), Elasticsearch's fuzzy query with its
   * default rewrite: the 50 most similar (1 − edits / min(lengths)), each scoring BM25 with the
   * largest document frequency among them, times its similarity, summed. Both engines do exactly this.
   */
  fuzzy?: number;
  /**
   * With `fuzzy`: the indexed token must begin with the clause token's first character, the edits
   * counted on the rest (Elasticsearch's prefix_length 1). For a spelling the query derives rather
   * than the typist wrote, whose length the edits were not chosen for.
   */
  fuzzyKeepsFirst?: boolean;
  /**
   * Adjacency: the clause matches only documents whose `readingPieces` field holds this token (a
   * short term's reading met whole and in order in one word of the name's reading, on whole sounds).
   * It filters; the score is the clause's own.
   */
  readingPiece?: string;
  /**
   * Exclusion: the clause matches no document whose `readingPieces` field holds any of these tokens (a
   * word met inside another: ラム, a synonym of ラム肉, in クラムチャウダー, whose reading holds くらむ). It
   * filters; the score of the documents it keeps is the clause's own.
   */
  notReadingPieces?: string[];
}

/** A query term with its variants (readings, romaji, synonyms): a document matches it through any clause. */
export type TermClauses = TextClause[];

export interface RangeFilter {
  min?: number;
  max?: number;
}

export interface SearchFilter {
  types?: ('product' | 'dish')[];
  shopIds?: string[];
  genres?: string[];
  ranges?: Partial<Record<NumericField, RangeFilter>>;
  excludeBreakfastOnly?: boolean;
}

/** Gaussian closeness to a target on one axis: 1 at the origin, `decay` at origin ± (offset + scale). */
export interface FitAxis {
  field: 'cal' | 'protein' | 'fat' | 'carbs';
  origin: number;
  offset: number;
  scale: number;
  decay: number;
}

export type SearchOrder =
  | { kind: 'relevance' }
  | { kind: 'field'; field: NumericField; direction: 'asc' | 'desc' }
  | { kind: 'fit'; axes: FitAxis[] }
  | { kind: 'theme'; theme: Theme };

export interface EngineQuery {
  /** Every term must match (AND across terms); an empty list matches every document. */
  terms: TermClauses[];
  /** A document matching any of these terms is dropped (`-word`). */
  excluded: TermClauses[];
  filter: SearchFilter;
  order: SearchOrder;
  /** Multiplies text relevance by 1 + factor × ln(1 + popularity) (popularity ordering). */
  popularityFactor: number;
  from: number;
  size: number;
}

export interface SearchHit {
  id: string;
  score: number;
}

export interface EngineResult {
  total: number;
  hits: SearchHit[];
}

export interface SearchEngine {
  readonly name: 'embedded' | 'elasticsearch';
  /**
   * Builds a new index from the documents and switches searches to it at once (a reindex never
   * empties search). `key` names the content; an engine that already serves that key may skip the work.
   */
  replaceAll(documents: SearchDocument[], key: string): Promise<void>;
  /**
   * Serves the index an earlier `replaceAll` built for `key`, if the engine still has it (the
   * embedded engine's snapshot in CATALOG_INDEX_DIR, Elasticsearch's index behind the alias), without
   * the documents; false when it has none and the documents must be given again.
   */
  restore(key: string): Promise<boolean>;
  search(query: EngineQuery): Promise<EngineResult>;
  count(): Promise<number>;
  /** The engine's state in its own words (Elasticsearch: the cluster health); rejects when it cannot be reached. */
  ping(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The Gaussian decay both engines use (Elasticsearch's `gauss` function, written out): a value
 * scores exp(−d² × weight) with d = max(0, |value − origin| − offset) and weight = −ln(decay) / scale²
 * (that is 1 / 2σ²), so it scores `decay` at origin ± (offset + scale).
 */
export function gaussWeight(axis: FitAxis): number {
  return -Math.log(axis.decay) / (axis.scale * axis.scale);
}
