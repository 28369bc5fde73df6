import { openSqliteDatabase } from '@shokuji/storage';
import type { Profile } from '@shokuji/contracts';
import type { RecordsStore } from '../records-store';
import { RECORDS_SQLITE_MIGRATIONS } from './records.sqlite-migrations';

/** The embedded records store: one SQLite file in DATA_DIR. */
export function createSqliteRecordsStore(path: string): RecordsStore {
  const db = openSqliteDatabase(path, RECORDS_SQLITE_MIGRATIONS);
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
    profiles: {
      async get(userId) {
        return get(userId);
      },
      async merge(userId, patch, now) {
        return merge.immediate(userId, patch, now);
      },
    },
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
