import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '@shokuji/storage';
import { createMealRunsKnown, MAX_USERS } from './meal-runs-known';

/** A count that answers `answer` and says how often it was asked. */
function countOf(answer: number) {
  const count = () => (count.calls++, answer);
  count.calls = 0;
  return count;
}

describe('runs of logged days kept between reads', () => {
  const db = openSqliteDatabase(':memory:', []);
  afterAll(() => db.close());

  it('answers from a counted run for any end day and start day inside it, without counting again', () => {
    const runs = createMealRunsKnown(db);
    const count = countOf(10);
    expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-20', count)).toBe(10);
    // The run is 11-11 … 11-20, and 11-10 has no meal (the count stopped before its start date).
    expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-15', count)).toBe(5);
    expect(runs.countEndingAt('u1', '2026-11-14', '2026-11-15', count)).toBe(2);
    expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-11', count)).toBe(1);
    expect(runs.countEndingAt('u1', '2026-11-16', '2026-11-15', count)).toBe(0);
    expect(count.calls).toBe(1);
    // Outside the run, and for another user, it counts.
    expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-21', countOf(0))).toBe(0);
    expect(runs.countEndingAt('u2', '2026-01-01', '2026-11-15', countOf(3))).toBe(3);
  });

  it('counts again for an earlier start day when the counted run stopped at its start day', () => {
    const runs = createMealRunsKnown(db);
    expect(runs.countEndingAt('u1', '2026-11-11', '2026-11-20', countOf(10))).toBe(10);
    const longer = countOf(40);
    expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-20', longer)).toBe(40);
    expect(longer.calls).toBe(1);
  });

  it('keeps the runs of the users read most recently, up to its bound', () => {
    const runs = createMealRunsKnown(db);
    for (let i = 0; i < MAX_USERS; i++) runs.countEndingAt(`u${i}`, '2026-01-01', '2026-11-20', countOf(5));
    // u0 is read again (answered from its run), then one user more drops the least recent: u1.
    expect(runs.countEndingAt('u0', '2026-01-01', '2026-11-20', countOf(1))).toBe(5);
    runs.countEndingAt('new', '2026-01-01', '2026-11-20', countOf(5));
    expect(runs.countEndingAt('u0', '2026-01-01', '2026-11-20', countOf(1))).toBe(5);
    expect(runs.countEndingAt('u2', '2026-01-01', '2026-11-20', countOf(1))).toBe(5);
    expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-20', countOf(1))).toBe(1);
  });

  it("forgets a user's run when told, and every run once another connection commits", () => {
    const path = join(mkdtempSync(join(tmpdir(), 'meal-runs-')), 'records.sqlite');
    const own = openSqliteDatabase(path, []);
    const other = openSqliteDatabase(path, []);
    try {
      const runs = createMealRunsKnown(own);
      runs.countEndingAt('u1', '2026-01-01', '2026-11-20', countOf(10));
      runs.countEndingAt('u2', '2026-01-01', '2026-11-20', countOf(10));
      runs.forget('u1');
      expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-20', countOf(2))).toBe(2);
      expect(runs.countEndingAt('u2', '2026-01-01', '2026-11-20', countOf(2))).toBe(10);
      // This connection's own writes do not change data_version: forget stands for them.
      own.exec('CREATE TABLE own_write (x)');
      expect(runs.countEndingAt('u2', '2026-01-01', '2026-11-20', countOf(2))).toBe(10);
      other.exec('CREATE TABLE other_write (x)');
      expect(runs.countEndingAt('u2', '2026-01-01', '2026-11-20', countOf(2))).toBe(2);
      expect(runs.countEndingAt('u1', '2026-01-01', '2026-11-20', countOf(3))).toBe(3);
    } finally {
      own.close();
      other.close();
    }
  });
});
