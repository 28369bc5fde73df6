import type { Db } from 'mongodb';
import type { BudgetsRepository, DayOverrideRecord, SlotBudgetRecord } from '../../budgets/budgets.repository';

const toSlot = ({ userId, mealDate, mealSlot, cal, protein, fat, carbs, updatedAt }: SlotBudgetRecord): SlotBudgetRecord => ({
  userId,
  mealDate,
  mealSlot,
  cal,
  protein,
  fat,
  carbs,
  updatedAt,
});

const toOverride = ({ userId, date, cal, protein, fat, carbs, updatedAt }: DayOverrideRecord): DayOverrideRecord => ({
  userId,
  date,
  cal: cal ?? null,
  protein: protein ?? null,
  fat: fat ?? null,
  carbs: carbs ?? null,
  updatedAt,
});

export async function createBudgetsMongoRepository(db: Db): Promise<BudgetsRepository> {
  const slots = db.collection<SlotBudgetRecord>('slot_budgets');
  const overrides = db.collection<DayOverrideRecord>('day_overrides');
  await slots.createIndex({ userId: 1, mealDate: 1, mealSlot: 1 }, { unique: true });
  await overrides.createIndex({ userId: 1, date: 1 }, { unique: true });
  return {
    async putSlot(record) {
      const { userId, mealDate, mealSlot, ...values } = record;
      await slots.updateOne({ userId, mealDate, mealSlot }, { $set: values }, { upsert: true });
      return record;
    },
    async deleteSlot(userId, mealDate, mealSlot) {
      return (await slots.deleteOne({ userId, mealDate, mealSlot })).deletedCount > 0;
    },
    async listSlotsByDateRange(userId, startDate, endDate) {
      const docs = await slots
        .find({ userId, mealDate: { $gte: startDate, $lte: endDate } })
        .sort({ mealDate: 1, mealSlot: 1 })
        .toArray();
      return docs.map(toSlot);
    },
    async putDayOverride(record) {
      const { userId, date, ...values } = record;
      await overrides.updateOne({ userId, date }, { $set: values }, { upsert: true });
      return record;
    },
    async getDayOverride(userId, date) {
      const doc = await overrides.findOne({ userId, date });
      return doc ? toOverride(doc) : null;
    },
    async deleteDayOverride(userId, date) {
      return (await overrides.deleteOne({ userId, date })).deletedCount > 0;
    },
    async listDayOverridesByDateRange(userId, startDate, endDate) {
      return (
        await overrides
          .find({ userId, date: { $gte: startDate, $lte: endDate } })
          .sort({ date: 1 })
          .toArray()
      ).map(toOverride);
    },
  };
}
