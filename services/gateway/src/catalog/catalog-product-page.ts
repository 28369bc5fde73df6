import type { CatalogItem } from '@shokuji/contracts';
import { escapeHtml } from '../http/escape-html';

/** The page's only outside reference is its image, from this service; nothing runs, nothing frames it. */
export const PRODUCT_PAGE_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The languages a product page is served in: `ja`, which every handed-out `pageUrl` names, and `en`. */
export const PRODUCT_PAGE_LANGUAGES = ['ja', 'en'] as const;
export type ProductPageLanguage = (typeof PRODUCT_PAGE_LANGUAGES)[number];

/** A page's words in one language. */
const WORDS: Record<
  ProductPageLanguage,
  {
    cal: string;
    protein: string;
    fat: string;
    carbs: string;
    price: string;
    yen: (yen: number) => string;
    category: string;
    footer: string;
    notFoundTitle: string;
    notFound: string;
  }
> = {
  ja: {
    cal: 'エネルギー',
    protein: 'たんぱく質',
    fat: '脂質',
    carbs: '炭水化物',
    price: '価格（税込）',
    yen: (yen) => `${yen} 円`,
    category: '分類',
    footer: 'Shokuji の食品カタログの掲載内容です。',
    notFoundTitle: 'この商品は食品カタログにありません',
    notFound: '販売が終わって掲載をやめたか、URL が誤っています。商品はチャットやアプリで検索し直してください。',
  },
  en: {
    cal: 'Energy',
    protein: 'Protein',
    fat: 'Fat',
    carbs: 'Carbohydrates',
    price: 'Price (tax included)',
    yen: (yen) => `¥${yen}`,
    category: 'Category',
    footer: 'As listed in the Shokuji food catalog. Names and categories are the chain’s own, in Japanese, where it publishes no English.',
    notFoundTitle: 'This product is not in the food catalog',
    notFound: 'It is no longer listed (no longer sold), or the address is wrong. Search for it again in the chat or the app.',
  },
};

const grams = (value: number | null) => (value === null ? '—' : `${value} g`);

/**
 * A product's web page, where its `pageUrl` leads (API-SPEC.md → Catalog item: {site}/<lang>/shops/
 * <shop_id>/products/<product_id>/): what the catalog says of it, with its generated image. A value
 * the chain does not publish shows as —, never as 0. In English the names are the item's and the
 * shop's English names where the catalog has them; the Japanese name stays beneath, as the menu
 * writes it.
 */
export function renderProductPage(item: CatalogItem, language: ProductPageLanguage = 'ja', shopNameEn: string | null = null): string {
  const words = WORDS[language];
  const rows: [string, string][] = [
    [words.cal, `${item.cal} kcal`],
    [words.protein, grams(item.protein)],
    [words.fat, grams(item.fat)],
    [words.carbs, grams(item.carbs)],
    ...(item.price === null || item.price === undefined ? [] : [[words.price, words.yen(item.price)] as [string, string]]),
    [words.category, item.category],
  ];
  const english = language === 'en';
  const name = (english && item.nameEn) || item.name;
  const shopName = (english && shopNameEn) || item.shopName || '';
  const title = [name, shopName].filter(Boolean).join(' — ');
  const japaneseName = english && name !== item.name ? `\n<p lang="ja">${escapeHtml(item.name)}</p>` : '';
  return htmlPage(
    language,
    title,
    `<h1>${escapeHtml(name)}</h1>${japaneseName}
<p>${escapeHtml(shopName)}</p>
<img src="/images/catalog/${escapeHtml(item.id)}.svg" width="200" height="200" alt="">
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(words.footer)}</p>`,
  );
}

/**
 * The page of a `pageUrl` that leads to no product of that shop (one discontinued since the link was
 * handed out, another shop, a malformed id): a page in the link's language, which a person who
 * followed the link can read, where a JSON error body was shown (stop 83).
 */
export function renderProductNotFoundPage(language: ProductPageLanguage = 'ja'): string {
  const words = WORDS[language];
  return htmlPage(language, words.notFoundTitle, `<h1>${escapeHtml(words.notFoundTitle)}</h1>\n<p>${escapeHtml(words.notFound)}</p>`);
}

/** A page of the catalog's site in `language`: `title` (escaped here) and `main`, HTML already escaped. */
function htmlPage(language: ProductPageLanguage, title: string, main: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} — Shokuji</title></head>
<body><main>
${main}
</main></body></html>`;
}
