import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import {
  isEmptyOverride,
  mergedOverride,
  type BudgetsRepository,
  type DayOverrideRecord,
  type SlotBudgetRecord,
} from '../../budgets/budgets.repository';

export const BUDGETS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'budgets-001-slot-budgets-day-overrides',
    sql: `CREATE TABLE slot_budgets (
      user_id TEXT NOT NULL, meal_date TEXT NOT NULL, meal_slot TEXT NOT NULL,
      cal REAL NOT NULL, protein REAL NOT NULL, fat REAL NOT NULL, carbs REAL NOT NULL, updated_at TEXT NOT NULL,
      PRIMARY KEY (user_id, meal_date, meal_slot));
    CREATE TABLE day_overrides (
      user_id TEXT NOT NULL, date TEXT NOT NULL, cal REAL, protein REAL, fat REAL, carbs REAL, updated_at TEXT NOT NULL,
      PRIMARY KEY (user_id, date));`,
  },
];

type SlotRow = {
  user_id: string;
  meal_date: string;
  meal_slot: SlotBudgetRecord['mealSlot'];
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
  updated_at: string;
};
type OverrideRow = {
  user_id: string;
  date: string;
  cal: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  updated_at: string;
};

const toSlot = (row: SlotRow): SlotBudgetRecord => ({
  userId: row.user_id,
  mealDate: row.meal_date,
  mealSlot: row.meal_slot,
  cal: row.cal,
  protein: row.protein,
  fat: row.fat,
  carbs: row.carbs,
  updatedAt: row.updated_at,
});

const toOverride = (row: OverrideRow): DayOverrideRecord => ({
  userId: row.user_id,
  date: row.date,
  cal: row.cal,
  protein: row.protein,
  fat: row.fat,
  carbs: row.carbs,
  updatedAt: row.updated_at,
});

export function createBudgetsSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): BudgetsRepository {
  const putSlot = db.prepare(
    `INSERT INTO slot_budgets (user_id, meal_date, meal_slot, cal, protein, fat, carbs, updated_at)
     VALUES (@userId, @mealDate, @mealSlot, @cal, @protein, @fat, @carbs, @updatedAt)
     ON CONFLICT(user_id, meal_date, meal_slot) DO UPDATE SET cal = excluded.cal, protein = excluded.protein,
       fat = excluded.fat, carbs = excluded.carbs, updated_at = excluded.updated_at`,
  );
  const deleteSlot = db.prepare('DELETE FROM slot_budgets WHERE user_id = ? AND meal_date = ? AND meal_slot = ?');
  const slotRange = db.prepare<[string, string, string], SlotRow>(
    'SELECT * FROM slot_budgets WHERE user_id = ? AND meal_date >= ? AND meal_date <= ? ORDER BY meal_date, meal_slot',
  );
  const putOverride = db.prepare(
    `INSERT INTO day_overrides (user_id, date, cal, protein, fat, carbs, updated_at)
     VALUES (@userId, @date, @cal, @protein, @fat, @carbs, @updatedAt)
     ON CONFLICT(user_id, date) DO UPDATE SET cal = excluded.cal, protein = excluded.protein,
       fat = excluded.fat, carbs = excluded.carbs, updated_at = excluded.updated_at`,
  );
  const oneOverride = db.prepare<[string, string], OverrideRow>('SELECT * FROM day_overrides WHERE user_id = ? AND date = ?');
  const deleteOverride = db.prepare('DELETE FROM day_overrides WHERE user_id = ? AND date = ?');
  const overrideRange = db.prepare<[string, string, string], OverrideRow>(
    'SELECT * FROM day_overrides WHERE user_id = ? AND date >= ? AND date <= ? ORDER BY date',
  );
  return {
    async putSlot(record) {
      await writes.write(() => putSlot.run(record));
      return record;
    },
    async deleteSlot(userId, mealDate, mealSlot) {
      return writes.write(() => deleteSlot.run(userId, mealDate, mealSlot).changes > 0);
    },
    async listSlotsByDateRange(userId, startDate, endDate) {
      return slotRange.all(userId, startDate, endDate).map(toSlot);
    },
    async mergeDayOverride(userId, date, axes, updatedAt) {
      // Read and write in one write of the group commit: one transaction, so no other merge comes between.
      return writes.write(() => {
        const current = oneOverride.get(userId, date);
        const merged = mergedOverride(current ? toOverride(current) : null, userId, date, axes, updatedAt);
        if (isEmptyOverride(merged)) deleteOverride.run(userId, date);
        else putOverride.run(merged);
        return merged;
      });
    },
    async getDayOverride(userId, date) {
      const row = oneOverride.get(userId, date);
      return row ? toOverride(row) : null;
    },
    async deleteDayOverride(userId, date) {
      return writes.write(() => deleteOverride.run(userId, date).changes > 0);
    },
    async listDayOverridesByDateRange(userId, startDate, endDate) {
      return overrideRange.all(userId, startDate, endDate).map(toOverride);
    },
  };
}
