import { defineEndpoint } from '../endpoint';
import {
  AddFavoriteBodySchema,
  AddFavoriteResponseSchema,
  FavoriteParamsSchema,
  FavoritesResponseSchema,
  RemoveFavoriteResponseSchema,
} from '../favorites.schema';

/**
 * API-SPEC.md → Endpoints → Favorites and ratings: one section, so the favorites here and the
 * ratings (ratings.endpoints.ts) share its tag, access, upgrade feature and quota cost.
 */
export const favoritesAndRatings = { tag: 'Favorites and ratings', access: 'premium', feature: 'favorites', quotaCost: 1 } as const;

export const listFavoritesEndpoint = defineEndpoint({
  ...favoritesAndRatings,
  operationId: 'listFavorites',
  method: 'get',
  path: '/favorites',
  summary: 'Favorites (product, dish, and app-made food) with nutrition values.',
  response: FavoritesResponseSchema,
});

export const addFavoriteEndpoint = defineEndpoint({
  ...favoritesAndRatings,
  operationId: 'addFavorite',
  method: 'post',
  path: '/favorites',
  summary: 'Add a catalog product or dish (the same item again refreshes it and sets the slots it sends); 200 per user.',
  body: AddFavoriteBodySchema,
  bodyExample: { dishId: 1606, slots: ['lunch', 'dinner'] },
  response: AddFavoriteResponseSchema,
});

export const removeFavoriteEndpoint = defineEndpoint({
  ...favoritesAndRatings,
  operationId: 'removeFavorite',
  method: 'delete',
  path: '/favorites/:type/:id',
  summary: 'Remove a favorite (type product or dish).',
  params: FavoriteParamsSchema,
  response: RemoveFavoriteResponseSchema,
});

export const favoritesEndpoints = [listFavoritesEndpoint, addFavoriteEndpoint, removeFavoriteEndpoint];
