import type { Db } from 'mongodb';
import type { ExerciseRecord, ExercisesRepository } from '../../exercises/exercises.repository';

type ExerciseDoc = Omit<ExerciseRecord, 'id'> & { _id: string };

const toRecord = ({ _id, ...rest }: ExerciseDoc): ExerciseRecord => ({ id: _id, ...rest });

export async function createExercisesMongoRepository(db: Db): Promise<ExercisesRepository> {
  const exercises = db.collection<ExerciseDoc>('exercises');
  await exercises.createIndex({ userId: 1, exerciseDate: 1, createdAt: 1 });
  return {
    async insert(record) {
      const { id, ...rest } = record;
      await exercises.insertOne({ _id: id, ...rest });
      return record;
    },
    async listByDateRange(userId, startDate, endDate) {
      const docs = await exercises
        .find({ userId, exerciseDate: { $gte: startDate, $lte: endDate } })
        .sort({ exerciseDate: 1, createdAt: 1, _id: 1 })
        .toArray();
      return docs.map(toRecord);
    },
    async get(userId, id) {
      const doc = await exercises.findOne({ _id: id, userId });
      return doc ? toRecord(doc) : null;
    },
    async delete(userId, id) {
      return (await exercises.deleteOne({ _id: id, userId })).deletedCount > 0;
    },
  };
}
