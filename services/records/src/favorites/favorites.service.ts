import { FAVORITES_PER_USER, invalidRequest, notFound, type CatalogApi, type FavoritesApi } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import type { FavoriteRecord } from './favorites.repository';
import { presentAppFoodFavorite, presentFavorite } from './favorites.presenter';

/**
 * API-SPEC.md → Favorites and ratings: catalog products and dishes, checked against the catalog,
 * 200 per user (OPERATOR-API.md: 400 invalid_request beyond). Foods made in the app are listed as
 * type `food` (display only).
 */
export function createFavoritesService(deps: { store: Pick<RecordsStore, 'favorites' | 'meals'>; catalog: CatalogApi }): FavoritesApi {
  const { favorites, meals } = deps.store;
  return {
    async listFavorites(ctx) {
      // The app's foods alone, newest first: read among every food, 200 analyses or detailed meals
      // after the last one made in the app left them out of the list.
      const [rows, madeInApp] = await Promise.all([
        favorites.list(ctx.userId),
        meals.listFoodsOfSource(ctx.userId, 'app', FAVORITES_PER_USER),
      ]);
      // An app food names its chain by id only; the name comes from the catalog (none while it is down).
      const shopNames = madeInApp.some((food) => food.shopId)
        ? new Map((await deps.catalog.listShops(ctx, {}).catch(() => [])).map((shop) => [shop.id, shop.name]))
        : new Map<string, string>();
      const appFoods = madeInApp.map((food) => presentAppFoodFavorite(food, (food.shopId && shopNames.get(food.shopId)) ?? null));
      const items = [...rows.map(presentFavorite), ...appFoods].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { count: items.length, limit: FAVORITES_PER_USER, items };
    },

    async addFavorite(ctx, input) {
      const type = input.productId !== undefined ? 'product' : 'dish';
      const refId = (input.productId ?? input.dishId)!;
      const catalogId = `${type === 'product' ? 'p' : 'g'}_${refId}`;
      const { items } = await deps.catalog.getItems(ctx, { ids: [catalogId] });
      const item = items[0];
      if (!item)
        throw notFound(`${type} ${refId} is not in the catalog (unknown, discontinued or hidden)`, 'GET /search でIDを確認してください。');
      const existing = (await favorites.list(ctx.userId)).find((f) => f.type === type && f.refId === refId);
      // A repeat that leaves `slots` out refreshes the item's values and keeps the times it was given.
      const slots = input.slots === undefined ? (existing?.slots ?? null) : input.slots && [...new Set(input.slots)];
      const row: FavoriteRecord = {
        userId: ctx.userId,
        type,
        refId,
        name: item.name,
        shopId: item.shopId ?? null,
        shopName: item.shopName ?? null,
        cal: item.cal,
        protein: item.protein ?? 0,
        fat: item.fat ?? 0,
        carbs: item.carbs ?? 0,
        slots,
        createdAt: ctx.now,
      };
      const outcome = await favorites.put(row, FAVORITES_PER_USER);
      if (outcome === 'full') {
        throw invalidRequest(`at most ${FAVORITES_PER_USER} favorites per user; remove one with DELETE /favorites/:type/:id first`, {
          userMessage: `お気に入りは${FAVORITES_PER_USER}件までです。不要なお気に入りを削除してから追加してください。`,
        });
      }
      // An overwrite keeps the stored createdAt (FavoritesRepository.put), read above.
      const stored = outcome === 'updated' && existing ? { ...row, createdAt: existing.createdAt } : row;
      return { favorite: presentFavorite(stored), created: outcome === 'added' };
    },

    async removeFavorite(ctx, { type, id }) {
      if (!(await favorites.remove(ctx.userId, type, id)))
        throw notFound(`no favorite ${type} ${id}`, 'GET /favorites で確認してください。');
      return { type, id, deleted: true as const };
    },
  };
}
