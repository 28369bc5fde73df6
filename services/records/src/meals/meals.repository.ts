import type { Macros } from '@shokuji/nutrition';

/**
 * Storage of meal records, the caller's own foods (my foods) and meal photos. Adapters are dumb:
 * every rule (routes, caps, scaling, defaults) lives in meals.service.ts.
 */

/** The seven slot values of POST /meals (API-SPEC.md → POST /meals). */
export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'early_morning' | 'mid_morning' | 'afternoon' | 'late_night';

/** Origin of a record's nutrition values: route A product_db, B dish_db, C my_food, D manual; POST /analyze-text ai_analysis. */
export type MealSource = 'product_db' | 'dish_db' | 'my_food' | 'manual' | 'ai_analysis';

/** One row of a meal's components: absolute values for the amount written in its name. */
export interface MealComponent extends Macros {
  name: string;
  nameEn?: string;
  salt?: number;
  group?: string;
  ingredients?: string[];
}

export interface MealRecord extends Macros {
  id: string;
  userId: string;
  mealDate: string;
  mealType: MealType;
  mealName: string;
  /** cal/protein/fat/carbs above are the effective values: base × quantity × portionRatio. */
  quantity: number;
  portionRatio: number;
  unit: string | null;
  source: MealSource;
  /** Values at the reference amount (quantity 1, portionRatio 1); the sum of components when any. */
  base: Macros;
  components: MealComponent[] | null;
  componentsPhotoConfirmed: boolean;
  /** Detailed nutrients at the recorded amount (already scaled), or null when unmeasured. */
  detailedNutrition: Record<string, number> | null;
  /** The same at the reference amount, so a new quantity rescales without drift. */
  baseDetailedNutrition: Record<string, number> | null;
  shopId: string | null;
  storeId: string | null;
  productId: number | null;
  dishId: number | null;
  foodId: string | null;
  /** Version of the attached photo (changes on every upload), null without photo. */
  photoVersion: string | null;
  /** 0-1, how sure the estimator was (POST /analyze-text); absent or null for other records. */
  confidence?: number | null;
  createdAt: string;
  updatedAt: string;
  /**
   * How many times the record was replaced; absent until the first replacement. A replacement names
   * the revision it was made from and the store writes it only while the record is still there.
   */
  revision?: number;
}

/** What a day's totals read of a record (GET /nutrition): its date, slot and effective macros. */
export type MealMacros = Pick<MealRecord, 'mealDate' | 'mealType' | 'cal' | 'protein' | 'fat' | 'carbs'>;

/** A food of the caller's own (API-SPEC.md → My food); values at its reference amount. */
export interface MyFoodRecord extends Macros {
  foodId: string;
  userId: string;
  name: string;
  /** `manual` (POST /meals route D with detailedNutrition), `app` (made in the app) or `ai_analysis` (POST /analyze-text). */
  source: 'manual' | 'app' | 'ai_analysis';
  components: MealComponent[] | null;
  detailedNutrition: Record<string, number> | null;
  shopId: string | null;
  createdAt: string;
}

export interface MealPhoto {
  userId: string;
  mealId: string;
  version: string;
  /** WebP, at most 500 px on the long side. */
  image: Buffer;
  /** WebP, at most 200 px on the long side. */
  thumbnail: Buffer;
  createdAt: string;
}

export interface InsertMealsResult {
  inserted: boolean;
  /** Records of each affected mealDate before this write (visible ones), for the daily cap. */
  countsBefore: Record<string, number>;
}

/** One product recorded at a shop in one meal slot of one day (what POST /sets' history is counted from). */
export interface ShopProductRecord {
  mealDate: string;
  mealType: MealType;
  productId: number;
}

/** Whether a stored name matches, besides its folded text (a name read by its sound). */
export type NameTest = (name: string) => boolean;

export interface MealsRepository {
  /**
   * Writes meals and foods all-or-nothing. When a date would hold more than `capPerDay` records
   * afterwards, nothing is written and `inserted` is false.
   */
  insertMany(meals: MealRecord[], foods: MyFoodRecord[], capPerDay: number): Promise<InsertMealsResult>;
  get(userId: string, id: string): Promise<MealRecord | null>;
  /**
   * Replaces a stored record (same id and owner) made from the record as read: written at the next
   * revision only while the stored one is still at `meal.revision` (compare-and-set); false when
   * the record is gone or another replacement came in between.
   */
  replace(meal: MealRecord): Promise<boolean>;
  /** Adds a my-food and replaces the record that points to it (as `replace`), all or nothing; false (and no food) otherwise. */
  replaceWithFood(meal: MealRecord, food: MyFoodRecord): Promise<boolean>;
  /** Deletes a record with its photo; false when there was none of this owner. */
  delete(userId: string, id: string): Promise<boolean>;
  /** Records with mealDate in [startDate, endDate], ordered by mealDate then createdAt. */
  listByDateRange(userId: string, startDate: string, endDate: string): Promise<MealRecord[]>;
  /** The same records in the same order, only what the day totals need (not every document read whole). */
  listMacrosByDateRange(userId: string, startDate: string, endDate: string): Promise<MealMacros[]>;
  /** The kcal total of each date in [startDate, endDate] with records, ascending (all the metabolism estimate reads). */
  listDailyIntake(userId: string, startDate: string, endDate: string): Promise<{ mealDate: string; cal: number }[]>;
  /**
   * How many consecutive dates, ending at endDate and none before startDate, each have at least one
   * record: 0 when endDate has none (the streak's run, counted by the store instead of shipping its dates).
   */
  countConsecutiveMealDays(userId: string, startDate: string, endDate: string): Promise<number>;
  countOnDate(userId: string, mealDate: string): Promise<number>;
  /**
   * The distinct (mealDate, mealType, productId) of records with this shopId and a productId, mealDate
   * in [startDate, endDate], ordered by mealDate, mealType, productId.
   */
  listShopProducts(userId: string, shopId: string, startDate: string, endDate: string): Promise<ShopProductRecord[]>;
  /**
   * Records whose name contains `text` once both are folded by `foldForPartialMatch` (@shokuji/ja-text:
   * width, case, katakana as hiragana; every character literal), newest meal first (mealDate, then
   * createdAt: a meal logged late for an old date is not the newest). Adapters keep the folded name
   * beside every record they write. With `soundsLike`, a record whose name it holds for is found too
   * (the typed part in another script: meal-name-sound.ts).
   */
  searchByName(userId: string, text: string, limit: number, soundsLike?: NameTest): Promise<MealRecord[]>;

  getFood(userId: string, foodId: string): Promise<MyFoodRecord | null>;
  addFood(food: MyFoodRecord): Promise<void>;
  /** Foods newest first; `text` filters by a part of the name as searchByName does, `soundsLike` too. */
  listFoods(userId: string, text: string | undefined, limit: number, soundsLike?: NameTest): Promise<MyFoodRecord[]>;
  /**
   * Foods of one origin, newest first: GET /favorites lists the app's foods, however many foods the
   * meals and text analyses made since (those came first in listFoods and pushed the app's out).
   */
  listFoodsOfSource(userId: string, source: MyFoodRecord['source'], limit: number): Promise<MyFoodRecord[]>;

  putPhoto(photo: MealPhoto): Promise<void>;
  getPhoto(userId: string, mealId: string): Promise<MealPhoto | null>;
}
