import type { Db } from 'mongodb';
import type { DayNoteRecord, DayNotesRepository } from '../../day-notes/day-notes.repository';

const toRecord = ({ userId, date, body, updatedAt }: DayNoteRecord): DayNoteRecord => ({ userId, date, body, updatedAt });

export async function createDayNotesMongoRepository(db: Db): Promise<DayNotesRepository> {
  const notes = db.collection<DayNoteRecord>('day_notes');
  await notes.createIndex({ userId: 1, date: 1 }, { unique: true });
  return {
    async listByDateRange(userId, startDate, endDate) {
      return (
        await notes
          .find({ userId, date: { $gte: startDate, $lte: endDate } })
          .sort({ date: 1 })
          .toArray()
      ).map(toRecord);
    },
    async put(record) {
      await notes.updateOne(
        { userId: record.userId, date: record.date },
        { $set: { body: record.body, updatedAt: record.updatedAt } },
        { upsert: true },
      );
      return record;
    },
    async delete(userId, date) {
      return (await notes.deleteOne({ userId, date })).deletedCount > 0;
    },
  };
}
