import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type { RatingRecord, RatingsRepository } from '../../ratings/ratings.repository';

/** `insertedBy`: the write that inserted the document (which of several first ratings created it). */
type RatingDoc = RatingRecord & { _id: string; insertedBy?: string };

const keyOf = (userId: string, mealId: string) => `${userId}:${mealId}`;

export async function createRatingsMongoRepository(db: Db): Promise<RatingsRepository> {
  const ratings = db.collection<RatingDoc>('ratings');
  return {
    async upsert(userId, mealId, write, now) {
      // Only the fields sent are $set; an omitted note keeps its stored value, or starts absent (read as null).
      const set: Partial<RatingDoc> = { rating: write.rating, updatedAt: now };
      // Whether this write created the rating is read back from the document, not from the write's
      // result: a MongoDB-wire server on DocumentDB (FerretDB 2) reports an upsert for each of several
      // concurrent first writes of one key, where only one of them inserted.
      const writeId = randomUUID();
      const onInsert: Partial<RatingDoc> = { userId, mealId, insertedBy: writeId };
      if (write.note !== undefined) set.note = write.note;
      const key = keyOf(userId, mealId);
      const upsertOnce = () => ratings.updateOne({ _id: key }, { $set: set, $setOnInsert: onInsert }, { upsert: true });
      try {
        await upsertOnce();
      } catch (error) {
        // Two first ratings at once may both try the insert; the one refused finds the other's document now and updates it.
        if (!isDuplicateKeyError(error)) throw error;
        await upsertOnce();
      }
      const { _id, insertedBy, ...stored } = (await ratings.findOne({ _id: key }))!;
      // An absent note is no note. None is written on insert: on DocumentDB the $setOnInsert of a first
      // write that raced another's insert may still be applied, and would erase the note the other sent.
      const record: RatingRecord = { ...stored, note: stored.note ?? null };
      return { record, created: insertedBy === writeId };
    },
    async remove(userId, mealId) {
      return (await ratings.deleteOne({ _id: keyOf(userId, mealId) })).deletedCount > 0;
    },
  };
}
