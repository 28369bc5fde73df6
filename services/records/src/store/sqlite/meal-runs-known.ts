import { addDays, daysBetween } from '@shokuji/clock';
import type { SqliteDatabase } from '@shokuji/storage';
import { LRUCache } from 'lru-cache';

/** Days known to each hold a meal, from..to; `afterGap`: the day before `from` has none (else the count stopped at its start date). */
interface KnownRun {
  from: string;
  to: string;
  afterGap: boolean;
}

/** Users whose run is kept; past it the least recently read is dropped (a run is ~100 bytes). */
export const MAX_USERS = 10_000;

/**
 * The streak's runs of logged days, kept per user between reads. Counting a run costs an index
 * seek per day of it (a year's streak is a year of seeks on every GET /nutrition of a day), while
 * the run only changes when the user's meals do. So a run is answered from what the last count
 * found until then: this connection's meal writes forget their user's run as they run (`forget`,
 * inside the write), and another connection's commit (another process on the same file) changes
 * PRAGMA data_version, which makes every run forgotten.
 */
export function createMealRunsKnown(db: SqliteDatabase) {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const runs = new LRUCache<string, KnownRun>({ max: MAX_USERS });
  let version = -1;

  return {
    /**
     * The number of consecutive days from `endDate` back, no earlier than `startDate`, that hold a
     * meal: from the user's known run when it covers the answer, else `count()` (which asks the
     * database the same question), whose answer is then kept.
     */
    countEndingAt(userId: string, startDate: string, endDate: string, count: () => number): number {
      if (endDate < startDate) return 0;
      const nowVersion = dataVersion.get()!;
      if (nowVersion !== version) {
        runs.clear();
        version = nowVersion;
      }
      const run = runs.get(userId);
      if (run && run.from <= endDate && endDate <= run.to) {
        if (startDate >= run.from) return daysBetween(startDate, endDate) + 1;
        if (run.afterGap) return daysBetween(run.from, endDate) + 1;
      }
      const counted = count();
      if (counted > 0) {
        const from = addDays(endDate, -(counted - 1));
        runs.set(userId, { from, to: endDate, afterGap: from > startDate });
      }
      return counted;
    },

    /** Called inside every write of a user's meals, so no read can keep the run from before it. */
    forget(userId: string): void {
      runs.delete(userId);
    },
  };
}
