import { foldForPartialMatch } from '@shokuji/ja-text';
import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type {
  MealMacros,
  MealPhoto,
  MealRecord,
  MealsRepository,
  MyFoodRecord,
  NameTest,
  ShopProductRecord,
} from '../../meals/meals.repository';
import { createMealDaysKnown } from './meal-days-known';
import { createMealRunsKnown } from './meal-runs-known';

/**
 * Meals, my foods and photos in the records SQLite file. A record is one JSON document plus the
 * columns it is looked up by and the macros the day totals sum; a batch (meals plus their my-foods) is one transaction.
 */
export const MEALS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'meals-001-meals-foods-photos',
    sql: `
      CREATE TABLE meals (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, meal_date TEXT NOT NULL, meal_name TEXT NOT NULL,
        created_at TEXT NOT NULL, doc_json TEXT NOT NULL);
      CREATE INDEX meals_user_date ON meals (user_id, meal_date, created_at);
      CREATE INDEX meals_user_created ON meals (user_id, created_at);
      CREATE TABLE my_foods (food_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, name TEXT NOT NULL, created_at TEXT NOT NULL,
        doc_json TEXT NOT NULL);
      CREATE INDEX my_foods_user_created ON my_foods (user_id, created_at);
      CREATE TABLE meal_photos (meal_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, version TEXT NOT NULL, image BLOB NOT NULL,
        thumbnail BLOB NOT NULL, created_at TEXT NOT NULL);
    `,
  },
  {
    // GET /nutrition's day totals read these columns instead of parsing every document of the range
    // (docs/benchmarks.md → The cost of one request, second pass); rows written before are filled from their documents.
    id: 'meals-002-macro-columns',
    sql: `
      ALTER TABLE meals ADD COLUMN meal_type TEXT;
      ALTER TABLE meals ADD COLUMN cal REAL;
      ALTER TABLE meals ADD COLUMN protein REAL;
      ALTER TABLE meals ADD COLUMN fat REAL;
      ALTER TABLE meals ADD COLUMN carbs REAL;
      UPDATE meals SET meal_type = json_extract(doc_json, '$.mealType'), cal = json_extract(doc_json, '$.cal'),
        protein = json_extract(doc_json, '$.protein'), fat = json_extract(doc_json, '$.fat'), carbs = json_extract(doc_json, '$.carbs');
    `,
  },
  {
    // The (user, date) index also holds the record's order (created_at, id) and its macros, so a day's
    // totals, the recompute's intake sums, the cap count and the streak's hops read the index alone:
    // one user's day is a few adjacent index entries, where the table has its rows scattered among
    // every other user's (docs/benchmarks.md → Records: the cost of GET /nutrition and POST /meals, third pass).
    // It replaces the narrower index, whose every lookup it serves, so a write still updates as many indexes.
    id: 'meals-003-day-index-covers-macros',
    sql: `
      CREATE INDEX meals_user_date_macros ON meals (user_id, meal_date, created_at, id, meal_type, cal, protein, fat, carbs);
      DROP INDEX meals_user_date;
    `,
  },
  {
    // Only GET /meals/search read the (user, created) index, and its partial-name match reads the
    // user's rows either way: without the index the search measured the same with no match and up to
    // ~20 % slower with a common one, while every meal write put one leaf fewer into its commit
    // (~13 µs of CPU and ~20 µs of wall time a meal; docs/benchmarks.md → Records: one index fewer).
    id: 'meals-004-drop-created-index',
    sql: 'DROP INDEX meals_user_created;',
  },
  {
    // GET /meals/search matches a part of the name however it is typed (width, case, kana script:
    // docs/decisions-records.md); the fold is JavaScript's NFKC and wanakana's, so the name is stored
    // folded beside the record, and the rows written before are folded here once.
    id: 'meals-005-folded-name',
    sql: `
      ALTER TABLE meals ADD COLUMN meal_name_folded TEXT;
      UPDATE meals SET meal_name_folded = fold_for_partial_match(meal_name);
    `,
    functions: { fold_for_partial_match: foldForPartialMatch },
  },
  {
    // GET /foods/mine matches a part of the name as GET /meals/search does (docs/decisions-records.md).
    id: 'meals-006-folded-food-name',
    sql: `
      ALTER TABLE my_foods ADD COLUMN name_folded TEXT;
      UPDATE my_foods SET name_folded = fold_for_partial_match(name);
    `,
    functions: { fold_for_partial_match: foldForPartialMatch },
  },
];

