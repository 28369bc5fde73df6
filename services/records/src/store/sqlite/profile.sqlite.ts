import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { Profile } from '@shokuji/contracts';
import type { ProfileRepository } from '../../profile/profile.repository';

export const PROFILE_SQLITE_MIGRATIONS: SqliteMigration[] = [
  { id: '001-profiles', sql: 'CREATE TABLE profiles (user_id TEXT PRIMARY KEY, profile_json TEXT NOT NULL, updated_at TEXT NOT NULL);' },
];

export function createProfileSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): ProfileRepository {
  const readProfile = db.prepare<[string], { profile_json: string }>('SELECT profile_json FROM profiles WHERE user_id = ?');
  const writeProfile = db.prepare(
    'INSERT INTO profiles (user_id, profile_json, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET profile_json = excluded.profile_json, updated_at = excluded.updated_at',
  );
  const get = (userId: string): Profile | null => {
    const row = readProfile.get(userId);
    return row ? (JSON.parse(row.profile_json) as Profile) : null;
  };
  const merge = db.transaction((userId: string, patch: Profile, now: string): Profile => {
    const merged = { ...get(userId), ...patch };
    writeProfile.run(userId, JSON.stringify(merged), now);
    return merged;
  });
  return {
    async get(userId) {
      return get(userId);
    },
    async merge(userId, patch, now) {
      return writes.write(() => merge.immediate(userId, patch, now));
    },
  };
}
