import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorBodySchema } from '../common.schema';
import { API_BODY_LIMIT_BYTES, bodyLimitText, isBodyOptional, toOpenApiPath, type EndpointSpec } from '../endpoint';
import { API_BASE_PATH, publicEndpoints } from '../endpoints';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKeySchema, takesIdempotencyKey } from '../idempotency.schema';

export const API_TITLE = 'Shokuji API';
export const API_VERSION = '1.0.0';

interface HeaderObject {
  [extension: `x-${string}`]: unknown;
  required?: boolean;
  description?: string;
  schema: { type: 'string' | 'integer'; [keyword: string]: unknown };
}

/** The draft RateLimit fields (draft-ietf-httpapi-ratelimit-headers) on every answer under the API base. */
const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Policy': {
    required: true,
    description:
      'Structured-field list of policies: "ip";q=<per-IP limit>;w=60 on every answer, plus "user";q=<quota>;w=<3600 or 86400> on answers to a call whose token was accepted (not a 401, a 405, a 413, the per-IP 429, GET /help or GET /openapi.json).',
    schema: { type: 'string', example: '"ip";q=60;w=60, "user";q=100;w=3600' },
  },
  RateLimit: {
    required: true,
    description: 'Per policy: r = units remaining, t = seconds until the window resets (service clock).',
    schema: { type: 'string', example: '"ip";r=59;t=42, "user";r=97;t=1830' },
  },
};

/** X-Quota-* on every data-endpoint answer (API-SPEC.md → Limits). */
const QUOTA_HEADERS: Record<string, HeaderObject> = {
  'X-Quota-Used': { required: true, schema: { type: 'integer', minimum: 0 } },
  'X-Quota-Limit': { required: true, schema: { type: 'integer', minimum: 0 } },
  'X-Quota-Remaining': { required: true, schema: { type: 'integer', minimum: 0 } },
  'X-Quota-Period': { required: true, schema: { type: 'string', enum: ['day', 'hour'] } },
  'X-Quota-Reset': { required: true, description: 'ISO 8601 timestamp', schema: { type: 'string', format: 'date-time' } },
};

