/** The one source of "now" (docs/ARCHITECTURE.md → A request's path: one clock drives every service). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock an operator can set for tests (OPERATOR-API.md → Clock): once set it keeps running from
 * the given instant, so windows and expiries still advance in real time.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  private earliestSetMs = Number.POSITIVE_INFINITY;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  set(now: Date): void {
    this.offsetMs = now.getTime() - this.base.now().getTime();
    this.earliestSetMs = Math.min(this.earliestSetMs, now.getTime());
  }

  /** See settledBefore: the earliest of now, real time and every instant it was ever set to (a reset keeps them). */
  settledBefore(): Date {
    return new Date(Math.min(this.now().getTime(), this.base.now().getTime(), this.earliestSetMs));
  }

  reset(): void {
    this.offsetMs = 0;
  }

  isAdjusted(): boolean {
    return this.offsetMs !== 0;
  }
}

/**
 * An instant that every time `clock` has shown, or may show again, is at or after: what expired
 * before it is past for good, so housekeeping may drop it. A clock nobody sets only moves forward,
 * so that is now. An operator's test clock can be set back to a time it showed before (OPERATOR-API.md
 * → Clock), where a row a purge dropped would be missing (a spent quota, a remembered answer): for
 * it, the earliest of now, real time and every instant it was set to.
 */
export function settledBefore(clock: Clock): Date {
  return clock instanceof AdjustableClock ? clock.settledBefore() : clock.now();
}

/** A clock that stands still until moved; for unit tests. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(now: Date): void {
    this.current = new Date(now.getTime());
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
