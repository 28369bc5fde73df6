import { z } from 'zod';
import { DetailedNutritionInputSchema, MealSlotSchema } from './catalog.schema';
import {
  AMOUNT_MAX,
  amountField,
  boundedCount,
  CatalogNumberIdSchema,
  IsoDateSchema,
  TimestampSchema,
  boundedString,
  dataEnvelope,
  queryNumber,
  successEnvelope,
  shopIdField,
  textField,
  recordIdField,
  RequestDateSchema,
} from './common.schema';
import { dateOrRangeQuerySchema, resolvedPeriodShape } from './date-range.schema';
import { noneOf, notTogether } from './json-schema-rules';
import { FeedbackNoticeSchema } from './platform.schema';

/** API-SPEC.md → Limits: meals 14 days per range. */
export const MEALS_RANGE_MAX_DAYS = 14;

/**
 * An amount a request gives. The meal caps hold the total after quantity × portionRatio, which may
 * be 0: without its own bound a 1e308 value passed them and its record's base values read Infinity.
 */
const givenAmount = (description: string) => amountField(description).max(AMOUNT_MAX);
/** The four axes, as answers carry them (`amountField`) or as a request gives them (`givenAmount`). */
const macrosOf = (amountOf: typeof amountField) => ({
  cal: amountOf('kcal'),
  protein: amountOf('g'),
  fat: amountOf('g'),
  carbs: amountOf('g'),
});
const macros = macrosOf(amountField);

/**
 * Origin of a record's values: route A product_db, B dish_db, C my_food, D manual (docs/decisions-records.md),
 * POST /analyze-text ai_analysis (docs/analyze-text.md).
 */
export const MealSourceSchema = z.enum(['product_db', 'dish_db', 'my_food', 'manual', 'ai_analysis']);

/** A component row's fields, with the amounts a request may give (`givenAmount`) or an answer carries (`amountField`). */
const componentShape = (amountOf: typeof amountField) => ({
  name: textField(100).meta({ description: 'the amount is written in the name' }),
  ...macrosOf(amountOf),
});
/** PUT /meals/:id rows and the rows of a meal: the same plus nameEn, salt, group, ingredients. */
const editedComponentShape = (amountOf: typeof amountField) => ({
  ...componentShape(amountOf),
  nameEn: boundedString(100).optional(),
  salt: amountOf('g').optional(),
  group: boundedString(50).optional(),
  ingredients: z.array(boundedString(100)).max(50).optional(),
});

/**
 * API-SPEC.md → Meal component: all four axes required; a multiplier (quantity, unit,
 * gramsPerUnit) is an unknown key and so a 400.
 */
export const MealComponentInputSchema = z.strictObject(componentShape(givenAmount)).meta({ id: 'MealComponentInput' });
export const MealComponentEditSchema = z.strictObject(editedComponentShape(givenAmount)).meta({ id: 'MealComponentEdit' });
export type MealComponentEdit = z.infer<typeof MealComponentEditSchema>;
/** A meal's row as answers carry it: an analysed meal's rows are the estimate's, whatever their size. */
export const MealComponentSchema = z.strictObject(editedComponentShape(amountField)).meta({ id: 'MealComponent' });

