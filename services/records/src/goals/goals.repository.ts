import type { Goal, Metabolism } from '@shokuji/contracts';

/**
 * A user's base goal as stored (API-SPEC.md → Resources → Goal): the contract's Goal fields —
 * cal, protein, fat, carbs, mealRatios {breakfast, lunch, snack, dinner}, source… — plus when it
 * was created and last changed. Other features (nutrition, budgets) read the base goal here.
 */
export interface StoredGoal extends Goal {
  createdAt: string;
  updatedAt: string;
}

/** Storage of goals and of the last observed-metabolism estimate. Adapters are dumb; rules live in goals.service.ts. */
export interface GoalsRepository {
  get(userId: string): Promise<StoredGoal | null>;
  /** Creates or replaces the user's goal. */
  save(userId: string, goal: StoredGoal): Promise<void>;
  /** Users who have a goal, for the scheduled metabolism recompute. */
  listUserIds(): Promise<string[]>;
  /** The last stored estimate; null when never computed or when data was insufficient. */
  getMetabolism(userId: string): Promise<Metabolism | null>;
  saveMetabolism(userId: string, metabolism: Metabolism | null, now: string): Promise<void>;
}
