import type { Router } from 'express';
import { deleteRatingEndpoint, putRatingEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Favorites and ratings: the ratings of own meals; writes answer { success: true, data }. */
export function mountRatingsRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, putRatingEndpoint, async ({ body }, caller) => ({
    success: true as const,
    data: await records.putRating(userContextOf(caller), body),
  }));
  pipeline.mount(router, deleteRatingEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.deleteRating(userContextOf(caller), params),
  }));
}
