import type { Router } from 'express';
import { meEndpoint } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import type { createMeService } from './me.service';

export function mountMeRoutes(router: Router, pipeline: EndpointPipeline, me: ReturnType<typeof createMeService>): void {
  pipeline.mount(router, meEndpoint, async (_input, caller) => ({ data: await me.describe(caller) }));
}
