import type { SqliteDatabase } from './sqlite';

/**
 * Runs synchronous write work on a SQLite handle, answering only once it is committed. Under full
 * durability every commit waits for an fsync, and better-sqlite3 waits on the event loop: one
 * transaction per request bounded a busy records service by the disk. Writes that arrive in the
 * same turn of the event loop therefore share one transaction (one fsync, "group commit"), each in
 * its own savepoint, so a failing write undoes only its own changes and fails only its caller.
 * `work` must be synchronous; a better-sqlite3 transaction function inside it nests as a savepoint.
 *
 * The fsync stays inside the commit, on the event loop: on this project's disk (~0.15 ms a sync)
 * that measured better at p99 than syncing the WAL on the thread pool, whose extra hop waited for
 * a CPU under load (docs/benchmarks.md → Records).
 */
export interface SqliteGroupCommit {
  write<T>(work: () => T): Promise<T>;
  /** Resolves once every write handed in so far has been answered (before closing the handle). */
  settled(): Promise<void>;
}

interface PendingWrite {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function createSqliteGroupCommit(db: SqliteDatabase): SqliteGroupCommit {
  let pending: PendingWrite[] = [];
  let committing: Promise<void> | null = null;
  // Compiled once: exec parses the SQL on every call, and every request writes through here.
  // IMMEDIATE takes the write lock up front, so another process cannot make the commit fail half-way.
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const savepoint = db.prepare('SAVEPOINT group_write');
  const release = db.prepare('RELEASE group_write');
  const rollbackToSavepoint = db.prepare('ROLLBACK TO group_write');

  const runInSavepoint = (work: () => unknown): Outcome => {
    savepoint.run();
    try {
      const value = work();
      release.run();
      return { ok: true, value };
    } catch (error) {
      rollbackToSavepoint.run();
      release.run();
      return { ok: false, error };
    }
  };

  /** `work` in one transaction: committed when it returns; when it or the commit throws, rolled back and thrown. */
  const runInTransaction = <T>(work: () => T): T => {
    begin.run();
    try {
      const value = work();
      commit.run();
      return value;
    } catch (error) {
      if (db.inTransaction) rollback.run();
      throw error;
    }
  };

  /** A group of one needs no savepoint: its failure rolls back the whole transaction, which is only its own. */
  const commitAlone = (entry: PendingWrite) => {
    let value: unknown;
    try {
      value = runInTransaction(entry.work);
    } catch (error) {
      entry.reject(error);
      return;
    }
    entry.resolve(value);
  };

  const commitGroup = () => {
    const group = pending;
    pending = [];
    committing = null;
    if (group.length === 1) return commitAlone(group[0]!);
    let outcomes: Outcome[];
    try {
      outcomes = runInTransaction(() => group.map((entry) => runInSavepoint(entry.work)));
    } catch (error) {
      // Nothing of the group is on disk: every caller hears the failure (an unreachable or locked store).
      for (const entry of group) entry.reject(error);
      return;
    }
    group.forEach((entry, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  };

  return {
    write<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        committing ??= new Promise<void>((done) =>
          setImmediate(() => {
            commitGroup();
            done();
          }),
        );
      });
    },
    async settled() {
      while (committing) await committing;
    },
  };
}
