import { connectMongo } from '@shokuji/storage';
import type { Profile } from '@shokuji/contracts';
import type { RecordsStore } from '../records-store';

type ProfileDoc = { _id: string; profile: Profile; updatedAt: string };

/** The records store on MongoDB (or a MongoDB-wire server). */
export async function createMongoRecordsStore(url: string): Promise<RecordsStore> {
  const { client, db } = await connectMongo(url);
  const profiles = db.collection<ProfileDoc>('profiles');
  return {
    profiles: {
      async get(userId) {
        return (await profiles.findOne({ _id: userId }))?.profile ?? null;
      },
      async merge(userId, patch, now) {
        // Field-wise $set merges atomically without a read-modify-write race.
        const set = Object.fromEntries(Object.entries(patch).map(([key, value]) => [`profile.${key}`, value]));
        const doc = await profiles.findOneAndUpdate(
          { _id: userId },
          { $set: { ...set, updatedAt: now }, $setOnInsert: Object.keys(set).length ? {} : { profile: {} } },
          { upsert: true, returnDocument: 'after' },
        );
        return doc?.profile ?? {};
      },
    },
    async ping() {
      await db.command({ ping: 1 });
    },
    async close() {
      await client.close();
    },
  };
}
