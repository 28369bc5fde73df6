import type { Db } from 'mongodb';
import type { Metabolism } from '@shokuji/contracts';
import type { GoalsRepository, StoredGoal } from '../../goals/goals.repository';

type GoalDoc = { _id: string; goal: StoredGoal; updatedAt: string };
type MetabolismDoc = { _id: string; metabolism: Metabolism | null; updatedAt: string };

export async function createGoalsMongoRepository(db: Db): Promise<GoalsRepository> {
  const goals = db.collection<GoalDoc>('goals');
  const metabolism = db.collection<MetabolismDoc>('metabolism');
  return {
    async get(userId) {
      return (await goals.findOne({ _id: userId }))?.goal ?? null;
    },
    async save(userId, goal) {
      await goals.replaceOne({ _id: userId }, { goal, updatedAt: goal.updatedAt }, { upsert: true });
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
