import type { SearchFilters } from '@shokuji/contracts';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import { namesNothing } from './name-matches.search';
import { noDataWordsIn } from './no-data-words';

/*
 * The answers that list no item and say why (a q naming nothing, exclusions alone, a question about allergens, filters
 * under which no dish can be listed, size words alone, several dishes in one q), and how their messages quote q's words.
 */

/** Words as a fallback message names them: each in 「」, joined by ・. */
export const quotedWords = (words: readonly string[]): string => words.map((word) => `「${word}」`).join('・');

export const unrecognized = (q: string) => ({
  kind: 'none' as const,
  message: `「${q}」は料理名・食材・分類・店名として認識できる語を含まないため、候補はありません。`,
  relatedTerms: [],
});

/**
 * A q asking for what no item records (gluten free, 卵アレルギー パン, halal: NO_DATA_WORDS) gets no items, and the message
 * says what the catalog holds and what it can do instead, rather than that a word matched no name or a list of foods that
 * may hold what was to be avoided (round 15). Null when q holds no such word.
 */
export function noDataFor(q: string, analyzer: CatalogTextAnalyzer) {
  const asked = noDataWordsIn(q);
  if (!asked) return null;
  const named = asked.rest && !namesNothing(analyzer.analyzeQuery(asked.rest)) ? asked.rest : null;
  // Beside an allergy (卵アレルギー) the food named is the one to avoid; beside gluten free it is the one wanted.
  const avoided = named && asked.allergy ? named : null;
  const food = avoided ? null : named;
  // A nutrient no item records a value of (high fiber, 塩分 alone): what the values are, and how to narrow by them (round 16;
  // little salt is a wish since round 35).
  if (asked.nutrient) {
    const message =
      `${quotedWords(asked.words)}には答えられません。検索の項目が示す栄養の値はカロリー・たんぱく質・脂質・炭水化物（cal・protein・fat・carbs）だけで、` +
      '食物繊維・ビタミン・カフェインなどの値では選べないからです。' +
      'できること: その4つの値での絞り込み（例: 「低脂質」「高たんぱく」、calMax・fatMax などの範囲）、「減塩」「塩分控えめ」での塩分（食塩相当量）の少ない順、価格での絞り込み。' +
      (named ? `「${named}」だけで検索すれば、その候補（${quotedWords(asked.words)}は未確認）を表示できます。` : '');
    return { kind: 'none' as const, message, relatedTerms: [] };
  }
  const message =
    `${quotedWords(asked.words)}には答えられません。カタログの項目は名前・店・分類・栄養の値（cal・protein・fat・carbs）・価格を持ち、` +
    '原材料やアレルゲン（小麦・乳・卵など）の情報を持たないため、含まないものを選べないからです。' +
    `できること: 名前に出る食材の除外（例: 「${food ?? 'サンドイッチ'} -${avoided ?? '卵'}」のように除く語の前に - を付ける。名前に出ない原材料は除けません）、` +
    '栄養の値・価格での絞り込み。' +
    (food ? `「${food}」だけで検索すれば、その候補（原材料は未確認）を表示できます。` : '');
  return { kind: 'none' as const, message, relatedTerms: [] };
}

/**
 * A q of exclusions alone (-牛丼) with no filter that makes a search of its own names nothing to look for: it had listed the
 * whole catalog but those words. Beside a shop, a genre, a range, a target or a sort it leaves those words out of what the
 * filters list (すき家 without 牛丼: shop=sukiya&q=-牛丼).
 */
export const exclusionsAlone = (q: string) => ({
  kind: 'none' as const,
  message: `「${q}」は除外する語（-語）だけで、探す料理名・商品名を含まないため、候補はありません。「カレー -牛丼」のように探す語と一緒に入力してください。`,
  relatedTerms: [],
});

/**
 * Filters under which no generic dish can be listed: include=dishes with a shop (a dish is sold at no shop) or with
 * sort=price-asc (a dish has no price). A 200 with no items, as API-SPEC lets the filters combine; the message says why,
 * where the passes for a miss had blamed q's words (すき家 牛丼 with include=dishes: 「牛丼」に名前・材料・分類が一致する項目は
 * ありません, though 牛丼 dishes exist). Null when the filters can list dishes.
 */
export function dishesCannotAnswer(filters: SearchFilters) {
  if (filters.include !== 'dishes') return null;
  const reasons = [
    ...(filters.shop?.length
      ? ['料理（include=dishes）はどの店舗でも販売されていない一般的な料理のため、店舗（shop）で絞り込むと候補はありません']
      : []),
    ...(filters.sort === 'price-asc'
      ? ['料理（include=dishes）には価格がないため、価格順（sort=price-asc）で並べられる候補はありません']
      : []),
  ];
  if (!reasons.length) return null;
  return {
    kind: 'none' as const,
    message: `${reasons.join('。また、')}。店舗の商品は include=products または include=all で検索してください。`,
    relatedTerms: [],
  };
}

export const sizesAlone = (q: string) => ({
  kind: 'none' as const,
  message: `「${q}」はサイズの指定だけで料理名・商品名を含まず、このサイズの商品はありません。`,
  relatedTerms: [],
});

/**
 * Several words that each match alone and together no name (牛丼 カレー, 牛丼、カレー): several dishes in one q stay a miss
 * (API-SPEC), and the answer says how to look each up, one term per dish in POST /search (it had said nothing).
 */
export const severalNames = (q: string, words: readonly string[]) => ({
  kind: 'none' as const,
  message: `「${q}」の語をすべて含む名前はありません。${quotedWords(words)}はそれぞれ一致します。複数の料理は、POST /search の queries に料理ごとに1件ずつ指定して検索してください。`,
  relatedTerms: [],
});
