import { LRUCache } from 'lru-cache';
import { MongoServerError, type Collection } from 'mongodb';
import { connectMongoNamed, isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type { AiAnalysisRecord, FeedbackEntry, PlatformStore, TokenRecord } from '../platform-store';
import { fromAccountDoc, type AccountDoc } from './accounts.mongo-docs';
import { createMongoOAuthStore } from './oauth.mongo';
import { createMongoIdempotencyKeys } from './idempotency-keys.mongo';

type TokenDoc = Omit<TokenRecord, 'tokenId'> & { _id: string };
/**
 * One claimed unit of a counter: `_id` is `<key>#<n>`, so the unique _id decides each unit atomically.
 * `expiresAt` is the end of its window on the service clock (what the purge reads), `dropAt` when
 * MongoDB itself may drop it (by the database's clock).
 */
type CounterSlotDoc = { _id: string; key: string; expiresAt: Date; dropAt: Date };
type FeedbackDoc = Omit<FeedbackEntry, 'id'> & { _id: string };
type AiAnalysisDoc = Omit<AiAnalysisRecord, 'id'> & { _id: string };

/**
 * The counters' backstop beside the gateway's purge: MongoDB drops a slot at its `dropAt`, a day
 * after the later of its window's end and the moment it was written, by the database's clock (real
 * time). Counting from the write keeps the slots of a test clock set in the past for a real day
 * (a TTL on the window's end dropped them within the minute: a spent quota came back). Stores made
 * before had a TTL on `expiresAt`, replaced once by the plain index the purge needs. A MongoDB-wire
 * server without TTL indexes (FerretDB 1.x answers NotImplemented) has none: the purge alone bounds them.
 */
export const COUNTERS_TTL_GRACE_MS = 24 * 60 * 60 * 1000;
const dropAtOf = (expiresAt: Date) => new Date(Math.max(expiresAt.getTime(), Date.now()) + COUNTERS_TTL_GRACE_MS);
const INDEX_OPTIONS_CONFLICT = [85, 86];
const NOT_IMPLEMENTED = 238;
async function ensureCountersIndexes(counters: Collection<CounterSlotDoc>): Promise<void> {
  const codeOf = (error: unknown) => (error instanceof MongoServerError ? Number(error.code) : NaN);
  try {
    await counters.createIndex({ expiresAt: 1 });
  } catch (error) {
    if (!INDEX_OPTIONS_CONFLICT.includes(codeOf(error))) throw error;
    await counters.dropIndex('expiresAt_1');
    await counters.createIndex({ expiresAt: 1 });
  }
  try {
    await counters.createIndex({ dropAt: 1 }, { expireAfterSeconds: 0 });
  } catch (error) {
    if (codeOf(error) !== NOT_IMPLEMENTED) throw error;
  }
}

/**
 * The number this process claimed last in each recent window, so that its next call tries the number
 * after it at once: one insert where counting the window's slots first cost a second round trip, and
 * a count that grows with the window's use. The number is a hint, never trusted past the unique _id:
 * when another process took it, the call counts once and goes on from there. A hint is dropped when
 * this process gives units back or purges, and after LAST_CLAIMED_TTL_MS of real time, well inside the
 * day after which the database itself may drop the slots (COUNTERS_TTL_GRACE_MS). A hint left above a
 * window's slots (another process gave back or purged them) can only skip numbers: that window then
 * admits fewer calls, never more.
 */
const LAST_CLAIMED_KEYS = 10_000;
const LAST_CLAIMED_TTL_MS = 10 * 60 * 1000;

const fromTokenDoc = ({ _id, ...rest }: TokenDoc): TokenRecord => ({ tokenId: _id, ...rest });

/**
 * The platform store on MongoDB (or a MongoDB-wire server). Written without multi-document
 * transactions and without relying on atomic read-modify-write updates (FerretDB's findAndModify
 * is not atomic under concurrency): a counter is a set of numbered slot documents claimed through
 * the unique _id; the token limit is checked again after the insert and the insert undone when a
 * concurrent issue overtook it.
 */
export async function createMongoPlatformStore(url: string): Promise<PlatformStore> {
  // A failed first connect names MONGODB_URL (the start lists it as a bad variable).
  const { client, db } = await connectMongoNamed('MONGODB_URL', url);
  const accounts = db.collection<AccountDoc>('accounts');
  const tokens = db.collection<TokenDoc>('tokens');
  const counters = db.collection<CounterSlotDoc>('counter_slots');
  const feedback = db.collection<FeedbackDoc>('feedback');
  const aiAnalyses = db.collection<AiAnalysisDoc>('ai_analyses');
  await Promise.all([
    aiAnalyses.createIndex({ userId: 1, day: 1 }),
    aiAnalyses.createIndex({ userId: 1, at: 1 }),
    aiAnalyses.createIndex({ userId: 1, grantId: 1 }),
    tokens.createIndex({ tokenHash: 1 }, { unique: true }),
    tokens.createIndex({ userId: 1, expiresAt: 1 }),
    counters.createIndex({ key: 1 }),
    ensureCountersIndexes(counters),
    feedback.createIndex({ userId: 1, createdAt: 1 }),
  ]);
  const oauth = await createMongoOAuthStore(db);

  const idempotencyKeys = await createMongoIdempotencyKeys(db);

  const lastClaimed = new LRUCache<string, number>({ max: LAST_CLAIMED_KEYS, ttl: LAST_CLAIMED_TTL_MS });
  const activeFilter = (userId: string, now: string) => ({ userId, revokedAt: null, expiresAt: { $gt: now } });

  return {
    accounts: {
      async create({ userId, ...rest }) {
        await accounts.insertOne({ _id: userId, ...rest });
      },
      async get(userId) {
        const doc = await accounts.findOne({ _id: userId });
        return doc ? fromAccountDoc(doc) : null;
      },
      async update(userId, patch) {
        const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        const doc = Object.keys(set).length
          ? await accounts.findOneAndUpdate({ _id: userId }, { $set: set }, { returnDocument: 'after' })
          : await accounts.findOne({ _id: userId });
        return doc ? fromAccountDoc(doc) : null;
      },
      async startTrial(userId, startedAt) {
        const result = await accounts.updateOne({ _id: userId, trialStartedAt: null }, { $set: { trialStartedAt: startedAt } });
        return result.modifiedCount === 1;
      },
    },
    oauth,
    tokens: {
      async issue({ tokenId, ...rest }, rule) {
        if (rule.revokeOthers) {
          await tokens.updateMany(activeFilter(rest.userId, rule.now), { $set: { revokedAt: rule.now } });
        }
        if ((await tokens.countDocuments(activeFilter(rest.userId, rule.now))) >= rule.maxActive) return false;
        await tokens.insertOne({ _id: tokenId, ...rest });
        if ((await tokens.countDocuments(activeFilter(rest.userId, rule.now))) > rule.maxActive) {
          await tokens.deleteOne({ _id: tokenId });
          return false;
        }
        return true;
      },
      async findByHash(tokenHash) {
        const doc = await tokens.findOne({ tokenHash });
        return doc ? fromTokenDoc(doc) : null;
      },
      async findWithAccount(tokenHash) {
        const doc = await tokens.findOne({ tokenHash });
        if (!doc) return null;
        const account = await accounts.findOne({ _id: doc.userId });
        return account ? { token: fromTokenDoc(doc), account: fromAccountDoc(account) } : null;
      },
      async listActive(userId, now) {
        const docs = await tokens.find(activeFilter(userId, now)).sort({ createdAt: -1, _id: -1 }).toArray();
        return docs.map(fromTokenDoc);
      },
      async revoke(tokenId, at) {
        const doc = await tokens.findOne({ _id: tokenId });
        if (!doc) return false;
        await tokens.updateOne({ _id: tokenId, revokedAt: null }, { $set: { revokedAt: at } });
        return true;
      },
      async extendExpiry(tokenId, expiresAt) {
        await tokens.updateOne({ _id: tokenId, expiresAt: { $lt: expiresAt } }, { $set: { expiresAt } });
      },
    },
    counters: {
      async consume({ key, limit, cost, expiresAt }) {
        const claimed: string[] = [];
        const remembered = lastClaimed.get(key);
        let counted = remembered === undefined;
        let next = (remembered ?? (await counters.countDocuments({ key }))) + 1;
        while (claimed.length < cost && next <= limit) {
          const slot = `${key}#${next}`;
          try {
            const windowEnd = new Date(expiresAt);
            await counters.insertOne({ _id: slot, key, expiresAt: windowEnd, dropAt: dropAtOf(windowEnd) });
            claimed.push(slot);
            next += 1;
          } catch (error) {
            if (!isDuplicateKeyError(error)) throw error;
            // Another process went ahead: count once to skip the numbers it took, then walk on.
            if (counted) next += 1;
            else {
              counted = true;
              next = Math.max(next + 1, (await counters.countDocuments({ key })) + 1);
            }
          }
        }
        if (claimed.length === cost) lastClaimed.set(key, next - 1);
        else lastClaimed.delete(key);
        if (claimed.length < cost) {
          // Not enough room for the whole cost: give back what this call took.
          if (claimed.length) await counters.deleteMany({ _id: { $in: claimed } });
          return { allowed: false, used: await counters.countDocuments({ key }) };
        }
        return { allowed: true, used: next - 1 };
      },
      async release(key, cost) {
        lastClaimed.delete(key);
        // Each unit is a slot document numbered from 1 and consume claims the next numbers, so the
        // highest slots go back: the numbers stay dense (a window holds at most its limit of them).
        const slots = await counters.find({ key }).project<{ _id: string }>({ _id: 1 }).toArray();
        const slotNumber = (id: string) => Number(id.slice(key.length + 1));
        const highest = slots
          .map((slot) => slot._id)
          .sort((a, b) => slotNumber(b) - slotNumber(a))
          .slice(0, cost);
        if (highest.length) await counters.deleteMany({ _id: { $in: highest } });
      },
      async peek(key) {
        return counters.countDocuments({ key });
      },
      async purgeExpired(now) {
        const { deletedCount } = await counters.deleteMany({ expiresAt: { $lte: new Date(now) } });
        // A window purged comes back only when the test clock is set back into it, and then from 0.
        lastClaimed.clear();
        return deletedCount;
      },
    },
    feedback: {
      async add({ id, ...rest }) {
        await feedback.insertOne({ _id: id, ...rest });
      },
      async remove(userId, id) {
        await feedback.deleteOne({ _id: id, userId });
      },
      async listSince(userId, since) {
        const docs = await feedback
          .find({ userId, createdAt: { $gte: since } })
          .sort({ createdAt: 1, _id: 1 })
          .toArray();
        return docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
      },
      async hasAny(userId) {
        return (await feedback.countDocuments({ userId }, { limit: 1 })) > 0;
      },
    },
    idempotencyKeys,
    aiAnalyses: {
      async add({ id, ...rest }) {
        await aiAnalyses.insertOne({ _id: id, ...rest });
      },
      async remove(userId, id) {
        await aiAnalyses.deleteOne({ _id: id, userId });
      },
      async usage(userId, { day, since, grantId, before }) {
        // `before` keeps only analyses ordered before one: earlier start, or the same start and a smaller id.
        const order = before ? { $or: [{ at: { $lt: before.at } }, { at: before.at, _id: { $lt: before.id } }] } : {};
        const [onDay, started, fromGrant] = await Promise.all([
          aiAnalyses.countDocuments({ userId, day, ...order }),
          aiAnalyses
            .find({ userId, $and: [{ at: { $gt: since } }, order] }, { projection: { at: 1 } })
            .sort({ at: 1, _id: 1 })
            .toArray(),
          aiAnalyses.countDocuments({ userId, grantId, ...order }),
        ]);
        return { onDay, startedSince: started.map((doc) => doc.at), fromGrant };
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
