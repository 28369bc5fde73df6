import type { Router } from 'express';
import { buildOpenApiDocument, helpEndpoint, openApiEndpoint, publicEndpoints, renderHelpDocument } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { STATUS_BY_CODE } from '../http/error-handler';

/** GET /help and GET /openapi.json: generated from the endpoint descriptors, so they never disagree with the code. */
export function mountHelpRoutes(router: Router, pipeline: EndpointPipeline, publicApiUrl: string): void {
  const help = renderHelpDocument(publicEndpoints, STATUS_BY_CODE);
  const openApi = { ...buildOpenApiDocument(), servers: [{ url: publicApiUrl }] };
  pipeline.mountWithoutAccount(router, helpEndpoint, async () => help);
  pipeline.mountWithoutAccount(router, openApiEndpoint, async () => openApi);
}
