import type { Router } from 'express';
import { suggestSetsEndpoint } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';
import { createSetsPresenter } from './sets.presenter';
import type { SetsService } from './sets.service';

/** POST /sets (API-SPEC.md → Sets). */
export function mountSetsRoutes(router: Router, pipeline: EndpointPipeline, deps: { sets: SetsService; publicBaseUrl: string }): void {
  const present = createSetsPresenter(deps.publicBaseUrl);
  pipeline.mount(router, suggestSetsEndpoint, async ({ body }, caller) =>
    present(await deps.sets.suggestSets(userContextOf(caller), body)),
  );
}
