import type { Db } from 'mongodb';
import type { Profile } from '@shokuji/contracts';
import type { ProfileRepository } from '../../profile/profile.repository';

type ProfileDoc = { _id: string; profile: Profile; updatedAt: string };

export async function createProfileMongoRepository(db: Db): Promise<ProfileRepository> {
  const profiles = db.collection<ProfileDoc>('profiles');
  return {
    async get(userId) {
      return (await profiles.findOne({ _id: userId }))?.profile ?? null;
    },
    async merge(userId, patch, now) {
      // Field-wise $set merges atomically without a read-modify-write race.
      const set = Object.fromEntries(Object.entries(patch).map(([key, value]) => [`profile.${key}`, value]));
      const doc = await profiles.findOneAndUpdate(
        { _id: userId },
        Object.keys(set).length ? { $set: { ...set, updatedAt: now } } : { $set: { updatedAt: now }, $setOnInsert: { profile: {} } },
        { upsert: true, returnDocument: 'after' },
      );
      return doc?.profile ?? {};
    },
  };
}
