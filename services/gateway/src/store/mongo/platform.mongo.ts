import { connectMongo, isDuplicateKeyError } from '@shokuji/storage';
import type { Account, FeedbackEntry, PlatformStore, TokenRecord } from '../platform-store';

type AccountDoc = Omit<Account, 'userId'> & { _id: string };
type TokenDoc = Omit<TokenRecord, 'tokenId'> & { _id: string };
type CounterDoc = { _id: string; used: number; expiresAt: Date };
type FeedbackDoc = Omit<FeedbackEntry, 'id'> & { _id: string };

const fromAccountDoc = ({ _id, ...rest }: AccountDoc): Account => ({ userId: _id, ...rest });
const fromTokenDoc = ({ _id, ...rest }: TokenDoc): TokenRecord => ({ tokenId: _id, ...rest });

/**
 * The platform store on MongoDB (or a MongoDB-wire server). Written without multi-document
 * transactions: counters use one atomic conditional upsert; the token limit is checked again after
 * the insert and the insert undone when a concurrent issue overtook it.
 */
export async function createMongoPlatformStore(url: string): Promise<PlatformStore> {
  const { client, db } = await connectMongo(url);
  const accounts = db.collection<AccountDoc>('accounts');
  const tokens = db.collection<TokenDoc>('tokens');
  const counters = db.collection<CounterDoc>('counters');
  const feedback = db.collection<FeedbackDoc>('feedback');
  await Promise.all([
    tokens.createIndex({ tokenHash: 1 }, { unique: true }),
    tokens.createIndex({ userId: 1, expiresAt: 1 }),
    counters.createIndex({ expiresAt: 1 }),
    feedback.createIndex({ userId: 1, createdAt: 1 }),
  ]);

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
      async countActive(userId, now) {
        return tokens.countDocuments(activeFilter(userId, now));
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
        try {
          // Matches only while there is room; when the counter is full the upsert collides with
          // the existing _id and the duplicate-key error means "refused".
          const doc = await counters.findOneAndUpdate(
            { _id: key, used: { $lte: limit - cost } },
            { $inc: { used: cost }, $setOnInsert: { expiresAt: new Date(expiresAt) } },
            { upsert: true, returnDocument: 'after' },
          );
          return { allowed: true, used: doc?.used ?? cost };
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          const current = await counters.findOne({ _id: key });
          return { allowed: false, used: current?.used ?? 0 };
        }
      },
      async peek(key) {
        return (await counters.findOne({ _id: key }))?.used ?? 0;
      },
      async purgeExpired(now) {
        return (await counters.deleteMany({ expiresAt: { $lte: new Date(now) } })).deletedCount;
      },
    },
    feedback: {
      async add({ id, ...rest }) {
        await feedback.insertOne({ _id: id, ...rest });
      },
      async listSince(userId, since) {
        const docs = await feedback.find({ userId, createdAt: { $gte: since } }).sort({ createdAt: 1 }).toArray();
        return docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
      },
      async hasAny(userId) {
        return (await feedback.countDocuments({ userId }, { limit: 1 })) > 0;
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
