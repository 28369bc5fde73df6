/** One free-text note per user and JST date (API-SPEC.md → Other records → Day note). */
export interface DayNoteRecord {
  userId: string;
  date: string;
  body: string;
  updatedAt: string;
}

export interface DayNotesRepository {
  /** Notes from startDate to endDate inclusive, oldest first; days without a note are absent. */
  listByDateRange(userId: string, startDate: string, endDate: string): Promise<DayNoteRecord[]>;
  /** Creates or overwrites the date's note. */
  put(record: DayNoteRecord): Promise<DayNoteRecord>;
  /** Deletes the date's note; false when there was none. */
  delete(userId: string, date: string): Promise<boolean>;
}
