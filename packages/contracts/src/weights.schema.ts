import { z } from 'zod';
import { IsoDateSchema, TimestampSchema, noteField, dataEnvelope, RequestDateSchema } from './common.schema';
import { NUTRITION_RANGE_MAX_DAYS, dateOrRangeQuerySchema, resolvedPeriodShape } from './date-range.schema';

/** API-SPEC.md → Other records → Weight; Endpoints → Weight and day notes. */
export const WeightSchema = z
  .object({
    date: IsoDateSchema,
    weightKg: z.number(),
    bodyFatPct: z.number().nullable(),
    note: z.string().nullable(),
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'Weight' });
export type Weight = z.infer<typeof WeightSchema>;

export const WeightsQuerySchema = dateOrRangeQuerySchema(NUTRITION_RANGE_MAX_DAYS);
export type WeightsQuery = z.infer<typeof WeightsQuerySchema>;

export const PostWeightBodySchema = z.strictObject({
  weightKg: z.number().min(20).max(300).meta({ description: 'kg, 20-300' }),
  bodyFatPct: z
    .number()
    .min(1)
    .max(75)
    .nullable()
    .optional()
    .meta({ description: '%, 1-75; omitted keeps the stored value, null erases it' }),
  date: RequestDateSchema.optional().meta({ description: 'default today (JST); a future date is a 400' }),
  note: noteField(500)
    .nullable()
    .optional()
    .meta({ description: 'up to 500 chars; omitted keeps the stored note, null (or a blank note) erases it' }),
});
export type PostWeightBody = z.infer<typeof PostWeightBodySchema>;

export const WeightsListSchema = z.object({
  ...resolvedPeriodShape,
  items: z.array(WeightSchema).meta({ description: 'oldest first; only days that have a weight' }),
});
export type WeightsList = z.infer<typeof WeightsListSchema>;

export const WeightsResponseSchema = dataEnvelope(WeightsListSchema);
export const PostWeightResultSchema = WeightSchema.extend({
  created: z.boolean().meta({ description: 'false when the date already had a weight, now overwritten' }),
});
export type PostWeightResult = z.infer<typeof PostWeightResultSchema>;
export const PostWeightResponseSchema = dataEnvelope(PostWeightResultSchema);
