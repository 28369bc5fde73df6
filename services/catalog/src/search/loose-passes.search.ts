import type { SearchFilters, SearchResult } from '@shokuji/contracts';
import type { AnalyzedQuery } from './catalog-text-analyzer';
import type { ClippedNamesSearch } from './clipped-names.search';
import { namesNothing, NO_HITS, TYPO_PASS_BELOW, type NameSearch } from './name-matches.search';
import type { NutritionWishSearch } from './nutrition-wish.search';
import { noDataWordsIn } from './no-data-words';
import { nutrientNamesIn } from './nutrition-wishes';
import type { RelaxedWordsSearch } from './relaxed-words.search';
import type { EngineResult } from './search-engine';
import { noDataFor, quotedWords, severalNames, sizesAlone, unrecognized } from './search-messages';

/**
 * The passes run when the names match fewer than TYPO_PASS_BELOW items as typed, in their order (searchLoosely): the
 * wishes, the words left out or read otherwise, names a typo away, an English phrase's dish, and for one term the items
 * related through ingredients and categories.
 */
export function createLoosePasses(
  names: NameSearch,
  wishes: NutritionWishSearch,
  relaxedWords: RelaxedWordsSearch,
  clippedNames: ClippedNamesSearch,
) {
  const { store, analyzer, runQuery, nameMatches, categoriesOf } = names;

  /**
   * Whether no name q matched writes the words asking for what no item records (noDataWordsIn): none matched, or the few
   * that did met q's other words alone (egg free listed エッグマフィン at フレッシュネスバーガー, whose shop's letters hold
   * free: the opposite of what was asked; round 16). The names of the page are read: a name that writes the words leads it.
   */
  const namesHoldNone = (q: string, exact: EngineResult) => {
    if (exact.total === 0) return true;
    const asked = noDataWordsIn(q);
    if (!asked) return false;
    return exact.hits.every((hit) => {
      const name = store.get(hit.id)?.name.normalize('NFKC').toLowerCase() ?? '';
      return !asked.words.some((word) => name.includes(word));
    });
  };
  /** A question about what no item records, where no name q matched writes it: no items, and why (noDataFor). */
  const noDataAnswer = (q: string, exact: EngineResult) => {
    const noData = namesHoldNone(q, exact) ? noDataFor(q, analyzer) : null;
    return noData ? { result: NO_HITS, fallback: noData } : null;
  };
  const { searchByNutritionWish, noneWithinLimits } = wishes;

  /**
   * One compound item that five names or more match, with sizes or chains typed beside it or not (チーズ牛丼: its cheese
   * rows, then おろしポン酢牛丼 ones, met by a long term's bigrams across ポン酢|牛丼): the rows that also meet the compound's
   * words before its last as terms of their own (チーズ), what kind of it q asks for, as fewer matches are held to the item
   * q names (round 16; round 17 with a size, round 19 without). Null when q is no such query, or that leaves out no row or
   * every row.
   */
  async function compoundItemRows(q: string, exact: EngineResult, filters: SearchFilters, offset: number, limit: number) {
    const modifiers = analyzer.compoundItemModifiers(q);
    if (!modifiers.length) return null;
    // By the same passes as q's names: a compound's words apart (焼き芋's 山芋焼) stay where they meet the kind words too.
    const kinds = `${q} ${modifiers.join(' ')}`;
    const held = await nameMatches(kinds, analyzer.analyzeQuery(kinds), filters, offset, limit);
    return held.total > 0 && held.total < exact.total ? held : null;
  }

  /**
   * A nutrient named beside a food (牛丼 カロリー, 牛丼のカロリー, チーズケーキ 糖質): q asks what the food holds, which
   * each item's values answer, so the food's own answer (its typo or related passes included), and the fallback says how
   * q was read. No name holds the nutrient's word, so q as typed found nothing. Null when q names none beside a food, or
   * the food finds nothing either.
   */
  async function searchWithoutNutrientNames(
    q: string,
    filters: SearchFilters,
    offset: number,
    limit: number,
    offerRelated: boolean,
  ): Promise<{ result: EngineResult; fallback: SearchResult['fallback'] } | null> {
    const named = nutrientNamesIn(q);
    if (!named?.rest) return null;
    const food = analyzer.analyzeQuery(named.rest);
    if (namesNothing(food)) return null;
    const exact = await nameMatches(named.rest, food, filters, offset, limit);
    const { result, fallback } =
      exact.total < TYPO_PASS_BELOW
        ? await searchLoosely(named.rest, food, exact, filters, offset, limit, offerRelated)
        : { result: exact, fallback: null };
    if (result.total === 0) return null;
    const read = `${quotedWords(named.words)}は商品名ではなく、各項目が持つ栄養の値（cal・protein・fat・carbs）として読み`;
    const message = fallback ? `${read}ました。${fallback.message}` : `${read}、「${named.rest}」の候補を表示しています。`;
    return {
      result,
      fallback: {
        kind: fallback?.kind ?? ('relaxed' as const),
        message,
        relatedTerms: fallback?.relatedTerms ?? categoriesOf(result.hits),
      },
    };
  }

  /**
   * Several words that together match nothing, some of which match nothing even alone (seven layer: no
   * name holds layer): no items, and the message names those words, so the caller knows which to change.
   * When each word matches alone, several dish names in one q stay a miss (API-SPEC), and the message says to send each
   * dish as a term of its own through POST /search (severalNames).
   */
  async function wordsMatchingNothing(q: string, analyzed: AnalyzedQuery, filters: SearchFilters) {
    const totals = await Promise.all(
      analyzed.words.map(async (word) => (await runQuery(analyzer.analyzeQuery(word), filters, 0, 1)).total),
    );
    const missing = analyzed.words.filter((_word, at) => totals[at] === 0);
    if (!missing.length) return severalNames(q, analyzed.words);
    const message = `「${q}」に一致する項目はありません。${quotedWords(missing)}はどの名前にも一致しません。`;
    return { kind: 'none' as const, message, relatedTerms: [] };
  }

  /**
   * When no name matches q as typed (docs/catalog-search.md → When nothing matches): names a typo
   * away; then, for one term, items related to the food words it names through ingredients and
   * categories (API-SPEC.md → GET /search: several dish names in one q stay a miss); otherwise
   * nothing, and the fallback says why. Related items come only from something recognized in q, so
   * gibberish never answers with the catalog. A POST /search term (`offerRelated` false) stops
   * before the related items: a term without a hit goes to notFound, never to invented numbers.
   */
  async function searchLoosely(
    q: string,
    analyzed: AnalyzedQuery,
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
    offerRelated = true,
  ) {
    // Size words alone (トール, ベンティ) name no food and are no typos of one: the rows of that size, or
    // none, and the answer says why; the typo pass listed メンチ for ベンティ.
    if (analyzer.sizesOnly(q)) return { result: exact, fallback: exact.total > 0 ? null : sizesAlone(q) };
    // A question about allergens is none the items can answer (gluten free said gluten matched no name).
    const noData = offerRelated ? noDataAnswer(q, exact) : null;
    if (noData) return noData;
    // A wish for a kind of nutrition is no name and no typo of one (セブン 低カロリー had found nothing).
    const wished = offerRelated ? await searchByNutritionWish(q, exact, filters, offset, limit) : null;
    if (wished) return wished;
    // Nor is a katakana name clipped to the heads of its words (サラチキ: サラダチキン), which no name writes (round 49).
    const clipped = await clippedNames.searchClippedNames(q, analyzed.words, exact, filters, offset, limit);
    if (clipped) return clipped;
    // Nor is a nutrient named beside a food (牛丼 カロリー found nothing and said カロリー matches no name).
    const asked = exact.total === 0 ? await searchWithoutNutrientNames(q, filters, offset, limit, offerRelated) : null;
    if (asked) return asked;
    const amounts = analyzer.withoutAmounts(q);
    // Only sizes typed, and rows of that size found: a chain sells an item in a size once or twice
    // (スタバ ドリップコーヒー トール), so those rows are the whole answer, neither every size nor near spellings; those of
    // the item q names when some are (なか卯 チーズ牛丼 大盛 listed three おろしポン酢牛丼 大盛 rows, met by bigrams across
    // ポン酢|牛丼, after プレミアムチーズ牛丼 大盛).
    const bestItem = amounts?.onlySizes && exact.total > 0 ? await relaxedWords.sizedRowsOfBestItem(amounts.q, exact, filters) : null;
    const otherSizes = bestItem?.soldInOtherSizesOnly ?? null;
    if (amounts?.onlySizes && exact.total > 0 && !otherSizes) return { result: bestItem?.sized ?? exact, fallback: null };
    // An amount is no typo: 牛乳 200ml is milk, not a 500ml drink one edit away.
    const relaxed = await relaxedWords.searchWithoutAmounts(q, analyzed, amounts, exact, filters, offset, limit, otherSizes);
    if (relaxed) return relaxed;
    // A chain that names the food by another of its names (松のや's ロースかつ, かつ丼 for とんかつ, whose lexicon names hold カツ):
    // its own rows so, before the food at other shops, which left the chain out though it sells the food (round 45).
    const namesAChain = exact.total === 0 && analyzer.withoutChains(q) !== null;
    const atChain = namesAChain ? await relaxedWords.searchWithNamesOfFood(q, analyzed, exact, filters, offset, limit) : null;
    if (atChain) return atChain;
    // A chain's name is no typo either: its food elsewhere, before names a typo away at the chain.
    const elsewhere = exact.total === 0 ? await relaxedWords.searchWithoutChains(q, filters, offset, limit) : null;
    if (elsewhere) return elsewhere;
    // Nor is an adjective or a menu's letter no name says (温かい そば, ドトール ミラノサンド A found nothing).
    const plain = exact.total === 0 ? await relaxedWords.searchWithoutQualifiers(q, filters, offset, limit) : null;
    if (plain) return plain;
    // Nor a food typed as not wanted (肉なし ラーメン went to the typo pass and listed 汁なし noodles).
    const without = exact.total === 0 ? await relaxedWords.searchWithoutUnwanted(q, filters, offset, limit) : null;
    if (without) return without;
    // Nor a loanword the names write in Japanese (ソイラテ: their 豆乳 and カフェラテ; it listed チャイティーラテ as related items).
    const inJapanese = exact.total === 0 ? await relaxedWords.searchLoanwordsInJapanese(q, filters, offset, limit) : null;
    if (inJapanese) return inJapanese;
    // Names that match but none within the caller's limits are no typo and relate nothing either.
    const outside = exact.total === 0 ? await noneWithinLimits(q, analyzed, filters) : null;
    if (outside) return { result: exact, fallback: outside };
    // Nor a food word the names write by another of the food's names (ラーメン 卵 met one name; the ramen write their egg 味玉).
    // (Asked above already where q names a chain.)
    const named = namesAChain ? null : await relaxedWords.searchWithNamesOfFood(q, analyzed, exact, filters, offset, limit);
    if (named) return named;
    const typoQuery = analyzer.analyzeTypoTolerantQuery(q);
    // Known words and chains get no typo clauses: the typo query would be the exact one again, unless a
    // word was read as the nickname it misspells (starbucks frapuccino), which changes the words.
    const hasTypoClauses =
      typoQuery.terms.some((term) => term.some((clause) => clause.fuzzy)) || typoQuery.words.join(' ') !== analyzed.words.join(' ');
    const typo = hasTypoClauses ? await runQuery(typoQuery, filters, offset, limit) : exact;
    if (typo.total > exact.total) {
      const message =
        exact.total === 0
          ? `「${q}」に名前が一致する項目がないため、綴りの近い名前の候補を表示しています。`
          : `「${q}」に名前が一致する項目が少ないため、綴りの近い名前の候補も表示しています。`;
      return { result: typo, fallback: { kind: 'typo' as const, message, relatedTerms: categoriesOf(typo.hits) } };
    }
    // Then q without its amounts, which no name holds (starbucks caramel frappuccino venti: the chain sells no caramel
    // one, and the size left out alone found nothing either, so the message blamed venti).
    for (const text of exact.total === 0 ? [q, ...(amounts ? [amounts.q] : [])] : []) {
      const phrase = await relaxedWords.searchEnglishPhrase(text, filters, offset, limit);
      if (phrase) return phrase;
      const head = await relaxedWords.searchHeadWords(text, filters, offset, limit);
      if (head) return head;
    }
    if (offerRelated && exact.total === 0 && analyzed.terms.length > 1)
      return { result: exact, fallback: await wordsMatchingNothing(q, analyzed, filters) };
    if (!offerRelated || exact.total > 0 || analyzed.terms.length !== 1) return { result: exact, fallback: null };
    const relatedQuery = analyzer.analyzeRelatedQuery(q);
    if (!relatedQuery) return { result: typo, fallback: unrecognized(q) };
    // No term left (its words relate nothing) would match every item.
    const related = relatedQuery.terms.length ? await runQuery(relatedQuery, filters, offset, limit) : NO_HITS;
    if (related.total === 0) {
      const message = `「${q}」（${relatedQuery.words.join('・')}）に名前・材料・分類が一致する項目はありません。`;
      return { result: related, fallback: { kind: 'none' as const, message, relatedTerms: [] } };
    }
    const message = `「${q}」に名前が一致する項目がないため、材料・分類が関連する候補を表示しています。`;
    return { result: related, fallback: { kind: 'semantic' as const, message, relatedTerms: categoriesOf(related.hits) } };
  }

  return { searchLoosely, noDataAnswer, compoundItemRows };
}
