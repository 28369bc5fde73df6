import type { CatalogItem } from '@shokuji/contracts';
import { escapeHtml } from '../http/escape-html';

/** The page's only outside reference is its image, from this service; nothing runs, nothing frames it. */
export const PRODUCT_PAGE_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

const grams = (value: number | null) => (value === null ? '—' : `${value} g`);

/**
 * A product's web page, where its `pageUrl` leads (API-SPEC.md → Catalog item: {site}/<lang>/shops/
 * <shop_id>/products/<product_id>/): what the catalog says of it, in Japanese, with its generated image.
 * A value the chain does not publish shows as —, never as 0.
 */
export function renderProductPage(item: CatalogItem): string {
  const rows: [string, string][] = [
    ['エネルギー', `${item.cal} kcal`],
    ['たんぱく質', grams(item.protein)],
    ['脂質', grams(item.fat)],
    ['炭水化物', grams(item.carbs)],
    ...(item.price === null || item.price === undefined ? [] : [['価格（税込）', `${item.price} 円`] as [string, string]]),
    ['分類', item.category],
  ];
  const title = [item.name, item.shopName].filter(Boolean).join(' — ');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} — Shokuji</title></head>
<body><main>
<h1>${escapeHtml(item.name)}</h1>
<p>${escapeHtml(item.shopName ?? '')}</p>
<img src="/images/catalog/${escapeHtml(item.id)}.svg" width="200" height="200" alt="">
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>Shokuji の食品カタログの掲載内容です。</p>
</main></body></html>`;
}
