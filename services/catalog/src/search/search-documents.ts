import type { CatalogStore } from '../store/catalog-store';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import { computeThemes } from './catalog-themes';
import type { SearchDocument } from './search-engine';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The documents an engine indexes: active entries only (discontinued and hidden never appear). */
export function buildSearchDocuments(
  store: CatalogStore,
  analyzer: CatalogTextAnalyzer,
  onProgress?: (done: number, total: number) => void,
): SearchDocument[] {
  const active = store.entries.filter((entry) => entry.status === 'active');
  return active.map((entry, i) => {
    if (onProgress && (i % 500 === 0 || i === active.length - 1)) onProgress(i + 1, active.length);
    const numbers: SearchDocument['numbers'] = { cal: entry.cal, popularity: entry.popularity };
    if (entry.protein !== null) numbers.protein = entry.protein;
    if (entry.fat !== null) numbers.fat = entry.fat;
    if (entry.carbs !== null) numbers.carbs = entry.carbs;
    if (entry.price !== null) numbers.price = entry.price;
    if (entry.releasedAt) numbers.releasedDay = Math.floor(Date.parse(`${entry.releasedAt}T00:00:00Z`) / DAY_MS);
    return {
      id: entry.id,
      type: entry.type,
      shopId: entry.shopId,
      genres: entry.genres,
      breakfastOnly: entry.breakfastOnly,
      numbers,
      themes: computeThemes(entry),
      text: analyzer.documentText(entry, entry.shopId ? store.shop(entry.shopId) : undefined),
    };
  });
}
