import type { DayNotesApi } from '@shokuji/contracts';
import { JST_ZONE, resolveDateRange, todayOf } from '../date-range';
import type { RecordsStore } from '../store/records-store';
import { presentDayNote } from './day-notes.presenter';

/**
 * API-SPEC.md → Weight and day notes: one note per day, overwrite, empty body deletes. A body of
 * only white space counts as empty: a note nobody can see is not worth keeping.
 */
export function createDayNotesService(deps: { store: Pick<RecordsStore, 'dayNotes'> }): DayNotesApi {
  const { dayNotes } = deps.store;
  return {
    async listDayNotes(ctx, input) {
      const { startDate, endDate } = resolveDateRange(input, ctx.now);
      const rows = await dayNotes.listByDateRange(ctx.userId, startDate, endDate);
      return { startDate, endDate, timezone: JST_ZONE, items: rows.map(presentDayNote) };
    },

    async putDayNote(ctx, input) {
      const date = input.date ?? todayOf(ctx.now);
      // Stored trimmed; an empty or blank body deletes, and `deleted` says whether there was a note.
      const body = input.body.trim();
      if (body === '') {
        const deleted = await dayNotes.delete(ctx.userId, date);
        return { date, body: null, updatedAt: null, deleted };
      }
      const saved = await dayNotes.put({ userId: ctx.userId, date, body, updatedAt: ctx.now });
      return { date, body: saved.body, updatedAt: saved.updatedAt, deleted: false };
    },
  };
}
