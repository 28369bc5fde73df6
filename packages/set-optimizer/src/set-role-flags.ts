// The roles and flags a product carries in a set, apart from how they are derived (set-roles), so the
// request types and the derivation both read them without importing each other.
/** The parts a product plays in a set (docs/sets.md → Roles). */
export const SET_ROLES = ['combo', 'main', 'side', 'soup', 'drink', 'dessert', 'snack', 'topping'] as const;
export type SetRole = (typeof SET_ROLES)[number];

/** The staple of a main or combo, for the pairings that depend on it (noodles already come in broth). */
export const MEAL_KINDS = ['rice', 'noodle', 'bread', 'other'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];

export interface SetRoleFlags {
  role: SetRole;
  /** rice, noodle, bread or other for mains and combos; other for everything else. */
  kind: MealKind;
  /** A main small enough that two or three make one meal (onigiri, bread roll, sushi plate). */
  small: boolean;
  /** Bought by the piece, so two of the same is an ordinary purchase (onigiri, yakitori, sushi plates). */
  soldByPiece: boolean;
  /**
   * A conveyor-sushi plate (category 握り): a dinner there is six or seven of them, so one line of a set
   * may carry the same plate taken up to three times (docs/sets.md → Rules → Plates).
   */
  plate: boolean;
}
