import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
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
  const path = join(mkdtempSync(join(tmpdir(), 'records-')), 'records.sqlite');
  // Every SQL text the stores compile while the contracts run (the store opens after this spy).
  const prepare = jest.spyOn(Database.prototype, 'prepare');
  describeRecordsStoreContracts(async () => createSqliteRecordsStore(path));

  // Cost grows with one user's records, never with everyone's: each statement the store prepared
  // (all of them, compiled when the store opens) reads every table through an index led by the user,
  // or through the record's own unique key (one row). The one exception lists every user with a goal
  // for the nightly recompute (goals.listUserIds), off the request path and on a covering index.
  const ACROSS_USERS = new Set(['SELECT user_id FROM goals ORDER BY user_id']);
  const ONE_USER = / USING (COVERING )?INDEX \w+ \(user_id=/;
  const OWN_KEY = / USING (COVERING )?INDEX sqlite_autoindex_\w+ \(\w+=\?\)$| USING INTEGER PRIMARY KEY \(rowid=\?\)$/;
  it('runs no statement that reads past one user’s rows (EXPLAIN QUERY PLAN of every statement the store prepared)', () => {
    const statements = [...new Set(prepare.mock.calls.map(([sql]) => sql.trim()))].filter(
      (sql) => /^(SELECT|UPDATE|DELETE|INSERT|WITH)\b/i.test(sql) && !ACROSS_USERS.has(sql),
    );
    expect(statements.some((sql) => /^WITH\b[\s\S]*\bFROM meals\b/.test(sql))).toBe(true);
    const db = new Database(path, { readonly: true });
    try {
      const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
      const wideReads = statements.flatMap((sql) => {
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...placeholderValues(sql)) as { detail: string }[];
        // A step reading a table (a CTE's own rows, e.g. `SCAN dates`, are not one).
        const tableReads = plan.filter((step) => tables.has(/^(?:SCAN|SEARCH) (\w+)/.exec(step.detail)?.[1] ?? ''));
        return tableReads
          .filter((step) => !step.detail.startsWith('SEARCH') || !(ONE_USER.test(step.detail) || OWN_KEY.test(step.detail)))
          .map((step) => `${step.detail}  ←  ${sql}`);
      });
      expect(wideReads).toEqual([]);
    } finally {
      db.close();
    }
  });
});

/** NULL for each parameter of a statement: `?` ones in order, named ones (`@userId`) by name. */
function placeholderValues(sql: string): unknown[] {
  const named = [...sql.matchAll(/[@:$]([A-Za-z_]\w*)/g)].map((match) => match[1]!);
  if (named.length > 0) return [Object.fromEntries(named.map((name) => [name, null]))];
  return Array.from(sql.matchAll(/\?/g), () => null);
}

const mongoUrl = process.env.MONGODB_URL;
(mongoUrl ? describe : describe.skip)(`RecordsStore on MongoDB${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  describeRecordsStoreContracts(async () => createMongoRecordsStore(withDatabaseName(mongoUrl!, `records_${Date.now()}`)));
});
