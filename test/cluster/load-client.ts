import { randomUUID } from 'node:crypto';

/** One HTTP exchange as the load saw it: `status` 0 when no answer came (refused, reset, timed out). */
export interface Exchange {
  route: Route;
  startMs: number;
  endMs: number;
  status: number;
  userId: string;
  /** The hour window the call was counted in (X-Quota-Period hour), from the answer or the send time. */
  window: string;
  /** X-Quota-Used of the answer, when it carried one. */
  quotaUsed: number | null;
  replayed: boolean;
  /** The error body's code, when the answer was an error with a JSON body. */
  code: string | null;
}

export type Route = 'search' | 'meals' | 'nutrition';

/** One POST /meals as the client made it: every attempt used the same Idempotency-Key. */
export interface WriteOutcome {
  key: string;
  userId: string;
  attempts: number;
  /** The meal ids of the 2xx answer; null when no attempt was acknowledged. */
  acknowledgedIds: string[] | null;
}

export interface LoadUser {
  userId: string;
  token: string;
}

const API = '/api/v1/ext';
/** The lease a crashed first attempt holds its key for (gateway IDEMPOTENCY_LEASE_MS), plus room. */
const WRITE_RETRY_LIMIT_MS = 90_000;
const REQUEST_TIMEOUT_MS = 15_000;
const QUERIES = ['牛丼', 'カレー', 'ラーメン', 'サラダ', 'おにぎり', '唐揚げ', '寿司', 'うどん', 'そば', 'ハンバーグ', 'パスタ', '餃子'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);

/** A recent JST date, so each user's 30-meals-a-day cap (API-SPEC.md → Limits) is spread over a week. */
function recentJstDate(daysBack: number): string {
  return new Date(Date.now() + 9 * 3600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The load's HTTP client. Every exchange is logged for the figures and the quota check; a write is
 * retried with the same Idempotency-Key after no answer, a 5xx or a 409 idempotency_in_progress
 * (API-SPEC.md → the caller retries with the same key), until it is answered for good.
 */
export class LoadClient {
  readonly exchanges: Exchange[] = [];
  readonly writes: WriteOutcome[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly t0: number,
  ) {}

  private async send(route: Route, user: LoadUser, method: string, path: string, body?: unknown, key?: string) {
    const startMs = Date.now();
    let status = 0;
    let headers: Headers | null = null;
    let text = '';
    try {
      const response = await fetch(`${this.baseUrl}${API}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${user.token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
      status = response.status;
      headers = response.headers;
    } catch {
      // Refused, reset or timed out: status stays 0, the outcome is unknown to the client.
    }
    const used = headers?.get('x-quota-used');
    const reset = headers?.get('x-quota-reset');
    let code: string | null = null;
    if (status >= 400 && text.startsWith('{')) {
      try {
        code = (JSON.parse(text) as { code?: string }).code ?? null;
      } catch {
        code = null;
      }
    }
    const exchange: Exchange = {
      route,
      startMs: startMs - this.t0,
      endMs: Date.now() - this.t0,
      status,
      userId: user.userId,
      // The hour window ends at X-Quota-Reset; without an answer, the hour the call was sent in.
      window: reset ? hourOf(Date.parse(reset) - 1) : hourOf(startMs),
      quotaUsed: used ? Number(used) : null,
      replayed: headers?.get('idempotent-replayed') === 'true',
      code,
    };
    this.exchanges.push(exchange);
    return { exchange, text };
  }

  async search(user: LoadUser, seq: number): Promise<void> {
    const q = encodeURIComponent(QUERIES[seq % QUERIES.length]!);
    await this.send('search', user, 'GET', `/search?q=${q}&limit=${1 + (seq % 20)}`);
  }

  async nutrition(user: LoadUser): Promise<void> {
    await this.send('nutrition', user, 'GET', '/nutrition');
  }

  /** POST /meals with a fresh key, retried with that key until a final answer (or the retry limit). */
  async writeMeal(user: LoadUser, seq: number): Promise<void> {
    const key = `cluster-${randomUUID()}`;
    // The key in the meal's name lets the store check find every copy of this write.
    const body = { mealName: `負荷 ${key}`, mealDate: recentJstDate(seq % 7), cal: 300 + (seq % 50), protein: 10, fat: 8, carbs: 40 };
    const outcome: WriteOutcome = { key, userId: user.userId, attempts: 0, acknowledgedIds: null };
    this.writes.push(outcome);
    const deadline = Date.now() + WRITE_RETRY_LIMIT_MS;
    let backoffMs = 250;
    while (Date.now() < deadline) {
      outcome.attempts += 1;
      const { exchange, text } = await this.send('meals', user, 'POST', '/meals', body, key);
      if (exchange.status >= 200 && exchange.status < 300) {
        const items = (JSON.parse(text) as { data: { items: { id: string }[] } }).data.items;
        outcome.acknowledgedIds = items.map((item) => item.id);
        return;
      }
      const retryable = exchange.status === 0 || exchange.status >= 500 || exchange.code === 'idempotency_in_progress';
      if (!retryable) return;
      await sleep(backoffMs);
      backoffMs = Math.min(2000, backoffMs * 2);
    }
  }
}
