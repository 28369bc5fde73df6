/**
 * Chains and kinds of shop in q: the chains a word names (none for a size word), the clauses of a chain or a kind of shop
 * named, and the tokens of the shop fields (the chain itself, #id; a kind of shop, kind:convenience).
 */

import { CHAIN_BOOST, TRANSLATION_BOOST, WHOLE_NAME_BOOST } from './clause-boosts';
import type { JaNormalizer } from './ja-normalizer';
import { LATIN } from './query-words.read';
import { recent } from './recent-lookups';
import type { TermClauses } from './search-engine';
import type { SizeWords } from './size-words';
import { type ReadingClauses, clause } from './text-clauses';

/** The shop field token that stands for the chain itself. */
export const chainToken = (shopId: string) => `#${shopId}`;

/**
 * A shopKind token: one category (kind:convenience), or the categories one word names together
 * (kind:burger+fried_chicken, ファストフード's), which every row of either carries besides its own.
 */
export const shopKindToken = (categories: readonly string[]) => `kind:${categories.join('+')}`;

/** The chains and kinds of shop a word names, and their clauses. */
export function createShopWords(
  ja: JaNormalizer,
  { anyWholeName, isSizeWord, wholeTokens }: Pick<ReadingClauses, 'anyWholeName' | 'wholeTokens'> & Pick<SizeWords, 'isSizeWord'>,
) {
  const chainClause = (term: string) => {
    const chains = chainsNamed(term);
    return clause('shop', chains.map(chainToken), CHAIN_BOOST, 1 / Math.max(1, chains.length));
  };

  /**
   * A chain typed in latin letters (mos burger, mosburger, MOS): the item whose whole name is the
   * chain's own name (モスバーガー the burger) leads its rows, as the Japanese name's bigrams lead them
   * for モスバーガー typed in katakana. Only the whole name: the names holding the chain name's
   * bigrams or synonyms are other chains' items too (ミスタードーナツ met a Lawson ツイストドーナツ).
   */
  const chainNamedItemClause = (term: string) => {
    const names = chainsNamed(term).flatMap((id) => ja.chainName(id) ?? []);
    return clause('wholeName', [...new Set(names.flatMap(wholeTokens))], WHOLE_NAME_BOOST, 1 / 2);
  };

  /**
   * The chains a term names, none for a size word: mini, the size, begins ministop, so sukiya gyudon mini
   * named two chains, left both out with the size and listed every shop's 牛丼.
   */
  const chainsNamed = recent((term: string): string[] => (isSizeWord(term) ? [] : ja.chainsNamed(term)));

  /** A word naming a chain or a kind of shop (吉野家, コンビニ). */
  const namesAShop = (word: string) => chainsNamed(word).length > 0 || ja.shopKind(word) !== null;

  /** The chains (ids) a query's words name. */
  const chainsIn = (words: readonly string[]) => [...new Set(words.flatMap((word) => chainsNamed(word)))];

  /**
   * An English food word beside a chain: its Japanese names as a name's whole core, so the chain's plain
   * item leads the rows holding it (jonathan pancake: パンケーキ before プレミアムパンケーキ). Only beside a
   * chain, whose rows carry Japanese names: alone, the rows carrying the English word lead (minestrone).
   */
  const translatedWholeNameBesideChain = (word: string, words: readonly string[]): TermClauses =>
    LATIN.test(word) && !chainsNamed(word).length && chainsIn(words).length
      ? anyWholeName(ja.japaneseOfEnglish(word), WHOLE_NAME_BOOST * TRANSLATION_BOOST)
      : [];

  /**
   * A kind of shop (コンビニ, ファミレス, 回転寿司, konbini) names the shops of that category, as a chain's
   * name names the chain: コンビニ おにぎり is the おにぎり of every convenience store, and コンビニ alone their
   * items, the popular first. The category is a field of its own, one token a kind: through the chains'
   * tokens a small chain's rarer token and shorter shop field weighed more, and NewDays led every
   * convenience store's おにぎり, and all of コンビニ; so a word for two categories meets their joint token,
   * or KFC, the one fried-chicken chain, led all of ファストフード and fast food fries by its rarer one.
   * A kind that is also a food word (カフェ of カフェラテ) is a kind only beside another word: alone it is
   * the rows named with it, and beside one it keeps them (カフェ ラテ: every カフェラテ, of any shop, as the
   * name typed whole, then the café chains' other ラテ).
   */
  const shopKindClause = (word: string, words: readonly string[]): TermClauses => {
    const kind = ja.shopKind(word);
    if (!kind || (words.length === 1 && kind.alsoFood)) return [];
    return clause('shopKind', [shopKindToken(kind.categories)], CHAIN_BOOST);
  };
  return { chainsNamed, chainClause, chainNamedItemClause, namesAShop, chainsIn, translatedWholeNameBesideChain, shopKindClause };
}

/** What createShopWords gives the analyzer. */
export type ShopWords = ReturnType<typeof createShopWords>;
