import { z } from 'zod';
import { IsoDateSchema, TimestampSchema } from './common.schema';

export const GenderSchema = z.enum(['male', 'female']);

/** Profile used by the goal calculation (API-SPEC.md → Goals; same ranges as PUT /goals). */
export const ProfileSchema = z.strictObject({
  heightCm: z.number().min(100).max(250).optional(),
  weightKg: z.number().min(20).max(300).optional(),
  dateOfBirth: IsoDateSchema.optional(),
  gender: GenderSchema.optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const GoalSchema = z
  .object({
    cal: z.number(),
    protein: z.number(),
    fat: z.number(),
    carbs: z.number(),
    goalType: z.enum(['lose', 'maintain', 'gain']),
    activityLevel: z.number().int().min(1).max(5),
    targetWeightKg: z.number().nullable(),
    startWeightKg: z.number().nullable(),
    goalStartedAt: IsoDateSchema,
    durationDays: z.number().nullable(),
    pace: z.enum(['gentle', 'standard', 'firm']),
    mealRatios: z.object({ breakfast: z.number(), lunch: z.number(), snack: z.number(), dinner: z.number() }),
    source: z.enum(['auto', 'manual']),
  })
  .meta({ id: 'Goal' });
export type Goal = z.infer<typeof GoalSchema>;

export const MetabolismSchema = z
  .object({
    observedTdeeKcal: z.number(),
    seKcal: z.number().nullable(),
    confidence: z.number(),
    trusted: z.boolean(),
    weightTrendKgPerWeek: z.number(),
    intakeMeanKcal: z.number(),
    avgExerciseKcal: z.number(),
    windowStart: IsoDateSchema,
    windowEnd: IsoDateSchema,
    computedAt: TimestampSchema,
  })
  .meta({ id: 'Metabolism' });
export type Metabolism = z.infer<typeof MetabolismSchema>;
