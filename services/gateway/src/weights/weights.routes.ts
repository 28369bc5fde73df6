import type { Router } from 'express';
import { listWeightsEndpoint, recordWeightEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Weight and day notes (weights). */
export function mountWeightsRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, listWeightsEndpoint, async ({ query }, caller) => ({
    data: await records.listWeights(userContextOf(caller), query),
  }));
  pipeline.mount(router, recordWeightEndpoint, async ({ body }, caller) => ({
    data: await records.recordWeight(userContextOf(caller), body),
  }));
}
