import type { SqliteMigration } from '@shokuji/storage';

export const PLATFORM_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: '001-platform',
    sql: `
      CREATE TABLE accounts (
        user_id TEXT PRIMARY KEY,
        display_name TEXT,
        plan TEXT NOT NULL,
        premium_via TEXT NOT NULL,
        registered_on_web INTEGER NOT NULL,
        region TEXT NOT NULL,
        trial_started_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE tokens (
        token_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES accounts(user_id),
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX tokens_by_user ON tokens (user_id, expires_at);
      CREATE TABLE feedback (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        message TEXT NOT NULL,
        category TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX feedback_by_user ON feedback (user_id, created_at);
    `,
  },
];

/** Quota counters live in their own file, written with `normal` durability (see platform.sqlite.ts). */
export const COUNTERS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: '001-counters',
    sql: `
      CREATE TABLE counters (key TEXT PRIMARY KEY, used INTEGER NOT NULL, expires_at TEXT NOT NULL);
      CREATE INDEX counters_by_expiry ON counters (expires_at);
    `,
  },
];