const REPLAYED_HEADER: Record<string, HeaderObject> = {
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description: 'true when this answer repeats the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

const RETRY_AFTER_HEADER: Record<string, HeaderObject> = {
  'Retry-After': {
    description:
      'seconds to wait before retrying; on every 429 a wait lifts, not on quota_exceeded with reason meal_date_full (no wait frees a meal date that holds 30 records) nor on a replay of a stored 429; 1 on 409 idempotency_in_progress',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** RFC 6750 §3: a 401 names the scheme, with error="invalid_token" when a token was sent. */
const CHALLENGE_HEADER: Record<string, HeaderObject> = {
  'WWW-Authenticate': {
    required: true,
    description: 'Bearer realm="shokuji-api", plus error="invalid_token" when a token was sent',
    schema: { type: 'string' },
  },
};

/**
 * X-Quota-* on a refusal: sent once the token was read (API-SPEC.md → Limits: every data-endpoint
 * response), so not on a 401, a 413 or the per-IP 429, which come before it. Components of their own,
 * named `<field>.refusal`, since a success always carries them and a refusal may not.
 */
const QUOTA_HEADERS_ON_REFUSALS: Record<string, HeaderObject> = Object.fromEntries(
  Object.entries(QUOTA_HEADERS).map(([name, header]) => [
    name,
    { ...header, required: false, description: `${header.description ? `${header.description}; ` : ''}sent once the token was read` },
  ]),
);
const REFUSAL_COMPONENT_SUFFIX = '.refusal';

/**
 * The header as documented: x-fill-example "no" keeps GET /docs' try-it from pre-filling the
 * example key, which every visitor would otherwise send (a second try with another body is a 422).
 */
const IDEMPOTENCY_KEY_PARAM = IdempotencyKeySchema.meta({ ...IdempotencyKeySchema.meta(), param: { 'x-fill-example': 'no' } });

interface ErrorResponse {
  description: string | ((spec: EndpointSpec) => string);
  /** Which operations can answer it. */
  appliesTo: (spec: EndpointSpec) => boolean;
  headers?: Record<string, HeaderObject>;
  /** Can be answered after the token was read, with X-Quota-* (docs/decisions.md → Order of checks). */
  reportsQuota?: true;
  /** A write's answer of this status is remembered under its Idempotency-Key, so a repeat replays it (OPERATOR-API.md → Safe retries). */
  replayable?: true;
}

const needsToken = (spec: EndpointSpec) => spec.access !== 'none';

const ERROR_RESPONSES: Record<string, ErrorResponse> = {
  '400': {
    description: 'invalid_request: bad parameters or body (unknown keys included), or a malformed Idempotency-Key',
    appliesTo: () => true,
    reportsQuota: true,
    replayable: true,
  },
  '401': { description: 'token invalid, revoked or expired', appliesTo: needsToken, headers: CHALLENGE_HEADER },
  '402': {
    description: 'insufficient_credits: no AI-analysis credits left (with creditBalance 0); nothing was recorded',
    appliesTo: (spec) => spec.spendsAiCredit === true,
    reportsQuota: true,
    replayable: true,
  },
  '403': { description: 'premium_required (with upgrade) or forbidden', appliesTo: needsToken, reportsQuota: true, replayable: true },
  '404': { description: 'not_found, with a hint', appliesTo: needsToken, reportsQuota: true, replayable: true },
  '409': {
    description: 'conflict with the current state; idempotency_in_progress while the first request with this Idempotency-Key runs',
    appliesTo: needsToken,
    headers: RETRY_AFTER_HEADER,
    reportsQuota: true,
    replayable: true,
  },
  '413': {
    description: (spec) => `payload_too_large: body over ${bodyLimitText(spec.bodyLimitBytes ?? API_BODY_LIMIT_BYTES)}`,
    appliesTo: needsToken,
  },
  '415': {
    description:
      'unsupported_media_type: a body that is not JSON (send Content-Type: application/json), or in a Content-Encoding other than gzip, deflate or br (named in Accept-Encoding)',
    appliesTo: (spec) => spec.body !== undefined,
    reportsQuota: true,
  },
  '422': {
    description: 'idempotency_key_reused: the Idempotency-Key was used for another method, path or body',
    appliesTo: takesIdempotencyKey,
    reportsQuota: true,
  },
  '429': {
    description: 'quota_exceeded (with quota) or rate_limited',
    appliesTo: () => true,
    headers: RETRY_AFTER_HEADER,
    reportsQuota: true,
    replayable: true,
  },
  '503': { description: 'unavailable: a backing engine is down', appliesTo: needsToken, reportsQuota: true },
};

/** Response headers are components, referenced from every response that carries them. */
const refs = (headers: Record<string, HeaderObject>, componentSuffix = '') =>
  Object.fromEntries(Object.keys(headers).map((name) => [name, { $ref: `#/components/headers/${name}${componentSuffix}` }]));

function registerEndpoint(registry: OpenAPIRegistry, spec: EndpointSpec): void {
  const mediaType = spec.responseMediaType ?? 'application/json';
  const errorContent = { 'application/json': { schema: ErrorBodySchema } };
  const successHeaders = refs({
    ...RATE_LIMIT_HEADERS,
    ...(needsToken(spec) ? QUOTA_HEADERS : {}),
    ...(takesIdempotencyKey(spec) ? REPLAYED_HEADER : {}),
  });
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
      // OPERATOR-API.md → Safe retries: every public write (POST, PUT, DELETE) takes the header.
      ...(takesIdempotencyKey(spec) ? { headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_PARAM.optional() }) } : {}),
      ...(spec.body
        ? {
            body: {
              required: !isBodyOptional(spec),
              content: {
                'application/json': {
                  schema: spec.body,
                  // As `examples`: RapiDoc 9.3 drops a plain `example` object and makes one up from the schema.
                  ...(spec.bodyExample === undefined
                    ? {}
                    : { examples: { example: { summary: 'works as sent', value: spec.bodyExample } } }),
                },
              },
            },
          }
        : {}),
    },
    responses: {
      [String(spec.successStatus ?? 200)]: {
        description: 'Success',
        headers: successHeaders,
        content: { [mediaType]: { schema: spec.response } },
      },
      ...Object.fromEntries(
        Object.entries(ERROR_RESPONSES)
          .filter(([, response]) => response.appliesTo(spec))
          .map(([status, { description, headers, reportsQuota, replayable }]) => [
            status,
            {
              description: typeof description === 'string' ? description : description(spec),
              headers: {
                ...refs({ ...RATE_LIMIT_HEADERS, ...headers, ...(replayable && takesIdempotencyKey(spec) ? REPLAYED_HEADER : {}) }),
                ...(reportsQuota && needsToken(spec) ? refs(QUOTA_HEADERS_ON_REFUSALS, REFUSAL_COMPONENT_SUFFIX) : {}),
              },
              content: errorContent,
            },
          ]),
      ),
    },
  });
}

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/**
 * An optional query parameter's example is shown, not put in GET /docs' try-it fields: left empty,
 * the parameter takes its default (a date: today in JST), where a filled one is sent. Pre-filled,
 * date, startDate and endDate of GET /meals, /nutrition, /weights and /day-notes all went out
 * together, and try-it answered 400 (date or a range, not both) before the visitor typed anything.
 */
function showOptionalQueryExamplesOnly(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, { parameters?: unknown[] }>)) {
      for (const parameter of operation.parameters ?? []) {
        const param = parameter as { in?: string; required?: boolean; schema?: { example?: unknown }; 'x-fill-example'?: string };
        if (param.in === 'query' && !param.required && param.schema?.example !== undefined) param['x-fill-example'] = 'no';
      }
    }
  }
  return document;
}

/** The OpenAPI 3.1 document of the public API, generated from the endpoint descriptors. */
export function buildOpenApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'Access token starting with ext_',
  });
  for (const [name, header] of Object.entries({
    ...RATE_LIMIT_HEADERS,
    ...QUOTA_HEADERS,
    ...REPLAYED_HEADER,
    ...RETRY_AFTER_HEADER,
    ...CHALLENGE_HEADER,
  })) {
    registry.registerComponent('headers', name, header);
  }
  for (const [name, header] of Object.entries(QUOTA_HEADERS_ON_REFUSALS)) {
    registry.registerComponent('headers', `${name}${REFUSAL_COMPONENT_SUFFIX}`, header);
  }
  for (const spec of publicEndpoints) registerEndpoint(registry, spec);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        'Personal records and Japanese food catalog API. Every call but GET /help and GET /openapi.json sends `Authorization: Bearer <token>`, a token starting with ext_ that the app or the service’s operator issues. Plans, limits, safe retries and error codes: GET /api/v1/ext/help. A path asked with a method it does not serve answers 405 with Allow.',
    },
    servers: [{ url: API_BASE_PATH }],
  });
  return showOptionalQueryExamplesOnly(document);
}
