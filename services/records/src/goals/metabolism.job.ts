import { schedule, type ScheduledTask } from 'node-cron';
import type { Clock } from '@shokuji/clock';
import type { Logger } from '@shokuji/runtime';

export interface MetabolismJobDeps {
  /** Recomputes every user with a goal; a failing user is counted (and reported) and does not stop the others. */
  refreshAll: (nowIso: string, onFailure: (userId: string, error: unknown) => void) => Promise<{ users: number; failed: number }>;
  /** The service clock: "now" of the recompute (its window and today), as for every other rule. */
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * The nightly recompute of observed metabolism (and of automatic goals that follow it), at 03:30
 * JST after the day's records are in. Writes of meals and weights refresh their user shortly after
 * (metabolism-refresh.queue.ts); this catches users whose window moved on without new records, and
 * any recompute a failure or a crash lost.
 */
export function scheduleMetabolismRecompute(deps: MetabolismJobDeps, expression = '30 3 * * *'): ScheduledTask {
  const { clock, logger } = deps;
  const run = async (): Promise<void> => {
    try {
      const { users, failed } = await deps.refreshAll(clock.now().toISOString(), (userId, error) =>
        logger.warn({ err: error, userId }, 'nightly metabolism recompute failed for a user'),
      );
      if (failed > 0) logger.warn({ users, failed }, 'nightly metabolism recompute finished with failures');
      else logger.info({ users, failed }, 'nightly metabolism recompute finished');
    } catch (error) {
      logger.error({ err: error }, 'nightly metabolism recompute could not run');
    }
  };
  return schedule(expression, run, { timezone: 'Asia/Tokyo', name: 'metabolism-recompute', noOverlap: true });
}
