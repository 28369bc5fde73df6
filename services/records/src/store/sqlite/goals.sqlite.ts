import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { Metabolism } from '@shokuji/contracts';
import type { GoalsRepository, StoredGoal } from '../../goals/goals.repository';

export const GOALS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'goals-001',
    sql: `CREATE TABLE goals (user_id TEXT PRIMARY KEY, goal_json TEXT NOT NULL, updated_at TEXT NOT NULL);
          CREATE TABLE metabolism (user_id TEXT PRIMARY KEY, metabolism_json TEXT, updated_at TEXT NOT NULL);`,
  },
];

export function createGoalsSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): GoalsRepository {
  const readGoal = db.prepare<[string], { goal_json: string }>('SELECT goal_json FROM goals WHERE user_id = ?');
  const writeGoal = db.prepare(
    'INSERT INTO goals (user_id, goal_json, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET goal_json = excluded.goal_json, updated_at = excluded.updated_at',
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
      return row ? (JSON.parse(row.goal_json) as StoredGoal) : null;
    },
    async save(userId, goal) {
      await writes.write(() => writeGoal.run(userId, JSON.stringify(goal), goal.updatedAt));
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
