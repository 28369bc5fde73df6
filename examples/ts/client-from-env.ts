import { createShokujiClient } from '@shokuji/client';

/**
 * The client for the examples: SHOKUJI_API is the API base (e.g. https://api.shokuji.example/api/v1/ext),
 * SHOKUJI_TOKEN an access token starting with ext_. Writes get an Idempotency-Key and 429/503 are
 * retried by the client itself.
 */
export function clientFromEnv() {
  const baseUrl = process.env.SHOKUJI_API;
  const token = process.env.SHOKUJI_TOKEN;
  if (!baseUrl || !token) throw new Error('set SHOKUJI_API (the API base, …/api/v1/ext) and SHOKUJI_TOKEN (ext_…)');
  return createShokujiClient({ baseUrl, token });
}

/** The data of an answer, or the error body as an exception. */
export function dataOf<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw new Error(`${answer.response.status}: ${JSON.stringify(answer.error)}`);
  return answer.data;
}
