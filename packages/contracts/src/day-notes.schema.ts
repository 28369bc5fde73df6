import { z } from 'zod';
import { IsoDateSchema, TimestampSchema, boundedString, dataEnvelope, isBlankText, RequestDateSchema } from './common.schema';
import { NUTRITION_RANGE_MAX_DAYS, dateOrRangeQuerySchema, resolvedPeriodShape } from './date-range.schema';

/** Limits → Day note: body up to 1,000 characters (counted as Unicode code points). */
export const DAY_NOTE_MAX_CHARS = 1000;

export const DayNoteSchema = z.object({ date: IsoDateSchema, body: z.string(), updatedAt: TimestampSchema }).meta({ id: 'DayNote' });
export type DayNote = z.infer<typeof DayNoteSchema>;

export const DayNotesQuerySchema = dateOrRangeQuerySchema(NUTRITION_RANGE_MAX_DAYS);
export type DayNotesQuery = z.infer<typeof DayNotesQuerySchema>;

export const PutDayNoteBodySchema = z.strictObject({
  body: boundedString(DAY_NOTE_MAX_CHARS, 0, 'multi-line')
    .trim()
    // Blank as a note is (spaces or zero-width characters only): the empty body that deletes.
    .transform((body) => (isBlankText(body) ? '' : body))
    .meta({ description: 'up to 1,000 characters; empty (or only spaces) deletes the note of the date' }),
  date: RequestDateSchema.optional().meta({ description: 'default today (JST)' }),
});
export type PutDayNoteBody = z.infer<typeof PutDayNoteBodySchema>;

export const PutDayNoteResultSchema = z.object({
  date: IsoDateSchema,
  body: z.string().nullable().meta({ description: 'null after a delete' }),
  updatedAt: TimestampSchema.nullable(),
  deleted: z.boolean().meta({ description: 'true when an empty body removed the note' }),
});
export type PutDayNoteResult = z.infer<typeof PutDayNoteResultSchema>;

export const DayNotesListSchema = z.object({
  ...resolvedPeriodShape,
  items: z.array(DayNoteSchema).meta({ description: 'oldest first; only days that have a note' }),
});
export type DayNotesList = z.infer<typeof DayNotesListSchema>;

export const DayNotesResponseSchema = dataEnvelope(DayNotesListSchema);
export const PutDayNoteResponseSchema = dataEnvelope(PutDayNoteResultSchema);
