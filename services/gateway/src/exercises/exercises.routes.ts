import type { Router } from 'express';
import { createExerciseEndpoint, deleteExerciseEndpoint, listExercisesEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Exercise. */
export function mountExercisesRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, listExercisesEndpoint, async ({ query }, caller) => ({
    data: await records.listExercises(userContextOf(caller), query),
  }));
  pipeline.mount(router, createExerciseEndpoint, async ({ body }, caller) => ({
    data: await records.createExercise(userContextOf(caller), body),
  }));
  pipeline.mount(router, deleteExerciseEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.deleteExercise(userContextOf(caller), params),
  }));
}
