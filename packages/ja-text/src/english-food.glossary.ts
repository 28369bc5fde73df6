import { readTsvRows } from './data-files.load';

/**
 * English food words and phrases → their Japanese names (data/english_food_terms.tsv, compiled for
 * this project). Most catalog items have only a Japanese name, so "pudding" or "fried chicken" would
 * otherwise find only the few rows with an English name.
 */
export class EnglishFoodGlossary {
  private constructor(private readonly japaneseByEnglish: Map<string, string[]>) {}

  static load(): EnglishFoodGlossary {
    const entries = readTsvRows('english_food_terms.tsv').map(
      (row) => [keyOf(row.english ?? ''), (row.japanese ?? '').split('|').filter(Boolean)] as const,
    );
    return new EnglishFoodGlossary(new Map(entries.filter(([english, japanese]) => english && japanese.length)));
  }

  /** The Japanese names of an English word or phrase (case and spacing ignored); empty when unknown. */
  japaneseOf(english: string): string[] {
    return this.japaneseByEnglish.get(keyOf(english)) ?? [];
  }
}

const keyOf = (english: string) => english.toLowerCase().trim().replace(/\s+/g, ' ');
