import type { Goal, Metabolism } from '@shokuji/contracts';

/**
 * A user's base goal as stored (API-SPEC.md → Resources → Goal): the contract's Goal fields —
 * cal, protein, fat, carbs, mealRatios {breakfast, lunch, snack, dinner}, source… — plus when it
 * was created and last changed. Other features (nutrition, budgets) read the base goal here.
 */
export interface StoredGoal extends Goal {
  createdAt: string;
  updatedAt: string;
  /** How many times the goal was saved (0 before the first save): a save names the revision it read. */
  revision: number;
}

/** Storage of goals and of the last observed-metabolism estimate. Adapters are dumb; rules live in goals.service.ts. */
export interface GoalsRepository {
  get(userId: string): Promise<StoredGoal | null>;
  /**
   * Stores the goal as revision `goal.revision + 1` if the stored goal is still at `goal.revision`
   * (none stored for 0), in one step; false when another save came first (re-read and decide again),
   * so two changes made at once never drop one of them.
   */
  save(userId: string, goal: StoredGoal): Promise<boolean>;
  /** Users who have a goal, for the scheduled metabolism recompute. */
  listUserIds(): Promise<string[]>;
  /** The last stored estimate; null when never computed or when data was insufficient. */
  getMetabolism(userId: string): Promise<Metabolism | null>;
  saveMetabolism(userId: string, metabolism: Metabolism | null, now: string): Promise<void>;
}
