import type { z } from 'zod';

/**
 * Who may call an endpoint (API-SPEC.md → Authentication 6-7): `none` needs no token, `all` is any
 * linked account, `premium` is Premium, an active trial or grace (and starts an untouched trial).
 */
export type Access = 'none' | 'all' | 'premium';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One endpoint, described once. The gateway validates with these schemas, the OpenAPI document and
 * GET /help are generated from them, so the three never disagree.
 */
export interface EndpointSpec<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  operationId: string;
  method: HttpMethod;
  /** Express-style path relative to the API base, e.g. `/meals/:id`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Feature name reported in `upgrade.feature` when a Free caller is refused. */
  feature?: string;
  /** Quota units one call costs (API-SPEC.md → Limits: /feedback and /billing/portal cost 0). */
  quotaCost: 0 | 1;
  /**
   * A POST that changes nothing (several search terms at once, store sets): its MCP tool is
   * annotated read-only and idempotent, so a client need not ask the user before calling it.
   */
  readsOnly?: true;
  /** A completed call spends one AI-analysis credit, and none left is 402 (OPERATOR-API.md → AI analysis). */
  spendsAiCredit?: true;
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * A body that does what the endpoint says when sent as written to a started service with the
   * bundled catalog: the OpenAPI document's request example, which GET /docs' try-it sends, and
   * GET /help's. Typed by the body schema, and a test sends each one.
   */
  bodyExample?: z.input<Body>;
  response: Response;
  successStatus?: 200 | 201;
  /** Response media type when it is not JSON (GET /help). */
  responseMediaType?: string;
  /** The largest JSON body the route reads when it is not API_BODY_LIMIT_BYTES (the photo route); more is a 413. */
  bodyLimitBytes?: number;
}

/** Every JSON body under the API base is at most 256 KB (API-SPEC.md → Errors → 413), unless its endpoint says otherwise. */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/** A body limit as the docs write it: 262144 → "256 KB", 6291456 → "6 MB". */
export function bodyLimitText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/** The body an endpoint answers with on success, as its response schema describes it. */
export type EndpointReply<S extends EndpointSpec> = z.input<S['response']>;

export function defineEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<P, Q, B, R>,
): EndpointSpec<P, Q, B, R> {
  return spec;
}

/** `/meals/:id` → `/meals/{id}` for OpenAPI. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A body is required unless its schema accepts none (POST /billing/portal). */
export function isBodyOptional(spec: EndpointSpec): boolean {
  return spec.body === undefined || spec.body.safeParse(undefined).success;
}
