import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage';
import type { IdempotencyKeysRepository, IdempotencyRecord } from '../idempotency-keys.repository';

/** `_id` is the (userId, key) pair, so the unique _id decides each claim atomically. */
type IdempotencyDoc = Omit<IdempotencyRecord, 'reclaimableAt'> & { _id: string; reclaimableAt: Date };

const idOf = (userId: string, key: string) => JSON.stringify([userId, key]);
const fromDoc = ({ _id, reclaimableAt, ...rest }: IdempotencyDoc): IdempotencyRecord => ({
  ...rest,
  reclaimableAt: reclaimableAt.toISOString(),
});

/** A claim meeting a reclaimable record removes it and tries again; a few rounds settle any race. */
const CLAIM_ROUNDS = 4;

/**
 * Idempotency records on MongoDB without transactions or atomic read-modify-write (FerretDB has
 * neither, test/engines/README.md): a claim is an insert on the unique _id; taking over a
 * reclaimable record deletes exactly that holder (by its claimId) and inserts again, so of
 * concurrent claims only one insert can win.
 */
export async function createMongoIdempotencyKeys(db: Db): Promise<IdempotencyKeysRepository> {
  const records = db.collection<IdempotencyDoc>('idempotency_keys');
  await records.createIndex({ reclaimableAt: 1 });

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
        if (held && held.reclaimableAt > new Date(now)) return fromDoc(held);
        if (held) await records.deleteOne({ _id: doc._id, claimId: held.claimId, reclaimableAt: held.reclaimableAt });
      }
      // Still contended after every round: another claim is taking the key over right now.
      const held = await records.findOne({ _id: doc._id });
      return held ? fromDoc(held) : { ...record, claimId: '' };
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
      return (await records.deleteMany({ reclaimableAt: { $lte: new Date(now) } })).deletedCount;
    },
  };
}
