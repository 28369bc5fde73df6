import type { SqliteDatabase } from '@shokuji/storage';
import { LRUCache } from 'lru-cache';
import type { MealMacros } from '../../meals/meals.repository';

/** Users whose read ranges are kept; past it (or past MAX_ROWS) the least recently read is dropped. */
export const MAX_USERS = 10_000;
/** Macro rows kept over every user (~100 bytes each: about 10 MB at the bound). */
export const MAX_ROWS = 100_000;
/** Ranges kept per user (a day, the week around it, ...): past it the range kept first is dropped. */
export const RANGES_PER_USER = 4;

/**
 * The macros of a user's date ranges (the day totals GET /nutrition sums), kept per user between
 * reads. Reading a logged day's 30 rows cost about as much as the rest of the request's store work,
 * while the rows only change when the user's meals do. So a range is answered from what the last read
 * found until then: this connection's meal writes forget their user's ranges as they run (`forget`,
 * inside the write), and another connection's commit (another process on the same file) changes
 * PRAGMA data_version, which makes every range forgotten (as meal-runs-known.ts does for the streak).
 */
export function createMealDaysKnown(db: SqliteDatabase) {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const users = new LRUCache<string, Map<string, readonly MealMacros[]>>({
    max: MAX_USERS,
    maxSize: MAX_ROWS,
    sizeCalculation: (ranges) => {
      let rows = 1;
      for (const macros of ranges.values()) rows += macros.length;
      return rows;
    },
  });
  let version = -1;

  return {
    /**
     * The user's macros in [startDate, endDate]: as the last `read()` of the same range found them
     * when no write of the user's meals came since, else read (the caller's statement) and kept. The
     * caller gets an array of its own; the records in it are shared and frozen.
     */
    macrosIn(userId: string, startDate: string, endDate: string, read: () => MealMacros[]): MealMacros[] {
      const nowVersion = dataVersion.get()!;
      if (nowVersion !== version) {
        users.clear();
        version = nowVersion;
      }
      const range = `${startDate}/${endDate}`;
      const kept = users.get(userId);
      const known = kept?.get(range);
      if (known) return known.slice();
      const macros = read();
      for (const row of macros) Object.freeze(row);
      // A new map, so the cache counts the user's size again (it does not for the same value).
      const ranges = new Map(kept);
      if (ranges.size >= RANGES_PER_USER) ranges.delete(ranges.keys().next().value!);
      ranges.set(range, macros.slice());
      users.set(userId, ranges);
      return macros;
    },

    /** Called inside every write of a user's meals, so no read can keep the rows from before it. */
    forget(userId: string): void {
      users.delete(userId);
    },
  };
}
