/** One taste rating per meal, own meals only (API-SPEC.md → Other records → Rating). */
export interface RatingRecord {
  userId: string;
  mealId: string;
  rating: number;
  note: string | null;
  updatedAt: string;
}

/** A rating write. `note` left undefined keeps the stored note; null erases it (API-SPEC.md → PUT /ratings). */
export interface RatingWrite {
  rating: number;
  note?: string | null;
}

export interface RatingsRepository {
  /**
   * Creates or overwrites the rating of a meal in one step of the store, so that of concurrent
   * writes exactly one reports `created` and an omitted note keeps the note stored at that moment.
   */
  upsert(userId: string, mealId: string, write: RatingWrite, now: string): Promise<{ record: RatingRecord; created: boolean }>;
  remove(userId: string, mealId: string): Promise<boolean>;
}
