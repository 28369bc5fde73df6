import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { ExerciseRecord, ExercisesRepository } from '../../exercises/exercises.repository';

export const EXERCISES_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'exercises-001-exercises',
    sql: `CREATE TABLE exercises (
      id TEXT PRIMARY KEY, user_id TEXT NOT NULL, exercise_date TEXT NOT NULL, meal_slot TEXT NOT NULL, type TEXT,
      cal INTEGER NOT NULL, duration_min REAL, notes TEXT, source TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE INDEX exercises_user_date ON exercises (user_id, exercise_date, created_at);`,
  },
];

type ExerciseRow = {
  id: string;
  user_id: string;
  exercise_date: string;
  meal_slot: ExerciseRecord['mealSlot'];
  type: ExerciseRecord['type'];
  cal: number;
  duration_min: number | null;
  notes: string | null;
  source: ExerciseRecord['source'];
  created_at: string;
};

const toRecord = (row: ExerciseRow): ExerciseRecord => ({
  id: row.id,
  userId: row.user_id,
  exerciseDate: row.exercise_date,
  mealSlot: row.meal_slot,
  type: row.type,
  cal: row.cal,
  durationMin: row.duration_min,
  notes: row.notes,
  source: row.source,
  createdAt: row.created_at,
});

export function createExercisesSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): ExercisesRepository {
  const insert = db.prepare(
    `INSERT INTO exercises (id, user_id, exercise_date, meal_slot, type, cal, duration_min, notes, source, created_at)
     VALUES (@id, @userId, @exerciseDate, @mealSlot, @type, @cal, @durationMin, @notes, @source, @createdAt)`,
  );
  const range = db.prepare<[string, string, string], ExerciseRow>(
    'SELECT * FROM exercises WHERE user_id = ? AND exercise_date >= ? AND exercise_date <= ? ORDER BY exercise_date, created_at, rowid',
  );
  const one = db.prepare<[string, string], ExerciseRow>('SELECT * FROM exercises WHERE user_id = ? AND id = ?');
  const remove = db.prepare('DELETE FROM exercises WHERE user_id = ? AND id = ?');
  return {
    async insert(record) {
      await writes.write(() => insert.run(record));
      return record;
    },
    async listByDateRange(userId, startDate, endDate) {
      return range.all(userId, startDate, endDate).map(toRecord);
    },
    async get(userId, id) {
      const row = one.get(userId, id);
      return row ? toRecord(row) : null;
    },
    async delete(userId, id) {
      return writes.write(() => remove.run(userId, id).changes > 0);
    },
  };
}
