import type { SetsResult } from '@shokuji/contracts';
import { catalogImageUrl, productPageUrl } from '../catalog/catalog-urls';

/** POST /sets as the public API shows it: each item with its links, as catalog items have them (catalog.presenter.ts). */
export function createSetsPresenter(publicBaseUrl: string) {
  return (result: SetsResult): { data: SetsResult } => ({
    data: Object.assign({}, result, {
      sets: result.sets.map((set) =>
        Object.assign({}, set, {
          items: set.items.map((item) =>
            Object.assign({}, item, {
              imageUrl: catalogImageUrl(publicBaseUrl, item.id),
              more: Object.assign({}, item.more, {
                pageUrl: productPageUrl(publicBaseUrl, set.shopId, item.more.productId),
              }),
            }),
          ),
        }),
      ),
    }),
  });
}
