import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './service-process';

/** A product row an operator adds to their catalog (the fields of search-index/data/products.jsonl). */
export function operatorProduct(fields: { productId: number; shopId: string; name: string } & Record<string, unknown>) {
  return {
    category: 'スイーツ',
    productType: 'dessert',
    genres: ['sweets'],
    cal: 250,
    protein: 5,
    fat: 10,
    carbs: 35,
    nutrients: {},
    price: 300,
    breakfastOnly: false,
    releasedAt: '2026-11-01',
    popularity: 10,
    status: 'active',
    origin: 'real',
    source: { repo: 'operator-test' },
    ...fields,
  };
}

/**
 * An operator's catalog directory (CATALOG_DATA_DIR, or the reindex CLI's --data-dir): the bundled
 * catalog with the given shops and product lines (JSON, or anything a bad row should be) added.
 */
export function operatorCatalog(additions: { shops?: unknown[]; productLines?: string[] }): string {
  const dir = mkdtempSync(join(tmpdir(), 'operator-catalog-'));
  cpSync(join(REPO_ROOT, 'search-index', 'data'), dir, { recursive: true });
  if (additions.shops?.length) {
    const shops = JSON.parse(readFileSync(join(dir, 'shops.json'), 'utf8')) as unknown[];
    writeFileSync(join(dir, 'shops.json'), `${JSON.stringify([...shops, ...additions.shops])}\n`);
  }
  const lines = additions.productLines ?? [];
  if (lines.length) appendFileSync(join(dir, 'products.jsonl'), lines.map((line) => `${line}\n`).join(''));
  return dir;
}
