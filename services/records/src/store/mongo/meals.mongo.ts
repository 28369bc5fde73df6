import escapeStringRegexp from 'escape-string-regexp';
import { Binary, type AnyBulkWriteOperation, type Db } from 'mongodb';
import { addDays } from '@shokuji/clock';
import { foldForPartialMatch } from '@shokuji/ja-text';
import { newId } from '@shokuji/storage';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import type {
  MealMacros,
  MealPhoto,
  MealRecord,
  MealsRepository,
  MyFoodRecord,
  NameTest,
  ShopProductRecord,
} from '../../meals/meals.repository';

/**
 * Meals, my foods and photos on MongoDB. The MongoDB-wire test server has no multi-document
 * transactions, so a multi-document write is made visible in one step (docs/decisions-records.md):
 * every document of a batch is inserted with a `pendingBatch` marker, then one updateMany per
 * collection removes it. Readers skip pending documents; a sweeper deletes pending documents
 * older than PENDING_TTL_MS (at open, then at most every PENDING_TTL_MS on writes), which only a
 * crash mid-write leaves behind.
 */
const PENDING_TTL_MS = 10 * 60 * 1000;

/** `mealNameFolded`: the name as GET /meals/search compares it (foldForPartialMatch), written with every record. */
type MealDoc = Omit<MealRecord, 'id'> & { _id: string; mealNameFolded?: string; pendingBatch?: string; pendingSince?: string };
/** `nameFolded`: the name as GET /foods/mine compares it, the same fold, written with every food. */
type FoodDoc = Omit<MyFoodRecord, 'foodId'> & { _id: string; nameFolded?: string; pendingBatch?: string; pendingSince?: string };
type PhotoDoc = { _id: string; userId: string; version: string; image: Binary; thumbnail: Binary; createdAt: string };
type MigrationDoc = { _id: string; appliedAt: string };
/** The one-time folds of the names written before `mealNameFolded` and `nameFolded` existed. */
const FOLDED_NAME_MIGRATION = 'meals-005-folded-name';
const FOLDED_FOOD_NAME_MIGRATION = 'meals-006-folded-food-name';

const VISIBLE = { pendingBatch: { $exists: false } } as const;

/** How many days of dates one query of a consecutive-days count reads (most runs end inside the first). */
const RUN_WINDOW_DAYS = 90;

/**
 * The names that pass a NameTest, of a user's distinct names: the server cannot run the test, so the
 * names (read through the user's index) come here and the passing ones go back as a list.
 */
function namesPassing(names: unknown[], test: NameTest): string[] {
  return names.filter((name): name is string => typeof name === 'string' && test(name));
}

function toMeal(doc: MealDoc): MealRecord {
  const { _id, mealNameFolded: _f, pendingBatch: _p, pendingSince: _s, ...rest } = doc;
  return { id: _id, ...rest };
}

function toFood(doc: FoodDoc): MyFoodRecord {
  const { _id, nameFolded: _f, pendingBatch: _p, pendingSince: _s, ...rest } = doc;
  return { foodId: _id, ...rest };
}

function foodDoc({ foodId, ...food }: MyFoodRecord): FoodDoc {
  return { _id: foodId, ...food, nameFolded: foldForPartialMatch(food.name) };
}

