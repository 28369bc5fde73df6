import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Collection } from 'mongodb';
import { connectMongo, withDatabaseName } from '@shokuji/storage/src/mongo';
import FILTERING_METHODS from '@shokuji/storage/src/mongo-filtering-methods.json';
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
  // And the SQL functions it registered, which its statements call (a plan does not run them).
  const registerFunction = jest.spyOn(Database.prototype, 'function');
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
    const functionNames = new Set(registerFunction.mock.calls.map(([name]) => name));
    for (const name of functionNames) db.function(name, { varargs: true }, () => null);
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

  // A meals statement that reads no document (doc_json) nor photo reads the (user, date) index alone:
  // one user's day is a few adjacent index entries, where the table has that user's rows scattered
  // among everyone else's (a day's macros for GET /nutrition, the recompute's intake sums, the cap
  // count, the streak's hops).
  it('reads the meals’ macros, dates and counts from the index alone (EXPLAIN QUERY PLAN: a covering index)', () => {
    const statements = [...new Set(prepare.mock.calls.map(([sql]) => sql.trim()))].filter(
      (sql) => /^(SELECT|WITH)\b/i.test(sql) && /\bFROM meals\b/.test(sql) && !/\b(doc_json|image)\b/.test(sql),
    );
    expect(statements.length).toBeGreaterThanOrEqual(4);
    const db = new Database(path, { readonly: true });
    try {
      const rowReads = statements.flatMap((sql) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...placeholderValues(sql)) as { detail: string }[])
          .filter((step) => /^(SCAN|SEARCH) meals\b/.test(step.detail) && !step.detail.includes(' USING COVERING INDEX '))
          .map((step) => `${step.detail}  ←  ${sql}`),
      );
      expect(rowReads).toEqual([]);
      // Every index is one more leaf in a meal write's commit: the key and the (user, date) index are all.
      const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'meals' ORDER BY name").pluck().all();
      expect(indexes).toEqual(['meals_user_date_macros', 'sqlite_autoindex_meals_1']);
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

/**
 * The collection methods a filter goes through (inserts read nothing), the list bench:scale's query recorder wraps too
 * (test/bench/mongo-query-recorder.mjs).
 */
const QUERY_METHODS: readonly string[] = FILTERING_METHODS;

const mongoUrl = process.env.MONGODB_URL;
(mongoUrl ? describe : describe.skip)(`RecordsStore on MongoDB${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  const url = withDatabaseName(mongoUrl ?? 'mongodb://unset', `records_${Date.now()}`);
  // Every query the repositories send while the contracts run (the store opens after these spies).
  const spies = QUERY_METHODS.map((method) => jest.spyOn(Collection.prototype, method as never) as jest.SpyInstance);
  describeRecordsStoreContracts(async () => createMongoRecordsStore(url));

  // The same rule as SQLite's: every filter is led by the user or names the document's own _id, and
  // an index of its collection is led by that field. The exceptions run off the request path: the
  // nightly list of users with a goal, and the sweep of pending batches (on an index of pendingSince
  // that only pending documents enter), and the start-up move of day overrides of an earlier
  // version, and the one-time folds of the names of meals and foods an earlier version wrote (meals.mongo.ts →
  // foldNamesWrittenBefore, behind a schema_migrations marker). A server whose explain reports MongoDB's query planner must
  // then choose an index for each: no COLLSCAN. FerretDB's SQLite backend answers explain with its
  // SQL plan, which scans the collection for every filter (docs/benchmarks.md → Cost curves).
  it('sends no query that reads past one user’s documents (each filter, its index, and the server’s explain)', async () => {
    const queries = spies.flatMap((spy, m) =>
      spy.mock.calls.map((args, call) => ({
        collection: (spy.mock.contexts[call] as Collection).collectionName,
        filter: filterOf(QUERY_METHODS[m]!, args as unknown[]),
      })),
    );
    // One of each shape: the collection and the filter's fields and operators, not their values.
    const shapeOf = (query: (typeof queries)[number]) =>
      JSON.stringify({ ...query, filter: JSON.stringify(query.filter, (_, value: unknown) => (typeof value === 'string' ? '' : value)) });
    const distinct = [...new Map(queries.map((query) => [shapeOf(query), query])).values()];
    expect(distinct.some((query) => query.collection === 'meals' && 'userId' in query.filter)).toBe(true);
    const { client, db } = await connectMongo(url);
    try {
      const wide: string[] = [];
      for (const { collection, filter } of distinct) {
        const shown = `${collection} ${JSON.stringify(filter)}`;
        const lead = ['_id', 'userId', 'pendingSince'].find((field) => isKeyed(filter, field));
        // The nightly list of users with a goal, the move of day overrides kept per date by an
        // earlier version to their axis documents when the store opens, and the one-time folds of
        // the names of meals and foods written before the folded names existed.
        const acrossUsers =
          ((collection === 'goals' || collection === 'day_overrides') && Object.keys(filter).length === 0) ||
          (collection === 'meals' && JSON.stringify(filter) === JSON.stringify({ mealNameFolded: { $exists: false } })) ||
          (collection === 'my_foods' && JSON.stringify(filter) === JSON.stringify({ nameFolded: { $exists: false } }));
        if (acrossUsers) continue;
        // Every collection has its _id index (and meal_photos may not exist yet to list it).
        const indexed = lead === '_id' || (await db.collection(collection).indexes()).some((index) => Object.keys(index.key)[0] === lead);
        if (!lead || !indexed) wide.push(`no index leads with the filter: ${shown}`);
        const explained = (await db.command({ explain: { find: collection, filter }, verbosity: 'queryPlanner' })) as {
          queryPlanner?: { winningPlan?: unknown };
        };
        const plan = explained.queryPlanner?.winningPlan;
        if (plan !== undefined && JSON.stringify(plan).includes('COLLSCAN')) wide.push(`COLLSCAN: ${shown}`);
      }
      expect(wide).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('moves the day overrides an earlier version kept per date to axis documents when it opens', async () => {
    const legacyUrl = withDatabaseName(mongoUrl ?? 'mongodb://unset', `records_legacy_${Date.now()}`);
    const { client, db } = await connectMongo(legacyUrl);
    try {
      const updatedAt = '2026-11-21T00:00:00.000Z';
      await db
        .collection('day_overrides')
        .insertOne({ userId: 'u_old', date: '2026-11-21', cal: 1800, protein: null, fat: 50, carbs: null, updatedAt });
      const store = await createMongoRecordsStore(legacyUrl);
      try {
        const moved = { userId: 'u_old', date: '2026-11-21', cal: 1800, protein: null, fat: 50, carbs: null, updatedAt };
        expect(await store.budgets.getDayOverride('u_old', '2026-11-21')).toEqual(moved);
        expect(await db.collection('day_overrides').countDocuments({})).toBe(0);
        // Merged as any other afterwards: protein added, fat kept.
        expect(await store.budgets.mergeDayOverride('u_old', '2026-11-21', { protein: 90 }, updatedAt)).toEqual({ ...moved, protein: 90 });
      } finally {
        await store.close();
      }
    } finally {
      await db.dropDatabase();
      await client.close();
    }
  });
});

// Several gateways or records processes start together on one database (the scale-out path): each
// opening runs the one-time folds and marks them in schema_migrations, and a second marker's insert
// must not stop a start.
(mongoUrl ? describe : describe.skip)(
  `RecordsStore on MongoDB, opened by several processes at once${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`,
  () => {
    it('opens every store when they open together on a new database', async () => {
      const url = withDatabaseName(mongoUrl ?? 'mongodb://unset', `records_together_${Date.now()}`);
      const openings = await Promise.allSettled(Array.from({ length: 6 }, () => createMongoRecordsStore(url)));
      const stores = openings.flatMap((opening) => (opening.status === 'fulfilled' ? [opening.value] : []));
      try {
        expect(openings.map((opening) => (opening.status === 'rejected' ? String(opening.reason) : 'open'))).toEqual(Array(6).fill('open'));
      } finally {
        await Promise.all(stores.map((store) => store.close()));
        const { client, db } = await connectMongo(url);
        await db.dropDatabase();
        await client.close();
      }
    });
  },
);

/** The filter of a collection call: distinct's second argument, an aggregation's leading $match. */
function filterOf(method: string, args: unknown[]): Record<string, unknown> {
  if (method === 'distinct') return (args[1] ?? {}) as Record<string, unknown>;
  if (method === 'aggregate') return ((args[0] as Record<string, unknown>[])[0]?.$match ?? {}) as Record<string, unknown>;
  return (args[0] ?? {}) as Record<string, unknown>;
}

/** Whether the filter pins `field` to one value (the user, the document), or bounds it (pendingSince). */
function isKeyed(filter: Record<string, unknown>, field: string): boolean {
  const value = filter[field];
  if (field === 'pendingSince') return typeof value === 'object' && value !== null && '$lt' in value;
  return typeof value === 'string';
}
