/**
 * English words and phrases typed (docs/catalog-search.md → English phrases): a phrase as a unit (its word pairs and head
 * token, its Japanese names and the compounds of its words), two words the lexicon knows apart as one compound, and an
 * English plural read as its singular.
 */

import { WITH, bigrams, contentWords, englishHeadToken, latinWords, wordPairs } from './catalog-tokens';
import { TRANSLATION_BOOST, WHOLE_NAME_BOOST } from './clause-boosts';
import { englishPluralsOf } from './english-plural.read';
import { foodKindWordsIn } from './food-kind-words';
import type { FoodNameClauses } from './food-names.clauses';
import type { JaNormalizer } from './ja-normalizer';
import { LATIN, isMarkedOut } from './query-words.read';
import type { TermClauses } from './search-engine';
import type { ShopWords } from './shop-words';
import type { QuerySplit } from './split-query.read';
import { type ReadingClauses, clause } from './text-clauses';

/** At most this many Japanese compounds are built from a phrase's words (cold soba → 冷やしそば…). */
const MAX_COMPOUNDS = 24;

/** A latin word of three letters or more ending in s, which may be an English plural (ramens, sandwiches). */
const ENGLISH_PLURAL = /^[a-z]{2,}s$/i;

/** The clauses of English words and phrases beyond one word's own: a phrase as a unit, its Japanese compounds, a plural's singular. */
export function createEnglishPhraseClauses(
  ja: JaNormalizer,
  {
    adjacent,
    chainClause,
    chainNamedItemClause,
    chainsNamed,
    japaneseClauses,
    joinEnglishPhrases,
    notInsideOtherWords,
    readingOf,
  }: Pick<ReadingClauses, 'adjacent' | 'readingOf'> &
    Pick<ShopWords, 'chainClause' | 'chainNamedItemClause' | 'chainsNamed'> &
    Pick<FoodNameClauses, 'japaneseClauses' | 'notInsideOtherWords'> &
    Pick<QuerySplit, 'joinEnglishPhrases'>,
) {
  /**
   * Japanese compounds of a phrase's words, in order (strawberry milk → いちごミルク, 苺牛乳…; cold
   * soba → 冷やしそば), so names built the usual Japanese way match besides the lexicon's own names.
   */
  const compoundsOfParts = (parts: string[]): string[] => {
    let compounds = [''];
    for (const [at, part] of parts.entries()) {
      // Before another word, a part is also written as the lexicon's compounds write it (green tea parfait: 抹茶パフェ).
      const names = [...ja.japaneseOfEnglish(part).slice(0, 4), ...(at < parts.length - 1 ? ja.modifierFormsOfEnglish(part) : [])];
      if (!names.length) return [];
      compounds = compounds.flatMap((start) => names.map((name) => start + name)).slice(0, MAX_COMPOUNDS);
    }
    return compounds;
  };

  /**
   * Word by word, and by the lexicon's own phrases inside it, longest first (pork cutlet bowl →
   * pork cutlet + bowl → とんかつ丼, カツ丼), so a phrase the lexicon lacks still names its dish.
   */
  const compoundsOf = (phrase: string): string[] => {
    const words = contentWords(phrase);
    return [...new Set([...compoundsOfParts(words), ...compoundsOfParts(joinEnglishPhrases(words))])];
  };

  /**
   * An English word or phrase that is the dish an English name begins with (englishHeadToken: miso soup
   * for "Miso soup with tofu and wakame"), as a whole name is: that row leads the rows merely holding
   * the words (Shijimi miso soup, Pilaf with miso soup), all of which carry them, so the English-named
   * rows still lead the Japanese ones.
   */
  const englishHeadClause = (words: string): TermClauses => {
    // A phrase naming a dish with something (rice with egg) names no dish by its first words.
    const token = latinWords(words).includes(WITH) ? null : englishHeadToken(words);
    return token ? clause('english', [token], WHOLE_NAME_BOOST) : [];
  };

  /**
   * Two English words the lexicon knows apart but not as a phrase (iced latte): the second also meets the Japanese
   * compounds of both in order (アイスラテ, アイスカフェラテ), so a name built of both leads the names merely holding
   * each (iced latte tall listed スターバックス' アイス抹茶ラテ M before タリーズ' アイスカフェラテ M).
   */
  const englishPairCompoundClauses = (before: string | undefined, word: string): TermClauses => {
    if (before === undefined || !LATIN.test(before) || !LATIN.test(word) || word.includes(' ') || before.includes(' ')) return [];
    if (isMarkedOut(before) || chainsNamed(before).length || chainsNamed(word).length) return [];
    // Each bigram at a translation's weight, not shared out as a name's: the compound holds both words typed. A short
    // one in one piece (からいとり met フライと|から揚げ|トリオ by its bigrams).
    return compoundsOfParts([before, word]).flatMap((compound) =>
      adjacent(
        notInsideOtherWords(clause('name', [...new Set(bigrams(ja.normalize(compound)))], TRANSLATION_BOOST, 1), compound),
        readingOf(compound),
      ),
    );
  };

  /**
   * Several English words that name one food or one chain, as a unit: the chain; an English name
   * holding the phrase's words as close pairs; the phrase's Japanese names and compounds (below
   * English names that carry it, as for one word).
   */
  const phraseClauses = (typed: string): TermClauses => {
    const english = typed.split(' ').map(singularOfEnglish).join(' ');
    return [
      ...chainClause(typed),
      ...chainNamedItemClause(typed),
      // The phrase as typed too, for the English names that write it in the plural (Spring rolls, Pan-fried dumplings).
      ...[...new Set([typed, english])].flatMap((form) => [
        ...clause('english', [...wordPairs(form), ...contentWords(form)], 1, 1),
        ...englishHeadClause(form),
      ]),
      ...japaneseClauses([...new Set([...ja.japaneseOfEnglish(typed), ...compoundsOf(typed)])], TRANSLATION_BOOST),
    ];
  };

  /**
   * An English plural the lexicon knows only as its singular (ramens, curry rices' rices, sandwiches) is read as the singular:
   * the index holds the English names' words by their prefixes, which the singular is of the plural and the plural not of the
   * singular, so ramens met no Shio ramen and lost the English-named rows' lead. Only the English names' field reads it so: the
   * romaji and kana keep the word typed (a plural is no romaji: shakes is the drink, not しゃけ).
   */
  const singularOfEnglish = (word: string): string => {
    // A plural naming a kind of food the catalog files by genre (sweets; sweet would meet Sweet and sour pork) is that kind's.
    if (!ENGLISH_PLURAL.test(word) || foodKindWordsIn(word)) return word;
    const lower = word.toLowerCase();
    // The singular must be an entry of its own, an English word: yakis, typed on the way to yakisoba, is no plural of yaki (yaki udon).
    const stem = [lower.replace(/es$/, ''), lower.slice(0, -1)].find(
      (form) => form !== lower && ja.isEnglishLexiconWord(form) && ja.japaneseOfEnglish(form).length > 0,
    );
    if (stem === undefined) return word;
    // A plural with an entry of its own is read as the singular only where both name the same food (sandwiches), not
    // another (greens beside green).
    if (!ja.isEnglishLexiconWord(lower)) return stem;
    const [own, singular] = [ja.japaneseOfEnglish(lower), ja.japaneseOfEnglish(stem)];
    return own.length === singular.length && own.every((name) => singular.includes(name)) ? stem : word;
  };

  /**
   * The plurals of an English singular that English names may write instead (strawberry: Strawberries 50g; round 49): a plural
   * the word's prefixes cannot meet (strawberries), unless the lexicon lists it for another food, and one the lexicon lists for
   * the same food (its Japanese among the singular's), whose whole-word tokens the index holds. None for a plural typed or a
   * kind of food filed by genre (sweets).
   */
  const pluralsOfEnglish = (word: string): string[] => {
    const lower = word.toLowerCase();
    if (singularOfEnglish(lower) !== lower) return [];
    const { changed, added } = englishPluralsOf(lower);
    const singular = ja.japaneseOfEnglish(lower);
    const sameFood = (plural: string) => ja.japaneseOfEnglish(plural).every((name) => singular.includes(name));
    return [...changed, ...added].filter(
      (plural) =>
        !foodKindWordsIn(plural) && (ja.isEnglishLexiconWord(plural) ? singular.length > 0 && sameFood(plural) : changed.includes(plural)),
    );
  };

  /**
   * The words of an English phrase the lexicon knows as one food, to match apart when the phrase finds
   * nothing, each a food word itself (shrimp burger: shrimp, burger): the catalog names the food otherwise
   * than the lexicon (えびカツバーガー, no えびバーガー). Empty when a word names no food (kids meal: kids) or
   * the term is no phrase.
   */
  const englishPhraseParts = (phrase: string): string[] => {
    const words = contentWords(phrase);
    return words.length > 1 && words.every((word) => ja.japaneseOfEnglish(word).length > 0) ? words : [];
  };
  return { englishHeadClause, englishPairCompoundClauses, phraseClauses, singularOfEnglish, pluralsOfEnglish, englishPhraseParts };
}

/** What createEnglishPhraseClauses gives the analyzer. */
export type EnglishPhraseClauses = ReturnType<typeof createEnglishPhraseClauses>;
