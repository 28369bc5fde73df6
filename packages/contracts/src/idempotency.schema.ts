import { z } from 'zod';
import type { EndpointSpec } from './endpoint';

/** OPERATOR-API.md → Safe retries: every public write accepts this header. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** OPERATOR-API.md → Safe retries: a repeat within 24 hours (service clock) gets the first answer; after them the key is new. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Set to `true` on an answer that repeats the stored answer of an earlier request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** OPERATOR-API.md → Safe retries: the endpoints that take the header, every write (any method but GET). */
export const takesIdempotencyKey = (spec: Pick<EndpointSpec, 'method'>): boolean => spec.method !== 'get';

/** 1-255 visible ASCII characters; the field value as sent is the key (a quoted draft-style value keeps its quotes). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1-255 visible ASCII characters (no spaces)')
  .meta({
    description:
      'Makes a retry safe: a repeat by the same account with the same key, method, path and body within 24 hours returns the first answer (with Idempotent-Replayed: true) and takes no quota; another body or path with the key is a 422 idempotency_key_reused; a repeat while the first runs is a 409 idempotency_in_progress. 1-255 visible ASCII characters, e.g. a UUID. See GET /help → Safe retries.',
    example: '8e03978e-40d5-43e8-bc93-6894a57f9324',
  });
