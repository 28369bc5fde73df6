import type { SearchFilters } from '@shokuji/contracts';
import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import { CONTAINER_WORD } from './relaxed-words.read';
import { coreName, statesVolume } from './size-words';
import { fitAxes, hitsLast, NO_HITS, orderOf, type NameSearch } from './name-matches.search';
import type { OwnFoodFirst } from './own-food-first.search';
import type { EngineResult } from './search-engine';
import { quotedWords } from './search-messages';

/** How many best matches of an item typed in a size it is not sold in are searched for its rows (rowsOfItem). */
const SIZED_ITEM_POOL = 60;

/** How many best matches of a drink typed beside a container are ordered with the rows stating a volume first (bottledFirst). */
const BOTTLED_POOL = 60;

/** The names' words for protein drinks and powders, whose amount in grams is their protein (プロテイン 20g). */
const PROTEIN_NAMES = /^(?:プロテイン|ぷろていん|protein)$/i;
const GRAMS = /^\d+(?:\.\d+)?(?:g|グラム)$/i;

/**
 * The passes that read q with some of its words left out or read otherwise, when the names match few items as typed:
 * amounts and sizes, a chain that sells none of the food, adjectives and a menu's letter, a food typed as not wanted,
 * a loanword the names write in Japanese, an English phrase's dish or head noun, a long term's head words
 * (docs/catalog-search.md → When nothing matches).
 */
