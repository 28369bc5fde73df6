import { isUtf8 } from 'node:buffer';
import type { Request } from 'express';
import { z } from 'zod';
import { DomainError, echoedText, invalidRequest, isBodyOptional, type EndpointSpec } from '@shokuji/contracts';
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

/**
 * How much of a refused input a 400 names (docs/security.md → Error messages): its message goes back
 * twice (error and userMessage), so naming every unknown key and every problem, keys as long as the
 * caller made them, answered a 150 KB body of stray keys with 220 KB of echo.
 */
export const NAMED_UNKNOWN_KEYS_MAX = 5;
export const LISTED_PROBLEMS_MAX = 20;

/** `a, b, c and 2 more`: the first few keys, each cut short, and how many the rest are. */
function namedKeys(keys: readonly string[]): string {
  const named = keys.slice(0, NAMED_UNKNOWN_KEYS_MAX).map(echoedText).join(', ');
  const rest = keys.length - NAMED_UNKNOWN_KEYS_MAX;
  return `${named}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/** `unknown key(s) a, b, c` naming the first few keys, each cut short, and counting the rest. */
export function unknownKeysText(keys: readonly string[]): string {
  return `unknown key(s) ${namedKeys(keys)}`;
}

function formatIssues(where: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length ? `${where}.${issue.path.join('.')}` : where;
    return issue.code === 'unrecognized_keys' ? `${path}: ${unknownKeysText(issue.keys)}` : `${path}: ${issue.message}`;
  });
}

/**
 * A refused input: the problem is the error, and the userMessage says it after the common lead, so a
 * user shown only the userMessage learns which field to correct (every transport, every part).
 */
export const inputRefusal = (text: string) => invalidRequest(text, { userMessage: `リクエストの内容に誤りがあります: ${text}` });

/**
 * A body of JSON that is no object (null, "x", 1), which express.json refuses before validation
 * reads it, refused in validation's words, as `[]` is: one 400 for every body that is no object
 * (docs/decisions.md → A 404's hint and a body that is no object).
 */
export function nonObjectBodyRefusal(sent: unknown): DomainError {
  // No object: the schema of any object refuses it.
  return inputRefusal(formatIssues('body', z.object({}).safeParse(sent).error!).join('; '));
}

/** The problems of a refused input as one text: the first LISTED_PROBLEMS_MAX, and how many more. */
function listProblems(problems: string[]): string {
  const rest = problems.length - LISTED_PROBLEMS_MAX;
  return problems.slice(0, LISTED_PROBLEMS_MAX).join('; ') + (rest > 0 ? `; and ${rest} more problem(s)` : '');
}

/**
 * A body comes as JSON or not at all (API-SPEC.md → "Bodies with content are sent with Content-Type
 * application/json"): a body the JSON parser refused is a 400, another media type a 415, a missing
 * body where one is required a 400 that says so.
 */
export function checkRestInput(spec: EndpointSpec, req: Request): void {
  refuseUnreadBody(req);
  refuseNonUtf8Query(req.originalUrl);
  refuseRepeatedQueryParameters(req.query);
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
 * A query string's %-escapes are the UTF-8 bytes of its text (RFC 3986 §2.5; WHATWG URL): others
 * (`q=%FF`, a Shift_JIS word) were read as U+FFFD and searched or echoed so. A URL holds only ASCII
 * here (node refuses raw bytes), so the escapes alone decide.
 *
 * decodeURIComponent reads a query only when every escape is well formed and their bytes are UTF-8,
 * so a query it reads passes with no more work; one it refuses (a stray `%zz`, which is no refusal
 * here, or bytes that are not UTF-8) has its bytes built and checked. Building them cost 2-4 µs of
 * every search by a Japanese word (docs/benchmarks.md → stop 82).
 */
export function refuseNonUtf8Query(url: string): void {
  const at = url.indexOf('?');
  if (at < 0 || !url.includes('%', at)) return;
  const query = url.slice(at + 1);
  try {
    decodeURIComponent(query);
    return;
  } catch {
    // below: the bytes decide
  }
  const bytes = Buffer.from(
    query.replace(/%[0-9A-Fa-f]{2}/g, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16))),
    'latin1',
  );
  if (!isUtf8(bytes)) {
    const text = 'query: its %-escapes are not UTF-8; percent-encode the UTF-8 bytes of the text';
    throw inputRefusal(text);
  }
}

/**
 * A query parameter sent twice (`limit=5&limit=6`, `ids=p_1&ids=p_2`) reaches validation as a list
 * of its values, whose refusal read "expected number, received NaN" or "received array": the 400
 * names the parameters instead. Lists are comma-separated in one parameter (`shop`, `ids`).
 */
function refuseRepeatedQueryParameters(query: Request['query']): void {
  const repeated = Object.keys(query).filter((key) => Array.isArray(query[key]));
  if (repeated.length === 0) return;
  const text = `query: ${namedKeys(repeated)} given more than once; send each parameter once (a list comma-separated in one)`;
  throw inputRefusal(text);
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
    else problems.push(...formatIssues(labelOf(key), result.error));
  }
  if (!spec.body && hasContent(parts.body)) problems.push(`${labelOf('body')}: this endpoint takes no body`);
  if (!spec.query && hasContent(parts.query)) problems.push(`${labelOf('query')}: this endpoint takes no query parameters`);
  if (problems.length) {
    throw inputRefusal(listProblems(problems));
  }
  return output as unknown as EndpointInput<S>;
}

/** A REST request's input: its body's media type checked, then its parts parsed. */
export function parseEndpointInput<S extends EndpointSpec>(spec: S, req: Request): EndpointInput<S> {
  checkRestInput(spec, req);
  return parseEndpointParts(spec, { params: req.params, query: req.query, body: req.body as unknown }, (part) => part);
}

/**
 * The body a request means: none where the endpoint may go without one and nothing was in it
 * (`{}` included), as validation reads it. The Idempotency-Key's fingerprint compares this, so a
 * retry that adds or drops an empty `{}` is the same request (docs/decisions.md → Strictness).
 */
export function meantBody(spec: EndpointSpec, body: unknown): unknown {
  return isBodyOptional(spec) && !hasContent(body) ? undefined : body;
}

/** express.json() leaves `undefined` when nothing was sent; `{}` is an empty body too. */
function hasContent(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  return !(typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
}
