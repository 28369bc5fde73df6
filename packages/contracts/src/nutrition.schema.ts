import { z } from 'zod';
import { IsoDateSchema, MacroSetSchema, dataEnvelope } from './common.schema';
import { DETAILED_NUTRIENT_KEYS, DETAILED_NUTRIENT_UNITS, type DetailedNutrientKey } from './catalog.schema';
import { BudgetSlotSchema } from './budgets.schema';
import { NUTRITION_RANGE_MAX_DAYS, dateOrRangeQuerySchema, resolvedPeriodShape } from './date-range.schema';

/** API-SPEC.md → Endpoints → Nutrition. */
export const NutritionQuerySchema = dateOrRangeQuerySchema(NUTRITION_RANGE_MAX_DAYS);
export type NutritionQuery = z.infer<typeof NutritionQuerySchema>;

/** An axis is null when neither the base goal nor a day override gives it a value. */
export const GoalMacrosSchema = z
  .object({ cal: z.number().nullable(), protein: z.number().nullable(), fat: z.number().nullable(), carbs: z.number().nullable() })
  .meta({ id: 'GoalMacros' });
export type GoalMacros = z.infer<typeof GoalMacrosSchema>;

export const NutritionDaySchema = z.object({
  date: IsoDateSchema,
  goal: GoalMacrosSchema.nullable().meta({
    description:
      'effective goal of the day: base goal, then the day override per axis, then + exerciseBurn on cal; null when the user has no goal and no override',
  }),
  consumed: MacroSetSchema,
  remaining: GoalMacrosSchema.nullable().meta({ description: 'goal − consumed (negative when over); null when goal is null' }),
  exerciseBurn: z.number().int().meta({ description: 'totalBurn of GET /exercises for the day' }),
});
export type NutritionDay = z.infer<typeof NutritionDaySchema>;

export const SlotSourceSchema = z.enum(['meal', 'custom', 'auto', 'none']);
export type SlotSource = z.infer<typeof SlotSourceSchema>;

/** A slot's amount: a number, or null in an auto slot on an axis the day has no goal on (its goal and remaining are null there too). */
const slotAmount = z.number().nullable();
export const SlotBudgetEntrySchema = z
  .object({ slot: BudgetSlotSchema, source: SlotSourceSchema, cal: slotAmount, protein: slotAmount, fat: slotAmount, carbs: slotAmount })
  .meta({
    id: 'SlotBudgetEntry',
    description:
      'meal = actuals of a recorded slot; custom = manual budget (PUT /budgets/slot); auto = meal ratio × effective goal (the default ratios when no goal was saved; null on an axis the day has no goal on, as in its goal and remaining); none = no allocation (values 0)',
  });
export type SlotBudgetEntry = z.infer<typeof SlotBudgetEntrySchema>;

export const NutritionSchema = z.object({
  ...resolvedPeriodShape,
  days: z.array(NutritionDaySchema),
  streak: z.number().int().optional().meta({
    description:
      'single day only: consecutive days with at least one meal, ending at the date (or, for today before its first meal, ending yesterday)',
  }),
  slots: z.array(SlotBudgetEntrySchema).optional().meta({ description: 'single day only: the seven slots in time order' }),
});
export type Nutrition = z.infer<typeof NutritionSchema>;
export const NutritionResponseSchema = dataEnvelope(NutritionSchema);

export const NutritionDetailedQuerySchema = dateOrRangeQuerySchema(NUTRITION_RANGE_MAX_DAYS, {
  includeDaily: z.enum(['true', 'false']).optional().meta({ description: 'true adds the daily breakdown' }),
});
export type NutritionDetailedQuery = z.infer<typeof NutritionDetailedQuerySchema>;

// Each with its unit, as a meal's detailedNutrition gives it: the totals are the same keys summed.
const nullableNutrients = Object.fromEntries(
  DETAILED_NUTRIENT_KEYS.map((key) => [key, z.number().nullable().meta({ description: DETAILED_NUTRIENT_UNITS[key] })]),
) as Record<DetailedNutrientKey, z.ZodNullable<z.ZodNumber>>;

