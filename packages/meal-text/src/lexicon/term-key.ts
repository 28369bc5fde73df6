import { readableText } from '@shokuji/ja-text';

/**
 * The folded form texts and terms are compared in: NFKC, lowercase, katakana as hiragana (ー kept),
 * single spaces. It keeps the length of an NFKC text, so a match's offsets point into the text.
 */
export function foldChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  // Katakana ァ..ヶ sit 0x60 above their hiragana.
  if (code >= 0x30a1 && code <= 0x30f6) return String.fromCodePoint(code - 0x60);
  return ch.toLowerCase();
}

/**
 * NFKC plus one space for any run of whitespace, without invisible characters and with a kanji's variant glyphs in
 * their common form (牛\u200b丼, 𠮷野家): the base every offset refers to.
 */
export function nfkcText(text: string): string {
  return readableText(text.normalize('NFKC'))
    .replace(/\s+/gu, ' ')
    .replace(MACRON_VOWEL, (vowel) => LONG_VOWELS[vowel]!)
    .trim();
}
// Romaji's long vowels written with a macron (gō, bīru, rāmen) are the doubled vowels canonical romaji spells (gou, biiru,
// raamen): ō is ou, as 合 and 豆腐 (toufu) are spelled.
const LONG_VOWELS: Record<string, string> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ee', ō: 'ou', Ā: 'Aa', Ī: 'Ii', Ū: 'Uu', Ē: 'Ee', Ō: 'Ou' };
const MACRON_VOWEL = /[āīūēōĀĪŪĒŌ]/gu;

/** Folds an NFKC text character by character (same length). */
export function foldText(nfkc: string): string {
  let out = '';
  for (const ch of nfkc) out += ch.length === 1 ? foldChar(ch) : ch;
  return out;
}

/** The key a lexicon term is stored under: folded, Japanese joiners (・ ‐) dropped, single spaces. */
export function termKey(term: string): string {
  return foldText(nfkcText(term)).replace(/[・‐]/gu, '');
}

export const isLatin = (ch: string | undefined): boolean => ch !== undefined && /[a-z0-9]/u.test(ch);
