/** The four between-meal slots an exercise belongs to (API-SPEC.md → Exercise record). */
export const EXERCISE_SLOTS = ['early_morning', 'mid_morning', 'afternoon', 'late_night'] as const;
export type ExerciseSlot = (typeof EXERCISE_SLOTS)[number];

export const EXERCISE_TYPES = ['walking', 'running', 'gym', 'cycling', 'swimming', 'yoga', 'sports', 'custom'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** `manual` rows come from the API; anything else comes from a health-data sync and is protected. */
export type ExerciseSource = 'manual' | 'health_sync';

export interface ExerciseRecord {
  id: string;
  userId: string;
  exerciseDate: string;
  mealSlot: ExerciseSlot;
  type: ExerciseType | null;
  /** Burned energy, integer kcal. */
  cal: number;
  durationMin: number | null;
  notes: string | null;
  source: ExerciseSource;
  createdAt: string;
}

export interface ExercisesRepository {
  insert(record: ExerciseRecord): Promise<ExerciseRecord>;
  /** The user's rows from startDate to endDate inclusive, by date then creation time. */
  listByDateRange(userId: string, startDate: string, endDate: string): Promise<ExerciseRecord[]>;
  /** The row when it exists and belongs to the user; another user's id is null like a missing one. */
  get(userId: string, id: string): Promise<ExerciseRecord | null>;
  /** Deletes the user's row; false when there was none. */
  delete(userId: string, id: string): Promise<boolean>;
}
