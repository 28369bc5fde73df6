import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { WeightRecord, WeightWrite, WeightsRepository } from '../../weights/weights.repository';

export const WEIGHTS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'weights-001-weights',
    sql: `CREATE TABLE weights (
      user_id TEXT NOT NULL, date TEXT NOT NULL, weight_kg REAL NOT NULL, body_fat_pct REAL, note TEXT, updated_at TEXT NOT NULL,
      PRIMARY KEY (user_id, date));`,
  },
];

type WeightRow = { user_id: string; date: string; weight_kg: number; body_fat_pct: number | null; note: string | null; updated_at: string };

const toRecord = (row: WeightRow): WeightRecord => ({
  userId: row.user_id,
  date: row.date,
  weightKg: row.weight_kg,
  bodyFatPct: row.body_fat_pct,
  note: row.note,
  updatedAt: row.updated_at,
});

export function createWeightsSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): WeightsRepository {
  const range = db.prepare<[string, string, string], WeightRow>(
    'SELECT * FROM weights WHERE user_id = ? AND date >= ? AND date <= ? ORDER BY date',
  );
  const one = db.prepare<[string, string], WeightRow>('SELECT * FROM weights WHERE user_id = ? AND date = ?');
  const write = db.prepare(
    `INSERT INTO weights (user_id, date, weight_kg, body_fat_pct, note, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(user_id, date) DO UPDATE SET weight_kg = excluded.weight_kg, body_fat_pct = excluded.body_fat_pct,
       note = excluded.note, updated_at = excluded.updated_at`,
  );
  const upsert = db.transaction((userId: string, date: string, input: WeightWrite, now: string) => {
    const existing = one.get(userId, date);
    const bodyFatPct = input.bodyFatPct !== undefined ? input.bodyFatPct : (existing?.body_fat_pct ?? null);
    const note = input.note !== undefined ? input.note : (existing?.note ?? null);
    write.run(userId, date, input.weightKg, bodyFatPct, note, now);
    return { record: toRecord(one.get(userId, date)!), created: !existing };
  });
  return {
    async listByDateRange(userId, startDate, endDate) {
      return range.all(userId, startDate, endDate).map(toRecord);
    },
    async upsert(userId, date, input, now) {
      return writes.write(() => upsert.immediate(userId, date, input, now));
    },
  };
}