const recordShape = {
  productId: CatalogNumberIdSchema.optional().meta({ description: 'route A (alone); a product of the catalog (404 otherwise)' }),
  dishId: CatalogNumberIdSchema.optional().meta({
    description: 'route B; a dish of the catalog (404 otherwise); mealName may override the display name',
  }),
  foodId: recordIdField()
    .optional()
    .meta({ description: 'route C; one of the caller’s foods (GET /foods/mine; 404 otherwise); mealName may override the display name' }),
  mealName: textField(100).optional().meta({ description: 'route D (required); overrides the name in B and C' }),
  cal: givenAmount('kcal; route D (required)').optional(),
  protein: givenAmount('g; route D, default 0').optional(),
  fat: givenAmount('g; route D, default 0').optional(),
  carbs: givenAmount('g; route D, default 0').optional(),
  quantity: z.number().min(0).max(99).optional().meta({ description: 'eating multiplier on the reference amount, default 1; not grams' }),
  portionRatio: z.number().min(0).max(1).optional().meta({ description: 'legacy; multiplied with quantity' }),
  mealDate: RequestDateSchema.optional().meta({
    description:
      'default today (JST); a past date back-fills, a future date plans the meal (the app’s plan grid); a real calendar date from 0001-01-01 to 9999-12-31 (400 otherwise)',
  }),
  mealType: MealSlotSchema.optional().meta({ description: 'default from the JST hour: 4-10 breakfast, 11-15 lunch, 16-3 dinner' }),
  shopId: shopIdField()
    .optional()
    .meta({ description: 'one of GET /shops (400 otherwise); set automatically for route A, whose product names its shop' }),
  storeId: boundedString(200, 1).optional().meta({ description: 'the physical store, normally an app place id' }),
  components: z
    .array(MealComponentInputSchema)
    .min(1)
    .max(50)
    .optional()
    .meta({ description: 'route D only; totals are computed from them' }),
  detailedNutrition: DetailedNutritionInputSchema.optional().meta({
    description: 'route D only; saved as a my-food whose foodId is returned',
  }),
};

/** The values only route D takes; with a reference id they are a 400 (API-SPEC.md → POST /meals). */
export const MEAL_MANUAL_VALUE_KEYS = ['cal', 'protein', 'fat', 'carbs', 'components', 'detailedNutrition'] as const;

/**
 * API-SPEC.md → POST /meals: exactly one of four routes per record, what each needs and what it
 * refuses. The records service applies them (meal-rules.ts); the document states them as oneOf.
 */
export const MEAL_ROUTES = {
  'A product': { required: ['productId'], refused: ['dishId', 'foodId', 'mealName', ...MEAL_MANUAL_VALUE_KEYS] },
  'B dish': { required: ['dishId'], refused: ['productId', 'foodId', ...MEAL_MANUAL_VALUE_KEYS] },
  'C my food': { required: ['foodId'], refused: ['productId', 'dishId', ...MEAL_MANUAL_VALUE_KEYS] },
  'D manual': { required: ['mealName', 'cal'], refused: ['productId', 'dishId', 'foodId'] },
} as const;

export type MealRoute =
  { kind: 'product'; productId: number } | { kind: 'dish'; dishId: number } | { kind: 'food'; foodId: string } | { kind: 'manual' };

type MealRouteFields = { productId?: number; dishId?: number; foodId?: string; mealName?: string } & Partial<
  Record<(typeof MEAL_MANUAL_VALUE_KEYS)[number], unknown>
>;

/**
 * The one route of MEAL_ROUTES a record takes, or why it takes none. The record alone decides it, so
 * the body's schema applies it, as it checks every other field (a refused body costs no quota:
 * docs/decisions.md → Does a refused call cost quota?), and the records service again for its own callers.
 */
export function mealRouteOf(input: MealRouteFields): MealRoute | { problem: string } {
  const refs = (['productId', 'dishId', 'foodId'] as const).filter((key) => input[key] !== undefined);
  if (refs.length > 1) return { problem: `send only one of productId, dishId, foodId (got ${refs.join(', ')})` };
  if (refs.length === 1) {
    const manual = MEAL_MANUAL_VALUE_KEYS.filter((key) => input[key] !== undefined);
    if (manual.length) return { problem: `${manual.join(', ')} cannot be combined with ${refs[0]} (manual values are route D only)` };
    if (input.productId !== undefined) {
      if (input.mealName !== undefined) return { problem: 'mealName is not allowed with productId' };
      return { kind: 'product', productId: input.productId };
    }
    if (input.dishId !== undefined) return { kind: 'dish', dishId: input.dishId };
    return { kind: 'food', foodId: input.foodId! };
  }
  if (input.mealName === undefined) return { problem: 'give productId, dishId, foodId, or mealName with cal (route D)' };
  // API-SPEC.md → POST /meals: cal is required in route D, with components too (the totals then come from the rows).
  if (input.cal === undefined) return { problem: 'cal is required with mealName (route D)' };
  return { kind: 'manual' };
}

