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

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  set(now: Date): void {
    this.offsetMs = now.getTime() - this.base.now().getTime();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  isAdjusted(): boolean {
    return this.offsetMs !== 0;
  }
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
