import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type { RatingRecord, RatingsRepository } from '../../ratings/ratings.repository';

type RatingDoc = RatingRecord & { _id: string };

const keyOf = (userId: string, mealId: string) => `${userId}:${mealId}`;

export async function createRatingsMongoRepository(db: Db): Promise<RatingsRepository> {
  const ratings = db.collection<RatingDoc>('ratings');
  return {
    async upsert(userId, mealId, write, now) {
      // Only the fields sent are $set; an omitted note keeps its stored value, or starts null on insert.
      const set: Partial<RatingDoc> = { rating: write.rating, updatedAt: now };
      const onInsert: Partial<RatingDoc> = { userId, mealId };
      if (write.note !== undefined) set.note = write.note;
      else onInsert.note = null;
      const key = keyOf(userId, mealId);
      const upsertOnce = () => ratings.updateOne({ _id: key }, { $set: set, $setOnInsert: onInsert }, { upsert: true });
      let result;
      try {
        result = await upsertOnce();
      } catch (error) {
        // Two first ratings at once may both try the insert; the one refused finds the other's document now and updates it.
        if (!isDuplicateKeyError(error)) throw error;
        result = await upsertOnce();
      }
      const { _id, ...stored } = (await ratings.findOne({ _id: key }))!;
      // Some MongoDB-wire servers (FerretDB 1.x) drop a null of $setOnInsert: an absent note is no note.
      const record: RatingRecord = { ...stored, note: stored.note ?? null };
      return { record, created: result.upsertedCount > 0 };
    },
    async remove(userId, mealId) {
      return (await ratings.deleteOne({ _id: keyOf(userId, mealId) })).deletedCount > 0;
    },
  };
}
