import type { Db } from 'mongodb';
import {
  mergedOverride,
  OVERRIDE_AXES,
  type BudgetsRepository,
  type DayOverrideRecord,
  type OverrideAxis,
  type SlotBudgetRecord,
} from '../../budgets/budgets.repository';

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

/**
 * A day override is one document per axis that is set (`_id` `<userId>:<date>:<axis>`): a merge
 * writes or deletes only the documents of the axes it was sent, so merges of other axes at the same
 * time never meet, on a MongoDB and on wire servers whose updates are not atomic (FerretDB) alike.
 */
type OverrideAxisDoc = { _id: string; userId: string; date: string; axis: OverrideAxis; value: number; updatedAt: string };
/** The one-document-per-date form kept before; moved to axis documents when the store opens. */
type LegacyOverrideDoc = DayOverrideRecord & { _id: unknown };

const axisDocId = (userId: string, date: string, axis: OverrideAxis) => `${userId}:${date}:${axis}`;

/** The overrides the axis documents make, one per date, in date order. */
function overridesOf(docs: OverrideAxisDoc[]): DayOverrideRecord[] {
  const byDate = new Map<string, DayOverrideRecord>();
  for (const doc of docs) {
    const record = byDate.get(doc.date) ?? mergedOverride(null, doc.userId, doc.date, {}, doc.updatedAt);
    record[doc.axis] = doc.value;
    if (doc.updatedAt > record.updatedAt) record.updatedAt = doc.updatedAt;
    byDate.set(doc.date, record);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export async function createBudgetsMongoRepository(db: Db): Promise<BudgetsRepository> {
  const slots = db.collection<SlotBudgetRecord>('slot_budgets');
  const axes = db.collection<OverrideAxisDoc>('day_override_axes');
  await slots.createIndex({ userId: 1, mealDate: 1, mealSlot: 1 }, { unique: true });
  await axes.createIndex({ userId: 1, date: 1 });
  const setAxis = (userId: string, date: string, axis: OverrideAxis, value: number | null, updatedAt: string) => {
    const _id = axisDocId(userId, date, axis);
    if (value === null) return axes.deleteOne({ _id });
    return axes.replaceOne({ _id }, { userId, date, axis, value, updatedAt }, { upsert: true });
  };
  const overrideOn = async (userId: string, date: string) => overridesOf(await axes.find({ userId, date }).toArray())[0] ?? null;
  // Overrides kept as one document per date by an earlier version (re-running this is harmless).
  const legacy = db.collection<LegacyOverrideDoc>('day_overrides');
  for (const doc of await legacy.find({}).toArray()) {
    await Promise.all(OVERRIDE_AXES.map((axis) => setAxis(doc.userId, doc.date, axis, doc[axis] ?? null, doc.updatedAt)));
    await legacy.deleteOne({ _id: doc._id });
  }
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
    async mergeDayOverride(userId, date, sent, updatedAt) {
      await Promise.all(
        OVERRIDE_AXES.filter((axis) => sent[axis] !== undefined).map((axis) => setAxis(userId, date, axis, sent[axis]!, updatedAt)),
      );
      return (await overrideOn(userId, date)) ?? mergedOverride(null, userId, date, {}, updatedAt);
    },
    getDayOverride: overrideOn,
    async deleteDayOverride(userId, date) {
      return (await axes.deleteMany({ userId, date })).deletedCount > 0;
    },
    async listDayOverridesByDateRange(userId, startDate, endDate) {
      return overridesOf(await axes.find({ userId, date: { $gte: startDate, $lte: endDate } }).toArray());
    },
  };
}
