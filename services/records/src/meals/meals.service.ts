import { addDays, datesInRange, jstDateOf, nextJstMidnight } from '@shokuji/clock';
import {
  CATALOG_ITEMS_MAX,
  DomainError,
  defaultMealType,
  invalidRequest,
  unknownShops,
  notFound,
  recordNotFound,
  type CatalogApi,
  type CatalogItem,
  type MealInput,
  type MealsApi,
  type Shop,
  type UsualMeal,
} from '@shokuji/contracts';
import { roundMacros, sumMacros, type Macros } from '@shokuji/nutrition';
import { newId, newTimeOrderedId } from '@shokuji/storage';
import { JST_ZONE, resolveDateRange, todayOf } from '../date-range';
import { keyedGeneration, keyedRecordId } from '../operation-key';
import type { RecordsStore } from '../store/records-store';
import {
  MEALS_PER_DAY,
  amountFactor,
  assertWithinMealCaps,
  normalizeDetailed,
  resolveMealRoute,
  rowsAddUpTo,
  scaleDetailed,
  scaleMacros,
} from './meal-rules';
import { loadMealNameSounds, soundsLikeTest } from './meal-name-sound';
import { normalizeMealPhoto } from './meal-photo';
import type { MealComponent, MealRecord, MyFoodRecord } from './meals.repository';
import { presentAnalyzed, presentCreated, presentMeal, presentMyFood } from './meals.presenter';
import { USUAL_MEALS_DAYS, rankUsualMeals } from './usual-meals';
import { SHOP_HISTORY_DAYS, shopHistoryOf } from './shop-history';

type MealsStore = Pick<RecordsStore, 'meals' | 'ratings'>;
export const mealNotFound = (id: string) => recordNotFound('meal', id, 'GET /meals?date=YYYY-MM-DD');

const macrosOf = (m: { cal: number | null; protein: number | null; fat: number | null; carbs: number | null }): Macros => ({
  cal: m.cal ?? 0,
  protein: m.protein ?? 0,
  fat: m.fat ?? 0,
  carbs: m.carbs ?? 0,
});

/** Tries of one change of a record against writes that replace it meanwhile (changeOwnMeal). */
const MEAL_CHANGE_ATTEMPTS = 8;

type MealShell = Omit<MealRecord, 'cal' | 'protein' | 'fat' | 'carbs' | 'base' | 'mealName' | 'source'>;

/**
 * The ids of the meals of a write under an operation key (RequestContext.operationKey): the same on
 * every attempt of that write, so a second attempt finds the first one's records. The same
 * key and body after the key's 24 hours is another write, whose ids are the next generation's.
 */
function keyedMealIds(operationKey: string, generation: number, count: number): string[] {
  return idsInBatchOrder(keyedRecordId('m', operationKey, 15, generation), count);
}

/**
 * The ids of one write's meals (and of the my-foods it makes): a stem of the write and each record's
 * position (a batch holds at most 10). Records written together share their createdAt, and the stores
 * list ties by id, so GET /meals, /meals/search and /foods/mine show a batch in the order it was sent
 * rather than in the order of random ids.
 */
