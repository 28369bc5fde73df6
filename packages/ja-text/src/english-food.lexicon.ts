import { readTsvRows } from './data-files.load';
import { FuzzyTermTrie } from './fuzzy-terms.trie';

/** How English words and phrases are keyed: lower case, apostrophes dropped, other punctuation as spaces. */
export function englishKey(english: string): string {
  return english
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface EnglishFoodEntry {
  /** The key: lower-case words separated by single spaces ("green tea latte"). */
  english: string;
  /** Japanese names of the food, any of which a catalog name may use. */
  japanese: readonly string[];
  /** Where the entry comes from: curated, catalog-dish, sudachi, chain (joined by + when several). */
  source: string;
}

/**
 * English food words and phrases → their Japanese names (data/english_food_lexicon.tsv, built by
 * scripts/english-food-lexicon.build.ts from the sources in data/SOURCES.md). Most catalog items
 * have only a Japanese name, so "pudding" or "cold soba" would otherwise find only the few rows with
 * an English name. Loads synchronously, without the Japanese tokenizer.
 */
export class EnglishFoodLexicon {
  private readonly words: string[];
  private trie: FuzzyTermTrie | undefined;
  private modifierForms: Map<string, string[]> | undefined;

  private constructor(private readonly byKey: ReadonlyMap<string, EnglishFoodEntry>) {
    this.words = [...byKey.keys()];
  }

  static load(): EnglishFoodLexicon {
    const entries = readTsvRows('english_food_lexicon.tsv').map((row): EnglishFoodEntry => ({
      english: row.english ?? '',
      japanese: (row.japanese ?? '').split('|').filter(Boolean),
      source: row.source ?? '',
    }));
    return new EnglishFoodLexicon(new Map(entries.filter((entry) => entry.english && entry.japanese.length).map((e) => [e.english, e])));
  }

  /** Every entry, keyed by its English key. */
  entries(): ReadonlyMap<string, EnglishFoodEntry> {
    return this.byKey;
  }

  /** The entry of an English word or phrase (case, punctuation and a plural -s/-es ignored). */
  lookup(english: string): EnglishFoodEntry | undefined {
    const key = englishKey(english);
    return this.byKey.get(key) ?? this.byKey.get(key.replace(/es$/, '')) ?? this.byKey.get(key.replace(/s$/, ''));
  }

  /** Japanese names of an English word or phrase; empty when unknown. */
  japaneseOf(english: string): readonly string[] {
    return this.lookup(english)?.japanese ?? [];
  }

  /**
   * What a word or phrase is written as before another food word, where the lexicon's own compounds
   * write it otherwise than alone (green tea is 緑茶 alone, but 抹茶 in green tea latte → 抹茶ラテ and green
   * tea ice cream → 抹茶アイス): the part of a compound's name before the name of the words after it, when
   * at least two compounds agree (one is as often a dish's own name: hot cake → パンケーキ is no パン). Empty
   * otherwise.
   */
  modifierFormsOf(english: string): readonly string[] {
    this.modifierForms ??= this.buildModifierForms();
    return this.modifierForms.get(this.lookup(english)?.english ?? '') ?? [];
  }

  private buildModifierForms(): Map<string, string[]> {
    const seen = new Map<string, Map<string, Set<string>>>();
    for (const [english, entry] of this.byKey) {
      const words = english.split(' ');
      for (let cut = 1; cut < words.length; cut++) {
        const modifier = this.lookup(words.slice(0, cut).join(' '));
        const rest = this.japaneseOf(words.slice(cut).join(' '));
        if (!modifier) continue;
        for (const name of entry.japanese) {
          for (const restName of rest) {
            const form = name.endsWith(restName) ? name.slice(0, -restName.length) : '';
            if (!form || modifier.japanese.includes(form)) continue;
            const forms = seen.get(modifier.english) ?? new Map<string, Set<string>>();
            seen.set(modifier.english, forms);
            forms.set(form, (forms.get(form) ?? new Set()).add(english));
          }
        }
      }
    }
    const agreed = new Map<string, string[]>();
    for (const [english, forms] of seen) {
      const kept = [...forms].filter(([, compounds]) => compounds.size >= 2).map(([form]) => form);
      if (kept.length) agreed.set(english, kept);
    }
    return agreed;
  }

  /** The entries within `maxEdits` of a misspelled word or phrase ("chiken" → chicken), nearest first. */
  nearest(english: string, maxEdits: number): { entry: EnglishFoodEntry; edits: number }[] {
    this.trie ??= FuzzyTermTrie.build(this.words);
    return this.trie
      .search(englishKey(english), maxEdits)
      .map((match) => ({ entry: this.byKey.get(this.words[match.term]!)!, edits: match.edits }))
      .sort((a, b) => a.edits - b.edits);
  }
}
