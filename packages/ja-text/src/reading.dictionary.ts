import type { Tokenizer, IpadicFeatures } from 'kuromoji';
import { readChains, readTsvRows } from './data-files.load';
import { katakanaToHiragana } from './kana-script.convert';
import { keyLengthsByFirstUnit } from './key-lengths';
import { normalizeText } from './text.normalize';

export interface ReadingSegment {
  surface: string;
  reading: string;
}

/** The segments' readings joined: the reading of the text they cover. */
export const joinedReading = (segments: readonly ReadingSegment[]): string => segments.map((segment) => segment.reading).join('');

/** Folded surface → hiragana reading, from the curated/JUMAN/IPAdic table and the chain list. */
export function loadReadingTable(): Map<string, string> {
  const table = new Map<string, string>();
  const add = (surface: string, reading: string): void => {
    const key = normalizeText(surface).replace(/ /g, '');
    // The file lists curated rows first and says the first match wins.
    if (key && reading && !table.has(key)) table.set(key, normalizeText(reading).replace(/ /g, ''));
  };
  for (const row of readTsvRows('food_readings.tsv')) add(row.surface ?? '', row.reading ?? '');
  for (const chain of readChains()) add(chain.name, chain.reading);
  return table;
}

/**
 * IPAdic's entries spelled in hiragana whose reading is another (言う's forms: いう read ゆう). Every
 * other hiragana entry reads as it is spelled and an unknown word reads as its surface, so kuromoji's
 * reading of a hiragana stretch holding none of these is the stretch itself, whatever its lattice
 * picks (reading.dictionary.test.ts scans the dictionary for them).
 */
export const HIRAGANA_READ_OTHERWISE = ['いい', 'いう', 'いえ', 'いお', 'いわ'];
const HIRAGANA_ONLY = /^[\u3041-\u3096]+$/u;
/** A kanji (a constant: esbuild writes a \p{Script=…} literal as `new RegExp(…)`, built again at each test inside a loop). */
const KANJI = /\p{Script=Han}/u;
const NO_LENGTHS: readonly number[] = [];
/**
 * Table entries read otherwise after another word in the same word: 丼 alone is どんぶり, but the 丼 of a
 * dish is どん (牛丼, チャーシュー丼, ぎゅう丼). Read どんぶり, ぎゅう丼 met チャーシュー丼 on five of its seven
 * reading's bigrams, and the names' どんぶり met a typed ぎゅうどん only through their surface.
 */
export const READ_AFTER_A_WORD: Readonly<Record<string, string>> = { 丼: 'どん' };

/**
 * Table entries read otherwise inside a longer word, before or after another word: 鶏 alone is にわとり, but in a compound
 * it is とり (若鶏, 鶏そぼろ, 親鶏). Read にわとり there, 若鶏 was わか|にわとり, which holds かに, and とり met no 鶏 compound
 * the table does not list. Not a dish word (READ_AFTER_A_WORD): the names are not filed under it by their ending.
 */
export const READ_IN_A_COMPOUND: Readonly<Record<string, string>> = { 鶏: 'とり' };

/**
 * Reads one folded word: the longest table entry at each position wins (kuromoji's IPAdic reads
 * 牛丼 as うしどんぶり and 大盛 as だいもり); only the stretches the table does not cover go to kuromoji.
 */
export class ReadingSegmenter {
  /** The lengths of the table's entries beginning with each code unit, longest first. */
  private readonly keyLengthsFrom: ReadonlyMap<string, readonly number[]>;

  constructor(
    private readonly table: Map<string, string>,
    private readonly tokenizer: Tokenizer<IpadicFeatures>,
  ) {
    this.keyLengthsFrom = keyLengthsByFirstUnit(table.keys());
  }

  segment(word: string): ReadingSegment[] {
    return this.pieces(word).flatMap((piece) => (typeof piece === 'string' ? this.tokenizeGap(piece) : [piece]));
  }

  /**
   * The word's reading, `segment`'s readings joined, without kuromoji where its answer is known: a
   * hiragana stretch the table does not cover reads as itself (above). A query asks only for whole
   * readings; the index asks for the segments.
   */
  readingOf(word: string): string {
    let reading = '';
    for (const piece of this.pieces(word)) {
      if (typeof piece !== 'string') reading += piece.reading;
      else if (HIRAGANA_ONLY.test(piece) && !HIRAGANA_READ_OTHERWISE.some((entry) => piece.includes(entry))) reading += piece;
      else for (const segment of this.tokenizeGap(piece)) reading += segment.reading;
    }
    return reading;
  }

  /** The word as table entries and the stretches between them (strings), in order. */
  private pieces(word: string): (ReadingSegment | string)[] {
    const pieces: (ReadingSegment | string)[] = [];
    let gap = '';
    let i = 0;
    while (i < word.length) {
      const entry = this.withOkurigana(word, this.longestEntryAt(word, i), i);
      const match =
        entry && i > 0 && READ_AFTER_A_WORD[entry.surface]
          ? { ...entry, reading: READ_AFTER_A_WORD[entry.surface]! }
          : entry && word.length > entry.surface.length && READ_IN_A_COMPOUND[entry.surface]
            ? { ...entry, reading: READ_IN_A_COMPOUND[entry.surface]! }
            : entry;
      if (match) {
        if (gap) pieces.push(gap);
        pieces.push(match);
        gap = '';
        i += match.surface.length;
      } else {
        gap += word[i];
        i += 1;
      }
    }
    if (gap) pieces.push(gap);
    return pieces;
  }

  /**
   * A kanji read as a whole word, written on with the kana that end its reading (丼ぶり: 丼 is どんぶり
   * already), is that word: read 丼 and then ぶり, 丼ぶり was どんぶりぶり and met no 丼. Only one kanji
   * and at least two kana, short of the whole reading, so a word after a compound (大根こんにゃく) stays apart.
   */
  private withOkurigana(word: string, entry: ReadingSegment | undefined, start: number): ReadingSegment | undefined {
    if (!entry || entry.surface.length !== 1) return entry;
    const after = start + 1;
    for (let length = entry.reading.length - 1; length >= 2; length -= 1) {
      const kana = word.slice(after, after + length);
      if (HIRAGANA_ONLY.test(kana) && entry.reading.endsWith(kana)) return { surface: entry.surface + kana, reading: entry.reading };
    }
    return entry;
  }

  private longestEntryAt(word: string, start: number): ReadingSegment | undefined {
    for (const length of this.keyLengthsFrom.get(word[start]!) ?? NO_LENGTHS) {
      if (length > word.length - start) continue;
      const surface = word.slice(start, start + length);
      const reading = this.table.get(surface);
      // A lone kana entry would cut kana words apart; kana needs no reading anyway.
      if (reading !== undefined && (length > 1 || KANJI.test(surface))) return { surface, reading };
    }
    return undefined;
  }

  private tokenizeGap(gap: string): ReadingSegment[] {
    return this.tokenizer.tokenize(gap).map((token) => {
      const reading = token.reading && token.reading !== '*' ? katakanaToHiragana(token.reading) : token.surface_form;
      return { surface: token.surface_form, reading };
    });
  }
}
