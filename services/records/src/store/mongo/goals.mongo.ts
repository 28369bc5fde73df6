import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type { Metabolism } from '@shokuji/contracts';
import type { GoalsRepository, StoredGoal } from '../../goals/goals.repository';

type Goal = Omit<StoredGoal, 'revision'>;
/** The latest goal per user (what listUserIds reads; the only record of goals saved before revisions). */
type GoalDoc = { _id: string; goal: Goal; updatedAt: string; revision?: number };
/** One document per saved revision, `_id` `<userId>:<revision>`: its unique insert is the save. */
type GoalRevisionDoc = { _id: string; userId: string; revision: number; goal: Goal; updatedAt: string };
type MetabolismDoc = { _id: string; metabolism: Metabolism | null; updatedAt: string };

/**
 * A save is the insert of the next revision's document: the unique `_id` lets one of two saves on
 * the same revision through, on a MongoDB and on wire servers without atomic conditional updates
 * (FerretDB) alike. Revisions are kept (a goal changes a few times, not per request): deleting an
 * old one would let a save made on an older read through again.
 */
export async function createGoalsMongoRepository(db: Db): Promise<GoalsRepository> {
  const goals = db.collection<GoalDoc>('goals');
  const revisions = db.collection<GoalRevisionDoc>('goal_revisions');
  const metabolism = db.collection<MetabolismDoc>('metabolism');
  await revisions.createIndex({ userId: 1, revision: -1 });
  return {
    async get(userId) {
      const [latest] = await revisions.find({ userId }).sort({ revision: -1 }).limit(1).toArray();
      if (latest) return { ...latest.goal, revision: latest.revision };
      const legacy = await goals.findOne({ _id: userId });
      // A goal stored before revisions were kept is at its first.
      return legacy ? { ...legacy.goal, revision: legacy.revision ?? 1 } : null;
    },
    async save(userId, { revision, ...goal }) {
      const next = revision + 1;
      try {
        await revisions.insertOne({ _id: `${userId}:${next}`, userId, revision: next, goal, updatedAt: goal.updatedAt });
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
      await goals.replaceOne({ _id: userId }, { goal, updatedAt: goal.updatedAt, revision: next }, { upsert: true });
      return true;
    },
    async listUserIds() {
      const docs = await goals
        .find({}, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .toArray();
      return docs.map((doc) => doc._id);
    },
    async getMetabolism(userId) {
      return (await metabolism.findOne({ _id: userId }))?.metabolism ?? null;
    },
    async saveMetabolism(userId, value, now) {
      await metabolism.replaceOne({ _id: userId }, { metabolism: value, updatedAt: now }, { upsert: true });
    },
  };
}
