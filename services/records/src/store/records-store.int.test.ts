import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDatabaseName } from '@shokuji/storage';
import { describeProfileRepositoryContract } from '../profile/profile.repository.contract';
import { describeBudgetsRepositoryContract } from '../budgets/budgets.repository.contract';
import { describeDayNotesRepositoryContract } from '../day-notes/day-notes.repository.contract';
import { describeExercisesRepositoryContract } from '../exercises/exercises.repository.contract';
import { describeWeightsRepositoryContract } from '../weights/weights.repository.contract';
import { describeGoalsRepositoryContract } from '../goals/goals.repository.contract';
import { describeMealsRepositoryContract } from '../meals/meals.repository.contract';
import { describeFavoritesRepositoryContract } from '../favorites/favorites.repository.contract';
import { describeRatingsRepositoryContract } from '../ratings/ratings.repository.contract';
import type { RecordsStore } from './records-store';
import { createMongoRecordsStore } from './mongo/records.mongo';
import { createSqliteRecordsStore } from './sqlite/records.sqlite';

/** Every repository contract, over every store implementation (known differences are data). */
function describeRecordsStoreContracts(openStore: () => Promise<RecordsStore>): void {
  let store: RecordsStore;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(async () => {
    await store.close();
  });
  describe('profiles', () => describeProfileRepositoryContract(() => store));
  describe('weights', () => describeWeightsRepositoryContract(() => store));
  describe('exercises', () => describeExercisesRepositoryContract(() => store));
  describe('day notes', () => describeDayNotesRepositoryContract(() => store));
  describe('budgets', () => describeBudgetsRepositoryContract(() => store));
  describe('goals', () => describeGoalsRepositoryContract(() => store));
  describe('meals', () => describeMealsRepositoryContract(() => store));
  describe('favorites', () => describeFavoritesRepositoryContract(() => store));
  describe('ratings', () => describeRatingsRepositoryContract(() => store));
}

describe('RecordsStore on embedded SQLite', () => {
  describeRecordsStoreContracts(async () => createSqliteRecordsStore(join(mkdtempSync(join(tmpdir(), 'records-')), 'records.sqlite')));
});

const mongoUrl = process.env.MONGODB_URL;
(mongoUrl ? describe : describe.skip)(`RecordsStore on MongoDB${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  describeRecordsStoreContracts(async () => createMongoRecordsStore(withDatabaseName(mongoUrl!, `records_${Date.now()}`)));
});
