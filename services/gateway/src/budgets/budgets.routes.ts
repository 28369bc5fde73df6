import type { Router } from 'express';
import {
  deleteDayOverrideEndpoint,
  deleteSlotBudgetEndpoint,
  putDayOverrideEndpoint,
  putSlotBudgetEndpoint,
  type RecordsApi,
} from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Budgets. */
export function mountBudgetsRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, putSlotBudgetEndpoint, async ({ body }, caller) => ({
    data: await records.putSlotBudget(userContextOf(caller), body),
  }));
  pipeline.mount(router, deleteSlotBudgetEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.deleteSlotBudget(userContextOf(caller), params),
  }));
  pipeline.mount(router, putDayOverrideEndpoint, async ({ body }, caller) => ({
    data: await records.putDayOverride(userContextOf(caller), body),
  }));
  pipeline.mount(router, deleteDayOverrideEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.deleteDayOverride(userContextOf(caller), params),
  }));
}
