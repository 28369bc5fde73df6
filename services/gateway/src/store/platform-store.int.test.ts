import { Collection } from 'mongodb';
import { connectMongo, withDatabaseName } from '@shokuji/storage/src/mongo';
import { describePlatformStoreContract } from './platform-store.contract';
import { COUNTERS_TTL_GRACE_MS, createMongoPlatformStore } from './mongo/platform.mongo';
import { createTempSqlitePlatformStore } from './platform-store.factories';

describe('PlatformStore on embedded SQLite', () => {
  describePlatformStoreContract(async () => createTempSqlitePlatformStore('platform'));
});

// Runs against a real MongoDB-wire server whenever one is configured (test/engines/up.sh).
const mongoUrl = process.env.MONGODB_URL;
(mongoUrl ? describe : describe.skip)(`PlatformStore on MongoDB${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  describePlatformStoreContract(async () => createMongoPlatformStore(withDatabaseName(mongoUrl!, `platform_${Date.now()}`)));

  it('shares a counter between stores on one database, and claims a slot in one round trip while this store went last', async () => {
    const url = withDatabaseName(mongoUrl!, `platform_shared_${Date.now()}`);
    const [first, second] = await Promise.all([createMongoPlatformStore(url), createMongoPlatformStore(url)]);
    const counts = jest.spyOn(Collection.prototype, 'countDocuments');
    try {
      const window = { key: 'shared', limit: 5, cost: 1, expiresAt: '2026-11-21T05:00:00.000Z' };
      expect(await first.counters.consume(window)).toEqual({ allowed: true, used: 1 });
      counts.mockClear();
      expect(await first.counters.consume(window)).toEqual({ allowed: true, used: 2 });
      expect(counts).not.toHaveBeenCalled();
      expect(await second.counters.consume({ ...window, cost: 2 })).toEqual({ allowed: true, used: 4 });
      // The first store's next number was taken meanwhile: it counts and goes on after the second's.
      expect(await first.counters.consume(window)).toEqual({ allowed: true, used: 5 });
      expect(await first.counters.consume(window)).toEqual({ allowed: false, used: 5 });
      expect(await second.counters.consume(window)).toEqual({ allowed: false, used: 5 });
      expect(await first.counters.peek('shared')).toBe(5);
    } finally {
      counts.mockRestore();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("lets the database drop a counter slot a real day after the later of its window's end and its write", async () => {
    const url = withDatabaseName(mongoUrl!, `platform_drop_${Date.now()}`);
    const store = await createMongoPlatformStore(url);
    const { client, db } = await connectMongo(url);
    try {
      const writtenAt = Date.now();
      // A window of a test clock set in the past, and one that ends tomorrow.
      const past = new Date(writtenAt - 10 * 24 * 60 * 60 * 1000).toISOString();
      const future = new Date(writtenAt + 24 * 60 * 60 * 1000).toISOString();
      await store.counters.consume({ key: 'past', limit: 5, cost: 1, expiresAt: past });
      await store.counters.consume({ key: 'future', limit: 5, cost: 1, expiresAt: future });
      const slots = db.collection<{ _id: string; expiresAt: Date; dropAt: Date }>('counter_slots');
      const pastSlot = (await slots.findOne({ _id: 'past#1' }))!;
      expect(pastSlot.expiresAt.toISOString()).toBe(past);
      expect(pastSlot.dropAt.getTime()).toBeGreaterThanOrEqual(writtenAt + COUNTERS_TTL_GRACE_MS);
      expect(pastSlot.dropAt.getTime()).toBeLessThanOrEqual(Date.now() + COUNTERS_TTL_GRACE_MS);
      expect((await slots.findOne({ _id: 'future#1' }))!.dropAt.getTime()).toBe(Date.parse(future) + COUNTERS_TTL_GRACE_MS);
      // The purge's index on the window's end is a plain one: the database never drops by the service clock.
      const indexes = await slots.listIndexes().toArray();
      expect(indexes.find((index) => index.name === 'expiresAt_1')).not.toHaveProperty('expireAfterSeconds');
    } finally {
      await client.close();
      await store.close();
    }
  });
});
