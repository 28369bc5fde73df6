import { z } from 'zod';
import { boundedCount, TimestampSchema, noteField, successEnvelope, recordIdField } from './common.schema';

/** API-SPEC.md → Endpoints → Favorites and ratings: a rating of one of the caller's own meals. */
export const PutRatingBodySchema = z.strictObject({
  mealId: recordIdField().meta({ description: 'one of the caller’s meals (404 otherwise; GET /meals lists their ids)' }),
  rating: boundedCount(z.number(), 1, 9).meta({ description: '1 poor … 9 best' }),
  note: noteField(500).nullable().optional().meta({ description: 'omitted keeps the old note; null (or a blank note) erases it' }),
});
export type PutRatingBody = z.infer<typeof PutRatingBodySchema>;
export const RatingSchema = z
  .object({
    mealId: z.string(),
    rating: z.number().int(),
    note: z.string().nullable(),
    updatedAt: TimestampSchema,
    created: z.boolean().optional(),
  })
  .meta({ id: 'Rating' });
export type Rating = z.infer<typeof RatingSchema>;
export const PutRatingResponseSchema = successEnvelope(RatingSchema);
export const RatingParamsSchema = z.strictObject({
  mealId: recordIdField().meta({ description: 'one of the caller’s meals (404 otherwise; GET /meals lists their ids)' }),
});
export type RatingParams = z.infer<typeof RatingParamsSchema>;
export const DeleteRatingResultSchema = z.object({ mealId: z.string(), deleted: z.literal(true) });
export type DeleteRatingResult = z.infer<typeof DeleteRatingResultSchema>;
export const DeleteRatingResponseSchema = successEnvelope(DeleteRatingResultSchema);
