import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi-types.gen';

/** When to try a call again: 429 after its Retry-After (none: never), 503 after a growing pause. */
export interface RetryPolicy {
  /** Sends in all, the first included. */
  maxAttempts: number;
  /** First pause after a 503 without Retry-After; doubled on each further 503. */
  baseDelayMs: number;
  /** Longest pause after a 503. */
  maxDelayMs: number;
  /**
   * Longest Retry-After honoured: a 429 asking for more (the plan's daily quota resets at JST
   * midnight) is handed back to the caller rather than holding the call for hours.
   */
  maxRetryAfterSec: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterSec: 60 };

export interface ShokujiClientOptions {
  /** The API base, e.g. `https://api.shokuji.example/api/v1/ext`. */
  baseUrl: string;
  /** An access token starting with `ext_`. */
  token: string;
  retry?: Partial<RetryPolicy>;
  /** The fetch to send with (the global one by default). */
  fetch?: (request: Request) => Promise<Response>;
  /** How to wait between attempts (a timer by default; tests may move a clock instead). */
  sleep?: (ms: number) => Promise<void>;
}

export type ShokujiClient = Client<paths>;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const timerSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (the API sends delta-seconds), or undefined when absent or not a number. */
function retryAfterSec(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/** The pause before attempt `attempt + 1`, or undefined when this answer must go back to the caller. */
export function retryDelayMs(response: Response, attempt: number, policy: RetryPolicy): number | undefined {
  if (attempt >= policy.maxAttempts) return undefined;
  const after = retryAfterSec(response);
  if (response.status === 429) {
    // The service sends Retry-After on every 429 a wait lifts; one without it (a meal date's 30
    // records) is as refused after any wait, so it goes back to the caller.
    return after !== undefined && after <= policy.maxRetryAfterSec ? after * 1000 : undefined;
  }
  if (response.status === 503) {
    if (after !== undefined && after <= policy.maxRetryAfterSec) return after * 1000;
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    // Half fixed, half random, so many clients that met the same outage do not come back in step.
    return ceiling / 2 + Math.random() * (ceiling / 2);
  }
  return undefined;
}

/** The request with a new Idempotency-Key of the client's making. */
function withNewIdempotencyKey(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(IDEMPOTENCY_KEY_HEADER, crypto.randomUUID());
  return new Request(request, { headers });
}

/**
 * Every write carries an Idempotency-Key (a caller's own key is kept, e.g. one saved to retry
 * after a crash); one is made per call, so the attempts of one call share it and the service runs
 * the write at most once (OPERATOR-API.md → Safe retries). The service remembers every answer but
 * a 5xx under its key, a 429 included, so a write sent again after a 429 goes with a new key of
 * the client's: a 429 ran nothing, and the old key would only bring the stored 429 back. With the
 * caller's own key the retry keeps it, and a 429 the service replays from it goes back at once.
 */
export function retryingFetch(
  send: (request: Request) => Promise<Response>,
  policy: RetryPolicy,
  sleep: (ms: number) => Promise<void>,
): (request: Request) => Promise<Response> {
  return async (original) => {
    const isWrite = !READ_METHODS.has(original.method);
    const keyIsOurs = isWrite && !original.headers.has(IDEMPOTENCY_KEY_HEADER);
    let request = keyIsOurs ? withNewIdempotencyKey(original) : original;
    for (let attempt = 1; ; attempt += 1) {
      // A clone per attempt: a sent body cannot be read twice.
      const response = await send(request.clone());
      const replayed = response.headers.get('idempotent-replayed') === 'true';
      const delay = replayed ? undefined : retryDelayMs(response, attempt, policy);
      if (delay === undefined) return response;
      await response.body?.cancel();
      await sleep(delay);
      if (keyIsOurs && response.status === 429) request = withNewIdempotencyKey(request);
    }
  };
}

/**
 * The typed client: `client.GET('/search', { params: { query: { q: 'からあげ' } } })` gives
 * `{ data, error, response }` typed from the OpenAPI document.
 */
export function createShokujiClient(options: ShokujiClientOptions): ShokujiClient {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const send = options.fetch ?? ((request: Request) => fetch(request));
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { authorization: `Bearer ${options.token}` },
    fetch: retryingFetch(send, policy, options.sleep ?? timerSleep),
  });
}
