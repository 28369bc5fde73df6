import { joinedReading, type ReadingSegment } from './reading.dictionary';
import { foldRomaji, latinQueryRomaji, readingToRomaji, ROMAJI_MAX_LENGTH, romajiEdgeGrams, segmentRomaji } from './romaji.normalize';
import { isLatinWord } from './text.normalize';

/**
 * Token lists per search field. Every field is matched by exact terms, so prefix and partial
 * matching is built into what the index stores:
 * - surface: folded character unigrams + bigrams (partial kanji/kana input, 1-char queries);
 * - reading: bigrams of the hiragana reading (kana queries against kanji names);
 * - romaji: edge n-grams of the canonical romaji from each word/morpheme start (typed prefixes);
 * - words: whole folded words and dictionary/morpheme surfaces (exact-word boost).
 * A query term hits a field when all its surface/reading/words tokens are there (AND), or when any of
 * its romaji tokens is (they are alternative spellings of one word, e.g. "latte" as typed and as らって).
 */
export interface FieldTokens {
  surface: string[];
  reading: string[];
  romaji: string[];
  words: string[];
}

export type IndexTokens = FieldTokens;

/** A word of folded text with its reading segments. */
export interface AnalyzedWord {
  word: string;
  segments: ReadingSegment[];
}

function characterGrams(text: string, withUnigrams: boolean): string[] {
  const chars = [...text];
  const grams: string[] = withUnigrams || chars.length === 1 ? [...chars] : [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

const unique = (tokens: string[]): string[] => [...new Set(tokens.filter((token) => token !== ''))];

export function buildIndexTokens(words: AnalyzedWord[]): IndexTokens {
  const tokens: FieldTokens = { surface: [], reading: [], romaji: [], words: [] };
  for (const { word, segments } of words) {
    tokens.surface.push(...characterGrams(word, true));
    tokens.words.push(word, ...segments.filter((segment) => segment.surface.length > 1).map((segment) => segment.surface));
    if (isLatinWord(word)) {
      tokens.romaji.push(...romajiEdgeGrams(readingToRomaji(word)));
      continue;
    }
    tokens.reading.push(...characterGrams(joinedReading(segments), false));
    // Starting at every morpheme lets "namimori" find 牛丼並盛 and "gyudonnami" find it too.
    // Romanized once per morpheme (wanakana is the slow part), then joined and folded per start.
    const romajiPerSegment = segmentRomaji(segments.map((segment) => segment.reading));
    romajiPerSegment.forEach((_, i) => tokens.romaji.push(...romajiEdgeGrams(foldRomaji(romajiPerSegment.slice(i).join('')))));
  }
  return { surface: unique(tokens.surface), reading: unique(tokens.reading), romaji: unique(tokens.romaji), words: unique(tokens.words) };
}

/** A word of folded query text with its whole reading (a latin word's is never read). */
export interface ReadWord {
  word: string;
  reading: string;
}

/** A read word's romaji tokens: its spellings (a latin word's) or its reading's romaji, cut to ROMAJI_MAX_LENGTH. */
const queryRomaji = ({ word, reading }: ReadWord): string[] =>
  (isLatinWord(word) ? latinQueryRomaji(word) : [readingToRomaji(reading)])
    .filter((r) => r.length > 1)
    .map((r) => r.slice(0, ROMAJI_MAX_LENGTH));

export function buildQueryTokens(words: ReadWord[]): FieldTokens {
  const tokens: FieldTokens = { surface: [], reading: [], romaji: [], words: [] };
  for (const { word, reading } of words) {
    tokens.surface.push(...characterGrams(word, false));
    tokens.words.push(word);
    tokens.romaji.push(...queryRomaji({ word, reading }));
    if (!isLatinWord(word) && [...reading].length > 1) tokens.reading.push(...characterGrams(reading, false));
  }
  return { surface: unique(tokens.surface), reading: unique(tokens.reading), romaji: unique(tokens.romaji), words: unique(tokens.words) };
}

/** buildQueryTokens(words).romaji, without the other fields' tokens. */
export const buildQueryRomaji = (words: ReadWord[]): string[] => unique(words.flatMap(queryRomaji));
