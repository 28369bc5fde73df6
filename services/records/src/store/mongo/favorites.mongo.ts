import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type { FavoriteRecord, FavoritesRepository } from '../../favorites/favorites.repository';

type FavoriteDoc = FavoriteRecord & { _id: string };

const keyOf = (userId: string, type: string, refId: number) => `${userId}:${type}:${refId}`;

export async function createFavoritesMongoRepository(db: Db): Promise<FavoritesRepository> {
  const favorites = db.collection<FavoriteDoc>('favorites');
  await favorites.createIndex({ userId: 1, createdAt: -1 });
  return {
    async list(userId) {
      const docs = await favorites.find({ userId }).sort({ createdAt: -1, _id: -1 }).toArray();
      return docs.map(({ _id, ...favorite }) => favorite);
    },
    async put(favorite, cap) {
      const _id = keyOf(favorite.userId, favorite.type, favorite.refId);
      const { createdAt: _createdAt, ...fields } = favorite;
      const updated = await favorites.updateOne({ _id }, { $set: fields });
      if (updated.matchedCount > 0) return 'updated';
      if ((await favorites.countDocuments({ userId: favorite.userId })) >= cap) return 'full';
      try {
        await favorites.insertOne({ _id, ...favorite });
        // Concurrent adds of one user may all have counted below the cap: recount and withdraw when
        // over it. Racing adds may both withdraw (a spurious "full"), but never both stay past it.
        if ((await favorites.countDocuments({ userId: favorite.userId })) > cap) {
          await favorites.deleteOne({ _id });
          return 'full';
        }
        return 'added';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        await favorites.updateOne({ _id }, { $set: fields });
        return 'updated';
      }
    },
    async remove(userId, type, refId) {
      return (await favorites.deleteOne({ _id: keyOf(userId, type, refId), userId })).deletedCount > 0;
    },
  };
}
