import type { Router } from 'express';
import { buildOpenApiDocument, helpEndpoint, openApiEndpoint, publicEndpoints, renderHelpDocument } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { STATUS_BY_CODE } from '../http/error-handler';

/**
 * GET /help and GET /openapi.json: generated from the endpoint descriptors, so they never disagree with the code. The
 * OpenAPI document is generated on its first request and kept: generating it cost every start 0.1-0.2 s of CPU
 * (docs/benchmarks.md → Start-up, twelfth pass), and no other route reads it.
 */
export function mountHelpRoutes(router: Router, pipeline: EndpointPipeline, publicApiUrl: string): void {
  const help = renderHelpDocument(publicEndpoints, STATUS_BY_CODE);
  let openApi: Record<string, unknown> | undefined;
  pipeline.mountWithoutAccount(router, helpEndpoint, async () => help);
  pipeline.mountWithoutAccount(
    router,
    openApiEndpoint,
    async () => (openApi ??= { ...buildOpenApiDocument(), servers: [{ url: publicApiUrl }] }),
  );
}
