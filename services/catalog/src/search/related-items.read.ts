/**
 * The related pass's query (docs/catalog-search.md → Related items): the food words q is recognized to name, and their
 * synonyms and Japanese names, met loosely in the components, categories and names.
 */

import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import { KANA_ONLY, bigrams } from './catalog-tokens';
import type { JaNormalizer } from './ja-normalizer';
import type { KnownFoodWords } from './known-food-words';
import { LATIN } from './query-words.read';
import type { TermClauses } from './search-engine';
import type { QuerySplit } from './split-query.read';
import type { TermClauseParts } from './term-clauses';
import { type ReadingClauses, clause } from './text-clauses';

/** Half of a word's bigrams for a related match, but never one of two. */
const halfOf = (tokens: string[]) => (new Set(tokens).size > 2 ? 0.5 : 1);

/** The related pass's query: the food words q is recognized to name, matched loosely in components, categories and names. */
export function createRelatedItemsReading(
  ja: JaNormalizer,
  {
    adjacent,
    isGenericJapaneseHead,
    readingClause,
    readingGrams,
    readingOf,
    splitQuery,
    termClauses,
  }: Pick<ReadingClauses, 'adjacent' | 'readingClause' | 'readingGrams' | 'readingOf'> &
    Pick<KnownFoodWords, 'isGenericJapaneseHead'> &
    Pick<QuerySplit, 'splitQuery'> &
    Pick<TermClauseParts, 'termClauses'>,
) {
  /**
   * A Japanese term as its known food words and the stretches between them, in order (牛重 → 牛, 重);
   * empty when the words are not found in it.
   */
  const partsOf = (term: string, words: string[]): string[] => {
    const folded = ja.normalize(term).replace(/ /g, '');
    const parts: string[] = [];
    let at = 0;
    for (const word of words) {
      const found = folded.indexOf(word, at);
      if (found < 0) return [];
      if (found > at) parts.push(folded.slice(at, found));
      parts.push(word);
      at = found + word.length;
    }
    if (at < folded.length) parts.push(folded.slice(at));
    return parts;
  };

  /**
   * The term with one of its parts in another word for it (牛重 → 牛丼, カツ重 → カツ丼: 重, the box a
   * rice dish is served in, is its 丼): a dish no name holds is often the catalog's dish named the other way.
   */
  const withOtherWords = (term: string, words: string[]): string[] => {
    const parts = LATIN.test(term) ? [] : partsOf(term, words);
    if (parts.length < 2) return [];
    return parts.flatMap((part, at) =>
      ja
        .synonyms(part)
        .filter((synonym) => !LATIN.test(synonym))
        .map((synonym) => [...parts.slice(0, at), synonym, ...parts.slice(at + 1)].join('')),
    );
  };

  /**
   * A kana form as components, categories and names are met by it loosely: whole, or by a known food word it begins or ends
   * with that holds at least half its bigrams (チーズハンバーグ: ハンバーグ). A share of its bigrams anywhere met fragments of
   * other words: まんじゅう listed オレンジジュース by ん|じゅ|ゅう (ジュース reads じゅうす).
   */
  const kanaClauses = (form: string, boosts: Record<'components' | 'category' | 'name', number>): TermClauses => {
    const chars = [...ja.normalize(form)];
    const isKnownWord = (piece: string) => ja.foodWordsIn(piece).includes(piece);
    const pieces = new Map<string, number>([[chars.join(''), 1]]);
    for (let at = 2; at <= chars.length - 2; at++) {
      for (const piece of [chars.slice(0, at).join(''), chars.slice(at).join('')]) {
        const share = ([...piece].length - 1) / (chars.length - 1);
        if (share >= 0.5 && isKnownWord(piece)) pieces.set(piece, share);
      }
    }
    return [...pieces].flatMap(([piece, share]) =>
      (['components', 'category', 'name'] as const).flatMap((field) => clause(field, bigrams(piece), boosts[field] * share, 1)),
    );
  };

  /**
   * A hiragana word with no synonyms of its own is the reading of the dishes the table spells so, and relates what they and their
   * synonyms name, as its romaji does (やきめし, yakimeshi: 焼飯, 焼き飯, so チャーハン): no catalog name writes 焼飯, and やきめし found
   * nothing (round 37). Only here, after the names: ぎゅうどん, which the names read, keeps its own clauses, as gyudon does.
   */
  const dishesSpelledFor = (word: string): string[] =>
    ja.synonyms(word).length ? [] : ja.dishesReadAs(word).flatMap((dish) => [dish, ...ja.synonyms(dish)]);

  const relatedItems: Pick<CatalogTextAnalyzer, 'analyzeRelatedQuery'> = {
    analyzeRelatedQuery(q: string): AnalyzedQuery | null {
      const { include, exclude } = splitQuery(q);
      // Only what the query is recognized to name (a dish, ingredient, category, synonym, reading or
      // English food word) is looked up loosely; a query that names nothing known has no related items.
      // A word that names no dish (メニュー, 料理) relates nothing: キッズメニュー listed the breakfast menus by it.
      const recognized = include.map((word) => ja.foodWordsIn(word).filter((known) => !isGenericJapaneseHead(known)));
      if (recognized.some((words) => words.length === 0)) return null;
      const related = (words: string[]): TermClauses =>
        words
          .flatMap((word) => [
            ...(LATIN.test(word) ? [] : [word]),
            ...ja.synonyms(word),
            ...ja.japaneseOfEnglish(word),
            ...dishesSpelledFor(word),
          ])
          // A kana word of two characters (ちゃ, recognized in おちゃ) is inside too many names (チャーハン) to relate them.
          .filter((form) => !LATIN.test(form) && !(KANA_ONLY.test(form) && [...form].length <= 2))
          .flatMap((form) => {
            const grams = bigrams(ja.normalize(form));
            const readingTokens = readingGrams(form);
            return [
              ...(KANA_ONLY.test(form)
                ? kanaClauses(form, { components: 1, category: 0.8, name: 0.6 })
                : [
                    ...clause('components', grams, 1, 0.6),
                    ...clause('category', grams, 0.8, 0.6),
                    ...clause('name', grams, 0.6, halfOf(grams)),
                  ]),
              // So is a reading of two kana (茶: ちゃ). A reading is met whole, as one piece of a name's reading where it is short:
              // half its bigrams met fragments of other words (牛めし, ぎゅうめし: 梅酒 by うめ|めし, 牛乳 by ぎゅ|ゅう).
              ...(readingTokens.length > 1 ? adjacent(readingClause(form, 0.5, 1), readingOf(form)) : []),
            ];
          });
      const terms = recognized.map((words, at) => related([...words, ...withOtherWords(include[at]!, words)]));
      return {
        // A word that relates nothing (とり in toriki: two kana) leaves no term to match; dropped, the query
        // matched every item (toriki answered the whole catalog).
        terms: terms.every((t) => t.length) ? terms : [],
        excluded: exclude.map((word) => termClauses(word)).filter((t) => t.length),
        words: recognized.flat(),
      };
    },
  };
  return { relatedItems };
}

/** What createRelatedItemsReading gives the analyzer. */
export type RelatedItemsReading = ReturnType<typeof createRelatedItemsReading>;
