/**
 * How one field's clause of a term is built: the share of its bigrams a match needs (a long term may hold a typo), a fuzzy
 * clause for the typo pass, the edits a misspelled word may carry, and the clauses read off a term's reading (a reading
 * clause, one piece of a name's reading, a name's whole core).
 */

import { hiraganaToRomaji } from '@shokuji/ja-text';
import { HIRAGANA_WORD, MAX_READING_PIECE, SPLIT, bigrams, repeatsItsSounds, trigrams } from './catalog-tokens';
import { TYPO_BOOST } from './clause-boosts';
import type { JaNormalizer } from './ja-normalizer';
import type { TermClauses, TextClause, TextField } from './search-engine';

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

/**
 * Romaji as wanakana spells the reading, before the long vowels and doubled n are folded (saada, not sada, for サアダ):
 * ja-text's hiraganaToRomaji, wanakana's answer read syllable by syllable.
 */
export const unfoldedRomaji = (reading: string) => hiraganaToRomaji(reading).replace(/[^a-z]/g, '');

/** The clauses read off a term's reading and whole name, on the analyzer's normalizer. */
export function createReadingClauses(ja: JaNormalizer) {
  const readingGrams = (text: string) => bigrams(ja.reading(text));

  /** A text's reading as one run of kana, its words' spaces taken out. */
  const readingOf = (text: string) => ja.reading(text).replace(/ /g, '');

  /**
   * A term's reading against the names' readings. A reading of three kana is one trigram, not two
   * bigrams: the bigrams of a name carry no positions, and two from different words met as one
   * word (お茶, おちゃ: お|ち in カカオチョコ and ちゃ in 抹茶).
   */
  const readingClause = (word: string, boost: number, minShould?: number) => {
    const reading = ja.reading(word);
    const grams = trigrams(reading);
    return grams.length === 1 && bigrams(reading).length === 2
      ? clause('readingTrigrams', grams, boost)
      : clause('reading', bigrams(reading), boost, minShould);
  };

  /**
   * A short term's clauses met only where its reading is one piece of a name's reading
   * (readingPieces): its bigrams in order, side by side, on whole sounds. Bigrams carry no positions,
   * so カツ重 (かつおも) met かつ, つお and おも of とんかつおおもり; a trigram does, yet 電池 met でんち in
   * ゴールデンチョコレート, whose ち begins ちょ. A reading longer than a piece may hold a typo and is
   * left as it is, unless it repeats its sounds: then its few distinct bigrams stand for none of it
   * (あああああああ is ああ, met by アーモンド; とんとんとんとん is とん and んと, met by とんかつ弁当), so it asks
   * for itself as one piece, which no name holds.
   */
  const adjacent = (clauses: TextClause[], reading: string, pieceToken = (piece: string) => piece): TextClause[] => {
    const length = [...reading].length;
    if (!HIRAGANA_WORD.test(reading) || length < 2 || (length > MAX_READING_PIECE && !repeatsItsSounds(reading))) return clauses;
    return clauses.map((clause) => ({ ...clause, readingPiece: pieceToken(reading) }));
  };

  /** A name or term as one token, by its folded surface and by its reading (餃子 → 餃子, ぎょうざ). */
  const wholeTokens = (text: string) => [
    ...new Set([ja.normalize(text), ja.reading(text)].map((form) => form.split(SPLIT).join('')).filter(Boolean)),
  ];

  /** Any of the names as a name's whole core. */
  const anyWholeName = (names: readonly string[], boost: number): TermClauses => {
    const tokens = [...new Set(names.flatMap(wholeTokens))];
    return clause('wholeName', tokens, boost, tokens.length ? 1 / tokens.length : 1);
  };
  return { readingGrams, readingOf, readingClause, adjacent, wholeTokens, anyWholeName };
}

/** What createReadingClauses gives the analyzer. */
export type ReadingClauses = ReturnType<typeof createReadingClauses>;
