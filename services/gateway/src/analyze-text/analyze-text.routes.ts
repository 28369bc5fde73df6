import type { Router } from 'express';
import { analyzeTextEndpoint } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';
import type { AnalyzeTextService } from './analyze-text.service';

/** API-SPEC.md → POST /analyze-text. */
export function mountAnalyzeTextRoutes(router: Router, pipeline: EndpointPipeline, analyzeText: AnalyzeTextService): void {
  pipeline.mount(router, analyzeTextEndpoint, async ({ body }, caller) => ({
    data: await analyzeText.analyze(
      { ctx: userContextOf(caller), account: caller.account, now: caller.now, channel: caller.channel },
      body,
    ),
  }));
}
