import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { DayNoteRecord, DayNotesRepository } from '../../day-notes/day-notes.repository';

export const DAY_NOTES_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'day-notes-001-day-notes',
    sql: 'CREATE TABLE day_notes (user_id TEXT NOT NULL, date TEXT NOT NULL, body TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (user_id, date));',
  },
];

type DayNoteRow = { user_id: string; date: string; body: string; updated_at: string };

const toRecord = (row: DayNoteRow): DayNoteRecord => ({ userId: row.user_id, date: row.date, body: row.body, updatedAt: row.updated_at });

export function createDayNotesSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): DayNotesRepository {
  const range = db.prepare<[string, string, string], DayNoteRow>(
    'SELECT * FROM day_notes WHERE user_id = ? AND date >= ? AND date <= ? ORDER BY date',
  );
  const write = db.prepare(
    `INSERT INTO day_notes (user_id, date, body, updated_at) VALUES (@userId, @date, @body, @updatedAt)
     ON CONFLICT(user_id, date) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM day_notes WHERE user_id = ? AND date = ?');
  return {
    async listByDateRange(userId, startDate, endDate) {
      return range.all(userId, startDate, endDate).map(toRecord);
    },
    async put(record) {
      await writes.write(() => write.run(record));
      return record;
    },
    async delete(userId, date) {
      return writes.write(() => remove.run(userId, date).changes > 0);
    },
  };
}