const refuseWithoutRoute = (record: MealRouteFields, ctx: z.RefinementCtx) => {
  const route = mealRouteOf(record);
  if ('problem' in route) ctx.addIssue({ code: 'custom', message: route.problem });
};

const mealRouteAlternatives = Object.entries(MEAL_ROUTES).map(([title, route]) => ({
  title: `route ${title}`,
  required: route.required,
  ...noneOf(route.refused),
}));

/**
 * What a schema cannot say: ids must exist (productId, dishId in the catalog, foodId among the
 * caller's foods: 404; shopId in GET /shops: 400), and the meal caps apply to the recorded amount
 * (values or components × quantity × portionRatio).
 */
export const MealInputSchema = z
  .strictObject(recordShape)
  .superRefine(refuseWithoutRoute)
  .meta({ id: 'MealInput', oneOf: mealRouteAlternatives });
export type MealInput = z.infer<typeof MealInputSchema>;

/** One record, or { items: [1..10 records] } (API-SPEC.md → POST /meals). */
export const CreateMealsBodySchema = z
  .strictObject({
    ...recordShape,
    items: z
      .array(MealInputSchema)
      .min(1)
      .max(10)
      .optional()
      .meta({ description: 'a batch: each record takes the fields above, one route each; nothing beside items' }),
  })
  .superRefine((body, ctx) => {
    if (!body.items) refuseWithoutRoute(body, ctx);
    else if (Object.keys(body).some((key) => key !== 'items')) {
      ctx.addIssue({ code: 'custom', message: 'send one record, or { items: [...] } with nothing beside items' });
    }
  })
  .meta({
    oneOf: [
      { title: 'one record', ...noneOf(['items']), oneOf: mealRouteAlternatives },
      { title: 'a batch', required: ['items'], ...noneOf(Object.keys(recordShape)) },
    ],
  });
export type CreateMealsBody = z.infer<typeof CreateMealsBodySchema>;

/** The fields every meal response carries (API-SPEC.md → Meal record, POST /meals response item). */
const mealCoreShape = {
  id: z.string(),
  mealDate: IsoDateSchema,
  mealType: MealSlotSchema,
  mealName: z.string(),
  ...macros,
  quantity: z.number(),
  source: MealSourceSchema,
  shopId: z.string().nullable(),
};

export const CreatedMealSchema = z
  .object({
    ...mealCoreShape,
    detailedNutritionSaved: z.literal(true).optional(),
    foodId: z.string().optional(),
    notice: FeedbackNoticeSchema.optional(),
  })
  .meta({ id: 'CreatedMeal' });
export type CreatedMeal = z.infer<typeof CreatedMealSchema>;

export const CreateMealsResultSchema = z.object({ count: z.number().int(), items: z.array(CreatedMealSchema) });
export type CreateMealsResult = z.infer<typeof CreateMealsResultSchema>;
export const CreateMealsResponseSchema = dataEnvelope(CreateMealsResultSchema);

/** API-SPEC.md → Meal record; the detail=full fields are optional. */
export const MealSchema = z
  .object({
    ...mealCoreShape,
    unit: z.string().nullable(),
    foodId: z.string().nullable().optional(),
    createdAt: TimestampSchema,
    portionRatio: z.number().optional(),
    productId: z.number().int().nullable().optional(),
    dishId: z.number().int().nullable().optional(),
    nutritionSource: z.enum(['catalog', 'my_food', 'manual', 'components']).optional(),
    confidence: z.number().nullable().optional(),
    hasPhoto: z.boolean().optional(),
    imageUrl: z.string().nullable().optional().meta({ description: 'signed, expiring URL; only the owner can use it' }),
    thumbnailUrl: z.string().nullable().optional(),
    baseCal: z.number().optional().meta({ description: 'kcal at quantity 1 and portionRatio 1' }),
    components: z.array(MealComponentSchema).nullable().optional(),
    componentsPhotoConfirmed: z.boolean().optional(),
    storeId: z.string().nullable().optional(),
  })
  .meta({ id: 'Meal' });
