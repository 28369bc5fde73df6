import { schedule, type ScheduledTask } from 'node-cron';

/**
 * The nightly recompute of observed metabolism (and of automatic goals that follow it), at 03:30
 * JST after the day's records are in. Writes of meals and weights refresh their user shortly after
 * (metabolism-refresh.queue.ts); this catches users whose window moved on without new records, and
 * any recompute a failure or a crash lost.
 */
export function scheduleMetabolismRecompute(refreshAll: (nowIso: string) => Promise<unknown>, expression = '30 3 * * *'): ScheduledTask {
  return schedule(expression, () => refreshAll(new Date().toISOString()), {
    timezone: 'Asia/Tokyo',
    name: 'metabolism-recompute',
    noOverlap: true,
  });
}