type DocRow = { doc_json: string };

/** Thrown inside a transaction to roll it back when the record to replace is gone. */
class MealGoneError extends Error {}

export function createMealsSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): MealsRepository {
  const insertMeal = db.prepare(
    `INSERT INTO meals (id, user_id, meal_date, meal_name, meal_name_folded, created_at, meal_type, cal, protein, fat, carbs, doc_json)
     VALUES (@id, @userId, @mealDate, @mealName, @mealNameFolded, @createdAt, @mealType, @cal, @protein, @fat, @carbs, @doc)`,
  );
  const insertFood = db.prepare(
    'INSERT INTO my_foods (food_id, user_id, name, name_folded, created_at, doc_json) VALUES (@foodId, @userId, @name, @nameFolded, @createdAt, @doc)',
  );
  const countDate = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM meals WHERE user_id = ? AND meal_date = ?');
  const getMeal = db.prepare<[string, string], DocRow>('SELECT doc_json FROM meals WHERE id = ? AND user_id = ?');
  const updateMeal = db.prepare(
    `UPDATE meals SET meal_date = @mealDate, meal_name = @mealName, meal_name_folded = @mealNameFolded, meal_type = @mealType, cal = @cal,
       protein = @protein, fat = @fat, carbs = @carbs, doc_json = @doc
     WHERE id = @id AND user_id = @userId AND json_extract(doc_json, '$.revision') IS @readRevision`,
  );
  const deleteMeal = db.prepare('DELETE FROM meals WHERE id = ? AND user_id = ?');
  const deletePhoto = db.prepare('DELETE FROM meal_photos WHERE meal_id = ? AND user_id = ?');
  const listRange = db.prepare<[string, string, string], DocRow>(
    'SELECT doc_json FROM meals WHERE user_id = ? AND meal_date BETWEEN ? AND ? ORDER BY meal_date, created_at, id',
  );
  // Rows as arrays: better-sqlite3 builds a row object property by property, which cost more than the
  // read itself for a day of 30 meals; the objects are made in JavaScript below.
  const listMacros = db
    .prepare<[string, string, string], [string, MealMacros['mealType'], number, number, number, number]>(
      `SELECT meal_date, meal_type, cal, protein, fat, carbs FROM meals
       WHERE user_id = ? AND meal_date BETWEEN ? AND ? ORDER BY meal_date, created_at, id`,
    )
    .raw(true);
  const listIntake = db.prepare<[string, string, string], { mealDate: string; cal: number }>(
    `SELECT meal_date AS mealDate, SUM(cal) AS cal FROM meals
     WHERE user_id = ? AND meal_date BETWEEN ? AND ? GROUP BY meal_date ORDER BY meal_date`,
  );
  // Steps back one calendar day at a time while the day has a record, one index seek each, and
  // answers the count alone: neither a day's meals nor the run's dates leave SQLite. Each step
  // carries the day before it, so date() runs once a step rather than once per use. A counted run
  // is kept until the user's meals change (meal-runs-known.ts).
  const countRun = db.prepare<{ userId: string; startDate: string; endDate: string }, { n: number }>(
    `WITH RECURSIVE run(day, before) AS (
       SELECT :endDate, date(:endDate, '-1 day')
       WHERE :endDate >= :startDate AND EXISTS (SELECT 1 FROM meals WHERE user_id = :userId AND meal_date = :endDate)
       UNION ALL
       SELECT before, date(before, '-1 day') FROM run
       WHERE before >= :startDate AND EXISTS (SELECT 1 FROM meals WHERE user_id = :userId AND meal_date = before)
     )
     SELECT COUNT(*) AS n FROM run`,
  );
  // Read from the documents: a few hundred rows of one user's 90 days, found by the (user, date) index.
  const listShopProducts = db.prepare<[string, string, string, string], ShopProductRecord>(
    `SELECT DISTINCT meal_date AS mealDate, json_extract(doc_json, '$.mealType') AS mealType, json_extract(doc_json, '$.productId') AS productId
     FROM meals WHERE user_id = ? AND meal_date BETWEEN ? AND ? AND json_extract(doc_json, '$.shopId') = ?
       AND json_extract(doc_json, '$.productId') IS NOT NULL
     ORDER BY mealDate, mealType, productId`,
  );
  // The caller's NameTest while its search runs: a statement runs synchronously, start to end, so one
  // function serves every search; without a test it matches nothing and the folded text decides alone.
  let nameTest: NameTest | undefined;
  db.function('name_test', { deterministic: false }, (name: unknown) => (typeof name === 'string' && nameTest?.(name) ? 1 : 0));
  const withNameTest = <T>(test: NameTest | undefined, read: () => T): T => {
    nameTest = test;
    try {
      return read();
    } finally {
      nameTest = undefined;
    }
  };
  // instr, not LIKE: every character of the folded part is literal, `%` and `_` too (here and in listFoods).
  const searchMeals = db.prepare<[string, string, number], DocRow>(
    `SELECT doc_json FROM meals WHERE user_id = ? AND (instr(meal_name_folded, ?) > 0 OR name_test(meal_name))
     ORDER BY meal_date DESC, created_at DESC, id DESC LIMIT ?`,
  );
  const getFood = db.prepare<[string, string], DocRow>('SELECT doc_json FROM my_foods WHERE food_id = ? AND user_id = ?');
  const listFoods = db.prepare<[string, string, number], DocRow>(
    'SELECT doc_json FROM my_foods WHERE user_id = ? AND (instr(name_folded, ?) > 0 OR name_test(name)) ORDER BY created_at DESC, food_id DESC LIMIT ?',
  );
  const listFoodsOfSource = db.prepare<[string, string, number], DocRow>(
    "SELECT doc_json FROM my_foods WHERE user_id = ? AND json_extract(doc_json, '$.source') = ? ORDER BY created_at DESC, food_id DESC LIMIT ?",
  );
  const upsertPhoto = db.prepare(
    `INSERT INTO meal_photos (meal_id, user_id, version, image, thumbnail, created_at) VALUES (@mealId, @userId, @version, @image, @thumbnail, @createdAt)
     ON CONFLICT(meal_id) DO UPDATE SET version = excluded.version, image = excluded.image, thumbnail = excluded.thumbnail, created_at = excluded.created_at`,
  );
  const getPhoto = db.prepare<[string, string], { version: string; image: Buffer; thumbnail: Buffer; created_at: string }>(
    'SELECT version, image, thumbnail, created_at FROM meal_photos WHERE meal_id = ? AND user_id = ?',
  );

  const mealRow = (meal: MealRecord) => ({
    id: meal.id,
    userId: meal.userId,
    mealDate: meal.mealDate,
    mealName: meal.mealName,
    mealNameFolded: foldForPartialMatch(meal.mealName),
    createdAt: meal.createdAt,
    mealType: meal.mealType,
    cal: meal.cal,
    protein: meal.protein,
    fat: meal.fat,
    carbs: meal.carbs,
    doc: JSON.stringify(meal),
  });
  const foodRow = (food: MyFoodRecord) => ({
    foodId: food.foodId,
    userId: food.userId,
    name: food.name,
    nameFolded: foldForPartialMatch(food.name),
    createdAt: food.createdAt,
    doc: JSON.stringify(food),
  });
  /** The UPDATE of a replacement: the record at its next revision, written only over the revision it was made from. */
  const replacementRow = (meal: MealRecord) => ({
    ...mealRow({ ...meal, revision: (meal.revision ?? 0) + 1 }),
    readRevision: meal.revision ?? null,
  });
  const parseMeal = (row: DocRow) => JSON.parse(row.doc_json) as MealRecord;
  const parseFood = (row: DocRow) => JSON.parse(row.doc_json) as MyFoodRecord;

  // One transaction: the cap check and every write of the batch commit together or not at all.
  const insertBatch = db.transaction((meals: MealRecord[], foods: MyFoodRecord[], capPerDay: number) => {
    const countsBefore: Record<string, number> = {};
    const adding: Record<string, number> = {};
    for (const meal of meals) {
      countsBefore[meal.mealDate] ??= countDate.get(meal.userId, meal.mealDate)!.n;
      adding[meal.mealDate] = (adding[meal.mealDate] ?? 0) + 1;
    }
    if (Object.entries(adding).some(([date, n]) => countsBefore[date]! + n > capPerDay)) return { inserted: false, countsBefore };
    for (const food of foods) insertFood.run(foodRow(food));
    for (const meal of meals) insertMeal.run(mealRow(meal));
    return { inserted: true, countsBefore };
  });
  // The food only exists if the record it belongs to still does.
  const replaceMealWithFood = db.transaction((meal: MealRecord, food: MyFoodRecord) => {
    insertFood.run(foodRow(food));
    if (updateMeal.run(replacementRow(meal)).changes > 0) return true;
    throw new MealGoneError();
  });
  const knownRuns = createMealRunsKnown(db);
  const knownDays = createMealDaysKnown(db);
  /** Every write of the meals table goes through here: it forgets its users' runs and day macros as it runs. */
  const writeMealsOf = <T>(userIds: Iterable<string>, work: () => T) =>
    writes.write(() => {
      for (const userId of userIds) {
        knownRuns.forget(userId);
        knownDays.forget(userId);
      }
      return work();
    });
  const deleteWithPhoto = db.transaction((userId: string, id: string) => {
    const removed = deleteMeal.run(id, userId).changes > 0;
    if (removed) deletePhoto.run(id, userId);
    return removed;
  });

  return {
    async insertMany(meals, foods, capPerDay) {
      return writeMealsOf(
        meals.map((meal) => meal.userId),
        () => insertBatch.immediate(meals, foods, capPerDay),
      );
    },
    async get(userId, id) {
      const row = getMeal.get(id, userId);
      return row ? parseMeal(row) : null;
    },
    async replace(meal) {
      return writeMealsOf([meal.userId], () => updateMeal.run(replacementRow(meal)).changes > 0);
    },
    async replaceWithFood(meal, food) {
      return writeMealsOf([meal.userId], () => {
        try {
          return replaceMealWithFood.immediate(meal, food);
        } catch (error) {
          if (error instanceof MealGoneError) return false;
          throw error;
        }
      });
    },
    async delete(userId, id) {
      return writeMealsOf([userId], () => deleteWithPhoto.immediate(userId, id));
    },
    async listByDateRange(userId, startDate, endDate) {
      return listRange.all(userId, startDate, endDate).map(parseMeal);
    },
    async listMacrosByDateRange(userId, startDate, endDate) {
      return knownDays.macrosIn(userId, startDate, endDate, () =>
        listMacros
          .all(userId, startDate, endDate)
          .map(([mealDate, mealType, cal, protein, fat, carbs]): MealMacros => ({ mealDate, mealType, cal, protein, fat, carbs })),
      );
    },
    async listDailyIntake(userId, startDate, endDate) {
      return listIntake.all(userId, startDate, endDate);
    },
    async countConsecutiveMealDays(userId, startDate, endDate) {
      return knownRuns.countEndingAt(userId, startDate, endDate, () => countRun.get({ userId, startDate, endDate })!.n);
    },
    async countOnDate(userId, mealDate) {
      return countDate.get(userId, mealDate)!.n;
    },
    async listShopProducts(userId, shopId, startDate, endDate) {
      return listShopProducts.all(userId, startDate, endDate, shopId);
    },
    async searchByName(userId, text, limit, soundsLike) {
      return withNameTest(soundsLike, () => searchMeals.all(userId, foldForPartialMatch(text), limit)).map(parseMeal);
    },
    async getFood(userId, foodId) {
      const row = getFood.get(foodId, userId);
      return row ? parseFood(row) : null;
    },
    async addFood(food) {
      await writes.write(() => insertFood.run(foodRow(food)));
    },
    async listFoods(userId, text, limit, soundsLike) {
      return withNameTest(soundsLike, () => listFoods.all(userId, foldForPartialMatch(text ?? ''), limit)).map(parseFood);
    },
    async listFoodsOfSource(userId, source, limit) {
      return listFoodsOfSource.all(userId, source, limit).map(parseFood);
    },
    async putPhoto(photo: MealPhoto) {
      await writes.write(() => upsertPhoto.run(photo));
    },
    async getPhoto(userId, mealId) {
      const row = getPhoto.get(mealId, userId);
      return row ? { userId, mealId, version: row.version, image: row.image, thumbnail: row.thumbnail, createdAt: row.created_at } : null;
    },
  };
}
