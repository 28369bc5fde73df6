/**
 * The Retry-After of a refusal whose limit frees a place at `resetAt`: whole seconds rounded up, so
 * a retry after it lands past the reset, and at least 1, so a reset a few milliseconds away is not a
 * 0 that asks for an at-once retry the limit still refuses.
 */
export function retryAfterSecUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}
