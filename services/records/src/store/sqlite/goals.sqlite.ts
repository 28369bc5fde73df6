import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { Metabolism } from '@shokuji/contracts';
import type { GoalsRepository, StoredGoal } from '../../goals/goals.repository';

export const GOALS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'goals-001',
    sql: `CREATE TABLE goals (user_id TEXT PRIMARY KEY, goal_json TEXT NOT NULL, updated_at TEXT NOT NULL);
          CREATE TABLE metabolism (user_id TEXT PRIMARY KEY, metabolism_json TEXT, updated_at TEXT NOT NULL);`,
  },
  // A goal stored before revisions were kept is at its first.
  { id: 'goals-002-revision', sql: 'ALTER TABLE goals ADD COLUMN revision INTEGER NOT NULL DEFAULT 1' },
];

export function createGoalsSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): GoalsRepository {
  const readGoal = db.prepare<[string], { goal_json: string; revision: number }>('SELECT goal_json, revision FROM goals WHERE user_id = ?');
  const insertGoal = db.prepare(
    'INSERT INTO goals (user_id, goal_json, updated_at, revision) VALUES (?, ?, ?, 1) ON CONFLICT(user_id) DO NOTHING',
  );
  const updateGoal = db.prepare(
    'UPDATE goals SET goal_json = ?, updated_at = ?, revision = revision + 1 WHERE user_id = ? AND revision = ?',
  );
  const listUsers = db.prepare<[], { user_id: string }>('SELECT user_id FROM goals ORDER BY user_id');
  const readMetabolism = db.prepare<[string], { metabolism_json: string | null }>(
    'SELECT metabolism_json FROM metabolism WHERE user_id = ?',
  );
  const writeMetabolism = db.prepare(
    'INSERT INTO metabolism (user_id, metabolism_json, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET metabolism_json = excluded.metabolism_json, updated_at = excluded.updated_at',
  );
  return {
    async get(userId) {
      const row = readGoal.get(userId);
      return row ? { ...(JSON.parse(row.goal_json) as Omit<StoredGoal, 'revision'>), revision: row.revision } : null;
    },
    async save(userId, { revision, ...goal }) {
      const json = JSON.stringify(goal);
      const { changes } = await writes.write(() =>
        revision === 0 ? insertGoal.run(userId, json, goal.updatedAt) : updateGoal.run(json, goal.updatedAt, userId, revision),
      );
      return changes === 1;
    },
    async listUserIds() {
      return listUsers.all().map((row) => row.user_id);
    },
    async getMetabolism(userId) {
      const row = readMetabolism.get(userId);
      return row?.metabolism_json ? (JSON.parse(row.metabolism_json) as Metabolism) : null;
    },
    async saveMetabolism(userId, metabolism, now) {
      await writes.write(() => writeMetabolism.run(userId, metabolism ? JSON.stringify(metabolism) : null, now));
    },
  };
}
