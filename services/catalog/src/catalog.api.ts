import { DomainError, type CatalogApi } from '@shokuji/contracts';
import type { MealTextAnalysisService } from './analyze/meal-text-analysis';
import type { CatalogIndex } from './catalog-index.lifecycle';
import type { SearchEngine } from './search/search-engine';
import { presentCatalogEntry, presentShop } from './store/catalog.presenter';
import { suggestSets } from './sets/catalog-sets.service';

export interface CatalogApiDeps {
  engine: SearchEngine;
  /** The index once built; null while the service is starting. */
  currentIndex: () => CatalogIndex | null;
  mealText: MealTextAnalysisService;
}

const CATALOG_ID = /^(p|g)_(\d+)$/;

/** The catalog service layer: what the gateway's routes and the MCP tools call, in-process or over HTTP. */
export function createCatalogApi(deps: CatalogApiDeps): CatalogApi {
  const ready = (): CatalogIndex => {
    const index = deps.currentIndex();
    if (!index) throw new DomainError('unavailable', 'the catalog index is still loading', { retryAfterSec: 2 });
    return index;
  };

  return {
    async health() {
      const index = deps.currentIndex();
      const engine = deps.engine.name;
      const engineState = await deps.engine.ping().catch(() => 'unreachable');
      // A red cluster has primary shards unassigned: searches may fail, so the catalog is not ready.
      const ok = index !== null && engineState !== 'unreachable' && engineState !== 'red';
      return { ok, engine, items: index?.documents ?? 0, engineState };
    },

    async search(_ctx, input) {
      return ready().search.search(input);
    },

    async searchTerms(_ctx, input) {
      return ready().search.searchTerms(input);
    },

    /** Input order kept; discontinued, hidden, unknown and malformed ids go to notFound. */
    async getItems(_ctx, { ids }) {
      const { store } = ready();
      const items = [];
      const notFound = [];
      for (const id of ids) {
        const entry = CATALOG_ID.test(id) ? store.get(id) : undefined;
        if (entry && entry.status === 'active') items.push(presentCatalogEntry(entry, 1, true));
        else notFound.push(id);
      }
      return { items, notFound };
    },

    async listShops() {
      return ready().store.shops.map(presentShop);
    },

    async suggestSets(_ctx, input) {
      return suggestSets(ready().store, input);
    },

    async analyzeText(_ctx, input) {
      return deps.mealText.analyze(ready(), input);
    },
  };
}
