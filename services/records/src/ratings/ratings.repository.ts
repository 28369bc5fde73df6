/** One taste rating per meal, own meals only (API-SPEC.md → Other records → Rating). */
export interface RatingRecord {
  userId: string;
  mealId: string;
  rating: number;
  note: string | null;
  updatedAt: string;
}

export interface RatingsRepository {
  get(userId: string, mealId: string): Promise<RatingRecord | null>;
  /** Creates or overwrites the rating of a meal. */
  put(rating: RatingRecord): Promise<void>;
  remove(userId: string, mealId: string): Promise<boolean>;
}
