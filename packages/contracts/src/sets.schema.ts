import { z } from 'zod';
import { SearchMealTypeSchema, type SearchMealType } from './catalog.schema';
import { AMOUNT_MAX, boundedCount, dataEnvelope, shopIdField } from './common.schema';

/** API-SPEC.md → Limits → Sets: maxItems, minItems, setLimit each 1-5 (defaults 3, 2, 3). */
const setCount = (description: string) => boundedCount(z.number(), 1, 5).meta({ description });

/**
 * The pieces per set a body asks for. A default never makes a body invalid (docs/sets.md → Decisions where the spec is silent):
 * minItems defaults to 2, or to maxItems when that is 1; maxItems to 3, or to minItems when that is
 * above 3. Only both given with minItems above maxItems is refused.
 */
export function setItemRange(body: { minItems?: number | undefined; maxItems?: number | undefined }): {
  minItems: number;
  maxItems: number;
} {
  const maxItems = body.maxItems ?? Math.max(3, body.minItems ?? 2);
  return { minItems: body.minItems ?? Math.min(2, maxItems), maxItems };
}

/**
 * What is left of the budget: API-SPEC.md says "all non-negative numbers", so a value below 0 is a
 * 400 whose message says to send 0 for an axis a day is over on (GET /nutrition's remaining below 0).
 * Zeros are allowed (a 0 g fat target counts every gram of fat as a miss).
 */
const targetAmount = (unit: string) =>
  z
    .number()
    .min(0, { error: 'a target is what is left, 0 or more: send 0 for an axis the day is already over (remaining below 0)' })
    .max(AMOUNT_MAX)
    .meta({ description: `${unit}, 0 or more` });
export const SetsTargetSchema = z
  .strictObject({
    cal: targetAmount('kcal'),
    protein: targetAmount('g'),
    fat: targetAmount('g'),
    carbs: targetAmount('g'),
  })
  .meta({ id: 'SetsTarget', description: 'what is left, e.g. a day’s remaining of GET /nutrition (an axis below 0 sent as 0)' });

/** API-SPEC.md → Sets: POST /sets body. */
export const SetsBodySchema = z
  .strictObject({
    target: SetsTargetSchema,
    shopId: shopIdField().meta({
      description: 'a RETAIL_STORE or RESTAURANT id of GET /shops (400 otherwise); spaces around it are dropped',
    }),
    mealType: SearchMealTypeSchema.optional().meta({
      description:
        'breakfast-only items only for breakfast; breakfast sets ≤ 600 kcal, snack and the between-meal slots ≤ 250 kcal, where a treat and a drink make a set without a main; default from the JST hour: 4-10 breakfast, 11-15 lunch, 16-3 dinner',
    }),
    minItems: setCount('pieces per set, at least; default 2 (1 when maxItems is 1); not above maxItems (400 otherwise)').optional(),
    maxItems: setCount('pieces per set, at most; default 3 (minItems when that is above 3); not below minItems (400 otherwise)').optional(),
    setLimit: setCount('sets to return, at most').default(3),
  })
  .refine((body) => body.minItems === undefined || body.maxItems === undefined || body.minItems <= body.maxItems, {
    message: 'minItems must not be above maxItems',
    path: ['minItems'],
  });
export type SetsBody = z.infer<typeof SetsBodySchema>;

/** docs/sets.md → `more`: what a client needs to act on a set item beyond its values. */
export const SetItemMoreSchema = z.object({
  productId: z.number().int().meta({ description: 'log it with POST /meals { productId, quantity }' }),
  quantity: z.number().int().meta({
    description:
      "pieces in the set (2 for an item sold by the piece taken twice, 1-3 on a sushi plate's line); the item values are for all of them",
  }),
  perPiece: z.object({ cal: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() }),
  role: z.enum(['main', 'combo', 'side', 'soup', 'drink', 'dessert', 'snack', 'topping']).meta({ description: 'why it is in the set' }),
  productType: z.string(),
  price: z.number().nullable().meta({ description: 'yen, tax included, per piece' }),
  pageUrl: z.string().nullable(),
});

