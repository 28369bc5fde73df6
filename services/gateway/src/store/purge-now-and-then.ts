import { settledBefore, type Clock } from '@shokuji/clock';

/**
 * Runs `purge` at most once per `everyMs` of service-clock time, from the traffic that calls the
 * returned function (no timer to stop; the service clock decides, so a test clock moved ahead runs
 * it, and one moved back runs again too). It drops what expired before `settledBefore(clock)`: on
 * a test clock moved ahead and back, a row still live at a time the clock returns to is kept (the
 * reads check every expiry on the service clock themselves). The purge runs in the background; a
 * failed one is reported and simply retried on the next call.
 */
export function purgeNowAndThen(
  everyMs: number,
  purge: (expiredBefore: Date) => Promise<unknown>,
  onError: (error: unknown) => void = () => {},
): (clock: Clock) => void {
  let lastRunMs = Number.NEGATIVE_INFINITY;
  return (clock) => {
    const nowMs = clock.now().getTime();
    if (Math.abs(nowMs - lastRunMs) < everyMs) return;
    lastRunMs = nowMs;
    purge(settledBefore(clock)).catch((error: unknown) => {
      lastRunMs = Number.NEGATIVE_INFINITY;
      onError(error);
    });
  };
}
