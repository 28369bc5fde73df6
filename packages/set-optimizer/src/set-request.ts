import type { SearchMealType } from '@shokuji/contracts';
import type { Macros } from '@shokuji/nutrition';
import type { SetRoleFlags } from './set-role-flags';

/**
 * One product of the shop as the optimizer reads it: the catalog row's values with the role and
 * flags `deriveSetRole` gives. Items that cannot be in a set (discontinued, hidden, breakfast-only
 * outside breakfast, unpublished P/F/C, 0 kcal food, another shop's) may be passed; they are left out.
 */
export interface SetCandidateItem extends SetRoleFlags {
  /** Catalog id (p_<productId>); unique within the request, the stable tie-break key. */
  id: string;
  shopId: string;
  name: string;
  cal: number;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  /** Catalog popularity, 0-1000. */
  popularity: number;
  breakfastOnly: boolean;
  status: 'active' | 'discontinued' | 'hidden';
  /**
   * The name without its edition words (set-editions.ts, docs/sets.md → Editions): items of the shop
   * with the same key are editions of one product, and a set holds at most one. None: no edition.
   */
  editionKey?: string;
}

/**
 * The user's own history at this shop (docs/sets.md → History): each product and each pair of
 * products they logged in one meal there, with the number of distinct days. Ids are catalog ids.
 */
export interface ShopHistory {
  items: { id: string; days: number }[];
  pairs: { ids: [string, string]; days: number }[];
}

export const NO_HISTORY: ShopHistory = { items: [], pairs: [] };

export interface SetOptions {
  /** OPERATOR-API.md → mealType of /search, /sets; the wiring fills the default from the clock. */
  mealType: SearchMealType;
  /** Pieces per set, 1-5, minItems ≤ maxItems (API-SPEC.md → Limits → Sets). */
  minItems: number;
  maxItems: number;
  /** Sets to return, 1-5. */
  setLimit: number;
}

export interface SetRequest {
  shopId: string;
  /**
   * The shop's category as GET /shops gives it (convenience, cafe…), where a rule reads it: a convenience store's coffee
   * without its machine's cup size is a chilled cup from the shelf (set-rules.ts → CONVENIENCE_STORE_CATEGORY). A shop's
   * tables are prepared once, with the category of its first request or of prepareSets.
   */
  shopCategory?: string;
  items: readonly SetCandidateItem[];
  /** What is left: non-negative, zeros allowed. */
  target: Macros;
  history: ShopHistory;
  options: SetOptions;
}

/** One line of a set: an item and how many pieces of it; the values are for all the pieces. */
export interface SetLine extends Macros {
  item: SetCandidateItem;
  quantity: number;
}

/** The four ordering factors of a set (docs/sets.md → Ordering); their product is the objective. */
export interface SetFactors {
  fit: number;
  naturalness: number;
  itemCount: number;
  likelihood: number;
}

export interface RankedSet {
  lines: SetLine[];
  /** The sum of the lines' values (rounded to 0.1 like them). */
  totals: Macros;
  factors: SetFactors;
  objective: number;
  /** 100 × objective, rounded to 0.1: comparable within one response only; history can lift it above 100. */
  score: number;
  /** The set holds a pair the user logged at this shop on 2 or more distinct days. */
  usual: boolean;
}

export interface SetAlgorithm {
  name: string;
  version: string;
  /** Proven bound on how far the best returned set's objective may fall below the best possible: 0 = exact. */
  maxGap: number;
}

/**
 * Why no set fits (docs/sets.md → Why a list is empty), said only with an empty list:
 * - nothing_to_lead: the shop sells nothing at this meal that may lead a set (a main or a set meal; at snack time something to eat);
 * - over_meal_cap: the lightest such piece is over the meal type's kcal cap (breakfast 600, snack 250), whatever the target;
 * - over_target: the lightest such piece is over the target's kcal + 5 %;
 * - too_few_pieces: a piece fits alone (`lightest`), but no set of minItems pieces or more fits;
 * - no_fit: a piece fits, but no set of it fits the limit and the set rules (a dish that owes a rice the limit has no room for).
 */
export interface EmptySetsReason {
  reason: 'nothing_to_lead' | 'over_meal_cap' | 'over_target' | 'too_few_pieces' | 'no_fit';
  /** The kcal a set may reach: the target's + 5 % or the meal type's cap, whichever is lower. */
  limitKcal: number;
  /** The meal type's kcal cap, null for lunch and dinner. */
  mealCapKcal: number | null;
  /** The lightest piece that may lead a set at this meal (too_few_pieces: the lightest that may stand alone); null for nothing_to_lead. */
  lightest: SetCandidateItem | null;
  /** The lightest is a dish sold without its rice (docs/sets.md → Roles): it leads a set only beside the shop's plain rice. */
  lightestOwesRice: boolean;
  /** At a meal whose every main is over the limit: whether something to eat fits a snack-time set of the same target (up to 250 kcal). */
  snackFits: boolean;
  /** The shop sells breakfast-only items this request may use (its morning menu, at breakfast). */
  morningMenu: boolean;
}

export interface SetResult {
  sets: RankedSet[];
  /** Why `sets` is empty; null when it is not. */
  emptyReason: EmptySetsReason | null;
  /** Complete sets whose objective was computed (docs/sets.md → Algorithm). */
  candidatesEvaluated: number;
  /** Search steps taken: children tried and ranges of children checked (what the work budget counts). */
  steps: number;
  /** Pairs of k-d tree nodes the bound of two more pieces looked at (the work budget's second count). */
  pairSteps: number;
  algorithm: SetAlgorithm;
}
