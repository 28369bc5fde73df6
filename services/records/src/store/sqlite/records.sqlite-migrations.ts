import type { SqliteMigration } from '@shokuji/storage';

export const RECORDS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: '001-profiles',
    sql: `CREATE TABLE profiles (user_id TEXT PRIMARY KEY, profile_json TEXT NOT NULL, updated_at TEXT NOT NULL);`,
  },
];
