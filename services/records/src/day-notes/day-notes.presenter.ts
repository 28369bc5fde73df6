import type { DayNote } from '@shokuji/contracts';
import type { DayNoteRecord } from './day-notes.repository';

/** A stored day note in its response shape (API-SPEC.md → Weight and day notes): the owner stays inside. */
export const presentDayNote = ({ date, body, updatedAt }: DayNoteRecord): DayNote => ({ date, body, updatedAt });
