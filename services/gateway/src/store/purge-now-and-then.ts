/**
 * Runs `purge` at most once per `everyMs` of service-clock time, from the traffic that calls the
 * returned function (no timer to stop; the service clock decides, so a test clock moved ahead
 * purges what expired by then, and one moved back runs again too). The purge runs in the
 * background; a failed one is reported and simply retried on the next call.
 */
export function purgeNowAndThen(
  everyMs: number,
  purge: (now: Date) => Promise<unknown>,
  onError: (error: unknown) => void = () => {},
): (now: Date) => void {
  let lastRunMs = Number.NEGATIVE_INFINITY;
  return (now) => {
    const nowMs = now.getTime();
    if (Math.abs(nowMs - lastRunMs) < everyMs) return;
    lastRunMs = nowMs;
    purge(now).catch((error: unknown) => {
      lastRunMs = Number.NEGATIVE_INFINITY;
      onError(error);
    });
  };
}
