import { Collection } from 'mongodb';
import { connectMongo, withDatabaseName, type MongoConnection } from '@shokuji/storage/src/mongo';
import { buildMealRecord } from '../../meals/meals.factories';
import { createMealsMongoRepository } from './meals.mongo';

/**
 * What only the MongoDB adapter has to prove (docs/decisions-records.md → all-or-nothing writes):
 * documents a crash left pending are invisible to every reader and swept once stale.
 */
const mongoUrl = process.env.MONGODB_URL;
(mongoUrl ? describe : describe.skip)(`meals on MongoDB: pending batches${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  let connection: MongoConnection;
  beforeAll(async () => {
    connection = await connectMongo(withDatabaseName(mongoUrl!, `meals_pending_${Date.now()}`));
  });
  afterAll(async () => {
    await connection.db.dropDatabase();
    await connection.client.close();
  });

  it('a batch a crash left pending is never read, not counted, and swept when stale', async () => {
    const meals = await createMealsMongoRepository(connection.db);
    const userId = 'u_pending';
    const visible = buildMealRecord(userId, { mealName: '見える' });
    await meals.insertMany([visible], [], 30);
    const { id: staleId, ...stale } = buildMealRecord(userId, { mealName: '途中で落ちた' });
    const { id: freshId, ...fresh } = buildMealRecord(userId, { mealName: '書き込み中' });
    const old = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const collection = connection.db.collection('meals');
    await collection.insertOne({ _id: staleId, ...stale, pendingBatch: 'b_crashed', pendingSince: old } as never);
    await collection.insertOne({ _id: freshId, ...fresh, pendingBatch: 'b_running', pendingSince: new Date().toISOString() } as never);

    expect(await meals.get(userId, staleId)).toBeNull();
    expect((await meals.listByDateRange(userId, '2026-01-01', '2026-12-31')).map((m) => m.id)).toEqual([visible.id]);
    expect(await meals.countOnDate(userId, visible.mealDate)).toBe(1);
    expect(await meals.searchByName(userId, '途中', 10)).toEqual([]);
    expect(await meals.replace({ ...visible, id: staleId })).toBe(false);
    expect(await meals.delete(userId, staleId)).toBe(false);

    // Opening the store again runs the sweeper: the stale batch goes, a running one stays.
    await createMealsMongoRepository(connection.db);
    expect(await collection.countDocuments({ _id: staleId } as never)).toBe(0);
    expect(await collection.countDocuments({ _id: freshId } as never)).toBe(1);
  });

  it('makes a meal without a new my-food visible without touching the my-foods', async () => {
    const meals = await createMealsMongoRepository(connection.db);
    const updates = jest.spyOn(Collection.prototype, 'updateMany');
    try {
      const meal = buildMealRecord('u_no_food', { mealName: '一品' });
      expect((await meals.insertMany([meal], [], 30)).inserted).toBe(true);
      expect(updates.mock.contexts.map((collection) => (collection as Collection).collectionName)).toEqual(['meals']);
      expect((await meals.get('u_no_food', meal.id))?.mealName).toBe('一品');
    } finally {
      updates.mockRestore();
    }
  });
});

(mongoUrl ? describe : describe.skip)(`meals on MongoDB: the folded name${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  let connection: MongoConnection;
  beforeAll(async () => {
    connection = await connectMongo(withDatabaseName(mongoUrl!, `meals_folded_${Date.now()}`));
  });
  afterAll(async () => {
    await connection.db.dropDatabase();
    await connection.client.close();
  });

  it('folds the names of meals an earlier version wrote when the store opens, once', async () => {
    const userId = 'u_before';
    const { id, ...written } = buildMealRecord(userId, { mealName: 'OATミルク' });
    const collection = connection.db.collection('meals');
    await collection.insertOne({ _id: id, ...written } as never);

    const meals = await createMealsMongoRepository(connection.db);
    expect(await meals.searchByName(userId, 'ＯＡＴみるく', 20)).toEqual([{ id, ...written }]);
    // The markers that spare later openings a read of every user's meals and foods (one per fold).
    const markers = await connection.db.collection<{ _id: string }>('schema_migrations').find().toArray();
    expect(markers.map((marker) => marker._id).sort()).toEqual(['meals-005-folded-name', 'meals-006-folded-food-name']);
  });
});
