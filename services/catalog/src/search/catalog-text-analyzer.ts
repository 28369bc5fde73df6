import type { ShopRow } from '@shokuji/search-index';
import type { CatalogEntry } from '../store/catalog-store';
import type { TermClauses, TextField } from './search-engine';

export interface AnalyzedQuery {
  /** Each term with its variant clauses; all must match. */
  terms: TermClauses[];
  /** `-word` terms. */
  excluded: TermClauses[];
  /** The words as typed (for a related query: the food words recognized in them), for messages. */
  words: string[];
}

/**
 * Turns catalog entries into token fields and queries into clauses. The one implementation uses
 * @shokuji/ja-text, so index-time and query-time analysis are the same code for both engines.
 */
export interface CatalogTextAnalyzer {
  /** Bumped whenever the token design changes, so persisted indexes are rebuilt. */
  readonly version: string;
  documentText(entry: CatalogEntry, shop: ShopRow | undefined): Record<TextField, string[]>;
  analyzeQuery(q: string): AnalyzedQuery;
  /** The query tolerant of typos in its words, for a second pass when the exact one finds nothing. */
  analyzeTypoTolerantQuery(q: string): AnalyzedQuery;
  /**
   * The loose form of a query for the semantic fallback (ingredients, categories, partial names) over
   * the food words it is recognized to name; null when a term names nothing known (gibberish).
   */
  analyzeRelatedQuery(q: string): AnalyzedQuery | null;
}
