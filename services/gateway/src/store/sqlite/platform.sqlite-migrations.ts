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
  {
    // OPERATOR-API.md → AI analysis: credits granted per account, and every analysis for the cap, the minute and the credits.
    id: '002-ai-analyses',
    sql: `
      ALTER TABLE accounts ADD COLUMN ai_credit_grant INTEGER;
      ALTER TABLE accounts ADD COLUMN ai_credit_grant_id TEXT;
      CREATE TABLE ai_analyses (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        at TEXT NOT NULL,
        day TEXT NOT NULL,
        grant_id TEXT NOT NULL
      );
      CREATE INDEX ai_analyses_by_day ON ai_analyses (user_id, day);
      CREATE INDEX ai_analyses_by_start ON ai_analyses (user_id, at);
      CREATE INDEX ai_analyses_by_grant ON ai_analyses (user_id, grant_id);
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