export type Meal = z.infer<typeof MealSchema>;

const MacroTotalsSchema = z.object(macros);

export const MealsQuerySchema = dateOrRangeQuerySchema(MEALS_RANGE_MAX_DAYS, {
  detail: z.enum(['full']).optional().meta({
    description:
      'full adds to each meal portionRatio, productId or dishId, storeId, nutritionSource, confidence, baseCal, components (and componentsPhotoConfirmed) and the photo (hasPhoto, imageUrl, thumbnailUrl)',
  }),
});
export type MealsQuery = z.infer<typeof MealsQuerySchema>;

export const MealsListSchema = z.object({
  ...resolvedPeriodShape,
  timezone: z.literal('Asia/Tokyo'),
  totals: MacroTotalsSchema,
  days: z.array(z.object({ date: IsoDateSchema, totals: MacroTotalsSchema, meals: z.array(MealSchema) })),
});
export type MealsList = z.infer<typeof MealsListSchema>;
export const MealsResponseSchema = dataEnvelope(MealsListSchema);

export const MealSearchQuerySchema = z.strictObject({
  q: textField(50).meta({
    description:
      'part of the meal name, in any width, case or kana script; kana or romaji also meet kanji by their reading (からあげ, karaage: 唐揚げ)',
  }),
  limit: queryNumber(boundedCount(z.coerce.number(), 1, 50)).default(20),
});
export type MealSearchQuery = z.infer<typeof MealSearchQuerySchema>;
export const MealSearchResultSchema = z.object({ count: z.number().int(), items: z.array(MealSchema) });
export type MealSearchResult = z.infer<typeof MealSearchResultSchema>;
export const MealSearchResponseSchema = dataEnvelope(MealSearchResultSchema);

export const UsualMealsQuerySchema = z.strictObject({
  q: textField(50).optional().meta({
    description:
      'meal or shop name (aliases too); every space-separated word must match, a meal name also by its reading as in GET /meals/search',
  }),
  mealType: MealSlotSchema.optional().meta({ description: 'counts only the records of that slot' }),
  limit: queryNumber(boundedCount(z.coerce.number(), 1, 10)).default(5),
});
export type UsualMealsQuery = z.infer<typeof UsualMealsQuerySchema>;

export const UsualMealSchema = z
  .object({
    name: z.string(),
    shopId: z.string().nullable(),
    shopName: z.string().nullable(),
    mealType: MealSlotSchema,
    recordedDays: z.number().int(),
    lastDate: IsoDateSchema,
    ...macros,
    quantity: z.number(),
    catalogId: z.string().nullable(),
    productId: z.number().int().optional(),
    dishId: z.number().int().optional(),
    foodId: z.string().optional(),
  })
  .meta({ id: 'UsualMeal' });
export type UsualMeal = z.infer<typeof UsualMealSchema>;
export const UsualMealsResultSchema = z.object({ count: z.number().int(), items: z.array(UsualMealSchema) });
export type UsualMealsResult = z.infer<typeof UsualMealsResultSchema>;
export const UsualMealsResponseSchema = dataEnvelope(UsualMealsResultSchema);

