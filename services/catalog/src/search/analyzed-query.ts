/**
 * q's kept and excluded words as the AnalyzedQuery the engines run: each kept word's clauses and what its neighbours add
 * (a kind of shop, an English modifier, a nickname as typed, two words typed apart that are one).
 */

import type { AnalyzedQuery } from './catalog-text-analyzer';
import { HIRAGANA_WORD, KANA_ONLY } from './catalog-tokens';
import { NICKNAME_AS_TYPED_BOOST, TRANSLATION_BOOST } from './clause-boosts';
import type { EnglishPhraseClauses } from './english-phrases.clauses';
import type { FoodNameClauses } from './food-names.clauses';
import type { JaNormalizer } from './ja-normalizer';
import { LATIN, isMarkedOut, queryWordsOf } from './query-words.read';
import type { TermClauses } from './search-engine';
import type { ShopWords } from './shop-words';
import type { SizeWords } from './size-words';
import type { QuerySplit, SplitQuery } from './split-query.read';
import type { TermClauseParts } from './term-clauses';
import { typoEditsFor } from './text-clauses';

/** A kept word's clauses. */
type WordClauses = (word: string) => TermClauses;

/** The AnalyzedQuery of q's words: each kept word's clauses with those its neighbours add, the excluded words'. */
export function createQueryAnalysis(
  ja: JaNormalizer,
  {
    chainsNamed,
    englishPairCompoundClauses,
    isSizeWord,
    japaneseClauses,
    shopKindClause,
    splitQuery,
    termClauses,
    translatedWholeNameBesideChain,
    wordStartClause,
  }: Pick<ShopWords, 'chainsNamed' | 'shopKindClause' | 'translatedWholeNameBesideChain'> &
    Pick<EnglishPhraseClauses, 'englishPairCompoundClauses'> &
    Pick<SizeWords, 'isSizeWord'> &
    Pick<FoodNameClauses, 'japaneseClauses'> &
    Pick<QuerySplit, 'splitQuery'> &
    Pick<TermClauseParts, 'termClauses' | 'wordStartClause'>,
) {
  /**
   * A nickname's own clauses beside its catalog name's: a name that is the nickname as typed (an
   * operator's ファミチキ) matches the term too, and its whole name ranks it first. Never a shop. So for a
   * food typed glued to its chain's name: モスチーズバーガー is モス's item of that name, which モス and
   * チーズバーガー apart met below the plain チーズバーガー.
   */
  const asTyped = (nickname: string | undefined): TermClauses =>
    nickname
      ? termClauses(nickname)
          .filter((clause) => clause.field !== 'shop')
          .map((clause) => ({ ...clause, boost: clause.boost * NICKNAME_AS_TYPED_BOOST }))
      : [];

  /**
   * Two latin or two kana words typed apart that are one word (karaage kun, からあげ くん: からあげクン; mos
   * burger reads as a chain's English name already): the joined romaji where a word of the name begins,
   * on each of the two terms, so a name holding the word whole matches both at once and ranks above
   * names meeting the two apart (から揚げ 燻製: kun begins kunsei, くん is the reading of 燻).
   */
  const joinedRomajiClause = (first: string | undefined, second: string | undefined): TermClauses => {
    // A size is a word of its own (ラテ ショート is no らてしょうと).
    if (!first || !second || isSizeWord(first) || isSizeWord(second)) return [];
    if (LATIN.test(first) && LATIN.test(second)) {
      const joined = `${first}${second}`.toLowerCase();
      return HIRAGANA_WORD.test(ja.kanaOfLatin(joined)) ? wordStartClause(joined) : [];
    }
    const kana = [first, second].map((word) => word.normalize('NFKC'));
    return kana.every((word) => KANA_ONLY.test(word)) ? wordStartClause(kana.join('')) : [];
  };

  /**
   * q with each latin word that misspells a chain's nickname listed in latin letters (frapuccino, bigmak:
   * Frappuccino, Big Mac) within a typo's edits spelled right, for the typo pass: the typo clauses meet the
   * catalog's names, and a nickname's item is named otherwise there (フローズンドリンク), so starbucks
   * frapuccino named nothing. A chain or a known word is no misspelling.
   */
  const withNicknamesSpelledRight = (q: string): string =>
    queryWordsOf(q)
      .map((word) => {
        const folded = word.normalize('NFKC');
        if (!LATIN.test(folded) || isMarkedOut(folded) || chainsNamed(folded).length) return word;
        return ja.latinNicknameNear(folded, typoEditsFor(folded.replace(/[^a-z0-9]/gi, '').length)) ?? word;
      })
      .join(' ');

  /** The query of the words kept and excluded, each kept word's clauses by `clausesOf`. */
  const queryOf = ({ include, exclude, typedAs, typedGlued }: SplitQuery, clausesOf: WordClauses): AnalyzedQuery => ({
    terms: include
      .map((word, at) => [
        ...clausesOf(word),
        ...shopKindClause(word, include),
        // An English word before another food word, as the chains write it there (green tea frappuccino: 抹茶).
        ...(at < include.length - 1 ? japaneseClauses(ja.modifierFormsOfEnglish(word), TRANSLATION_BOOST) : []),
        ...translatedWholeNameBesideChain(word, include),
        ...asTyped(typedAs.get(word) ?? typedGlued.get(word)),
        ...joinedRomajiClause(include[at - 1], word),
        ...joinedRomajiClause(word, include[at + 1]),
        ...englishPairCompoundClauses(include[at - 1], word),
      ])
      .filter((t) => t.length),
    excluded: exclude.map((word) => termClauses(word)).filter((t) => t.length),
    words: include,
  });

  const analyzed = (q: string, clausesOf: WordClauses): AnalyzedQuery => queryOf(splitQuery(q), clausesOf);
  return { withNicknamesSpelledRight, queryOf, analyzed };
}

/** What createQueryAnalysis gives the analyzer. */
export type QueryAnalysis = ReturnType<typeof createQueryAnalysis>;
