import { categoriesOfColumns, entryCount, entryIdOf, entryOfColumns, type EntryColumns } from './catalog-entries.columns';
import type { CatalogEntry, CatalogStore, CatalogStoreParts } from './catalog-store';

/**
 * The in-memory catalog over its entries by column, as a restart reads them back (catalog-store.persist.ts): an entry
 * is made the first time it is asked for, by id or with all the others (`entries`), and then kept, so every lookup of
 * an id finds the same object, equal field by field to the one the files would have made. A restart thus makes none
 * of the ~100,000 entry objects of a ×4 catalog before it is ready (its largest heap and most of its collections'
 * copying); a search presents the few it lists.
 */
export function storeOfColumns({
  entries: columns,
  shops,
  genres,
}: Omit<CatalogStoreParts, 'entries'> & { entries: EntryColumns }): CatalogStore {
  const count = entryCount(columns);
  const indexById = new Map<string, number>();
  for (let i = 0; i < count; i++) indexById.set(entryIdOf(columns, i), i);
  const made: (CatalogEntry | undefined)[] = new Array(count);
  const entryAt = (i: number) => (made[i] ??= entryOfColumns(columns, i));
  const shopById = new Map(shops.map((shop) => [shop.id, shop]));
  let entries: CatalogEntry[] | undefined;
  let categories: string[] | undefined;
  return {
    get entries() {
      return (entries ??= Array.from({ length: count }, (_, i) => entryAt(i)));
    },
    get: (id) => {
      const i = indexById.get(id);
      return i === undefined ? undefined : entryAt(i);
    },
    get categories() {
      return (categories ??= categoriesOfColumns(columns));
    },
    shops,
    shop: (id) => shopById.get(id),
    genres,
  };
}
