import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { RatingWrite, RatingsRepository } from '../../ratings/ratings.repository';

export const RATINGS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'ratings-001',
    sql: `CREATE TABLE ratings (user_id TEXT NOT NULL, meal_id TEXT NOT NULL, rating INTEGER NOT NULL, note TEXT, updated_at TEXT NOT NULL,
      PRIMARY KEY (user_id, meal_id));`,
  },
];

type Row = { rating: number; note: string | null; updated_at: string };

export function createRatingsSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): RatingsRepository {
  const get = db.prepare<[string, string], Row>('SELECT rating, note, updated_at FROM ratings WHERE user_id = ? AND meal_id = ?');
  const put = db.prepare(
    `INSERT INTO ratings (user_id, meal_id, rating, note, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id, meal_id) DO UPDATE SET rating = excluded.rating, note = excluded.note, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM ratings WHERE user_id = ? AND meal_id = ?');
  const upsert = db.transaction((userId: string, mealId: string, write: RatingWrite, now: string) => {
    const existing = get.get(userId, mealId);
    const note = write.note !== undefined ? write.note : (existing?.note ?? null);
    put.run(userId, mealId, write.rating, note, now);
    return { record: { userId, mealId, rating: write.rating, note, updatedAt: now }, created: !existing };
  });
  return {
    async upsert(userId, mealId, write, now) {
      return writes.write(() => upsert.immediate(userId, mealId, write, now));
    },
    async remove(userId, mealId) {
      return writes.write(() => remove.run(userId, mealId).changes > 0);
    },
  };
}
