/** One body-weight record per user and JST date (API-SPEC.md → Other records → Weight). */
export interface WeightRecord {
  userId: string;
  date: string;
  weightKg: number;
  bodyFatPct: number | null;
  note: string | null;
  updatedAt: string;
}

/**
 * A weight write. `bodyFatPct` and `note` left undefined keep the stored values; null erases them
 * (API-SPEC.md → Weight and day notes: POST /weights).
 */
export interface WeightWrite {
  weightKg: number;
  bodyFatPct?: number | null;
  note?: string | null;
}

export interface WeightsRepository {
  /** Records from startDate to endDate inclusive, oldest first. */
  listByDateRange(userId: string, startDate: string, endDate: string): Promise<WeightRecord[]>;
  /** Creates or overwrites the date's record; `created` says whether the date had none. */
  upsert(userId: string, date: string, write: WeightWrite, now: string): Promise<{ record: WeightRecord; created: boolean }>;
}