export function createRelaxedWordsSearch(names: NameSearch, ownFoodFirst: OwnFoodFirst) {
  const { store, analyzer, runQuery, nameMatches, categoriesOf } = names;

  /**
   * An English phrase no name matches (pork cutlet bowl, shrimp tempura): the dish its parts compose,
   * else its head noun with fewer modifiers (docs/catalog-search.md → English phrases); null when
   * none of them finds anything or q is no English phrase.
   */
  async function searchEnglishPhrase(q: string, filters: SearchFilters, offset: number, limit: number) {
    for (const { head, apart, query } of analyzer.analyzeEnglishPhraseFallbacks(q)) {
      const result = await runQuery(query, filters, offset, limit);
      if (result.total === 0) continue;
      const message = apart
        ? `「${q}」に名前が一致する項目がないため、${apart.map((word) => `「${word}」`).join('')}をそれぞれ含む候補を表示しています。`
        : head
          ? `「${q}」に名前が一致する項目がないため、主な語「${head}」の候補を表示しています。`
          : `「${q}」に名前が一致する項目がないため、各語の和名を組み合わせた料理名の候補を表示しています。`;
      return { result, fallback: { kind: 'semantic' as const, message, relatedTerms: categoriesOf(result.hits) } };
    }
    return null;
  }
  /**
   * A long Japanese term no name holds whole, by the dish word it ends with (プレミアム牛めし → 牛めし:
   * the catalog names 松屋's product 牛めし); null when q has no such term or that finds nothing too.
   */
  async function searchHeadWords(q: string, filters: SearchFilters, offset: number, limit: number) {
    const cut = analyzer.withHeadWords(q);
    if (!cut) return null;
    const result = await runQuery(cut.query, filters, offset, limit);
    if (result.total === 0) return null;
    const message = `「${q}」に名前が一致する項目がないため、主な語「${cut.heads.join('・')}」の候補を表示しています。`;
    return { result, fallback: { kind: 'semantic' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * q with the amount, count and size words a meal log adds (バナナ 1本, おにぎり2個, 牛丼 大), when the
   * names match few items with them and more without: the food's items, and the fallback says which
   * words were left out (docs/catalog-search.md → When nothing matches). Null otherwise.
   */
  async function searchWithoutAmounts(
    q: string,
    analyzed: AnalyzedQuery,
    relaxed: ReturnType<CatalogTextAnalyzer['withoutAmounts']>,
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
    /** The item q names, sold in other sizes only (sizedRowsOfBestItem): its rows replace the sized ones. */
    otherSizesOf: string | null = null,
  ) {
    if (!relaxed) return null;
    const unsized = analyzer.analyzeQuery(relaxed.q);
    // Grams typed beside プロテイン are its protein (ローソン プロテイン 20g): its drinks, the most protein first.
    const proteinAmount =
      filters.sort === undefined &&
      !fitAxes(filters).length &&
      relaxed.amounts.every((amount) => GRAMS.test(amount.normalize('NFKC'))) &&
      relaxed.q.split(/\s+/).some((word) => PROTEIN_NAMES.test(word.normalize('NFKC')));
    const ordered: SearchFilters = proteinAmount ? { ...filters, sort: 'protein-desc' } : filters;
    const result = otherSizesOf
      ? await rowsOfItem(otherSizesOf, unsized, ordered, offset, limit)
      : await typedRowsFirst(q, analyzed, exact, unsized, ordered, offset, limit);
    if (result.total <= exact.total && !otherSizesOf) return null;
    const notSold = relaxed.sizesNotSold;
    const reason = notSold
      ? `${notSold.chains.join('・')}には${quotedWords(notSold.sizes)}のサイズがない`
      : otherSizesOf
        ? `「${otherSizesOf}」には${quotedWords(relaxed.amounts)}のサイズがない`
        : `「${q}」に名前が一致する項目が${exact.total === 0 ? 'ない' : '少ない'}`;
    // The rows q matched with its amounts lead the answer (typedRowsFirst): the others are shown too.
    const also = exact.total > 0 && !otherSizesOf ? 'も' : 'を';
    const order = proteinAmount ? 'たんぱく質の多い順に' : '';
    const message = `${reason}ため、量・サイズの指定（${relaxed.amounts.join('・')}）を除いた「${relaxed.q}」の候補${also}${order}表示しています。`;
    return { result, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * A page of q's matches without its amounts (`unsized`), the few rows that matched q with them (`exact`) first, ranked
   * above the others, under the relevance order: they are what was typed. ケンタ オリジナルチキン 2ピース listed the plain
   * オリジナルチキン before オリジナルチキン 2ピース, たこやき 8個 two 銀だこ rows before ローソン's たこ焼(8個入り). An order the
   * caller chose (a sort, a budget target) stays the order of the page.
   */
  async function typedRowsFirst(
    q: string,
    analyzed: AnalyzedQuery,
    exact: EngineResult,
    unsized: AnalyzedQuery,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ): Promise<EngineResult> {
    if (exact.total === 0 || orderOf(filters, fitAxes(filters)).kind !== 'relevance') {
      const page = await runQuery(unsized, filters, offset, limit);
      return (await ownFoodFirst(unsized, page, filters, offset, limit)) ?? page;
    }
    const typed = exact.hits.length === exact.total ? exact.hits : (await nameMatches(q, analyzed, filters, 0, exact.total)).hits;
    const ids = new Set(typed.map((hit) => hit.id));
    const size = offset + limit + ids.size;
    const ranked = await runQuery(unsized, filters, 0, size);
    // In the order q without its amounts lists alone (おにぎり 2個's others are おにぎり's: the food's own items first).
    const pool = (await ownFoodFirst(unsized, ranked, filters, 0, size)) ?? ranked;
    const others = pool.hits.filter((hit) => !ids.has(hit.id));
    const top = Math.max(0, ...others.map((hit) => hit.score));
    const leading = typed.map((hit) => ({ ...hit, score: Math.max(hit.score, top) }));
    // Every term of q without its amounts is one of q's, so the rows q matched are among its matches.
    return { total: Math.max(pool.total, ids.size), hits: [...leading, ...others].slice(offset, offset + limit) };
  }

  /** Whether a hit's name without its size holds the item (プレミアムチーズ牛丼 大盛 holds チーズ牛丼). */
  const holdsItem = (hit: { id: string }, item: string) => {
    const entry = store.get(hit.id);
    return entry !== undefined && coreName(entry.name).includes(item);
  };

  /**
   * A page of the item's rows among the SIZED_ITEM_POOL best matches of `query` (q without its sizes), the others left out
   * (すき家 チーズ牛丼 大盛 listed おろしポン酢牛丼 rows from the fifth row, met by bigrams across ポン酢|牛丼); the plain page
   * when none of them holds it.
   */
  async function rowsOfItem(item: string, query: AnalyzedQuery, filters: SearchFilters, offset: number, limit: number) {
    const pool = await runQuery(query, filters, 0, SIZED_ITEM_POOL);
    const held = pool.hits.filter((hit) => holdsItem(hit, item));
    if (!held.length) return runQuery(query, filters, offset, limit);
    return { total: held.length, hits: held.slice(offset, offset + limit) };
  }

  /**
   * The sized rows against the best match of q without its sizes (`unsized`), by its name without a size: those whose
   * name holds it (a kind of it, プレミアムチーズ牛丼 大盛 for チーズ牛丼, is it in that size), else the item, sold in other
   * sizes only (スタバ アイスカフェラテ トール listed アイス抹茶ラテ M, its words met apart, where スターバックス sells
   * アイスカフェラテ at L only). Null when the sized answer is longer than its page (`exact` holds one page).
   */
  async function sizedRowsOfBestItem(unsized: string, exact: EngineResult, filters: SearchFilters) {
    if (exact.hits.length < exact.total) return null;
    const best = (await runQuery(analyzer.analyzeQuery(unsized), filters, 0, 1)).hits[0];
    const bestEntry = best && store.get(best.id);
    if (!bestEntry) return null;
    const item = coreName(bestEntry.name);
    const holding = exact.hits.filter((hit) => holdsItem(hit, item));
    return holding.length
      ? { sized: { total: holding.length, hits: holding }, soldInOtherSizesOnly: null }
      : { sized: null, soldInOtherSizesOnly: item };
  }

  /**
   * A chain named beside a food it sells none of in the catalog (なか卯 天丼, 丸亀 とり天): the food's
   * items at other shops and the dishes, and the fallback names the chain left out. Null when q names
   * no chain beside a food, or the food finds nothing without it either.
   */
  async function searchWithoutChains(q: string, filters: SearchFilters, offset: number, limit: number) {
    const relaxed = analyzer.withoutChains(q);
    if (!relaxed) return null;
    // The chain may name the food by its short form (サブウェイ's サンド, not サンドイッチ): its own rows before other shops'.
    const short = analyzer.withShortForms(q);
    const atChain = short ? await runQuery(short.query, filters, offset, limit) : NO_HITS;
    if (short && atChain.total > 0) {
      const message = `「${q}」に名前が一致する項目がないため、${quotedWords(short.typed)}を${quotedWords(short.shortForms)}として読んだ候補を表示しています。`;
      return { result: atChain, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(atChain.hits) } };
    }
    const message = `「${q}」に一致する${relaxed.chains.join('・')}の商品がないため、店名を除いた「${relaxed.query.words.join(' ')}」の候補を表示しています。`;
    return relaxedAnswer(relaxed.query, message, filters, offset, limit);
  }

  /**
   * q with a loanword the names write in Japanese read as their words (ソイラテ, スタバ ソイラテ, soy latte: 豆乳 カフェラテ,
   * the cafés' カフェラテ（豆乳）), and the fallback says how. Null when q has none, or that finds nothing either.
   */
  async function searchLoanwordsInJapanese(q: string, filters: SearchFilters, offset: number, limit: number) {
    const read = analyzer.withLoanwordsInJapanese(q);
    if (!read) return null;
    const message = `${quotedWords(read.typed)}に名前が一致する項目がないため、「${read.query.words.join(' ')}」として読んだ候補を表示しています。`;
    return relaxedAnswer(read.query, message, filters, offset, limit);
  }

  /**
   * q with a food word also met by the other names the English lexicon lists for the food it names first (ラーメン 卵: 卵 is
   * egg's first name, and the ramen names write their egg 味玉, which Sudachi's synonyms of 卵 lack), when the names match few
   * as typed: the rows q matched first (typedRowsFirst), then the others, and the fallback names the words added (round 16).
   * Null when q has no such word or that finds no more.
   */
  async function searchWithNamesOfFood(
    q: string,
    analyzed: AnalyzedQuery,
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ) {
    const read = analyzer.withNamesOfFood(q);
    if (!read) return null;
    const result = await typedRowsFirst(q, analyzed, exact, read.query, filters, offset, limit);
    if (result.total <= exact.total) return null;
    const few = exact.total === 0 ? 'ない' : '少ない';
    const also = exact.total > 0 ? 'も' : 'を';
    const message = `「${q}」に名前が一致する項目が${few}ため、${quotedWords(read.typed)}を同じ食べ物の名前（${read.names.join('・')}）としても読んだ候補${also}表示しています。`;
    return { result, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * A relaxed query's items with the fallback that says how q was read; null when it finds nothing either. Ordered as the
   * words left list alone (the food's own items first, a bottle of several servings after the cups; round 27: 無糖 お茶 listed
   * the 2 L bottles of 麦茶 first, which お茶 typed alone lists after the others).
   */
  async function relaxedAnswer(query: AnalyzedQuery, message: string, filters: SearchFilters, offset: number, limit: number) {
    const page = await runQuery(query, filters, offset, limit);
    if (page.total === 0) return null;
    const result = (await ownFoodFirst(query, page, filters, offset, limit)) ?? page;
    return { result, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * A word beside a food that says which one no name says so: an adjective (温かい そば: the names write ホット
   * for drinks and 温 in a note) or a menu's letter (ドトール ミラノサンド A: the names say ハム). The food's items,
   * and the fallback names the words left out. Null when q has none beside a food, or the food finds nothing
   * without them either.
   */
  async function searchWithoutQualifiers(q: string, filters: SearchFilters, offset: number, limit: number) {
    const relaxed = analyzer.withoutQualifiers(q);
    if (!relaxed) return null;
    const qualifiers = quotedWords(relaxed.qualifiers);
    const message = `${qualifiers}を名前に含む「${relaxed.query.words.join(' ')}」がないため、${qualifiers}を除いた候補を表示しています。`;
    const answer = await relaxedAnswer(relaxed.query, message, filters, offset, limit);
    if (!answer || !relaxed.qualifiers.some((word) => CONTAINER_WORD.test(word.normalize('NFKC')))) return answer;
    return { ...answer, result: await bottledFirst(relaxed.query, answer.result, filters, offset, limit) };
  }

  /**
   * A drink typed beside what it is sold in (緑茶 ペットボトル): among its BOTTLED_POOL best matches in the order the drink typed
   * alone lists them, the rows whose names state a volume (the makers' bottles and cans) before the cafés' cups (緑茶 M), which
   * led; past the pool the engine's order goes on. The page unchanged under an order the caller chose, or when none moves.
   */
  async function bottledFirst(query: AnalyzedQuery, page: EngineResult, filters: SearchFilters, offset: number, limit: number) {
    if (orderOf(filters, fitAxes(filters)).kind !== 'relevance' || offset >= BOTTLED_POOL) return page;
    const ranked = await runQuery(query, filters, 0, BOTTLED_POOL);
    const pool = (await ownFoodFirst(query, ranked, filters, 0, BOTTLED_POOL)) ?? ranked;
    const head = hitsLast(pool.hits, (hit) => !statesVolume(store.get(hit.id)?.name ?? ''));
    if (!head) return page;
    const end = offset + limit;
    const rest = end > head.length ? (await runQuery(query, filters, head.length, end - head.length)).hits : [];
    return { total: page.total, hits: [...head, ...rest].slice(offset, end) };
  }

  /**
   * A food typed as not wanted in a word no name holds (肉なし ラーメン, 玉ねぎ抜き カレー: the names hold 骨なし and 汁なし,
   * which the exact query meets): the other words' items without that food, as if typed -肉; alone, none and what to type.
   * Null when q has none, or the rest finds nothing.
   */
  async function searchWithoutUnwanted(q: string, filters: SearchFilters, offset: number, limit: number) {
    const relaxed = analyzer.withoutUnwanted(q);
    if (!relaxed) return null;
    const unwanted = quotedWords(relaxed.unwanted);
    // No item says what it is made of: only the names that say the food can be left out, and the answer says so.
    const namesOnly = `品目のデータは材料を持たず、${unwanted}を含むかどうかは名前からしか分からない`;
    // Alone it names no dish (肉なし went to the typo pass and listed 汁なし noodles, ベジタリアン related ベジタブルチップス);
    // the names cannot say which dishes hold no meat (牛丼, ハンバーグ), so nothing is listed, and the answer says what to type.
    if (relaxed.query.terms.length === 0) {
      const message = `${quotedWords(relaxed.typed)}は${unwanted}を含まない料理の希望ですが、${namesOnly}ため、候補はありません。「${relaxed.typed[0]} ラーメン」のように料理名と一緒に入力すると、名前に${unwanted}を含まないものに絞って表示します。`;
      return { result: NO_HITS, fallback: { kind: 'none' as const, message, relatedTerms: [] } };
    }
    const message = `${quotedWords(relaxed.typed)}を${unwanted}を含まない希望として読み、${unwanted}を名前に含まない「${relaxed.query.words.join(' ')}」の候補を表示しています。${namesOnly}ため、名前にない${unwanted}（だし・具など）を含むものもあります。`;
    return relaxedAnswer(relaxed.query, message, filters, offset, limit);
  }

  return {
    searchEnglishPhrase,
    searchHeadWords,
    searchWithoutAmounts,
    sizedRowsOfBestItem,
    searchWithoutChains,
    searchLoanwordsInJapanese,
    searchWithNamesOfFood,
    searchWithoutQualifiers,
    searchWithoutUnwanted,
  };
}

export type RelaxedWordsSearch = ReturnType<typeof createRelaxedWordsSearch>;
