import { toHiragana, toKana, toRomaji } from 'wanakana';
import { foldLoanwordKana } from './kana-variants.fold';
import { recentAnswers } from './recent-answers';

/** Longest romaji prefix token; a longer query is cut to the same length so it still matches. */
export const ROMAJI_MAX_LENGTH = 20;
export const ROMAJI_MIN_PREFIX = 2;

/**
 * wanakana's answers kept for the texts it converted last: a query's word is converted by several of the analyzer's
 * questions (its romaji tokens, its food words, its kana), 10-40 µs each, and an index's morphemes repeat.
 */
const RECENT_CONVERSIONS = 512;
const romajiOfKana = recentAnswers((kana: string) => hiraganaToRomaji(kana), RECENT_CONVERSIONS);
const kanaOfRomaji = recentAnswers((romaji: string) => toKana(romaji), RECENT_CONVERSIONS);
/** wanakana's toHiragana of a latin word, kept like the other conversions. */
export const hiraganaOfLatin = recentAnswers((latin: string) => toHiragana(latin), RECENT_CONVERSIONS);

/** A text of hiragana alone (ぁ to ゖ): what hiraganaToRomaji reads syllable by syllable. */
const HIRAGANA_TEXT = /^[\u3041-\u3096]+$/;
/** Kana that wanakana's Hepburn reads with the kana after them (っか: kka, んあ: n'a). */
const JOINS_NEXT = new Set(['っ', 'ん']);
/** Small kana, which wanakana's Hepburn may read with the kana before them (きゃ: kya, ふぁ: fa). */
const JOINS_PREVIOUS = new Set([...'ぁぃぅぇぉっゃゅょゎゕゖ']);
/** wanakana's romaji of each syllable met (a kana with the small kana after it, after っ or ん), at most this many kept. */
const MAX_SYLLABLES = 4096;
const romajiOfSyllable = new Map<string, string>();

/**
 * wanakana's toRomaji (Hepburn) of a hiragana text, syllable by syllable. wanakana reads a text by the longest run its
 * kana-to-romaji tree holds, copying each step's subtree (after っ, the whole tree): 20-60 µs for a word, where its
 * romaji of each syllable, kept in a table, is a lookup. Its runs are a kana and the small kana after it, after っ or ん
 * (きゃ, っきゃ, んあ), so the text is cut before any other kana and each piece read alone gives wanakana's answer
 * (romaji.normalize.test.ts holds them equal on every text of one to three kana and on random longer ones). Any other
 * text goes to wanakana whole.
 */
export function hiraganaToRomaji(kana: string): string {
  if (!HIRAGANA_TEXT.test(kana)) return toRomaji(kana);
  let romaji = '';
  let start = 0;
  for (let end = 1; end <= kana.length; end++) {
    if (end < kana.length && (JOINS_NEXT.has(kana[end - 1]!) || JOINS_PREVIOUS.has(kana[end]!))) continue;
    const syllable = kana.slice(start, end);
    let read = romajiOfSyllable.get(syllable);
    if (read === undefined) {
      read = toRomaji(syllable);
      if (romajiOfSyllable.size < MAX_SYLLABLES) romajiOfSyllable.set(syllable, read);
    }
    romaji += read;
    start = end;
  }
  return romaji;
}

/**
 * The canonical romaji spelling shared by index and query: Hepburn (wanakana), no apostrophes or
 * macron dashes, nn → n, n → m before b/p/m (tenpura = tempura), long vowels collapsed
 * (gyuudon = gyudon, raamen = ramen, ou/oo → o).
 */
export function foldRomaji(romaji: string): string {
  return romaji
    .replace(/['\-ー]/gu, '')
    .replace(/nn/g, 'n')
    .replace(/n(?=[bpm])/g, 'm')
    .replace(/ou/g, 'o')
    .replace(/([aiueo])\1+/g, '$1');
}

/**
 * Hepburn of a hiragana reading with the loanword variants folded first (ヴァ → バ, ティ → チ:
 * data/kana_variants.tsv), so vanira = banira and tiramisu meets ティラミス. Not yet folded.
 */
export function romanizeReading(reading: string): string {
  // wanakana spells ふぁ as "fua"; queries reach it through toKana too ("famima" → ふぁみま), so both sides agree.
  return romajiOfKana(foldLoanwordKana(reading));
}

/** Canonical romaji of a hiragana reading (latin passes through and is folded the same way). */
export function readingToRomaji(reading: string): string {
  return foldRomaji(romanizeReading(reading));
}

/**
 * Romaji of each morpheme of a word, romanized one by one (wanakana is the slow part of indexing)
 * yet joinable: a morpheme that ends in っ hands it to the next one, whose consonant it doubles
 * (デニッ|シュ → de, ni, sshu, so the joined denisshu is what the whole word romanizes to, where
 * "nitsu" or a lost っ made マロンクリームデニッシュ unfindable by its own romaji).
 */
export function segmentRomaji(readings: string[]): string[] {
  const moved = [...readings];
  for (let i = 0; i + 1 < moved.length; i++) {
    // A small kana the tokenizer put at the start of the next morpheme belongs to this one (テ|ィラミス: てぃ).
    const small = /^[ぁぃぅぇぉゃゅょゎ]/u.exec(moved[i + 1]!)?.[0];
    if (small) {
      moved[i] += small;
      moved[i + 1] = moved[i + 1]!.slice(1);
    }
    if (moved[i]!.endsWith('っ') && moved[i + 1]) {
      moved[i] = moved[i]!.slice(0, -1);
      moved[i + 1] = `っ${moved[i + 1]!}`;
    }
  }
  return moved.map(romanizeReading);
}

/**
 * Canonical spellings of a latin query word: as typed (English names) and through wanakana's kana
 * reading, which knows every IME spelling (si, tu, hu, zi, sya, xtu, nn, n'); a word with an l also
 * with r for it, as people spell ら行 after the English letter (milano, meron: ミラノ, メロン), where the
 * IME reads l as a small kana (milano: みぁの) and Hepburn has no l at all. A doubled l is one r, as the
 * katakana of an English word writes it (vanilla: バニラ, mozzarella: モッツァレラ); rr would be a っ.
 */
export function latinQueryRomaji(word: string): string[] {
  const spellings = word.includes('l') ? [word, word.replace(/l+/g, 'r')] : [word];
  const viaKana = (spelling: string) => readingToRomaji(kanaOfRomaji(spelling.replace(/m(?=[bp])/g, 'n')));
  return [...new Set(spellings.flatMap((spelling) => [foldRomaji(spelling), viaKana(spelling)]))];
}

/** Edge n-grams of a romaji string, so an exact term match on the query's romaji is a prefix match. */
export function romajiEdgeGrams(romaji: string): string[] {
  const grams: string[] = [];
  for (let length = ROMAJI_MIN_PREFIX; length <= Math.min(romaji.length, ROMAJI_MAX_LENGTH); length += 1) {
    grams.push(romaji.slice(0, length));
  }
  return grams;
}
