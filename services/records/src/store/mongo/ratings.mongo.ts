import type { Db } from 'mongodb';
import type { RatingRecord, RatingsRepository } from '../../ratings/ratings.repository';

type RatingDoc = RatingRecord & { _id: string };

const keyOf = (userId: string, mealId: string) => `${userId}:${mealId}`;

export async function createRatingsMongoRepository(db: Db): Promise<RatingsRepository> {
  const ratings = db.collection<RatingDoc>('ratings');
  return {
    async get(userId, mealId) {
      const doc = await ratings.findOne({ _id: keyOf(userId, mealId) });
      if (!doc) return null;
      const { _id, ...rating } = doc;
      return rating;
    },
    async put(rating) {
      await ratings.replaceOne({ _id: keyOf(rating.userId, rating.mealId) }, rating, { upsert: true });
    },
    async remove(userId, mealId) {
      return (await ratings.deleteOne({ _id: keyOf(userId, mealId) })).deletedCount > 0;
    },
  };
}
