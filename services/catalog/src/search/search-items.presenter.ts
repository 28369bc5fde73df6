import type { CatalogStore } from '../store/catalog-store';
import { presentCatalogEntry } from '../store/catalog.presenter';

/** The engine's hits as the answer's items, and the categories a fallback names as related terms. */
export function createSearchItemsPresenter(store: CatalogStore) {
  function present(hits: { id: string; score: number }[]) {
    const top = Math.max(...hits.map((hit) => hit.score), Number.MIN_VALUE);
    return hits.flatMap((hit) => {
      const entry = store.get(hit.id);
      return entry ? [presentCatalogEntry(entry, (hit.score / top) * 100, false)] : [];
    });
  }

  const categoriesOf = (hits: { id: string }[]) => [...new Set(hits.flatMap((hit) => store.get(hit.id)?.category ?? []))].slice(0, 5);

  return { present, categoriesOf };
}
