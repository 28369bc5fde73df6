import type { SearchFilters } from '@shokuji/contracts';
import type { AnalyzedQuery } from './catalog-text-analyzer';
import { fitAxes, type NameSearch } from './name-matches.search';
import type { EngineResult, SearchHit } from './search-engine';

/**
 * The genre of the food a kind of chain (shops.json `category`) is named for: what a user typing the chain's name alone
 * comes for (ココイチ: its curries, before the ジンジャーエール and toppings popularity put first). Kinds selling many foods
 * alike (convenience stores, family restaurants, the makers) have none.
 */
const KIND_GENRES: Readonly<Record<string, string>> = {
  curry: 'curry',
  gyudon: 'gyudon',
  burger: 'burger',
  fried_chicken: 'fried_chicken',
  ramen: 'ramen',
  chinese: 'chinese',
  champon: 'chinese',
  sushi: 'sushi',
  udon: 'udon_soba',
  soba: 'udon_soba',
  pizza: 'pasta_pizza',
  donut: 'sweets',
  cafe: 'drink_coffee',
  tonkatsu: 'fried_food',
  tendon: 'tempura',
  teishoku: 'teishoku',
  bento: 'bento',
  yakiniku: 'meat_grill',
  hamburg_steak: 'western',
  sandwich: 'sandwich_bread',
  bakery: 'bakery',
  takoyaki: 'snack',
};

/**
 * A chain's name typed alone (coco ichi, ココイチ, スタバ): the chain's items of the food it is named for first, then its
 * others, each in relevance order (round 19). Only for q naming one chain and nothing else, under relevance.
 */
export function createChainKindSearch(names: NameSearch) {
  const { store, analyzer, runQuery } = names;

  /**
   * The genre of the one chain every hit of the page belongs to, where q names shops alone; undefined otherwise. The hits are
   * read until one of another shop (or of none): most pages, which a food fills from several chains, end at their second hit.
   */
  function kindGenreOf(analyzed: AnalyzedQuery, hits: readonly SearchHit[]): string | undefined {
    const shopId = hits.length ? store.get(hits[0]!.id)?.shopId : undefined;
    if (!shopId) return undefined;
    for (let i = 1; i < hits.length; i++) if (store.get(hits[i]!.id)?.shopId !== shopId) return undefined;
    const genre = KIND_GENRES[store.shop(shopId)?.category ?? ''];
    // Read last: the store's reads above settle most queries, which name a food.
    return genre && analyzer.wordsNameOnlyShops(analyzed.words) ? genre : undefined;
  }

  /**
   * The page of q's matches with the chain's kind first; null when q is no chain's name alone, the caller set a genre or an
   * order, or the kind's items are none or all of the matches.
   */
  async function chainKindFirst(
    analyzed: AnalyzedQuery,
    result: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ): Promise<EngineResult | null> {
    if (filters.genre?.length || filters.sort !== undefined || fitAxes(filters).length || result.hits.length === 0) return null;
    const genre = kindGenreOf(analyzed, result.hits);
    if (!genre) return null;
    const kind = await runQuery(analyzed, { ...filters, genre: [genre] }, offset, limit);
    if (kind.total === 0 || kind.total >= result.total) return null;
    if (offset + limit <= kind.total) return { total: result.total, hits: kind.hits };
    // A page reaching past the kind's items: the rest are the chain's other items, in the order they came.
    const kindIds = new Set((await runQuery(analyzed, { ...filters, genre: [genre] }, 0, kind.total)).hits.map((hit) => hit.id));
    const all = await runQuery(analyzed, filters, 0, offset + limit + kind.total);
    const others = all.hits.filter((hit) => !kindIds.has(hit.id));
    const ordered = [...kind.hits, ...others.slice(Math.max(0, offset - kind.total))];
    return { total: result.total, hits: ordered.slice(0, limit) };
  }

  return { chainKindFirst };
}

export type ChainKindSearch = ReturnType<typeof createChainKindSearch>;
