import { z } from 'zod';
import { IsoDateSchema, TimestampSchema, dataEnvelope, successEnvelope, RequestDateSchema } from './common.schema';

/** OPERATOR-API.md → budget mealSlot: the seven slot names of POST /meals. */
export const BudgetSlotSchema = z.enum(['breakfast', 'lunch', 'dinner', 'early_morning', 'mid_morning', 'afternoon', 'late_night']);
export type BudgetSlot = z.infer<typeof BudgetSlotSchema>;

/** Same caps as a meal (API-SPEC.md → Limits → POST /meals). */
const axis = {
  cal: z.number().min(0).max(10000).meta({ description: 'kcal, 0-10000' }),
  protein: z.number().min(0).max(1000).meta({ description: 'g, 0-1000' }),
  fat: z.number().min(0).max(1000).meta({ description: 'g, 0-1000' }),
  carbs: z.number().min(0).max(2000).meta({ description: 'g, 0-2000' }),
};

export const PutSlotBudgetBodySchema = z.strictObject({
  mealDate: RequestDateSchema.optional().meta({ description: 'default today (JST)' }),
  mealSlot: BudgetSlotSchema,
  ...axis,
});
export type PutSlotBudgetBody = z.infer<typeof PutSlotBudgetBodySchema>;

export const SlotBudgetSchema = z
  .object({
    mealDate: IsoDateSchema,
    mealSlot: BudgetSlotSchema,
    cal: z.number(),
    protein: z.number(),
    fat: z.number(),
    carbs: z.number(),
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'SlotBudget' });
export type SlotBudget = z.infer<typeof SlotBudgetSchema>;

export const SlotBudgetParamsSchema = z.strictObject({ date: RequestDateSchema, slot: BudgetSlotSchema });
export type SlotBudgetParams = z.infer<typeof SlotBudgetParamsSchema>;

/**
 * A day override (OPERATOR-API.md → day-override axes). Axes merge into the date's override: an
 * axis left out keeps its current state (the base goal unless an earlier PUT set it), null clears it.
 */
const DAY_OVERRIDE_AXES = ['cal', 'protein', 'fat', 'carbs'] as const;

export const PutDayOverrideBodySchema = z
  .strictObject({
    date: RequestDateSchema.optional().meta({ description: 'default today (JST)' }),
    cal: axis.cal.nullable().optional().meta({ description: 'kcal, 0-10000; null clears the calorie override' }),
    protein: axis.protein.nullable().optional(),
    fat: axis.fat.nullable().optional(),
    carbs: axis.carbs.nullable().optional(),
  })
  // Any axis alone may be overridden (protein only); a body that names none would change nothing. The
  // OpenAPI document says so too (anyOf required), so clients and fuzzers see the same rule.
  .refine((body) => DAY_OVERRIDE_AXES.some((name) => body[name] !== undefined), {
    message: 'send at least one of cal, protein, fat, carbs (a number, or null to clear that axis)',
  })
  .meta({ anyOf: DAY_OVERRIDE_AXES.map((name) => ({ required: [name] })) });
export type PutDayOverrideBody = z.infer<typeof PutDayOverrideBodySchema>;

export const DayOverrideSchema = z
  .object({
    date: IsoDateSchema,
    cal: z.number().nullable(),
    protein: z.number().nullable(),
    fat: z.number().nullable(),
    carbs: z.number().nullable(),
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'DayOverride', description: 'null on an axis = that axis follows the base goal' });
export type DayOverride = z.infer<typeof DayOverrideSchema>;

export const DayOverrideParamsSchema = z.strictObject({ date: RequestDateSchema });
export type DayOverrideParams = z.infer<typeof DayOverrideParamsSchema>;

export const PutSlotBudgetResponseSchema = dataEnvelope(SlotBudgetSchema);
export const DeleteSlotBudgetResponseSchema = successEnvelope(
  z.object({ mealDate: IsoDateSchema, mealSlot: BudgetSlotSchema, deleted: z.literal(true) }),
);
export const PutDayOverrideResponseSchema = dataEnvelope(DayOverrideSchema);
export const DeleteDayOverrideResponseSchema = successEnvelope(z.object({ date: IsoDateSchema, deleted: z.literal(true) }));