function idsInBatchOrder(stem: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${stem}${index.toString(36)}`);
}

/** A new record before its route fills in name, source and values: the defaults of POST /meals (JST date, slot from the clock). */
function newMealShell(
  ctx: { userId: string; now: string },
  input: Pick<MealInput, 'mealDate' | 'mealType' | 'quantity' | 'portionRatio' | 'shopId' | 'storeId'>,
  id: string,
): MealShell {
  const now = new Date(ctx.now);
  return {
    id,
    userId: ctx.userId,
    mealDate: input.mealDate ?? jstDateOf(now),
    mealType: input.mealType ?? defaultMealType(now),
    quantity: input.quantity ?? 1,
    portionRatio: input.portionRatio ?? 1,
    unit: null,
    components: null,
    componentsPhotoConfirmed: false,
    detailedNutrition: null,
    baseDetailedNutrition: null,
    shopId: input.shopId ?? null,
    storeId: input.storeId ?? null,
    productId: null,
    dishId: null,
    foodId: null,
    photoVersion: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** Recomputes effective values from base/components and the amount; the caps apply to the result. */
function withAmount(meal: MealRecord, where: string): MealRecord {
  const base = meal.components ? sumMacros(meal.components) : meal.base;
  const factor = amountFactor(meal.quantity, meal.portionRatio);
  const effective = scaleMacros(base, factor);
  assertWithinMealCaps(effective, where);
  // `base` keeps the values at creation, so components: null returns to them (API-SPEC.md → PUT /meals/:id),
  // and to the detail measured for them; rows of another kcal leave the detail unmeasured, not stale.
  const detailed =
    meal.components && !rowsAddUpTo(meal.components, meal.base.cal) ? null : scaleDetailed(meal.baseDetailedNutrition, factor);
  return mealRecordOf(meal, effective, detailed);
}

/**
 * The record with its effective values, as one literal naming every field: copied onto `{}` by
 * Object.assign, a record this wide became a slow dictionary-mode object (5.4 µs a copy in process,
 * against 0.1; docs/benchmarks.md → Records: one index fewer), and a leading spread survives
 * scavenges (→ Object spread). The type makes a forgotten field a compile error.
 */
function mealRecordOf(meal: MealRecord, effective: Macros, detailedNutrition: MealRecord['detailedNutrition']): MealRecord {
  const record: MealRecord = {
    id: meal.id,
    userId: meal.userId,
    mealDate: meal.mealDate,
    mealType: meal.mealType,
    mealName: meal.mealName,
    cal: effective.cal,
    protein: effective.protein,
    fat: effective.fat,
    carbs: effective.carbs,
    quantity: meal.quantity,
    portionRatio: meal.portionRatio,
    unit: meal.unit,
    source: meal.source,
    base: meal.base,
    components: meal.components,
    componentsPhotoConfirmed: meal.componentsPhotoConfirmed,
    detailedNutrition,
    baseDetailedNutrition: meal.baseDetailedNutrition,
    shopId: meal.shopId,
    storeId: meal.storeId,
    productId: meal.productId,
    dishId: meal.dishId,
    foodId: meal.foodId,
    photoVersion: meal.photoVersion,
    createdAt: meal.createdAt,
    updatedAt: meal.updatedAt,
  };
  if (meal.confidence !== undefined) record.confidence = meal.confidence;
  if (meal.revision !== undefined) record.revision = meal.revision;
  return record;
}

export interface MealsServiceDeps {
  store: MealsStore;
  catalog: CatalogApi;
}

export function createMealsService(deps: MealsServiceDeps): MealsApi {
  const { meals, ratings } = deps.store;

  const loadShops = async (ctx: { requestId: string; now: string }): Promise<Shop[]> => deps.catalog.listShops(ctx, {});

  /** A shopId a record or a food names one shop of GET /shops (API-SPEC.md → Meal record: shopId is a chain id). */
  const checkShopKnown = async (ctx: { requestId: string; now: string }, shopId: string, field: string): Promise<void> => {
    const shops = await loadShops(ctx);
    if (!shops.some((shop) => shop.id === shopId)) throw unknownShops(field, [shopId], undefined, shops);
  };

  const ownMeal = async (userId: string, id: string): Promise<MealRecord> => {
    const meal = await meals.get(userId, id);
    if (!meal) throw mealNotFound(id);
    return meal;
  };

  /**
   * A change of an own record, made from the record as read and stored by compare-and-set
   * (MealsRepository.replace): when another write replaced the record meanwhile, the change is made
   * again from the record as it now is, up to MEAL_CHANGE_ATTEMPTS times, then 409 `conflict`.
   * Before, two PUTs at once (quantity in one, the slot in the other) each wrote the whole record
   * and one change was lost; a photo or a text analysis landing beside a PUT lost one side too.
   */
  async function changeOwnMeal(
    userId: string,
    id: string,
    change: (meal: MealRecord) => MealRecord | Promise<MealRecord>,
    store: (next: MealRecord) => Promise<boolean> = (next) => meals.replace(next),
  ): Promise<MealRecord> {
    for (let attempt = 0; attempt < MEAL_CHANGE_ATTEMPTS; attempt++) {
      const next = await change(await ownMeal(userId, id));
      if (await store(next)) return next;
    }
    throw new DomainError('conflict', `meal ${id} kept changing while this change was being made; send it again`);
  }

  /**
   * The count before a move and the move's write are two steps, so moves made at once onto a day
   * with room for one all passed the count (33 records on a day of 30). Counted again once written,
   * a move that took the date past the cap is put back and refused; two such moves may both be put
   * back (a spurious 429), none stays past the cap, as with POST on MongoDB (unless the record changes
   * again at every attempt to put it back: then 409, as any change's). Only the date is put
   * back, by compare-and-set from the record as it now is: a change of the record that landed since
   * the move (its quantity, say) stays, and a record moved on or deleted since needs no undoing.
   */
  async function undoMoveOntoFullDate(ctx: { userId: string; now: string }, before: MealRecord, moved: MealRecord): Promise<void> {
    const count = await meals.countOnDate(ctx.userId, moved.mealDate);
    if (count <= MEALS_PER_DAY) return;
    for (let attempt = 0; attempt < MEAL_CHANGE_ATTEMPTS; attempt++) {
      const meal = await meals.get(ctx.userId, moved.id);
      if (!meal || meal.mealDate !== moved.mealDate) return;
      if (await meals.replace({ ...meal, mealDate: before.mealDate, updatedAt: ctx.now })) {
        throw dailyCapExceeded([moved], { [moved.mealDate]: count - 1 }, ctx.now);
      }
    }
    throw new DomainError('conflict', `meal ${moved.id} kept changing while its move was being put back; send it again`);
  }

  /** The ids of a write of `count` meals under an operation key, and the meals an earlier attempt of it wrote (keyedGeneration). */
  const keyedWrite = (ctx: { userId: string; now: string }, operationKey: string, count: number) =>
    keyedGeneration(
      (generation) => keyedMealIds(operationKey, generation, count),
      (id) => meals.get(ctx.userId, id),
      ctx.now,
    );

  return {
    async createMeals(ctx, body) {
      const { items: batch, ...single } = body;
      const inputs: MealInput[] = batch ?? [single];
      const routes = inputs.map((input, i) => resolveMealRoute(input, batch ? `items[${i}]` : 'body'));

      // Every reference is resolved and every record validated before anything is written.
      const catalogIds = [
        ...new Set(routes.flatMap((r) => (r.kind === 'product' ? [`p_${r.productId}`] : r.kind === 'dish' ? [`g_${r.dishId}`] : []))),
      ];
      const catalogItems = new Map<string, CatalogItem>();
      // GET /catalog/items takes at most CATALOG_ITEMS_MAX ids; a batch has at most 10 records, so this is one call.
      for (let i = 0; i < catalogIds.length; i += CATALOG_ITEMS_MAX) {
        const { items } = await deps.catalog.getItems(ctx, { ids: catalogIds.slice(i, i + CATALOG_ITEMS_MAX) });
        for (const item of items) catalogItems.set(item.id, item);
      }
      const needsShops = inputs.some((input) => input.shopId !== undefined);
      const shops = needsShops ? await loadShops(ctx) : [];
      const shopIds = new Set(shops.map((shop) => shop.id));

      const keyed = ctx.operationKey ? await keyedWrite(ctx, ctx.operationKey, inputs.length) : null;
      // Random and led by its time without a key: a meal write then adds to one leaf of the primary-key index.
      const ids = keyed?.ids ?? idsInBatchOrder(newTimeOrderedId('m'), inputs.length);
      const newMeals: MealRecord[] = [];
      const newFoods: MyFoodRecord[] = [];
      // The foods of one write share their createdAt as its meals do, so their ids follow the batch
      // the same way (GET /foods/mine lists the last sent first, as GET /meals/search does).
      const foodIds = idsInBatchOrder(newId('f'), inputs.length);
      const savedFood = new Set<string>();
      for (const [i, input] of inputs.entries()) {
        const where = batch ? `items[${i}]` : 'body';
        const route = routes[i]!;
        if (input.shopId !== undefined && !shopIds.has(input.shopId)) {
          throw unknownShops(`${where}.shopId`, [input.shopId], undefined, shops);
        }
        const base = newMealShell(ctx, input, ids[i]!);
        let record: MealRecord;
        if (route.kind === 'product' || route.kind === 'dish') {
          const id = route.kind === 'product' ? `p_${route.productId}` : `g_${route.dishId}`;
          const item = catalogItems.get(id);
          if (!item) {
            throw notFound(
              `${where}: ${route.kind} ${id.slice(2)} is not in the catalog (unknown, discontinued or hidden)`,
              'GET /search で商品・料理のIDを確認してください。',
            );
          }
          if (route.kind === 'product' && input.shopId !== undefined && item.shopId && input.shopId !== item.shopId) {
            throw invalidRequest(`${where}.shopId: product ${route.productId} belongs to shop ${item.shopId}, not ${input.shopId}`);
          }
          // Object.assign onto the new shell: not a leading spread plus more properties (docs/benchmarks.md →
          // Object spread), nor a copy onto {}, where the shell's 19 fields and the route's made a
          // dictionary-mode object (4.6 µs against 0.6; docs/benchmarks.md → Records: a day's macros kept).
          // The shell is this record's alone; withAmount then writes the record as one literal.
          record = Object.assign(base, {
            mealName: input.mealName ?? item.name,
            source: route.kind === 'product' ? ('product_db' as const) : ('dish_db' as const),
            base: macrosOf(item),
            ...macrosOf(item),
            // Dishes carry their standard components (API-SPEC.md → route B), scaled like the base.
            components: item.components && item.components.length ? item.components.map((c) => ({ ...c })) : null,
            baseDetailedNutrition: item.detailedNutrition ? normalizeDetailed(item.detailedNutrition) : null,
            shopId: route.kind === 'product' ? (item.shopId ?? null) : base.shopId,
            productId: route.kind === 'product' ? route.productId : null,
            dishId: route.kind === 'dish' ? route.dishId : null,
          });
          // The catalog's components describe the dish; the catalog kcal stays authoritative.
          if (record.components && !rowsAddUpTo(record.components, record.base.cal)) record.components = null;
        } else if (route.kind === 'food') {
          const food = await meals.getFood(ctx.userId, route.foodId);
          if (!food) throw notFound(`${where}: food ${route.foodId} not found`, 'GET /foods/mine でIDを確認してください。');
          record = Object.assign(base, {
            mealName: input.mealName ?? food.name,
            source: 'my_food' as const,
            base: macrosOf(food),
            ...macrosOf(food),
            components: food.components,
            baseDetailedNutrition: food.detailedNutrition,
            shopId: input.shopId ?? food.shopId,
            foodId: food.foodId,
          });
        } else {
          // API-SPEC.md → POST /meals: "when present, the meal totals are computed from" the components;
          // the cal sent beside them is superseded, and the response shows the computed values.
          const components: MealComponent[] | null = input.components ?? null;
          const manual: Macros = components
            ? sumMacros(components)
            : { cal: input.cal!, protein: input.protein ?? 0, fat: input.fat ?? 0, carbs: input.carbs ?? 0 };
          record = Object.assign(base, { mealName: input.mealName!, source: 'manual' as const, base: manual, ...manual, components });
          // An empty object measures nothing: no my-food for it (it would carry no detail).
          if (input.detailedNutrition && Object.keys(input.detailedNutrition).length > 0) {
            // Stored as a my-food without re-estimation; re-recording its foodId carries the detail.
            const detailed = normalizeDetailed(input.detailedNutrition);
            const food: MyFoodRecord = {
              foodId: foodIds[i]!,
              userId: ctx.userId,
              name: record.mealName,
              source: 'manual',
              ...manual,
              components,
              detailedNutrition: detailed,
              shopId: record.shopId,
              createdAt: ctx.now,
            };
            newFoods.push(food);
            record.baseDetailedNutrition = detailed;
            record.foodId = food.foodId;
            savedFood.add(record.id);
          }
        }
        newMeals.push(withAmount(record, where));
      }

      if (keyed?.earlier) {
        // An earlier attempt of this write got through although its caller never heard back (the
        // gateway timed out or died): answer what it wrote instead of writing a second copy.
        const items = keyed.earlier.map((meal) => presentCreated(meal, meal.source === 'manual' && meal.foodId !== null));
        return { count: items.length, items };
      }
      const result = await meals.insertMany(newMeals, newFoods, MEALS_PER_DAY);
      if (!result.inserted) throw dailyCapExceeded(newMeals, result.countsBefore, ctx.now);
      const items = newMeals.map((meal) => presentCreated(meal, savedFood.has(meal.id)));
      return { count: items.length, items };
    },

    async listMeals(ctx, query) {
      const { startDate, endDate } = resolveDateRange(query, ctx.now);
      const full = query.detail === 'full';
      const rows = await meals.listByDateRange(ctx.userId, startDate, endDate);
      const days = datesInRange(startDate, endDate).map((date) => {
        const dayMeals = rows.filter((row) => row.mealDate === date);
        return { date, totals: roundMacros(sumMacros(dayMeals)), meals: dayMeals.map((m) => presentMeal(m, full)) };
      });
      return { startDate, endDate, timezone: JST_ZONE, totals: roundMacros(sumMacros(rows)), days };
    },

    async searchMeals(ctx, query) {
      const rows = await meals.searchByName(ctx.userId, query.q, query.limit, await soundsLikeTest(query.q));
      return { count: rows.length, items: rows.map((m) => presentMeal(m, true)) };
    },

    async listUsualMeals(ctx, query) {
      const today = todayOf(ctx.now);
      const rows = await meals.listByDateRange(ctx.userId, addDays(today, -(USUAL_MEALS_DAYS - 1)), today);
      // Shop names and aliases make "吉野家" or "yoshinoya" find the chain's items; without the catalog, names only.
      const shops = await loadShops(ctx).catch(() => [] as Shop[]);
      const items: UsualMeal[] = rankUsualMeals(rows, shops, query, query.q ? await loadMealNameSounds() : undefined);
      return { count: items.length, items };
    },

    async getShopHistory(ctx, { shopId }) {
      const today = todayOf(ctx.now);
      return shopHistoryOf(await meals.listShopProducts(ctx.userId, shopId, addDays(today, -(SHOP_HISTORY_DAYS - 1)), today));
    },

    async listMyFoods(ctx, query) {
      const rows = await meals.listFoods(ctx.userId, query.q, query.limit, query.q ? await soundsLikeTest(query.q) : undefined);
      return { count: rows.length, items: rows.map(presentMyFood) };
    },

    async updateMeal(ctx, { id, patch }) {
      let before: MealRecord | undefined;
      const changed = await changeOwnMeal(ctx.userId, id, async (meal) => {
        before = meal;
        if (patch.components !== undefined && meal.componentsPhotoConfirmed) {
          throw new DomainError('photo_confirmed', `the components of meal ${id} were confirmed from a photo and cannot be edited`);
        }
        // A catalog product's shop came with it (API-SPEC.md → Meal record: attached automatically), as POST checks.
        if (patch.shopId !== undefined && meal.productId !== null && meal.shopId !== null && patch.shopId !== meal.shopId) {
          throw invalidRequest(`shopId: meal ${id} records product ${meal.productId} of shop ${meal.shopId}; its shop cannot change`, {
            userMessage: 'カタログ商品の記録は、その商品の店舗から変更できません。',
          });
        }
        if (patch.shopId) await checkShopKnown(ctx, patch.shopId, 'shopId');
        const next: MealRecord = { ...meal, updatedAt: ctx.now };
        // quantity and portionRatio are never sent together on PUT (schema); each replaces its own factor
        // and the other keeps its value (docs/decisions-records.md → PUT /meals/:id).
        if (patch.quantity !== undefined) next.quantity = patch.quantity;
        if (patch.portionRatio !== undefined) next.portionRatio = patch.portionRatio;
        if (patch.mealType !== undefined) next.mealType = patch.mealType;
        if (patch.mealDate !== undefined) next.mealDate = patch.mealDate;
        if (patch.shopId !== undefined) next.shopId = patch.shopId;
        if (patch.components === null) {
          // Back to base values: the record's reference values before any component edit.
          next.components = null;
        } else if (patch.components !== undefined) {
          next.components = patch.components;
        }
        const updated = withAmount(next, 'body');
        if (patch.mealDate !== undefined && patch.mealDate !== meal.mealDate) {
          const count = await meals.countOnDate(ctx.userId, patch.mealDate);
          if (count >= MEALS_PER_DAY) throw dailyCapExceeded([updated], { [patch.mealDate]: count }, ctx.now);
        }
        return updated;
      });
      if (before && changed.mealDate !== before.mealDate) await undoMoveOntoFullDate(ctx, before, changed);
      return presentMeal((await meals.get(ctx.userId, id)) ?? changed, true);
    },

    async deleteMeal(ctx, { id }) {
      if (!(await meals.delete(ctx.userId, id))) throw mealNotFound(id);
      await ratings.remove(ctx.userId, id);
      return { id, deleted: true as const };
    },

    async setMealPhoto(ctx, { id, imageBase64 }) {
      await ownMeal(ctx.userId, id);
      const photo = await normalizeMealPhoto(imageBase64);
      const version = newId('v', 6);
      await meals.putPhoto({ userId: ctx.userId, mealId: id, version, image: photo.image, thumbnail: photo.thumbnail, createdAt: ctx.now });
      await changeOwnMeal(ctx.userId, id, (meal) => ({ ...meal, photoVersion: version, updatedAt: ctx.now }));
      return { id, hasPhoto: true as const, width: photo.width, height: photo.height };
    },

    async getMealPhoto(ctx, { id, size }) {
      const meal = await ownMeal(ctx.userId, id);
      const photo = meal.photoVersion ? await meals.getPhoto(ctx.userId, id) : null;
      if (!photo) throw notFound(`meal ${id} has no photo`);
      return {
        contentType: 'image/webp' as const,
        base64: (size === 'thumb' ? photo.thumbnail : photo.image).toString('base64'),
        version: photo.version,
      };
    },

    async confirmMealPhoto(ctx, { mealId }) {
      await changeOwnMeal(ctx.userId, mealId, (meal) => ({ ...meal, componentsPhotoConfirmed: true, updatedAt: ctx.now }));
      return { mealId, componentsPhotoConfirmed: true as const };
    },

    async getMeal(ctx, { id }) {
      return presentMeal(await ownMeal(ctx.userId, id), true);
    },

    /**
     * POST /analyze-text (docs/analyze-text.md → What the caller does, step 5): the estimate becomes
     * a my-food (components and detailed nutrients, so /nutrition/detailed counts them) and the meal
     * that points to it. With replaceMealId the record keeps its id, date, slot, rating, photo, route
     * (source) and store, and takes the new content at quantity 1; photo-confirmed components stay (409).
     */
    async recordAnalyzedMeal(ctx, { estimate, mealDate, mealType, replaceMealId }) {
      const previous = replaceMealId === undefined ? null : await ownMeal(ctx.userId, replaceMealId);
      // A new meal under an operation key takes the key's id, as POST /meals does: an attempt the gateway gave up on
      // (a split records service that answered late) and the retry record one meal, and the retry is answered with it.
      const keyed = !previous && ctx.operationKey ? await keyedWrite(ctx, ctx.operationKey, 1) : null;
      if (keyed?.earlier) return presentAnalyzed(keyed.earlier[0]!, false);
      // A correction's my-food takes the key's id: a meal that already points to it was corrected by this write.
      const keyedFoodId = previous && ctx.operationKey ? keyedRecordId('f', `analysis:${ctx.operationKey}`, 16) : null;
      if (previous && keyedFoodId && previous.foodId === keyedFoodId) return presentAnalyzed(previous, true);
      if (previous?.componentsPhotoConfirmed) {
        throw new DomainError(
          'photo_confirmed',
          `the components of meal ${previous.id} were confirmed from a photo and cannot be replaced`,
        );
      }
      const components: MealComponent[] = estimate.components.map((c) => ({
        name: c.name,
        nameEn: c.nameEn,
        cal: c.cal,
        protein: c.protein,
        fat: c.fat,
        carbs: c.carbs,
      }));
      const values = roundMacros(sumMacros(components));
      const detailed = normalizeDetailed(estimate.detailedNutrition);
      const baseDetailedNutrition = Object.keys(detailed).length ? detailed : null;
      const food: MyFoodRecord = {
        foodId: keyedFoodId ?? newId('f'),
        userId: ctx.userId,
        name: estimate.mealName,
        source: 'ai_analysis',
        ...values,
        components,
        detailedNutrition: baseDetailedNutrition,
        shopId: estimate.shopId,
        createdAt: ctx.now,
      };
      const content = {
        mealName: estimate.mealName,
        base: values,
        components,
        baseDetailedNutrition,
        quantity: 1,
        portionRatio: 1,
        unit: null,
        productId: null,
        dishId: null,
        foodId: food.foodId,
        confidence: estimate.confidence,
        updatedAt: ctx.now,
      };
      if (previous) {
        const meal = await changeOwnMeal(
          ctx.userId,
          previous.id,
          (current) => withAmount(Object.assign({}, current, content, { shopId: estimate.shopId ?? current.shopId }), 'analysis'),
          (next) => meals.replaceWithFood(next, food),
        );
        return presentAnalyzed(meal, true);
      }
      const shell = newMealShell(ctx, { mealDate, mealType, shopId: estimate.shopId ?? undefined }, keyed?.ids[0] ?? newTimeOrderedId('m'));
      const meal = withAmount(Object.assign(shell, content, { source: 'ai_analysis' as const }, values), 'analysis');
      const result = await meals.insertMany([meal], [food], MEALS_PER_DAY);
      if (!result.inserted) throw dailyCapExceeded([meal], result.countsBefore, ctx.now);
      return presentAnalyzed(meal, false);
    },

    /**
     * Under an operation key (the gateway gives the admin API's PUT one from its account and body) the
     * food's id is the key's, so a PUT sent again finds its food instead of making a second one (RFC 9110
     * §9.2.2: PUT is idempotent), also when both attempts insert at once.
     */
    async createAppFood(ctx, input) {
      // The app offers its chains to choose from; a food of another shop would give its meals a shopId no GET /shops knows.
      if (input.shopId !== undefined) await checkShopKnown(ctx, input.shopId, 'body.shopId');
      const foodId = ctx.operationKey ? keyedRecordId('f', ctx.operationKey, 16) : newId('f');
      const earlier = ctx.operationKey ? await meals.getFood(ctx.userId, foodId) : null;
      if (earlier) return presentMyFood(earlier);
      const components = input.components ?? null;
      const values = components ? sumMacros(components) : { cal: input.cal, protein: input.protein, fat: input.fat, carbs: input.carbs };
      const food: MyFoodRecord = {
        foodId,
        userId: ctx.userId,
        name: input.name,
        source: 'app',
        ...values,
        components,
        detailedNutrition: null,
        shopId: input.shopId ?? null,
        createdAt: ctx.now,
      };
      try {
        await meals.addFood(food);
      } catch (error) {
        // Another attempt of this PUT inserted it first; any other failure stays the insert's.
        const inserted = ctx.operationKey ? await meals.getFood(ctx.userId, foodId).catch(() => null) : null;
        if (!inserted) throw error;
        return presentMyFood(inserted);
      }
      return presentMyFood(food);
    },
  };
}

/**
 * API-SPEC.md → Limits: 30 records per day; reaching the cap gives 429 with a `quota` object.
 * The day is the meal date; resetAt is when that JST date ends (docs/decisions-records.md). No
 * Retry-After: it tells a client to send the call again after that many seconds, and the date is
 * as full then (a call without mealDate sent again after midnight would land on the next day).
 */
function dailyCapExceeded(adding: MealRecord[], countsBefore: Record<string, number>, now: string): DomainError {
  const dates = [...new Set(adding.map((m) => m.mealDate))];
  const date = dates.find((d) => (countsBefore[d] ?? 0) + adding.filter((m) => m.mealDate === d).length > MEALS_PER_DAY) ?? dates[0]!;
  const used = countsBefore[date] ?? 0;
  const dayEnd = nextJstMidnight(new Date(`${date}T00:00:00+09:00`));
  const resetAt = dayEnd.getTime() > Date.parse(now) ? dayEnd.toISOString() : nextJstMidnight(new Date(now)).toISOString();
  // A date is full for good: resetAt says when today turns, but no wait frees this date (a caller told
  // to wait for resetAt would retry forever), so the reason and the message say what does.
  return new DomainError(
    'quota_exceeded',
    `at most ${MEALS_PER_DAY} records per meal date: ${date} has ${used}, and waiting does not free it; delete or combine records of ${date} (GET /meals?date=${date}), or record on another date`,
    {
      reason: 'meal_date_full',
      quota: { used, limit: MEALS_PER_DAY, remaining: Math.max(0, MEALS_PER_DAY - used), period: 'day', resetAt },
      userMessage: `1日に記録できるのは${MEALS_PER_DAY}件までです（${date}: ${used}件）。不要な記録を削除するか、まとめてから記録してください。`,
    },
  );
}
