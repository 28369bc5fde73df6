/** The analyzer's query-time lookups keep their last answers (recentAnswers): how many, for a word and for a query. */

import { recentAnswers } from '@shokuji/ja-text';

/**
 * The most recent arguments each query-time lookup keeps the answer for. One query asks for the
 * same word's folded surface, reading and food words five to ten times over (its clauses, then its
 * typo and fallback passes analyze it again), and each costs a morphological analysis or a kana
 * conversion; a few hundred entries cover a request and its neighbours, not the traffic.
 */
const RECENT_LOOKUPS = 256;

/** A query's words and the words its passes derive from them: about one request's (termClauses). */
export const RECENT_TERMS = 16;

/** recentAnswers keeping the last RECENT_LOOKUPS arguments' answers unless told otherwise. */
export const recent = <T extends object | string | boolean | null>(lookup: (text: string) => T, max = RECENT_LOOKUPS) =>
  recentAnswers(lookup, max);

/**
 * Catalog names whose folded words the search's rules keep (compound-words.read.ts): the names of the matches queries meet,
 * not queries. The bench's whole mix asks of 2,891 (a query's best 60 matches, each of a single food word).
 */
export const RECENT_NAMES = 4096;
