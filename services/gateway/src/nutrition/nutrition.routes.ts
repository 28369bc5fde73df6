import type { Router } from 'express';
import { getNutritionDetailedEndpoint, getNutritionEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Nutrition. */
export function mountNutritionRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, getNutritionEndpoint, async ({ query }, caller) => ({
    data: await records.getNutrition(userContextOf(caller), query),
  }));
  pipeline.mount(router, getNutritionDetailedEndpoint, async ({ query }, caller) => ({
    data: await records.getNutritionDetailed(userContextOf(caller), query),
  }));
}
