import type { UserContext } from './service-api';
import type { DayNotesList, DayNotesQuery, PutDayNoteBody, PutDayNoteResult } from './day-notes.schema';

/** API-SPEC.md → Endpoints → Weight and day notes (day notes). */
export interface DayNotesApi {
  listDayNotes(ctx: UserContext, input: DayNotesQuery): Promise<DayNotesList>;
  putDayNote(ctx: UserContext, input: PutDayNoteBody): Promise<PutDayNoteResult>;
}

export const DAY_NOTES_API_METHODS = ['listDayNotes', 'putDayNote'] as const satisfies readonly (keyof DayNotesApi)[];
