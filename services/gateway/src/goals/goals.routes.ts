import type { Router } from 'express';
import { putGoalEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Goals. */
export function mountGoalsRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, putGoalEndpoint, async ({ body }, caller) => ({ data: await records.putGoal(userContextOf(caller), body) }));
}
