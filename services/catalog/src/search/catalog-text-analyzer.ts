import type { ShopRow } from '@shokuji/search-index';
import type { CatalogEntry } from '../store/catalog-store';
import type { TermClauses, TextField } from './search-engine';

export interface AnalyzedQuery {
  /** Each term with its variant clauses; all must match. */
  terms: TermClauses[];
  /** `-word` terms. */
  excluded: TermClauses[];
  /** The words as typed (for a related query: the food words recognized in them), for messages. */
  words: readonly string[];
}

/** One step of the English phrase fallback: the query, and the head noun it keeps (null: the whole phrase as one dish). */
export interface EnglishPhraseFallback {
  head: string | null;
  /** The words of a known phrase matched apart (shrimp burger: shrimp, burger), when that is the fallback. */
  apart?: string[];
  query: AnalyzedQuery;
}

/**
 * Turns catalog entries into token fields and queries into clauses. The one implementation uses
 * @shokuji/ja-text, so index-time and query-time analysis are the same code for both engines.
 */
export interface CatalogTextAnalyzer {
  /** Bumped whenever the token design changes, so persisted indexes are rebuilt. */
  readonly version: string;
  documentText(entry: CatalogEntry, shop: ShopRow | undefined): Record<TextField, string[]>;
  analyzeQuery(q: string): AnalyzedQuery;
  /** The query tolerant of typos in its words, for a second pass when the exact one finds nothing. */
  analyzeTypoTolerantQuery(q: string): AnalyzedQuery;
  /**
   * For an all-English query of several words that matched nothing: the dish its parts compose, then
   * its head noun with fewer modifiers, in the order to try (empty for any other query).
   */
  analyzeEnglishPhraseFallbacks(q: string): EnglishPhraseFallback[];
  /**
   * The loose form of a query for the semantic fallback (ingredients, categories, partial names) over
   * the food words it is recognized to name; null when a term names nothing known (gibberish); no
   * terms when a recognized word is too short to relate anything (とり in toriki).
   */
  analyzeRelatedQuery(q: string): AnalyzedQuery | null;
  /**
   * q without the amount, count and size words a meal log adds to a food (バナナ 1本, 牛乳 200ml,
   * おにぎり2個, 牛丼 大): the rest and the words taken out; null when q has none, or nothing else.
   * `onlySizes`: every word taken out is a size (牛丼 大盛, ラテ トール), none a count or amount.
   * `sizesNotSold`: the café sizes among them that the chains q names sell no cup by (マック ラテ トール).
   */
  withoutAmounts(
    q: string,
  ): { q: string; amounts: string[]; onlySizes?: true; sizesNotSold?: { chains: string[]; sizes: string[] } } | null;
  /** Whether q is size words and nothing else (トール, ベンティ, L): they name no food, nor are they typos of one. */
  sizesOnly(q: string): boolean;
  /**
   * q, which names a chain, with each food word that has a dish short form read as it (サブウェイ サンドイッチ → サブウェイ
   * サンド), for when the chain files the food under it; `typed` the words so read, `shortForms` what they were read as.
   * Null when q names no chain or no such word.
   */
  withShortForms(q: string): { query: AnalyzedQuery; typed: string[]; shortForms: string[] } | null;
  /**
   * q with each word that begins with a loanword the names write in Japanese read as their words (ソイラテ, soy latte:
   * 豆乳 カフェラテ), for when no name holds the word as typed; `typed` are the words so read. Null when q has none.
   */
  withLoanwordsInJapanese(q: string): { query: AnalyzedQuery; typed: string[] } | null;
  /**
   * q with each Japanese word that is the first name of an English lexicon entry also met by the entry's other names (卵:
   * たまご, 玉子, エッグ, 味玉 of egg), for when the names match few with it as typed; `typed` are the words so read, `names` the
   * names added. Null when q has no such word.
   */
  withNamesOfFood(q: string): { query: AnalyzedQuery; typed: string[]; names: string[] } | null;
  /**
   * q with each long Japanese term cut to the known dish word it ends with (プレミアム牛めし → 牛めし),
   * for when no name holds the whole term; `heads` are the words kept. Null when no term has one.
   */
  withHeadWords(q: string): { query: AnalyzedQuery; heads: string[] } | null;
  /**
   * q's food words without the chains named beside them (なか卯 天丼 → 天丼), for when the chain
   * sells none of the food in the catalog; `chains` are the words taken out. Null when q names no
   * chain beside another word.
   */
  withoutChains(q: string): { query: AnalyzedQuery; chains: string[] } | null;
  /** Whether every word of q names a chain or a kind of shop (セブン, コンビニ), so q names no food. */
  namesOnlyShops(q: string): boolean;
  /** namesOnlyShops over the words an analyzed query already holds (AnalyzedQuery.words), without reading q again. */
  wordsNameOnlyShops(words: readonly string[]): boolean;
  /**
   * q's food words without the words typed beside them that say which one no name writes so: an adjective
   * (温かい そば → そば) or a menu's letter for a variant (ドトール ミラノサンド A → ドトール ミラノサンド), for
   * when no name says it; `qualifiers` are the words taken out. Null when q has none beside another word.
   */
  withoutQualifiers(q: string): { query: AnalyzedQuery; qualifiers: string[] } | null;
  /**
   * q with each word that types a food as not wanted (肉なし, 肉抜き, 玉ねぎぬき) read as that food excluded (-肉), for when
   * no name holds the word (骨なし and 汁なし are names' words); `typed` are the words so read, `unwanted` their foods.
   * A wish for a dish without meat (vegetarian, ベジタリアン, no meat) is 肉なし, with the kinds of meat the names say
   * excluded too. Alone (肉なし) the query has no term: nothing is named to search. Null when q has no such word.
   */
  withoutUnwanted(q: string): { query: AnalyzedQuery; typed: string[]; unwanted: string[] } | null;
  /**
   * q with its known compounds also matched by their words apart (鮭おにぎり also finds 手巻おにぎり 鮭,
   * ranked below the names that hold it whole); null when q has no compound of known words.
   */
  withCompoundsApart(q: string): AnalyzedQuery | null;
  /**
   * q as one item, with sizes typed apart and chains beside it or not (チーズ牛丼, チーズ牛丼 特盛, すき家 チーズ牛丼): the known
   * food words of the item's compound before its last (チーズ), what kind of the last it is. Empty for any other q, or an
   * item that is no compound of known words or a chain.
   */
  compoundItemModifiers(q: string): string[];
  /**
   * The food a name writes glued right after q's food, folded (パスタサラダ for パスタ: さらだ), which the item is a kind of:
   * a Japanese name of the English lexicon, not what the food is served on (カレーライス, カツ丼). Null when there is none.
   */
  foodNamedAfter(name: string, food: string): string | null;
  /**
   * The Japanese names the English lexicon gives a food typed in latin letters (bread: パン), which the catalog's names write;
   * `spelled`: only those the word is the romaji of (sushi: 寿司; none for sausage, ソーセージ). Empty for a word of no entry
   * or one typed in Japanese.
   */
  japaneseNamesOf(word: string, spelled?: boolean): readonly string[];
  /**
   * The lexicon food written with kanji whose reading a latin word spells, where the word is no English word of the lexicon
   * (ocha: お茶, susi: 寿司): the food typed; undefined for any other word.
   */
  foodOfRomaji(word: string): string | undefined;
  /**
   * The categories the catalog files the kinds of a genre's dish under, by the dish's Japanese name (寿司: 握り, the sushi
   * chains' nigiri, which their names call by the fish); empty for any other word or one typed in latin letters.
   */
  kindsOfDish(food: string): readonly string[];
  /**
   * The dish a name holds that a Japanese word no dictionary knows whole ends with, where the name holds neither the word nor
   * the words typed before that dish, and the dish is itself a compound of known words (鍋焼きうどん, 焼きうどん: 焼きうどん, a
   * different dish); compared by reading. Null otherwise: a known word, latin letters, a word whose last part is one word
   * (サバ定食: 定食), a name holding the word or all its parts (唐揚げ定食 for からあげ定食). Without a name: the dish the word
   * ends with where the word is of that shape, so a caller knows whether any name is worth reading.
   */
  anotherDishNamed(word: string, name?: string): string | null;
}
