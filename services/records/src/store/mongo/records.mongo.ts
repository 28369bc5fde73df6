import { connectMongoNamed } from '@shokuji/storage/src/mongo';
import type { RecordsStore } from '../records-store';
import { createProfileMongoRepository } from './profile.mongo';
import { createBudgetsMongoRepository } from './budgets.mongo';
import { createDayNotesMongoRepository } from './day-notes.mongo';
import { createExercisesMongoRepository } from './exercises.mongo';
import { createWeightsMongoRepository } from './weights.mongo';
import { createGoalsMongoRepository } from './goals.mongo';
import { createMealsMongoRepository } from './meals.mongo';
import { createFavoritesMongoRepository } from './favorites.mongo';
import { createRatingsMongoRepository } from './ratings.mongo';

/** The records store on MongoDB (or a MongoDB-wire server), one repository per feature. */
export async function createMongoRecordsStore(url: string): Promise<RecordsStore> {
  // A failed first connect names MONGODB_URL (the start lists it as a bad variable).
  const { client, db } = await connectMongoNamed('MONGODB_URL', url);
  return {
    profiles: await createProfileMongoRepository(db),
    weights: await createWeightsMongoRepository(db),
    exercises: await createExercisesMongoRepository(db),
    dayNotes: await createDayNotesMongoRepository(db),
    budgets: await createBudgetsMongoRepository(db),
    goals: await createGoalsMongoRepository(db),
    meals: await createMealsMongoRepository(db),
    favorites: await createFavoritesMongoRepository(db),
    ratings: await createRatingsMongoRepository(db),
    async ping() {
      await db.command({ ping: 1 });
    },
    async close() {
      await client.close();
    },
  };
}
