import type { ProfileRepository } from '../profile/profile.repository';
import type { BudgetsRepository } from '../budgets/budgets.repository';
import type { DayNotesRepository } from '../day-notes/day-notes.repository';
import type { ExercisesRepository } from '../exercises/exercises.repository';
import type { WeightsRepository } from '../weights/weights.repository';
import type { GoalsRepository } from '../goals/goals.repository';
import type { MealsRepository } from '../meals/meals.repository';
import type { FavoritesRepository } from '../favorites/favorites.repository';
import type { RatingsRepository } from '../ratings/ratings.repository';

/**
 * Storage of the records service: one repository per feature. Adapters are dumb; the rules live
 * in the feature services.
 */
export interface RecordsStore {
  profiles: ProfileRepository;
  weights: WeightsRepository;
  exercises: ExercisesRepository;
  dayNotes: DayNotesRepository;
  budgets: BudgetsRepository;
  goals: GoalsRepository;
  meals: MealsRepository;
  favorites: FavoritesRepository;
  ratings: RatingsRepository;
  ping(): Promise<void>;
  close(): Promise<void>;
}
