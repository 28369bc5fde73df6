import type { RequestHandler } from 'express';
import type { Clock } from '@shokuji/clock';
import type { Logger } from '@shokuji/runtime';
import type { CounterStore } from '../store/platform-store';
import { purgeNowAndThen } from '../store/purge-now-and-then';

/** The shortest counter window is the per-IP minute: purging every minute keeps about two minutes of per-IP rows. */
export const COUNTERS_PURGE_EVERY_MS = 60 * 1000;

/**
 * Every per-IP minute, account window, OAuth bucket and failed admin-token bucket is a counter row;
 * without a purge they would pile up for ever (one per address per minute). Dropped from the
 * traffic itself, on the service clock, so the table holds only windows still running
 * (docs/security.md → What is protected, the Disk and memory row). MongoDB also has a TTL index as a backstop.
 */
export function purgeExpiredCounters(counters: CounterStore, clock: Clock, logger: Logger): RequestHandler {
  const purge = purgeNowAndThen(
    COUNTERS_PURGE_EVERY_MS,
    (now) => counters.purgeExpired(now.toISOString()),
    (error) => logger.warn({ err: error }, 'purging expired counters failed'),
  );
  return (_req, _res, next) => {
    purge(clock.now());
    next();
  };
}
