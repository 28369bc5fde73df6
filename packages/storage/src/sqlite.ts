import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { StartConnectionProblem } from './connection-problems';
import { createPrivateFile, makePrivateDir } from './private-files';

export type SqliteDatabase = Database.Database;

/** One schema step; applied once, in order, inside a transaction. */
export interface SqliteMigration {
  id: string;
  sql: string;
  /**
   * SQL functions the step's SQL calls, written in JavaScript and registered on the connection
   * before it runs: a column filled from others by a rule SQL cannot compute (a text fold).
   */
  functions?: Record<string, (text: string) => string>;
}

export interface SqliteOptions {
  /**
   * `full` (default): every acknowledged commit survives a crash or a power loss (an fsync per
   * commit). `normal`: commits survive a process crash; an OS crash or power loss may drop the
   * last few. For data that may be recounted (quota counters), not for records.
   */
  durability?: 'full' | 'normal';
  /**
   * WAL frames (pages) after which a commit copies them back into the database file (SQLite's
   * `wal_autocheckpoint`, 1000 by default). Each checkpoint writes every page changed since the last
   * one and syncs the file, so a file written on every request checkpoints less often with a larger
   * value: a page changed by many commits in between is written back once.
   */
  checkpointPages?: number;
}

/**
 * Opens a SQLite file for a store. WAL lets several processes read while one writes;
 * busy_timeout (better-sqlite3's `timeout`) makes writers from other processes wait instead of failing.
 */
export function openSqliteDatabase(path: string, migrations: SqliteMigration[], options: SqliteOptions = {}): SqliteDatabase {
  if (path !== ':memory:') {
    // Owner-only from the first byte; SQLite opens an empty file as a new database.
    makePrivateDir(dirname(path));
    createPrivateFile(path);
  }
  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    switchToWal(db);
    db.pragma(`synchronous = ${options.durability === 'normal' ? 'NORMAL' : 'FULL'}`);
    if (options.checkpointPages !== undefined) db.pragma(`wal_autocheckpoint = ${options.checkpointPages}`);
    db.pragma('foreign_keys = ON');
    applyMigrations(db, migrations);
  } catch (error) {
    db.close();
    throw unreadableFileProblem(path, error) ?? error;
  }
  memoizeStatements(db);
  return db;
}

/**
 * A store file SQLite cannot read (another file in its place, or one damaged past its header), as the start-up problem
 * that names where it lives and what to do (stop 83): the start printed SQLite's "file is not a database" alone, naming
 * no file. The mains list it as a bad variable is listed (namedAtStart); the operator CLI prints it as its message.
 */
function unreadableFileProblem(path: string, error: unknown): StartConnectionProblem | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'SQLITE_NOTADB' && code !== 'SQLITE_CORRUPT') return null;
  return new StartConnectionProblem(
    `DATA_DIR: ${path} is not a database SQLite can read (${code}: ${(error as Error).message}); restore it from a backup (npm run admin -- restore) or move it out of the directory`,
    { cause: error },
  );
}

/** How long a statement waits for another process's lock on the file (SQLite's busy_timeout). */
const BUSY_TIMEOUT_MS = 5000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Switches the file to WAL. The switch takes the file's exclusive lock, and while another process holds its write lock
 * SQLite answers SQLITE_BUSY at once instead of waiting out busy_timeout: two gateways starting together on one DATA_DIR,
 * the one migrating as the other switched, made the second exit with "database is locked". So the switch is tried again,
 * every 10 ms, for as long as busy_timeout would have waited. Start-up is synchronous, so the pause blocks.
 */
function switchToWal(db: SqliteDatabase): void {
  const givesUpAt = performance.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      // By its code, not its class: the native module makes its errors with the first copy of better-sqlite3 a process
      // loaded, and a test runner loads one copy per test file.
      const code = (error as { code?: unknown } | null)?.code;
      const busy = typeof code === 'string' && code.startsWith('SQLITE_BUSY');
      if (!busy || performance.now() >= givesUpAt) throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/**
 * better-sqlite3 compiles the SQL on every `prepare()`, which cost more than the query itself on
 * the request path (a token lookup prepared per call). Stores keep their SQL next to the method that
 * runs it, so the handle hands out one compiled statement per SQL text instead. Safe because the
 * stores never iterate a statement while reusing it, and change a statement's mode (pluck, raw,
 * expand) only where they compile it once for themselves, on SQL text no other method uses.
 */
function memoizeStatements(db: SqliteDatabase): void {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = compile(sql)));
    return statement;
  }) as SqliteDatabase['prepare'];
}

function applyMigrations(db: SqliteDatabase, migrations: SqliteMigration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock first, so two processes starting together apply a step once.
    db.transaction(() => {
      if (applied.get(migration.id)) return;
      for (const [name, fn] of Object.entries(migration.functions ?? {})) db.function(name, { deterministic: true }, fn);
      db.exec(migration.sql);
      record.run(migration.id, new Date().toISOString());
    }).immediate();
  }
}
