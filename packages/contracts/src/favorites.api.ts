import type { ApiMethodSet, UserContext } from './service-context';
import type { AddFavoriteBody, AddFavoriteResult, FavoriteParams, FavoritesList, RemoveFavoriteResult } from './favorites.schema';

/** API-SPEC.md → Endpoints → Favorites and ratings: the favorites. */
export interface FavoritesApi {
  listFavorites(ctx: UserContext, input: Record<string, never>): Promise<FavoritesList>;
  addFavorite(ctx: UserContext, input: AddFavoriteBody): Promise<AddFavoriteResult>;
  removeFavorite(ctx: UserContext, input: FavoriteParams): Promise<RemoveFavoriteResult>;
}

export const FAVORITES_API_METHODS: ApiMethodSet<FavoritesApi> = {
  listFavorites: true,
  addFavorite: true,
  removeFavorite: true,
};
