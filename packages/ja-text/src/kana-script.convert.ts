import { toRomaji } from 'wanakana';

/**
 * wanakana's kana-script conversions with `passRomaji` (toKatakana then toHiragana for the folded
 * surface, toHiragana for kuromoji's katakana readings), written as one pass over the UTF-16 code
 * units. They are the hot path of query analysis: wanakana merges its options and builds an array by
 * `concat` per character on every call (13 µs for a short word), and every lookup of a query word
 * folds it. The mapping is wanakana 5's, code unit for code unit, including its edge cases: ・ and
 * ヶ/ヵ pass through, a ー after kana (・ and ヶ/ヵ between do not count) becomes the vowel
 * wanakana's romaji of that kana ends in (ラーメン → らあめん, オー → おう, ンー → ん), and any other
 * ー stays. kana-script.convert.test.ts holds both equal to wanakana on every code unit and on random
 * strings.
 */

const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30fc;
const LONG_MARK = 0x30fc; // ー
const SLASH_DOT = 0x30fb; // ・
const SMALL_KE = 0x30f6; // ヶ
const SMALL_KA = 0x30f5; // ヵ
const SHIFT = KATAKANA_START - HIRAGANA_START;
/** wanakana's LONG_VOWELS: the kana an inner ー becomes, by the last letter of the previous kana's romaji. */
const LONG_VOWELS: Record<string, string> = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'う' };

/** What an inner ー after this hiragana becomes ('' where wanakana's vowel table has no entry, as for ん). */
const longVowelAfter = new Map<number, string>();
function longVowelOf(previous: number): string {
  let vowel = longVowelAfter.get(previous);
  if (vowel === undefined) {
    vowel = LONG_VOWELS[toRomaji(String.fromCharCode(previous)).slice(-1)] ?? '';
    longVowelAfter.set(previous, vowel);
  }
  return vowel;
}

/** Whether wanakana's passRomaji conversions leave the text as it is (no kana code unit in it). */
function hasNoKana(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= HIRAGANA_START && code <= KATAKANA_END) return false;
  }
  return true;
}

/**
 * wanakana's katakanaToHiragana, with the long-vowel mark converted unless `keepLongMark`
 * (convertLongVowelMark: false), on text whose code units the caller may have shifted first
 * (`toKatakanaFirst`: wanakana's hiraganaToKatakana, code unit for code unit, so indexes agree).
 */
function convert(text: string, toKatakanaFirst: boolean, keepLongMark = false): string {
  if (hasNoKana(text)) return text;
  let out = '';
  let previous = 0; // wanakana's previousKana, as the hiragana code unit (0: none)
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (toKatakanaFirst && code >= HIRAGANA_START && code <= HIRAGANA_END) code += SHIFT;
    if (code === SLASH_DOT || code === SMALL_KE || code === SMALL_KA) {
      out += String.fromCharCode(code);
    } else if (code === LONG_MARK && previous !== 0 && !keepLongMark) {
      out += longVowelOf(previous);
    } else if (code >= KATAKANA_START && code < KATAKANA_END) {
      previous = code - SHIFT;
      out += String.fromCharCode(previous);
    } else {
      previous = 0;
      out += String.fromCharCode(code);
    }
  }
  return out;
}

/** `toHiragana(text, { passRomaji: true })` of wanakana 5: katakana to hiragana, ー to its vowel. */
export function katakanaToHiragana(text: string): string {
  return convert(text, false);
}

/**
 * `toHiragana(text, { passRomaji: true, convertLongVowelMark: false })` of wanakana 5: katakana to
 * hiragana, ー left as typed, so each character maps alone and a part of a text converts to a part
 * of the converted text.
 */
export function katakanaToHiraganaKeepingLongMark(text: string): string {
  return convert(text, false, true);
}

/** `toHiragana(toKatakana(text, { passRomaji: true }), { passRomaji: true })` of wanakana 5: every kana as hiragana, ー to its vowel after kana of either script. */
export function kanaToHiragana(text: string): string {
  return convert(text, true);
}
