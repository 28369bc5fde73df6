import { createHash, randomUUID } from 'node:crypto';
import { DomainError, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_WINDOW_MS, IdempotencyKeySchema, invalidRequest } from '@shokuji/contracts';
import type { IdempotencyKeysRepository, StoredResponse } from '../store/idempotency-keys.repository';
import { purgeNowAndThen } from '../store/purge-now-and-then';
import { renderDomainError } from './error-handler';

/**
 * Safe retries (OPERATOR-API.md → Safe retries: Idempotency-Key; the IETF draft "The
 * Idempotency-Key HTTP Header Field"). One function serves every caller: the REST pipeline passes
 * the request's method, path and parsed body; an MCP tool call passes the method, path and body of
 * the REST request it maps to, so a key means the same thing on both.
 *
 * Decisions (docs/decisions.md → Idempotency-Key):
 * - "The same body" is the canonical JSON of the parsed body (keys sorted at every depth, no
 *   whitespace): a client that re-serializes its retry in another key order or spacing still
 *   matches, and an MCP call (arguments, no bytes) matches its REST twin. Values must be equal
 *   as JSON values (1 and 1.0 are the same number; "1" is not 1).
 * - Remembered: the operation's answer, success or error, 400, 402 and 429 included (the draft:
 *   "the result of the previously completed operation"; OPERATOR-API.md exempts 5xx only, so a
 *   corrected body or a retry after the reset takes a new key). Not remembered: 5xx, so the same
 *   key runs again. Refusals before the key is looked at (401, 403, 415, a write sent without its
 *   JSON body) never touch it.
 */
/**
 * How long a running first request holds its key. Requests finish in well under a second (upstream
 * calls time out at UPSTREAM_TIMEOUT_MS); after a crash its key is free again after this lease
 * instead of answering 409 for 24 hours.
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface IdempotentCall {
  userId: string;
  key: string;
  method: string;
  /** Relative to /api/v1/ext, as in the REST request (`/meals/m_1`). */
  path: string;
  /** The parsed JSON body (undefined when none). */
  body: unknown;
  now: Date;
}

export interface IdempotentAnswer {
  response: StoredResponse;
  /** True when the answer comes from the record of an earlier request (send `Idempotent-Replayed: true`). */
  replayed: boolean;
}

/** The key of a header or tool argument value: undefined when absent, 400 when not 1-255 visible ASCII characters. */
export function parseIdempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidRequest(`${IDEMPOTENCY_KEY_HEADER}: must be 1-255 visible ASCII characters (no spaces)`, {
    userMessage: 'Idempotency-Key は空白を含まない1〜255文字の英数字・記号で指定してください。',
  });
}

/**
 * How deep a fingerprinted body may nest. No request body of the API nests more than a few levels;
 * the body is fingerprinted before it is validated, and a walk as deep as a 256 KB body can nest
 * (some 100,000 levels of `[`) overflowed the stack: a 500 instead of the 400 the same body gets
 * without an Idempotency-Key.
 */
export const FINGERPRINT_MAX_DEPTH = 64;

/** JSON with object keys sorted at every depth: equal JSON values give equal text. 400 beyond FINGERPRINT_MAX_DEPTH. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > FINGERPRINT_MAX_DEPTH && value !== null && typeof value === 'object') {
    throw invalidRequest(`body: nested deeper than ${FINGERPRINT_MAX_DEPTH} levels`);
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item, depth + 1))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The services' key of this write (RequestContext.operationKey): one value per account, key and
 * request, the same on every attempt, so records created by an attempt the client never heard back
 * from are found again by its retry instead of being created twice.
 */
function operationKeyOf(userId: string, key: string, fingerprint: string): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, key, fingerprint]))
    .digest('base64url');
}

function fingerprintOf(call: Pick<IdempotentCall, 'method' | 'path' | 'body'>): string {
  return createHash('sha256')
    .update(`${call.method.toUpperCase()} ${call.path}\n${canonicalJson(call.body)}`)
    .digest('hex');
}