export const MyFoodsQuerySchema = z.strictObject({
  q: textField(50).optional().meta({ description: 'part of the food’s name, matched as GET /meals/search matches a meal name' }),
  limit: queryNumber(boundedCount(z.coerce.number(), 1, 50)).default(20),
});
export type MyFoodsQuery = z.infer<typeof MyFoodsQuerySchema>;
export const MyFoodSchema = z
  .object({
    foodId: z.string(),
    name: z.string(),
    ...macros,
    source: z.string(),
    hasPhoto: z.boolean(),
    componentsCount: z.number().int(),
    shopId: z.string().nullable(),
    hasDetailedNutrition: z.boolean(),
    createdAt: TimestampSchema,
  })
  .meta({ id: 'MyFood' });
export type MyFood = z.infer<typeof MyFoodSchema>;
export const MyFoodsResultSchema = z.object({ count: z.number().int(), items: z.array(MyFoodSchema) });
export type MyFoodsResult = z.infer<typeof MyFoodsResultSchema>;
export const MyFoodsResponseSchema = dataEnvelope(MyFoodsResultSchema);

export const MealIdParamsSchema = z.strictObject({
  id: recordIdField().meta({ description: 'one of the caller’s meals (404 otherwise; GET /meals lists their ids)' }),
});

export const UpdateMealBodySchema = z
  .strictObject({
    quantity: z
      .number()
      .min(0)
      .max(99)
      .optional()
      .meta({ description: 'multiplier over the whole record, 0-99; not grams; not with portionRatio' }),
    portionRatio: z.number().min(0).max(1).optional().meta({ description: 'legacy, 0-1; not with quantity' }),
    mealType: MealSlotSchema.optional().meta({ description: 'moves the record to this slot' }),
    mealDate: RequestDateSchema.optional().meta({ description: 'moves the record to this date (past or future)' }),
    shopId: shopIdField().nullable().optional().meta({ description: 'one of GET /shops (400 otherwise); null detaches the shop' }),
    components: z.array(MealComponentEditSchema).min(1).max(50).nullable().optional().meta({
      description: 'full replacement of every row; null returns to the base values',
    }),
  })
  .refine((body) => body.quantity === undefined || body.portionRatio === undefined, {
    message: 'send quantity or portionRatio, not both',
  })
  .meta(notTogether(['quantity', 'portionRatio']));
export type UpdateMealBody = z.infer<typeof UpdateMealBodySchema>;
export const MealResponseSchema = dataEnvelope(MealSchema);

/** API-SPEC.md → Limits: photo input up to 4 MB (decoded). */
export const MEAL_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const MealPhotoBodySchema = z.strictObject({
  imageBase64: z.string().min(1).meta({ description: 'raw base64 (no data-URI prefix) of a JPEG, PNG, WebP or HEIC up to 4 MB' }),
});
export type MealPhotoBody = z.infer<typeof MealPhotoBodySchema>;
export const MealPhotoResultSchema = z.object({
  id: z.string(),
  hasPhoto: z.literal(true),
  width: z.number().int(),
  height: z.number().int(),
  imageUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
});
export type MealPhotoResult = z.infer<typeof MealPhotoResultSchema>;
export const MealPhotoResponseSchema = successEnvelope(MealPhotoResultSchema);

export const DeleteMealResponseSchema = successEnvelope(z.object({ id: z.string(), deleted: z.literal(true) }));

/** The bytes behind a signed photo URL (gateway-only; never a public response). */
export interface MealPhotoFile {
  contentType: 'image/webp';
  base64: string;
  version: string;
}

/** OPERATOR-API.md → Actions that exist only in the app. */
export const PhotoConfirmBodySchema = z.strictObject({ mealId: recordIdField() });
export const PhotoConfirmResponseSchema = dataEnvelope(z.object({ mealId: z.string(), componentsPhotoConfirmed: z.literal(true) }));
export const AppFoodBodySchema = z.strictObject({
  name: textField(100),
  ...macrosOf(givenAmount),
  components: z.array(MealComponentInputSchema).min(1).max(50).optional(),
  shopId: shopIdField().optional(),
});
export type AppFoodBody = z.infer<typeof AppFoodBodySchema>;
export const AppFoodResponseSchema = dataEnvelope(MyFoodSchema);
