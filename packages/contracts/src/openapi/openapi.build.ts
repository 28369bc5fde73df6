import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorBodySchema } from '../common.schema';
import { toOpenApiPath, type EndpointSpec } from '../endpoint';
import { API_BASE_PATH, publicEndpoints } from '../endpoints';

export const API_TITLE = 'Shokuji API';
export const API_VERSION = '1.0.0';

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'invalid_request: bad parameters or body (unknown keys included)',
  '401': 'token invalid, revoked or expired',
  '403': 'premium_required (with upgrade) or forbidden',
  '404': 'not_found, with a hint',
  '409': 'conflict with the current state',
  '413': 'body over 256 KB',
  '429': 'quota_exceeded (with quota) or rate_limited; Retry-After is set',
  '503': 'unavailable: a backing engine is down',
};

function registerEndpoint(registry: OpenAPIRegistry, spec: EndpointSpec): void {
  const mediaType = spec.responseMediaType ?? 'application/json';
  const errorContent = { 'application/json': { schema: ErrorBodySchema } };
  registry.registerPath({
    method: spec.method,
    path: toOpenApiPath(spec.path),
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: [spec.description, `Access: ${spec.access}. Quota cost: ${spec.quotaCost}.`].filter(Boolean).join('\n\n'),
    security: spec.access === 'none' ? [] : [{ bearer: [] }],
    request: {
      ...(spec.params ? { params: spec.params as z.ZodObject } : {}),
      ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
      ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } } } } : {}),
    },
    responses: {
      [String(spec.successStatus ?? 200)]: { description: 'Success', content: { [mediaType]: { schema: spec.response } } },
      ...Object.fromEntries(
        Object.entries(ERROR_RESPONSES)
          .filter(([status]) => spec.access !== 'none' || status === '400' || status === '429')
          .map(([status, description]) => [status, { description, content: errorContent }]),
      ),
    },
  });
}

/** The OpenAPI 3.1 document of the public API, generated from the endpoint descriptors. */
export function buildOpenApiDocument(): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'Access token starting with ext_',
  });
  for (const spec of publicEndpoints) registerEndpoint(registry, spec);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: 'Personal records and Japanese food catalog API. Full description: GET /help.',
    },
    servers: [{ url: API_BASE_PATH }],
  });
}
