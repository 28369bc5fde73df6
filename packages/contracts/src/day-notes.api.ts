import type { ApiMethodSet, UserContext } from './service-context';
import type { DayNotesList, DayNotesQuery, PutDayNoteBody, PutDayNoteResult } from './day-notes.schema';

/** API-SPEC.md → Endpoints → Weight and day notes (day notes). */
export interface DayNotesApi {
  listDayNotes(ctx: UserContext, input: DayNotesQuery): Promise<DayNotesList>;
  putDayNote(ctx: UserContext, input: PutDayNoteBody): Promise<PutDayNoteResult>;
}

export const DAY_NOTES_API_METHODS: ApiMethodSet<DayNotesApi> = {
  listDayNotes: true,
  putDayNote: true,
};
