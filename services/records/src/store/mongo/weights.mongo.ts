import type { Db } from 'mongodb';
import type { WeightRecord, WeightsRepository } from '../../weights/weights.repository';

type WeightDoc = WeightRecord;

const toRecord = ({ userId, date, weightKg, bodyFatPct, note, updatedAt }: WeightDoc): WeightRecord => ({
  userId,
  date,
  weightKg,
  bodyFatPct: bodyFatPct ?? null,
  note: note ?? null,
  updatedAt,
});

export async function createWeightsMongoRepository(db: Db): Promise<WeightsRepository> {
  const weights = db.collection<WeightDoc>('weights');
  await weights.createIndex({ userId: 1, date: 1 }, { unique: true });
  return {
    async listByDateRange(userId, startDate, endDate) {
      const docs = await weights
        .find({ userId, date: { $gte: startDate, $lte: endDate } })
        .sort({ date: 1 })
        .toArray();
      return docs.map(toRecord);
    },
    async upsert(userId, date, input, now) {
      // Only the fields sent are $set; the others keep their stored value, or start null on insert.
      const set: Partial<WeightDoc> = { weightKg: input.weightKg, updatedAt: now };
      const onInsert: Partial<WeightDoc> = {};
      if (input.bodyFatPct !== undefined) set.bodyFatPct = input.bodyFatPct;
      else onInsert.bodyFatPct = null;
      if (input.note !== undefined) set.note = input.note;
      else onInsert.note = null;
      const result = await weights.updateOne({ userId, date }, { $set: set, $setOnInsert: onInsert }, { upsert: true });
      const doc = await weights.findOne({ userId, date });
      return { record: toRecord(doc!), created: result.upsertedCount > 0 };
    },
  };
}
