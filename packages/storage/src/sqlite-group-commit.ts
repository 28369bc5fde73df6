import { open, type FileHandle } from 'node:fs/promises';
import type { SqliteDatabase } from './sqlite';

/**
 * Runs synchronous write work on a SQLite handle, answering only once it is committed and durable.
 * better-sqlite3 runs on the event loop, so a transaction and an fsync per request bounded a busy
 * records service by the disk and stalled every other request meanwhile. Writes that arrive in the
 * same turn of the event loop therefore share one transaction ("group commit"), each in its own
 * savepoint, so a failing write undoes only its own changes and fails only its caller.
 * `work` must be synchronous; a better-sqlite3 transaction function inside it nests as a savepoint.
 */
export interface SqliteGroupCommit {
  write<T>(work: () => T): Promise<T>;
  /** Resolves when every write handed in so far has been answered (before closing the handle). */
  settled(): Promise<void>;
  /** Settles, then releases the WAL file handle. */
  close(): Promise<void>;
}

export interface SqliteGroupCommitOptions {
  /**
   * The handle's WAL file. The handle then runs `synchronous = NORMAL` (a commit only appends to the
   * WAL) and the group commit fsyncs the WAL itself, on the thread pool, before answering the group:
   * every acknowledged write is on disk as under FULL, but the event loop never waits for the disk.
   * Without it, the handle's own synchronous setting decides.
   */
  walPath?: string;
}

interface PendingWrite {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function createSqliteGroupCommit(db: SqliteDatabase, options: SqliteGroupCommitOptions = {}): SqliteGroupCommit {
  let pending: PendingWrite[] = [];
  /** Committed groups waiting for the WAL sync that will cover them. */
  let unsynced: { group: PendingWrite[]; outcomes: Outcome[] }[] = [];
  let syncing: Promise<void> | null = null;
  let wal: Promise<FileHandle> | undefined;

  if (options.walPath && db.pragma('synchronous', { simple: true }) !== 1) {
    throw new Error('a group commit that syncs the WAL itself needs a handle with synchronous = NORMAL');
  }
  // Our own connection keeps the WAL file (and so this inode) alive while the handle is open.
  // A failed open is forgotten, so the next sync tries again.
  const walFile = (walPath: string) =>
    (wal ??= open(walPath, 'r').catch((error: unknown) => {
      wal = undefined;
      throw error;
    }));

  const runInSavepoint = (work: () => unknown): Outcome => {
    db.exec('SAVEPOINT group_write');
    try {
      const value = work();
      db.exec('RELEASE group_write');
      return { ok: true, value };
    } catch (error) {
      db.exec('ROLLBACK TO group_write');
      db.exec('RELEASE group_write');
      return { ok: false, error };
    }
  };

  const answer = (group: PendingWrite[], outcomes: Outcome[]) =>
    group.forEach((entry, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });

  /**
   * One fsync at a time: the groups committed while one runs wait for the next, which covers them
   * all (concurrent fsyncs of one file only queue behind each other in the kernel).
   */
  const syncCommitted = async (walPath: string) => {
    while (unsynced.length > 0) {
      const covered = unsynced;
      unsynced = [];
      try {
        await (await walFile(walPath)).datasync();
        for (const { group, outcomes } of covered) answer(group, outcomes);
      } catch (error) {
        for (const { group } of covered) for (const entry of group) entry.reject(error);
      }
    }
    syncing = null;
  };

  const commitGroup = () => {
    const group = pending;
    pending = [];
    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock up front, so another process cannot make the commit fail half-way.
      db.exec('BEGIN IMMEDIATE');
      try {
        outcomes = group.map((entry) => runInSavepoint(entry.work));
        db.exec('COMMIT');
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      // Nothing of the group is on disk: every caller hears the failure (an unreachable or locked store).
      for (const entry of group) entry.reject(error);
      return;
    }
    if (!options.walPath) return answer(group, outcomes);
    unsynced.push({ group, outcomes });
    syncing ??= syncCommitted(options.walPath);
  };

  const settled = async () => {
    while (pending.length > 0 || syncing) {
      if (pending.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      if (syncing) await syncing;
    }
  };

  return {
    write<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (pending.length === 1) setImmediate(commitGroup);
      });
    },
    settled,
    async close() {
      await settled();
      const file = await wal?.catch(() => undefined);
      wal = undefined;
      await file?.close();
    },
  };
}