/**
 * The operation key of a write that its method makes idempotent without an Idempotency-Key (the admin
 * API's PUTs): the same account, method, path and body, in any key order, always give the same key.
 */
export function operationKeyOfContent(call: Pick<IdempotentCall, 'userId' | 'method' | 'path' | 'body'>): string {
  return operationKeyOf(call.userId, '', fingerprintOf(call));
}

/** Which answers a repeat gets back (see the decisions above). */
function isRemembered(status: number): boolean {
  return status < 500;
}

export function createIdempotency(keys: IdempotencyKeysRepository) {
  /** Expired records are dropped now and then, on the service clock. */
  const purgeExpired = purgeNowAndThen(PURGE_EVERY_MS, (now) => keys.purgeExpired(now.toISOString()));

  return {
    /**
     * The answer stored for this account and key when the request is the one it answered (method, path
     * and body); null when there is none, it still runs, or it answered another request. Claims nothing.
     */
    async storedAnswer(call: IdempotentCall): Promise<StoredResponse | null> {
      const held = await keys.find(call.userId, call.key, call.now.toISOString());
      return held?.response && held.fingerprint === fingerprintOf(call) ? held.response : null;
    },

    /**
     * Runs `execute` once per (account, key): the first call runs it and remembers its answer; a
     * repeat with the same method, path and body gets that answer back without running anything;
     * another method, path or body gives 422 idempotency_key_reused; a repeat while the first still
     * runs gives 409 idempotency_in_progress. `execute` throws DomainErrors as usual; the ones that
     * are remembered are stored as rendered and thrown on.
     */
    async run(call: IdempotentCall, execute: (operationKey: string) => Promise<StoredResponse>): Promise<IdempotentAnswer> {
      purgeExpired(call.now);
      const fingerprint = fingerprintOf(call);
      const claimId = randomUUID();
      const { userId, key } = call;
      const held = await keys.claim(
        {
          userId,
          key,
          fingerprint,
          method: call.method.toUpperCase(),
          path: call.path,
          claimId,
          response: null,
          createdAt: call.now.toISOString(),
          reclaimableAt: new Date(call.now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString(),
        },
        call.now.toISOString(),
      );
      if (held) {
        if (held.fingerprint !== fingerprint) {
          throw new DomainError(
            'idempotency_key_reused',
            `${IDEMPOTENCY_KEY_HEADER} ${key} was first used for ${held.method} ${held.path}${
              held.method === call.method.toUpperCase() && held.path === call.path ? ' with another body' : ''
            }; use a new key for another request`,
          );
        }
        if (!held.response) {
          throw new DomainError('idempotency_in_progress', `the first request with ${IDEMPOTENCY_KEY_HEADER} ${key} is still running`, {
            retryAfterSec: 1,
          });
        }
        return { response: held.response, replayed: true };
      }

      const expiresAt = new Date(call.now.getTime() + IDEMPOTENCY_WINDOW_MS).toISOString();
      let response: StoredResponse;
      try {
        response = await execute(operationKeyOf(call.userId, call.key, fingerprint));
      } catch (error) {
        const rendered = error instanceof DomainError ? renderDomainError(error) : null;
        if (rendered && isRemembered(rendered.status)) {
          await keys.complete(
            userId,
            key,
            claimId,
            { status: rendered.status, contentType: 'application/json', body: JSON.stringify(rendered.body) },
            expiresAt,
          );
        } else {
          // Nothing to remember: free the key for the retry. Should the store fail here too, the lease frees it.
          await keys.release(userId, key, claimId).catch(() => undefined);
        }
        throw error;
      }
      if (isRemembered(response.status)) await keys.complete(userId, key, claimId, response, expiresAt);
      else await keys.release(userId, key, claimId);
      return { response, replayed: false };
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
