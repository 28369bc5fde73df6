import type { Request } from 'express';
import type { z } from 'zod';
import { DomainError, invalidRequest, isBodyOptional, type EndpointSpec } from '@shokuji/contracts';
import { refuseUnreadBody } from './json-body';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface EndpointInput<S extends EndpointSpec> {
  params: Parsed<NonNullable<S['params']>>;
  query: Parsed<NonNullable<S['query']>>;
  body: Parsed<NonNullable<S['body']>>;
}

/** The three parts of an endpoint's input, as a transport received them (before validation). */
export interface EndpointParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** How a message names a part: REST says `body.cal`; an MCP tool, whose arguments are flat, `arguments.cal`. */
export type PartLabel = (part: keyof EndpointParts) => string;

function formatIssues(where: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.length ? `${where}.${issue.path.join('.')}` : where;
      return issue.code === 'unrecognized_keys' ? `${path}: unknown key(s) ${issue.keys.join(', ')}` : `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * A body comes as JSON or not at all (API-SPEC.md → "Bodies with content are sent with Content-Type
 * application/json"): a body the JSON parser refused is a 400, another media type a 415, a missing
 * body where one is required a 400 that says so.
 */
export function checkRestInput(spec: EndpointSpec, req: Request): void {
  refuseUnreadBody(req);
  if (!spec.body) return;
  const sent = req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
  if ((sent || req.headers['transfer-encoding'] !== undefined) && !req.is('application/json')) {
    const got = req.headers['content-type'] ?? 'no Content-Type';
    throw new DomainError('unsupported_media_type', `send the body as JSON with Content-Type: application/json (got ${got})`);
  }
  if (req.body === undefined && !isBodyOptional(spec)) {
    throw invalidRequest('body: required: a JSON object sent with Content-Type: application/json', {
      userMessage: 'リクエスト本文（JSON）が必要です。',
    });
  }
}

/**
 * The one validation step, whichever transport brought the input: parses params, query and body
 * with the endpoint's schemas or throws 400 naming every problem.
 */
export function parseEndpointParts<S extends EndpointSpec>(spec: S, parts: EndpointParts, labelOf: PartLabel): EndpointInput<S> {
  const problems: string[] = [];
  const output: Record<string, unknown> = {};
  for (const key of ['params', 'query', 'body'] as const) {
    const schema = spec[key];
    if (!schema) continue;
    const result = schema.safeParse(parts[key]);
    if (result.success) output[key] = result.data;
    else problems.push(formatIssues(labelOf(key), result.error));
  }
  if (!spec.body && hasContent(parts.body)) problems.push(`${labelOf('body')}: this endpoint takes no body`);
  if (!spec.query && hasContent(parts.query)) problems.push(`${labelOf('query')}: this endpoint takes no query parameters`);
  if (problems.length) {
    throw new DomainError('invalid_request', problems.join('; '), {
      userMessage: `リクエストの内容に誤りがあります: ${problems.join('; ')}`,
    });
  }
  return output as unknown as EndpointInput<S>;
}

/** A REST request's input: its body's media type checked, then its parts parsed. */
export function parseEndpointInput<S extends EndpointSpec>(spec: S, req: Request): EndpointInput<S> {
  checkRestInput(spec, req);
  return parseEndpointParts(spec, { params: req.params, query: req.query, body: req.body as unknown }, (part) => part);
}

/** express.json() leaves `undefined` when nothing was sent; `{}` is an empty body too. */
function hasContent(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  return !(typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
}
