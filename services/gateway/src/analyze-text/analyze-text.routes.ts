import type { Router } from 'express';
import { analyzeTextEndpoint } from '@shokuji/contracts';
import { withCatalogLinks } from '../catalog/catalog.presenter';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';
import type { AnalyzeTextService } from './analyze-text.service';

/** API-SPEC.md → POST /analyze-text. */
export function mountAnalyzeTextRoutes(
  router: Router,
  pipeline: EndpointPipeline,
  deps: { analyzeText: AnalyzeTextService; publicBaseUrl: string },
) {
  pipeline.mount(router, analyzeTextEndpoint, async ({ body }, caller) => {
    const result = await deps.analyzeText.analyze({ ctx: userContextOf(caller), account: caller.account, now: caller.now }, body);
    const catalogMatches = result.catalogMatches.map((match) => ({
      ...match,
      items: match.items.map((item) => withCatalogLinks(item, deps.publicBaseUrl)),
    }));
    return { data: { ...result, catalogMatches } };
  });
}
