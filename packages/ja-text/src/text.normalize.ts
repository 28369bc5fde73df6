import { kanaToHiragana } from './kana-script.convert';

// The invisible characters that only join, break or pick a glyph (zero-width space and joiner, soft hyphen, BOM,
// variation selectors): pasted inside a word they split it (牛\u200d丼 met 牛丼's names only by the typo pass).
const INVISIBLE = String.raw`\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}`;
const INVISIBLES = new RegExp(`[${INVISIBLE}]`, 'gu');
// Joiners vanish so セブン-イレブン, 7-11 and ハム・チーズ meet their unpunctuated spellings; so do the invisibles.
const JOINERS = new RegExp(`[・'’‐‑‒–—―\\-${INVISIBLE}]`, 'gu');
// Other punctuation and symbols split words, like spaces do; so do control characters and lone
// surrogates, which carry no text and make kuromoji throw (a query with NUL was a 500).
const SEPARATORS = /[\p{P}\p{S}\s\p{Cc}\p{Cs}]+/gu;
// ヵ/ヶ are read か (一ヶ月), ゎ as わ; small vowels are kept because they form syllables (ファ = fa).
const SMALL_KANA: Record<string, string> = { ゕ: 'か', ゖ: 'か', ヵ: 'か', ヶ: 'か', ゎ: 'わ' };
const SMALL_KANA_FOLDED = /[ゕゖヵヶゎ]/u;
const ITERATION_MARK = /[ゝゞヽヾ]/u;
// Variant glyphs of one kanji that NFKC leaves apart and names are written with (𠮷野家 is the chain's own spelling
// of 吉野家): each is read as its common form, as a search engine's ICU folding would not.
const VARIANT_KANJI: Record<string, string> = { '𠮷': '吉', 髙: '高', 﨑: '崎', 德: '徳' };
const VARIANT_KANJI_ANY = /[𠮷髙﨑德]/u;
const VARIANT_KANJI_ALL = /[𠮷髙﨑德]/gu;
const VOICED_NEXT = 1;

/** Tested before replacing: few texts hold one, and a replace with a callback costs even without a match. */
const commonKanjiForms = (text: string) =>
  VARIANT_KANJI_ANY.test(text) ? text.replace(VARIANT_KANJI_ALL, (ch) => VARIANT_KANJI[ch] ?? ch) : text;

/**
 * An NFKC text as it reads: without the invisible characters, and with a kanji's variant glyphs in their common
 * form. For texts whose other characters keep their places (the meal-text estimator's offsets); normalizeText
 * does the same on its way.
 */
export function readableText(nfkc: string): string {
  return commonKanjiForms(nfkc.replace(INVISIBLES, ''));
}

/** Expands kana iteration marks (ゝゞヽヾ) into the kana they repeat; 々 stays, the dictionaries know it. */
function expandKanaIterationMarks(text: string): string {
  // Most texts have none: the character loop below costs more than the rest of normalizeText.
  if (!ITERATION_MARK.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const prev = out.at(-1) ?? '';
    if ((ch === 'ゝ' || ch === 'ヽ') && prev) out += prev;
    else if ((ch === 'ゞ' || ch === 'ヾ') && prev) out += String.fromCodePoint(prev.codePointAt(0)! + VOICED_NEXT);
    else out += ch;
  }
  return out;
}

/**
 * A text already folded: words of lowercase latin letters, digits, hiragana (not ゎ ゕ ゖ, which fold to わ and か, nor
 * the marks after ゔ) and the common kanji block (less 德 U+5FB7 and 髙 U+9AD9, VARIANT_KANJI's glyphs there), one space between
 * words. Each of these characters folds to itself and none joins its neighbour under NFKC, so foldText returns such a
 * text as it is (text.normalize.test.ts checks every one). Most texts folded while a query is analyzed are a word's
 * folded form or a table's key, folded again by the next lookup: this one test costs less than one of foldText's passes.
 */
const FOLDED_CHAR = String.raw`a-z0-9\u3041-\u308d\u308f-\u3094\u4e00-\u5fb6\u5fb8-\u9ad8\u9ada-\u9fff`;
const FOLDED = new RegExp(`^[${FOLDED_CHAR}]+(?: [${FOLDED_CHAR}]+)*$`);

/**
 * The folded surface: NFKC (half-width kana, full-width latin), lowercase, hiragana for every kana,
 * ー spelled as its vowel (so ぎゅーどん = ギュードン = ぎゅうどん), punctuation rules, single spaces.
 */
export function normalizeText(text: string): string {
  return FOLDED.test(text) ? text : foldText(text);
}

/** normalizeText's folding, pass by pass (exported for its test: normalizeText skips it for a text already folded). */
export function foldText(text: string): string {
  // The invisibles go with the joiners below, in one pass.
  const nfkc = expandKanaIterationMarks(commonKanjiForms(text.normalize('NFKC').toLowerCase()));
  // Katakana first so a hiragana ー also turns into its vowel on the way back.
  const kana = kanaToHiragana(nfkc);
  // Tested before replacing: few texts hold one, and a replace with a callback costs even without a match.
  const folded = SMALL_KANA_FOLDED.test(kana) ? kana.replace(/[ゕゖヵヶゎ]/gu, (ch) => SMALL_KANA[ch] ?? ch) : kana;
  // A word in katakana is folded now: no joiner, separator or space at either end is left for the last passes to take out.
  return FOLDED.test(folded) ? folded : folded.replace(JOINERS, '').replace(SEPARATORS, ' ').trim();
}

/** Whitespace words of the folded surface. */
export function normalizedWords(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}

export function isLatinWord(word: string): boolean {
  return /^[a-z0-9]+$/u.test(word);
}