export async function createMealsMongoRepository(db: Db): Promise<MealsRepository> {
  const meals = db.collection<MealDoc>('meals');
  const foods = db.collection<FoodDoc>('my_foods');
  const photos = db.collection<PhotoDoc>('meal_photos');
  await meals.createIndex({ userId: 1, mealDate: 1, createdAt: 1 });
  await meals.createIndex({ userId: 1, createdAt: -1 });
  await foods.createIndex({ userId: 1, createdAt: -1 });
  // Only pending documents carry pendingSince, so this index stays as small as the crashes left behind.
  await meals.createIndex({ pendingSince: 1 }, { sparse: true });
  await foods.createIndex({ pendingSince: 1 }, { sparse: true });

  const sweepPending = async (nowMs: number) => {
    const before = new Date(nowMs - PENDING_TTL_MS).toISOString();
    const stale = { pendingBatch: { $exists: true }, pendingSince: { $lt: before } };
    await meals.deleteMany(stale);
    await foods.deleteMany(stale);
  };
  await sweepPending(Date.now());
  await foldNamesWrittenBefore(db);
  // A long-running process sweeps again at most every PENDING_TTL_MS, piggybacking on writes.
  let lastSweepMs = Date.now();

  const countVisible = (userId: string, mealDate: string) => meals.countDocuments({ userId, mealDate, ...VISIBLE });

  const findInRange = (userId: string, startDate: string, endDate: string) =>
    meals.find({ userId, mealDate: { $gte: startDate, $lte: endDate }, ...VISIBLE }).sort({ mealDate: 1, createdAt: 1, _id: 1 });

  // Compare-and-set on the revision the replacement was made from (a record never replaced has none).
  const replaceMeal = async (meal: MealRecord) => {
    const { id, ...rest } = meal;
    const result = await meals.replaceOne(
      { _id: id, userId: meal.userId, ...VISIBLE, revision: meal.revision ?? { $exists: false } },
      { ...rest, revision: (meal.revision ?? 0) + 1, mealNameFolded: foldForPartialMatch(meal.mealName) },
    );
    return result.matchedCount > 0;
  };

  return {
    async insertMany(records, newFoods, capPerDay) {
      if (Date.now() - lastSweepMs > PENDING_TTL_MS) {
        lastSweepMs = Date.now();
        await sweepPending(lastSweepMs);
      }
      // Unique per attempt: two attempts of one write carry the same meal ids (operationKey), and the
      // one whose insert is refused must withdraw only its own documents.
      const batch = newId('b');
      // Wall time, not the request clock: the marker only ages for the sweeper.
      const pendingSince = new Date().toISOString();
      const countsBefore: Record<string, number> = {};
      const adding: Record<string, number> = {};
      for (const meal of records) {
        countsBefore[meal.mealDate] ??= await countVisible(meal.userId, meal.mealDate);
        adding[meal.mealDate] = (adding[meal.mealDate] ?? 0) + 1;
      }
      if (Object.entries(adding).some(([date, n]) => countsBefore[date]! + n > capPerDay)) return { inserted: false, countsBefore };
      const marker = { pendingBatch: batch, pendingSince };
      // A batch is one user's: its documents are found through that user's index entries, not by
      // reading every user's meals for the marker.
      const userId = records[0]?.userId ?? newFoods[0]?.userId;
      const ours = { userId, pendingBatch: batch };
      try {
        if (newFoods.length) await foods.insertMany(newFoods.map((food) => ({ ...foodDoc(food), ...marker })));
        if (records.length) {
          await meals.insertMany(
            records.map(({ id, ...meal }) => ({ _id: id, ...meal, mealNameFolded: foldForPartialMatch(meal.mealName), ...marker })),
          );
        }
        // A concurrent batch may have filled the day meanwhile: count ours plus the visible and
        // other pending ones, and withdraw when over the cap (both may withdraw; neither overshoots).
        for (const date of Object.keys(adding)) {
          const total = await meals.countDocuments({ userId, mealDate: date });
          if (total > capPerDay) {
            await meals.deleteMany(ours);
            await foods.deleteMany(ours);
            return { inserted: false, countsBefore };
          }
        }
      } catch (error) {
        await meals.deleteMany(ours);
        await foods.deleteMany(ours);
        throw error;
      }
      // Foods first: a meal never becomes visible before the my-food it points to.
      if (newFoods.length) await foods.updateMany(ours, { $unset: { pendingBatch: '', pendingSince: '' } });
      await meals.updateMany(ours, { $unset: { pendingBatch: '', pendingSince: '' } });
      return { inserted: true, countsBefore };
    },
    async get(userId, id) {
      const doc = await meals.findOne({ _id: id, userId, ...VISIBLE });
      return doc ? toMeal(doc) : null;
    },
    replace: replaceMeal,
    async replaceWithFood(meal, food) {
      // The food stays pending (invisible) until the record points to it; when the record is gone it is withdrawn.
      const { foodId } = food;
      const pending = { pendingBatch: `r_${meal.id}_${foodId}`, pendingSince: new Date().toISOString() };
      await foods.insertOne({ ...foodDoc(food), ...pending });
      let replaced = false;
      try {
        replaced = await replaceMeal(meal);
      } finally {
        if (replaced) await foods.updateOne({ _id: foodId }, { $unset: { pendingBatch: '', pendingSince: '' } });
        else await foods.deleteOne({ _id: foodId });
      }
      return replaced;
    },
    async delete(userId, id) {
      const result = await meals.deleteOne({ _id: id, userId, ...VISIBLE });
      if (result.deletedCount === 0) return false;
      // A crash here leaves an orphan photo, which is never served: serving checks the meal.
      await photos.deleteOne({ _id: id, userId });
      return true;
    },
    async listByDateRange(userId, startDate, endDate) {
      return (await findInRange(userId, startDate, endDate).toArray()).map(toMeal);
    },
    async listMacrosByDateRange(userId, startDate, endDate) {
      // Projected by the server: the day totals need six fields, not the whole document.
      return findInRange(userId, startDate, endDate)
        .project<MealMacros>({ _id: 0, mealDate: 1, mealType: 1, cal: 1, protein: 1, fat: 1, carbs: 1 })
        .toArray();
    },
    async listDailyIntake(userId, startDate, endDate) {
      // Summed by the server, as the SQLite store's GROUP BY does, instead of shipping every meal.
      const days = await meals
        .aggregate<{ _id: string; cal: number }>([
          { $match: { userId, mealDate: { $gte: startDate, $lte: endDate }, ...VISIBLE } },
          { $group: { _id: '$mealDate', cal: { $sum: '$cal' } } },
          { $sort: { _id: 1 } },
        ])
        .toArray();
      return days.map((day) => ({ mealDate: day._id, cal: day.cal }));
    },
    async countConsecutiveMealDays(userId, startDate, endDate) {
      // The distinct dates of one window at a time, newest first, while the run reaches the window's first day.
      let run = 0;
      for (let day = endDate; day >= startDate;) {
        const earliest = addDays(day, -(RUN_WINDOW_DAYS - 1));
        const windowStart = earliest > startDate ? earliest : startDate;
        const dates = new Set(await meals.distinct('mealDate', { userId, mealDate: { $gte: windowStart, $lte: day }, ...VISIBLE }));
        for (; day >= windowStart && dates.has(day); day = addDays(day, -1)) run += 1;
        if (day >= windowStart) break;
      }
      return run;
    },
    countOnDate: countVisible,
    async listShopProducts(userId, shopId, startDate, endDate) {
      const rows = await meals
        .aggregate<{ _id: ShopProductRecord }>([
          { $match: { userId, shopId, productId: { $ne: null }, mealDate: { $gte: startDate, $lte: endDate }, ...VISIBLE } },
          { $group: { _id: { mealDate: '$mealDate', mealType: '$mealType', productId: '$productId' } } },
          { $sort: { '_id.mealDate': 1, '_id.mealType': 1, '_id.productId': 1 } },
        ])
        .toArray();
      return rows.map((row) => ({ mealDate: row._id.mealDate, mealType: row._id.mealType, productId: row._id.productId }));
    },
    async searchByName(userId, text, limit, soundsLike) {
      const byText = { mealNameFolded: { $regex: escapeStringRegexp(foldForPartialMatch(text)) } };
      const named = soundsLike ? namesPassing(await meals.distinct('mealName', { userId, ...VISIBLE }), soundsLike) : [];
      const docs = await meals
        .find({ userId, ...(named.length ? { $or: [byText, { mealName: { $in: named } }] } : byText), ...VISIBLE })
        .sort({ mealDate: -1, createdAt: -1, _id: -1 })
        .limit(limit)
        .toArray();
      return docs.map(toMeal);
    },
    async getFood(userId, foodId) {
      const doc = await foods.findOne({ _id: foodId, userId, ...VISIBLE });
      return doc ? toFood(doc) : null;
    },
    async addFood(food) {
      await foods.insertOne(foodDoc(food));
    },
    async listFoods(userId, text, limit, soundsLike) {
      const byText = { nameFolded: { $regex: escapeStringRegexp(foldForPartialMatch(text ?? '')) } };
      const named = text && soundsLike ? namesPassing(await foods.distinct('name', { userId, ...VISIBLE }), soundsLike) : [];
      const filter = !text
        ? { userId, ...VISIBLE }
        : { userId, ...(named.length ? { $or: [byText, { name: { $in: named } }] } : byText), ...VISIBLE };
      const docs = await foods.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
      return docs.map(toFood);
    },
    async listFoodsOfSource(userId, source, limit) {
      const docs = await foods
        .find({ userId, source, ...VISIBLE })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .toArray();
      return docs.map(toFood);
    },
    async putPhoto(photo: MealPhoto) {
      // One document per meal: replacing it swaps image and thumbnail together.
      await photos.replaceOne(
        { _id: photo.mealId },
        {
          userId: photo.userId,
          version: photo.version,
          image: new Binary(photo.image),
          thumbnail: new Binary(photo.thumbnail),
          createdAt: photo.createdAt,
        },
        { upsert: true },
      );
    },
    async getPhoto(userId, mealId) {
      const doc = await photos.findOne({ _id: mealId, userId });
      if (!doc) return null;
      return {
        userId,
        mealId,
        version: doc.version,
        image: Buffer.from(doc.image.buffer),
        thumbnail: Buffer.from(doc.thumbnail.buffer),
        createdAt: doc.createdAt,
      };
    },
  };
}

