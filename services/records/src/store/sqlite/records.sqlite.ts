import { createSqliteGroupCommit, openSqliteDatabase } from '@shokuji/storage';
import type { RecordsStore } from '../records-store';
import { PROFILE_SQLITE_MIGRATIONS, createProfileSqliteRepository } from './profile.sqlite';
import { BUDGETS_SQLITE_MIGRATIONS, createBudgetsSqliteRepository } from './budgets.sqlite';
import { DAY_NOTES_SQLITE_MIGRATIONS, createDayNotesSqliteRepository } from './day-notes.sqlite';
import { EXERCISES_SQLITE_MIGRATIONS, createExercisesSqliteRepository } from './exercises.sqlite';
import { WEIGHTS_SQLITE_MIGRATIONS, createWeightsSqliteRepository } from './weights.sqlite';
import { GOALS_SQLITE_MIGRATIONS, createGoalsSqliteRepository } from './goals.sqlite';
import { MEALS_SQLITE_MIGRATIONS, createMealsSqliteRepository } from './meals.sqlite';
import { FAVORITES_SQLITE_MIGRATIONS, createFavoritesSqliteRepository } from './favorites.sqlite';
import { RATINGS_SQLITE_MIGRATIONS, createRatingsSqliteRepository } from './ratings.sqlite';

/** Every feature's schema steps, in the order they were added (ids never change once shipped). */
const RECORDS_SQLITE_MIGRATIONS = [
  ...PROFILE_SQLITE_MIGRATIONS,
  ...GOALS_SQLITE_MIGRATIONS,
  ...WEIGHTS_SQLITE_MIGRATIONS,
  ...EXERCISES_SQLITE_MIGRATIONS,
  ...DAY_NOTES_SQLITE_MIGRATIONS,
  ...BUDGETS_SQLITE_MIGRATIONS,
  ...MEALS_SQLITE_MIGRATIONS,
  ...FAVORITES_SQLITE_MIGRATIONS,
  ...RATINGS_SQLITE_MIGRATIONS,
];

/**
 * A meal write changes ~5 pages (the table's last page, the id index, two per-user indexes), some
 * of them (the table's tail, the indexes' upper levels) again in every commit. Checkpointing every
 * 4,000 frames instead of SQLite's 1,000 writes those back and syncs the file a quarter as often:
 * ~9 % less CPU per meal write, reads unchanged, at the price of a longer stall in the commit that
 * runs a checkpoint (docs/benchmarks.md → Records: the request path, fourth pass). 4,000 frames
 * (16 MB of WAL) stay inside the WAL index's first hash table (4,062 frames).
 */
export const RECORDS_CHECKPOINT_PAGES = 4000;

/**
 * The embedded records store: one SQLite file in DATA_DIR, one repository per feature. Every write
 * goes through one group commit: writes of one event-loop turn share a transaction and its fsync.
 */
export function createSqliteRecordsStore(path: string): RecordsStore {
  const db = openSqliteDatabase(path, RECORDS_SQLITE_MIGRATIONS, { checkpointPages: RECORDS_CHECKPOINT_PAGES });
  const writes = createSqliteGroupCommit(db);
  return {
    profiles: createProfileSqliteRepository(db, writes),
    goals: createGoalsSqliteRepository(db, writes),
    weights: createWeightsSqliteRepository(db, writes),
    exercises: createExercisesSqliteRepository(db, writes),
    dayNotes: createDayNotesSqliteRepository(db, writes),
    budgets: createBudgetsSqliteRepository(db, writes),
    meals: createMealsSqliteRepository(db, writes),
    favorites: createFavoritesSqliteRepository(db, writes),
    ratings: createRatingsSqliteRepository(db, writes),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      await writes.settled();
      db.close();
    },
  };
}
