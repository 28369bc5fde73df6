import { z } from 'zod';
import {
  boundedCount,
  IsoDateSchema,
  TimestampSchema,
  noteField,
  dataEnvelope,
  successEnvelope,
  recordIdField,
  RequestDateSchema,
} from './common.schema';

/** API-SPEC.md → Resources → Exercise record; Endpoints → Exercise. */
export const ExerciseSlotSchema = z.enum(['early_morning', 'mid_morning', 'afternoon', 'late_night']).meta({
  description: 'between-meal slot; default from the JST clock: 04-07 early_morning, 08-11 mid_morning, 12-17 afternoon, 18-03 late_night',
});
export const ExerciseTypeSchema = z.enum(['walking', 'running', 'gym', 'cycling', 'swimming', 'yoga', 'sports', 'custom']);

/** Limits → Exercise: cal integer 0-5000. */
export const ExerciseCalSchema = boundedCount(z.number(), 0, 5000).meta({ description: 'burned kcal, integer 0-5000' });

export const ExerciseSchema = z
  .object({
    id: z.string(),
    exerciseDate: IsoDateSchema,
    mealSlot: ExerciseSlotSchema,
    type: ExerciseTypeSchema.nullable(),
    cal: z.number().int(),
    durationMin: z.number().nullable(),
    notes: z.string().nullable(),
    source: z
      .string()
      .meta({ description: '`manual` for rows created by the API; other values are health-data sync rows, which cannot be deleted here' }),
    createdAt: TimestampSchema,
  })
  .meta({ id: 'Exercise' });
export type Exercise = z.infer<typeof ExerciseSchema>;

export const ExercisesQuerySchema = z.strictObject({ date: RequestDateSchema.optional() });
export type ExercisesQuery = z.infer<typeof ExercisesQuerySchema>;

export const CreateExerciseBodySchema = z.strictObject({
  cal: ExerciseCalSchema,
  // null as not sent: the record's own type and durationMin are null then, so a client may send back what it read.
  exerciseType: ExerciseTypeSchema.nullable().optional(),
  durationMin: z.number().positive().max(1440).nullable().optional().meta({ description: 'minutes, up to 1440; null as not sent' }),
  exerciseDate: RequestDateSchema.optional().meta({ description: 'default today (JST); a future date is a 400' }),
  mealSlot: ExerciseSlotSchema.optional(),
  notes: noteField(500).nullable().optional(),
});
export type CreateExerciseBody = z.infer<typeof CreateExerciseBodySchema>;

export const ExerciseIdParamsSchema = z.strictObject({
  id: recordIdField().meta({
    description: 'one of the caller’s exercise records (404 otherwise; GET /exercises lists them); a synced row is a 403',
  }),
});
export type ExerciseIdParams = z.infer<typeof ExerciseIdParamsSchema>;

export const ExerciseDaySchema = z.object({
  date: IsoDateSchema,
  timezone: z.string(),
  totalBurn: z.number().int().meta({ description: 'sum of cal of the day; equals exerciseBurn of GET /nutrition' }),
  exercises: z.array(ExerciseSchema),
});
export type ExerciseDay = z.infer<typeof ExerciseDaySchema>;

export const ExercisesResponseSchema = dataEnvelope(ExerciseDaySchema);
export const CreateExerciseResponseSchema = dataEnvelope(ExerciseSchema);
export const DeleteExerciseResponseSchema = successEnvelope(z.object({ id: z.string(), deleted: z.literal(true) }));

/** OPERATOR-API.md → Actions that exist only in the app: a health-data sync row. */
export const SyncedExerciseBodySchema = z.strictObject({
  cal: ExerciseCalSchema,
  exerciseDate: RequestDateSchema,
  mealSlot: ExerciseSlotSchema.optional(),
  exerciseType: ExerciseTypeSchema.optional(),
});
export type SyncedExerciseBody = z.infer<typeof SyncedExerciseBodySchema>;
