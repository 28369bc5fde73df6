/**
 * Filter tokens a name's readingPieces hold besides its reading's pieces, which score nothing: a clause lists those it
 * must not be met in (TextClause.notReadingPieces), so a term is not met where a name only says what it is for or made
 * with (use:), only from a long-vowel mark on (long:), or across a dropped ー or ッ of its loose key (loose:).
 */

import type { TextClause } from './search-engine';

/** A word before 用 (for), 使用 (made with) or 不使用 (made without), within one word of the name. */
export const USE_NOTE = /([^\s()（）【】［］[\]、・!！~〜～]+?)(?:不使用|使用|用)/gu;

/** The filter token (readingPieces) of a stretch a name holds only before 用, 使用 or 不使用 (お弁当用: use:べんとう). */
export const useNoteToken = (stretch: string) => `use:${stretch}`;

/** A run of kana holding a long-vowel mark (モーニング, らーめん), within one word of the name. */
export const KANA_RUN_WITH_LONG_VOWEL = /[\p{Script=Hiragana}\p{Script=Katakana}ー]*ー[\p{Script=Hiragana}\p{Script=Katakana}ー]*/gu;

/** The filter token (readingPieces) of a stretch a name holds only from a long-vowel mark on (モーニング: long:うに). */
export const longVowelToken = (stretch: string) => `long:${stretch}`;

/** The filter token (readingPieces) of a stretch of a name's loose key (たっぷりグリーン: loose:ぐりん). */
export const loosePieceToken = (stretch: string) => `loose:${stretch}`;

/** The clauses, each leaving out also the names whose readingPieces hold one of `pieces` (TextClause.notReadingPieces). */
export const excludingPieces = (clauses: TextClause[], pieces: readonly string[]): TextClause[] => {
  if (!pieces.length) return clauses;
  // One list for every clause that had none (most do): a term's dozens of clauses need not each copy it.
  const shared = [...pieces];
  return clauses.map((clause) => ({
    ...clause,
    notReadingPieces: clause.notReadingPieces ? [...clause.notReadingPieces, ...shared] : shared,
  }));
};