export const SetItemSchema = z
  .object({
    id: z.string().meta({ example: 'p_123' }),
    name: z.string(),
    cal: z.number(),
    protein: z.number(),
    fat: z.number(),
    carbs: z.number(),
    imageUrl: z.string().nullable(),
    more: SetItemMoreSchema,
  })
  .meta({ id: 'SetItem' });
export type SetItem = z.infer<typeof SetItemSchema>;

/** API-SPEC.md → Sets: one store's items that fit the target together. */
export const SetSchema = z
  .object({
    shopId: z.string(),
    shopName: z.string(),
    score: z.number().meta({ description: 'relative within one response; may exceed 100' }),
    usual: z.boolean().meta({ description: 'the set holds a pair of items this user recorded together at this store on 2 or more days' }),
    totals: z.object({ cal: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() }),
    items: z.array(SetItemSchema),
  })
  .meta({ id: 'Set' });
export type ItemSet = z.infer<typeof SetSchema>;

/** docs/sets.md → Why a list is empty: what no set could meet, said only with an empty list. */
export const SetsEmptyReasonSchema = z
  .object({
    reason: z.enum(['nothing_to_lead', 'over_meal_cap', 'over_target', 'too_few_pieces', 'no_fit']).meta({
      description:
        'nothing_to_lead: the store sells nothing at this meal that may lead a set (a main or set meal; at snack time something to eat); over_meal_cap: the lightest such item is over the meal type’s kcal cap; over_target: it is over the target’s kcal + 5 %; too_few_pieces: an item fits alone but no set of minItems items does; no_fit: an item fits but no set of it meets the limit and the set rules',
    }),
    message: z.string().meta({ description: 'the reason in a sentence, with what a client may ask instead' }),
    limitKcal: z.number().meta({ description: 'the kcal a set may reach: the target’s + 5 % or the meal type’s cap, whichever is lower' }),
    lightest: z
      .object({ id: z.string(), name: z.string(), cal: z.number() })
      .nullable()
      .meta({ description: 'the lightest item that may lead a set at this meal (too_few_pieces: stand alone); null for nothing_to_lead' }),
  })
  .meta({ id: 'SetsEmptyReason' });
export type SetsEmptyReason = z.infer<typeof SetsEmptyReasonSchema>;

export const SetsResultSchema = z.object({
  sets: z.array(SetSchema).meta({ description: 'best first; empty when no combination fits' }),
  emptyReason: SetsEmptyReasonSchema.nullable().meta({ description: 'why sets is empty; null when it is not' }),
  target: z.object({ cal: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() }),
  mealType: SearchMealTypeSchema.meta({ description: 'the meal type the sets were made for (the default filled in)' }),
  candidatesEvaluated: z.number().int().meta({ description: 'complete sets the search scored' }),
  algorithm: z.object({
    name: z.string(),
    version: z.string(),
    maxGap: z.number().meta({
      description:
        'proven bound on how far the best set may fall below the best possible objective: 0 = exact (up to 3 items), 0.0196 above; larger when the work budget of the search above 3 items cut it (docs/sets.md → Work budget)',
    }),
  }),
});
export type SetsResult = z.infer<typeof SetsResultSchema>;
export const SetsResponseSchema = dataEnvelope(SetsResultSchema);

/**
 * The user's history at one shop (docs/sets.md → History): products recorded there and pairs of
 * products recorded in one meal there, each with the number of distinct days.
 */
export interface ShopHistoryResult {
  items: { productId: number; days: number }[];
  pairs: { productIds: [number, number]; days: number }[];
}

/** What the catalog service needs to make sets: the body with its defaults filled and the caller's history. */
export interface SuggestSetsInput extends Omit<SetsBody, 'mealType' | 'minItems' | 'maxItems'> {
  mealType: SearchMealType;
  minItems: number;
  maxItems: number;
  history: ShopHistoryResult;
}
