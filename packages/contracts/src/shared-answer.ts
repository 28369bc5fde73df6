/**
 * An answer a service hands out to many callers unchanged, as the same object each time (a cached
 * GET /search result). Sharing freezes it, so no caller can change it, and marks it, so a caller
 * may keep work derived from it by the object: the gateway links a shared search answer and
 * serializes the reply once (docs/catalog-search.md → Result cache). The mark lives in one process:
 * an answer that crossed the service RPC is a new object on every call and is not shared.
 */
const sharedAnswers = new WeakSet<object>();

/** Freezes the answer (its top level) and marks it shared; returns it. */
export function shareAnswer<T extends object>(answer: T): Readonly<T> {
  sharedAnswers.add(Object.freeze(answer));
  return answer;
}

export function isSharedAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && sharedAnswers.has(value);
}
