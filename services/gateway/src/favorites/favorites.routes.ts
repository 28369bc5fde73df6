import type { Router } from 'express';
import {
  addFavoriteEndpoint,
  deleteRatingEndpoint,
  listFavoritesEndpoint,
  putRatingEndpoint,
  removeFavoriteEndpoint,
  type RecordsApi,
} from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Favorites and ratings; small writes answer { success: true, data }. */
export function mountFavoritesRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, listFavoritesEndpoint, async (_input, caller) => ({
    data: await records.listFavorites(userContextOf(caller), {}),
  }));
  pipeline.mount(router, addFavoriteEndpoint, async ({ body }, caller) => ({
    success: true as const,
    data: await records.addFavorite(userContextOf(caller), body),
  }));
  pipeline.mount(router, removeFavoriteEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.removeFavorite(userContextOf(caller), params),
  }));
  pipeline.mount(router, putRatingEndpoint, async ({ body }, caller) => ({
    success: true as const,
    data: await records.putRating(userContextOf(caller), body),
  }));
  pipeline.mount(router, deleteRatingEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.deleteRating(userContextOf(caller), params),
  }));
}