/**
 * Folds the names of the meals and foods an earlier version wrote without `mealNameFolded` or
 * `nameFolded`, once per database (as SQLite's schema steps meals-005 and meals-006): the filter reads across users, so it runs when the store
 * opens and a marker in `schema_migrations` keeps later openings from reading the collection again.
 * Two processes opening together may both fold; they write the same values, and the one whose marker comes second
 * finds it written.
 */
async function foldNamesWrittenBefore(db: Db): Promise<void> {
  await foldOnce(db, FOLDED_NAME_MIGRATION, 'meals', 'mealName', 'mealNameFolded');
  await foldOnce(db, FOLDED_FOOD_NAME_MIGRATION, 'my_foods', 'name', 'nameFolded');
}

type NamedDoc = { _id: string } & Record<string, string>;

/** Sets `folded` to the fold of `name` on every document of the collection without it, once (migration `id`). */
async function foldOnce(db: Db, id: string, collection: 'meals' | 'my_foods', name: string, folded: string): Promise<void> {
  const migrations = db.collection<MigrationDoc>('schema_migrations');
  if (await migrations.findOne({ _id: id })) return;
  const docs = db.collection<NamedDoc>(collection);
  const unfolded = docs.find({ [folded]: { $exists: false } }).project<NamedDoc>({ [name]: 1 });
  let updates: AnyBulkWriteOperation<NamedDoc>[] = [];
  for await (const doc of unfolded) {
    updates.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { [folded]: foldForPartialMatch(doc[name] ?? '') } } } });
    if (updates.length === 500) {
      await docs.bulkWrite(updates, { ordered: false });
      updates = [];
    }
  }
  if (updates.length) await docs.bulkWrite(updates, { ordered: false });
  try {
    await migrations.updateOne({ _id: id }, { $setOnInsert: { appliedAt: new Date().toISOString() } }, { upsert: true });
  } catch (error) {
    // Another process opening at the same time inserted the marker first: the fold is marked either way.
    if (!isDuplicateKeyError(error)) throw error;
  }
}
