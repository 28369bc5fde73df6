import type { Router } from 'express';
import { addFavoriteEndpoint, listFavoritesEndpoint, removeFavoriteEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Favorites and ratings: the favorites; small writes answer { success: true, data }. */
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
}
