import { z } from 'zod';
import { CatalogItemSchema, DetailedNutritionSchema, MealSlotSchema } from './catalog.schema';
import { IsoDateSchema, amountField, dataEnvelope, shopIdField, textField, recordIdField, RequestDateSchema } from './common.schema';
import { noneOf } from './json-schema-rules';
import { MealSourceSchema } from './meals.schema';
import { FeedbackNoticeSchema } from './platform.schema';

/** API-SPEC.md → Limits: POST /analyze-text query up to 300 characters. */
export const ANALYZE_TEXT_MAX_LENGTH = 300;

/** `en`, or any `en-*` tag, gives English names; every other tag Japanese (docs/analyze-text.md → The wiring). */
export const AnalyzeLocaleSchema = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, { message: 'must be a language tag such as en or ja' })
  .meta({ description: '`en` (or en-*) also generates English names; anything else answers in Japanese', example: 'en' });

/** English names for `en` and `en-*`, Japanese otherwise. */
export function analyzeLocaleOf(locale: string | undefined): 'ja' | 'en' {
  return locale !== undefined && /^en(-|$)/i.test(locale) ? 'en' : 'ja';
}

/** API-SPEC.md → POST /analyze-text. */
export const AnalyzeTextBodySchema = z
  .strictObject({
    query: textField(ANALYZE_TEXT_MAX_LENGTH, 'multi-line').meta({
      description: 'the meal description: items, counts, amounts, cooking; Japanese, English or both. Numbers in it are hints only',
      example: 'ご飯大盛りと豚の生姜焼き、味噌汁',
    }),
    locale: AnalyzeLocaleSchema.optional(),
    mealDate: RequestDateSchema.optional().meta({ description: 'as POST /meals: default today (JST); not with replaceMealId' }),
    mealType: MealSlotSchema.optional().meta({
      description: 'as POST /meals: default from the JST hour (4-10 breakfast, 11-15 lunch, 16-3 dinner); not with replaceMealId',
    }),
    shopId: shopIdField()
      .optional()
      .meta({ description: 'one of GET /shops (400 otherwise): improves the estimate and links the shop; spaces around it are dropped' }),
    storeName: textField(100)
      .optional()
      .meta({ description: 'the store as the user knows it ("吉野家 新宿店"); a chain named in it counts like shopId' }),
    replaceMealId: recordIdField().optional().meta({
      description:
        'one of the caller’s meals to correct (404 otherwise, before any analysis and without credit): keeps its id, date, slot, rating, photo and route',
    }),
  })
  .refine((body) => body.replaceMealId === undefined || (body.mealDate === undefined && body.mealType === undefined), {
    message: 'replaceMealId keeps the record’s date and slot: send mealDate or mealType without it, or move the record with PUT /meals/:id',
  })
  .meta({ anyOf: [noneOf(['replaceMealId']), noneOf(['mealDate', 'mealType'])] });
export type AnalyzeTextBody = z.infer<typeof AnalyzeTextBodySchema>;

/** One food of the estimate, at the amount eaten; the amount is written in its name (API-SPEC.md → Meal component). */
export const AnalyzedComponentSchema = z
  .object({
    name: z.string().meta({ description: 'in the requested locale, with the amount ("ご飯 250g" / "rice 250g")' }),
    nameJa: z.string(),
    nameEn: z.string(),
    grams: z.number().nullable().meta({ description: 'weight eaten; null for a catalog product taken as one serving' }),
    foodNumber: z.string().nullable().meta({ description: 'MEXT food number the values come from; null for a catalog product' }),
    productId: z.number().int().optional().meta({ description: 'the catalog product whose published values stand in for a chain item' }),
    cal: amountField('kcal'),
    protein: amountField('g'),
    fat: amountField('g'),
    carbs: amountField('g'),
  })
  .meta({ id: 'AnalyzedComponent' });
export type AnalyzedComponent = z.infer<typeof AnalyzedComponentSchema>;

