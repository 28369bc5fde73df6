import { kanaToHiragana, katakanaToHiraganaKeepingLongMark } from './kana-script.convert';

/**
 * The form a partial match compares, on both sides (the stored name and the typed part): the
 * differences a Japanese keyboard makes without the user meaning them are folded, nothing else.
 * - NFKC: full-width latin, digits and symbols as ASCII (ＯＡＴ = OAT, １００％ = 100%),
 *   half-width katakana as full-width with its voicing mark joined (ｶﾞ = ガ), the ideographic space
 *   as a space;
 * - lower case (Unicode, so full-width latin too once NFKC made it ASCII);
 * - katakana as hiragana (wanakana), ー kept as typed: おーとみーる = オートミール.
 * Every character folds on its own and nothing is dropped, inserted or reordered, so a part of a
 * name folds to a part of the folded name, and `%`, `_`, spaces and punctuation stay themselves.
 * Not folded: kanji against kana (唐揚げ ≠ からあげ), voiced against plain kana (が ≠ か), small
 * kana, ー against a vowel (おうとみいる ≠ オートミール) or a dash.
 */
export function foldForPartialMatch(text: string): string {
  return katakanaToHiraganaKeepingLongMark(text.normalize('NFKC').toLowerCase());
}

/**
 * foldForPartialMatch's sibling for comparing whole words by how they read: the same NFKC and lower
 * case, every kana as hiragana with ー read as its vowel (コーヒー, こーひー and こうひい are one), so a
 * name and a typed food compare whichever way the long vowel was written. Not for a part of a name:
 * ー read as its vowel depends on the kana before it, which a part may not hold.
 */
export function foldForReadingMatch(text: string): string {
  return kanaToHiragana(text.normalize('NFKC').toLowerCase());
}
