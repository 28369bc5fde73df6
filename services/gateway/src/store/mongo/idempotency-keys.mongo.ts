import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type { IdempotencyKeysRepository, IdempotencyRecord } from '../idempotency-keys.repository';

/** `_id` is the (userId, key) pair, so the unique _id decides each claim atomically. */
type IdempotencyDoc = Omit<IdempotencyRecord, 'reclaimableAt'> & { _id: string; reclaimableAt: Date };

const idOf = (userId: string, key: string) => JSON.stringify([userId, key]);
const fromDoc = ({ _id, reclaimableAt, ...rest }: IdempotencyDoc): IdempotencyRecord => ({
  ...rest,
  reclaimableAt: reclaimableAt.toISOString(),
});

/** A claim that loses a race goes round again; a few rounds settle any race. */
const CLAIM_ROUNDS = 4;

/** A takeover lock outlives any contention over the record it replaces, then purges with the rest. */
const TAKEOVER_LOCK_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency records on MongoDB without transactions or atomic read-modify-write (FerretDB has
 * neither: a filtered delete or update there reads, then writes by `_id`, so two of them can both
 * match one document; test/engines/README.md). Only unique-`_id` inserts decide anything here: a
 * claim is an insert of the record; taking over a reclaimable record first inserts a takeover lock
 * named after that record's claimId, so of concurrent claims exactly one may delete the stale
 * holder and insert its own record. (A process dying between the lock and the delete leaves that key
 * answering 409 until the lock purges, a day later: a window of one round trip.)
 */
export async function createMongoIdempotencyKeys(db: Db): Promise<IdempotencyKeysRepository> {
  const records = db.collection<IdempotencyDoc>('idempotency_keys');
  const takeovers = db.collection<{ _id: string; reclaimableAt: Date }>('idempotency_takeovers');
  await records.createIndex({ reclaimableAt: 1 });

  /** True when this claim won the right to replace `held`; false when another claim did. */
  async function lockTakeover(held: IdempotencyDoc, now: string): Promise<boolean> {
    const reclaimableAt = new Date(Date.parse(now) + TAKEOVER_LOCK_MS);
    try {
      await takeovers.insertOne({ _id: JSON.stringify([held._id, held.claimId]), reclaimableAt });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  return {
    async claim(record, now) {
      const doc: IdempotencyDoc = { ...record, _id: idOf(record.userId, record.key), reclaimableAt: new Date(record.reclaimableAt) };
      for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
        try {
          await records.insertOne(doc);
          return null;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
        const held = await records.findOne({ _id: doc._id });
        if (!held) continue;
        if (held.reclaimableAt > new Date(now)) return fromDoc(held);
        // Another claim is replacing this stale holder right now: the key is in progress.
        if (!(await lockTakeover(held, now))) break;
        await records.deleteOne({ _id: doc._id, claimId: held.claimId });
      }
      const held = await records.findOne({ _id: doc._id });
      return held && held.reclaimableAt > new Date(now) ? fromDoc(held) : { ...record, claimId: '' };
    },
    async find(userId, key, now) {
      const held = await records.findOne({ _id: idOf(userId, key) });
      return held && held.reclaimableAt > new Date(now) ? fromDoc(held) : null;
    },
    async complete(userId, key, claimId, response, reclaimableAt) {
      const result = await records.updateOne(
        { _id: idOf(userId, key), claimId, response: null },
        { $set: { response, reclaimableAt: new Date(reclaimableAt) } },
      );
      return result.matchedCount === 1;
    },
    async release(userId, key, claimId) {
      await records.deleteOne({ _id: idOf(userId, key), claimId, response: null });
    },
    async purgeExpired(now) {
      await takeovers.deleteMany({ reclaimableAt: { $lte: new Date(now) } });
      return (await records.deleteMany({ reclaimableAt: { $lte: new Date(now) } })).deletedCount;
    },
  };
}