export const NutritionTotalsSchema = MacroSetSchema.extend(nullableNutrients).meta({
  id: 'NutritionTotals',
  description: 'sums over the period, rounded to 1 decimal; a detailed key is null when no meal of the period measured it',
});
export type NutritionTotals = z.infer<typeof NutritionTotalsSchema>;

export const TargetKindSchema = z.enum(['goal', 'rda', 'ai', 'dg_min', 'dg_max', 'not_set']).meta({
  description: 'goal = personal goal; rda 推奨量; ai 目安量; dg_min / dg_max 目標量 lower / upper bound; not_set = the DRI sets no value',
});

/**
 * What a DRI upper limit bounds. The DRI sets some limits on one source or one chemical form only, so a
 * period's food totals are compared with `upperLimit` only when it is `all_intake`.
 */
export const UpperLimitScopeSchema = z.enum(['all_intake', 'supplements_only', 'one_form']);
export type UpperLimitScope = z.infer<typeof UpperLimitScopeSchema>;

export const NutrientTargetSchema = z.object({
  value: z.number().nullable().meta({ description: 'for the whole period (per-day value × days)' }),
  kind: TargetKindSchema,
  upperLimit: z.number().nullable().meta({ description: '耐容上限量 (UL) for the whole period; null when not set' }),
  upperLimitEdition: z
    .enum(['2025', '2020'])
    .nullable()
    .meta({ description: '2020 = value of the 2020 DRI, not yet verified against 2025' }),
  upperLimitAppliesTo: UpperLimitScopeSchema.nullable().meta({
    description:
      'what upperLimit bounds, null when it is null: all_intake = every source, compare the totals with it; supplements_only = only what supplements and fortified foods add (magnesium, folic acid), so food totals above it are no excess; one_form = one form of the nutrient only (vitamin A as retinol, niacin as nicotinamide, vitamin B6 as pyridoxine), while the totals count every form',
  }),
  unit: z.string(),
});
export type NutrientTarget = z.infer<typeof NutrientTargetSchema>;

const targetKeys = ['cal', 'protein', 'fat', 'carbs', ...DETAILED_NUTRIENT_KEYS] as const;
export type TargetKey = (typeof targetKeys)[number];

export const NutritionTargetsSchema = z
  .object({
    basis: z.object({
      sex: z.enum(['male', 'female']),
      age: z.number().int(),
      ageBand: z.string(),
      days: z.number().int(),
      source: z.string(),
    }),
    nutrients: z.object(
      Object.fromEntries(targetKeys.map((key) => [key, NutrientTargetSchema])) as Record<TargetKey, typeof NutrientTargetSchema>,
    ),
  })
  .meta({ id: 'NutritionTargets', description: 'DRI 2025 (Japan) by sex and age band; cal and PFC from the personal goal' });
export type NutritionTargets = z.infer<typeof NutritionTargetsSchema>;

export const TargetsUnavailableSchema = z.object({
  reason: z.enum(['profile_incomplete', 'age_not_covered']),
  missing: z.array(z.string()).meta({ description: 'profile items to set (PUT /goals) for profile_incomplete' }),
  message: z.string(),
});

export const NutritionDetailedDaySchema = z.object({
  date: IsoDateSchema,
  totals: NutritionTotalsSchema,
  mealCount: z.number().int(),
  missingDetailedCount: z.number().int(),
});

export const NutritionDetailedSchema = z.object({
  ...resolvedPeriodShape,
  totals: NutritionTotalsSchema,
  targets: NutritionTargetsSchema.nullable(),
  targetsUnavailable: TargetsUnavailableSchema.nullable().meta({ description: 'why targets is null' }),
  mealCount: z.number().int(),
  missingDetailedCount: z.number().int().meta({ description: 'meals without detailed nutrition; their cal and PFC still count in totals' }),
  daily: z.array(NutritionDetailedDaySchema).optional().meta({ description: 'only with includeDaily=true' }),
});
export type NutritionDetailed = z.infer<typeof NutritionDetailedSchema>;
export const NutritionDetailedResponseSchema = dataEnvelope(NutritionDetailedSchema);
