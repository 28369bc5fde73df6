/**
 * How one field's clause of a term is built: the share of its bigrams a match needs (a long term may hold a typo), a fuzzy
 * clause for the typo pass, and the edits a misspelled word may carry.
 */

import { toRomaji } from 'wanakana';
import { TYPO_BOOST } from './clause-boosts';
import type { TextClause, TextField } from './search-engine';

/**
 * Long terms (product names) tolerate a typo in their bigrams; shorter ones must match whole, their
 * typos go to the typo pass (whole words within edits). One wrong character mid-word removes two
 * bigrams, so from 6 distinct bigrams two may be missing, a quarter for longer terms. Five bigrams
 * with one missing matched unrelated names through bigrams of different words (ハンバーカー →
 * デミハンバーグ弁当, with あか from 赤ワイン).
 */
const MIN_BIGRAMS_FOR_A_TYPO = 6;

export const shareFor = (tokens: string[]) => {
  const distinct = new Set(tokens).size;
  return distinct >= MIN_BIGRAMS_FOR_A_TYPO ? Math.min(0.75, (distinct - 2) / distinct) : 1;
};

/** How many of `count` distinct bigrams a clause that needs `share` of them may leave out. */
export const mayLeaveOut = (count: number, share: number) => count - Math.ceil(share * count);

/**
 * Edits a misspelled word may carry, by what was typed (Meilisearch's defaults: one from 5
 * characters, two from 9). Kana count as the romaji they are typed with, so フリン (furin) takes one.
 */
export const typoEditsFor = (typedLength: number) => (typedLength >= 9 ? 2 : typedLength >= 5 ? 1 : 0);

/**
 * Edits a misspelled reading may carry, counted in kana: a kana is worth about two letters, so one
 * from 4 kana (やきちり → やきとり) and two from 8. A 3-kana word is corrected through its romaji only.
 */
export const kanaEditsFor = (kanaLength: number) => (kanaLength >= 8 ? 2 : kanaLength >= 4 ? 1 : 0);

export function clause(field: TextField, tokens: string[], boost: number, minShould = shareFor(tokens)): TextClause[] {
  return tokens.length ? [{ field, tokens, boost, minShould }] : [];
}

/**
 * Longer terms are whole names: their typos are caught by the bigram share (minShould), and a fuzzy
 * walk for them costs milliseconds while the names' word forms span at most four morphemes.
 */
const MAX_TYPO_TERM_LENGTH = 16;

export const fuzzyClause = (field: TextField, token: string, edits: number, boost = TYPO_BOOST): TextClause[] =>
  edits > 0 && token && [...token].length <= MAX_TYPO_TERM_LENGTH ? [{ field, tokens: [token], boost, minShould: 1, fuzzy: edits }] : [];

/** Romaji as wanakana spells the reading, before the long vowels and doubled n are folded (saada, not sada, for サアダ). */
export const unfoldedRomaji = (reading: string) => toRomaji(reading).replace(/[^a-z]/g, '');