/** How one item of the description was read. */
export const AnalyzedItemSchema = z.object({
  text: z.string().meta({ description: 'the words of the description it was read from' }),
  name: z.string(),
  confidence: z.number().min(0).max(1),
});

/** A chain product the text names, looked up in the catalog (API-SPEC.md → POST /analyze-text: catalogMatches). */
export const CatalogMatchSchema = z
  .object({
    term: z.string().meta({ description: 'the product words looked up' }),
    shopId: z.string(),
    shopName: z.string(),
    estimated: z.boolean().meta({
      description: 'true: the engine estimated the item itself; false: the top item’s published values stand in for it in the components',
    }),
    note: z.string().optional().meta({
      description: 'when estimated, why the chain’s values were not used where that is known (a size its products are not listed in)',
    }),
    items: z.array(CatalogItemSchema).meta({ description: 'best first, at most 3; record a strong one again with POST /meals productId' }),
  })
  .meta({ id: 'CatalogMatch' });
export type CatalogMatch = z.infer<typeof CatalogMatchSchema>;

/** The estimate the catalog service makes of a description: what the records service saves and the route answers. */
export const AnalyzeTextEstimateSchema = z.object({
  mealName: z.string(),
  mealNameEn: z.string(),
  /** The chain the record links: shopId as sent, else the chain the storeName names, else null. */
  shopId: z.string().nullable(),
  cal: amountField('kcal; the sum of the components'),
  protein: amountField('g; the sum of the components'),
  fat: amountField('g; the sum of the components'),
  carbs: amountField('g; the sum of the components'),
  components: z.array(AnalyzedComponentSchema),
  detailedNutrition: DetailedNutritionSchema,
  confidence: z
    .number()
    .min(0)
    .max(1)
    .meta({ description: '0-1; lower when words matched vaguely, amounts were guessed or words were not understood' }),
  items: z.array(AnalyzedItemSchema),
  unknownWords: z.array(z.string()).meta({ description: 'words that named nothing the estimator knows; they are not in the numbers' }),
  catalogMatches: z.array(CatalogMatchSchema),
});
export type AnalyzeTextEstimate = z.infer<typeof AnalyzeTextEstimateSchema>;

/** What the catalog service's analyzeText takes: the description and its store context. */
export interface AnalyzeTextEstimateInput {
  text: string;
  locale: 'ja' | 'en';
  shopId?: string;
  storeName?: string;
}

/** What the records service saves for one estimate (a my-food and the meal, or the meal's new content). */
export interface RecordAnalyzedMealInput {
  estimate: AnalyzeTextEstimate;
  mealDate?: string;
  mealType?: z.infer<typeof MealSlotSchema>;
  replaceMealId?: string;
}

export const AnalyzedMealRecordSchema = z.object({
  foodId: z
    .string()
    .meta({ description: 'the my-food saved with the components and detailed nutrients (POST /meals foodId records it again)' }),
  mealId: z.string(),
  mealDate: IsoDateSchema,
  mealType: MealSlotSchema,
  mealName: z.string(),
  source: MealSourceSchema,
  shopId: z.string().nullable(),
  replaced: z.boolean(),
});
export type AnalyzedMealRecord = z.infer<typeof AnalyzedMealRecordSchema>;

export const AnalyzeTextResultSchema = z
  .object({
    ...AnalyzedMealRecordSchema.omit({ replaced: true }).shape,
    ...AnalyzeTextEstimateSchema.omit({ mealNameEn: true, shopId: true }).shape,
    creditBalance: z.number().int().min(0).meta({ description: 'AI-analysis credits left after this analysis' }),
    notice: FeedbackNoticeSchema.optional().meta({ description: 'only for users who never sent feedback; show once per conversation' }),
    replaced: z.literal(true).optional().meta({ description: 'present when replaceMealId was used' }),
  })
  .meta({ id: 'AnalyzeTextResult' });
export type AnalyzeTextResult = z.infer<typeof AnalyzeTextResultSchema>;
export const AnalyzeTextResponseSchema = dataEnvelope(AnalyzeTextResultSchema);
