import { defineEndpoint } from '../endpoint';
import { DayNotesQuerySchema, DayNotesResponseSchema, PutDayNoteBodySchema, PutDayNoteResponseSchema } from '../day-notes.schema';

/** API-SPEC.md → Endpoints → Weight and day notes. */
const dayNotes = { tag: 'Weight and day notes', access: 'premium', feature: 'day_notes', quotaCost: 1 } as const;

export const listDayNotesEndpoint = defineEndpoint({
  ...dayNotes,
  operationId: 'listDayNotes',
  method: 'get',
  path: '/day-notes',
  summary: 'Day notes of a day or a range (up to 90 days); only days that have a note.',
  query: DayNotesQuerySchema,
  response: DayNotesResponseSchema,
});

export const putDayNoteEndpoint = defineEndpoint({
  ...dayNotes,
  operationId: 'putDayNote',
  method: 'put',
  path: '/day-notes',
  summary: 'Write the note of a day (one per day, overwrites); an empty body deletes it.',
  body: PutDayNoteBodySchema,
  bodyExample: { body: '昼は外食、夜は軽めに。' },
  response: PutDayNoteResponseSchema,
});

export const dayNotesEndpoints = [listDayNotesEndpoint, putDayNoteEndpoint];
