import type { Tokenizer, IpadicFeatures } from 'kuromoji';
import { readChains, readTsvRows } from './data-files.load';
import { katakanaToHiragana } from './kana-script.convert';
import { normalizeText } from './text.normalize';

export interface ReadingSegment {
  surface: string;
  reading: string;
}

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
 * Reads one folded word: the longest table entry at each position wins (kuromoji's IPAdic reads
 * 牛丼 as うしどんぶり and 大盛 as だいもり); only the stretches the table does not cover go to kuromoji.
 */
export class ReadingSegmenter {
  private readonly maxKeyLength: number;

  constructor(
    private readonly table: Map<string, string>,
    private readonly tokenizer: Tokenizer<IpadicFeatures>,
  ) {
    this.maxKeyLength = Math.max(...[...table.keys()].map((key) => key.length));
  }

  segment(word: string): ReadingSegment[] {
    const segments: ReadingSegment[] = [];
    let gap = '';
    let i = 0;
    while (i < word.length) {
      const match = this.longestEntryAt(word, i);
      if (match) {
        segments.push(...this.tokenizeGap(gap), match);
        gap = '';
        i += match.surface.length;
      } else {
        gap += word[i];
        i += 1;
      }
    }
    segments.push(...this.tokenizeGap(gap));
    return segments;
  }

  private longestEntryAt(word: string, start: number): ReadingSegment | undefined {
    for (let length = Math.min(this.maxKeyLength, word.length - start); length >= 1; length -= 1) {
      const surface = word.slice(start, start + length);
      const reading = this.table.get(surface);
      // A lone kana entry would cut kana words apart; kana needs no reading anyway.
      if (reading !== undefined && (length > 1 || /\p{Script=Han}/u.test(surface))) return { surface, reading };
    }
    return undefined;
  }

  private tokenizeGap(gap: string): ReadingSegment[] {
    if (!gap) return [];
    return this.tokenizer.tokenize(gap).map((token) => {
      const reading = token.reading && token.reading !== '*' ? katakanaToHiragana(token.reading) : token.surface_form;
      return { surface: token.surface_form, reading };
    });
  }
}
