import type { Macros } from '@shokuji/nutrition';
import type { SetCandidateItem, SetOptions, SetRequest } from './set-request';

/** Test factories for the optimizer (docs/CONTRIBUTING.md → Tests: factories over fixture files). */

let nextId = 1;

/** A shop item; P/F/C default to a plain 15/30/55 % energy split of its kcal. */
export function buildSetItem(overrides: Partial<SetCandidateItem> = {}): SetCandidateItem {
  const cal = overrides.cal ?? 300;
  return {
    id: `p_${nextId++}`,
    shopId: 'test-mart',
    name: 'item',
    role: 'main',
    kind: 'other',
    small: false,
    soldByPiece: false,
    plate: false,
    cal,
    protein: Math.round((cal * 0.15) / 4),
    fat: Math.round((cal * 0.3) / 9),
    carbs: Math.round((cal * 0.55) / 4),
    popularity: 500,
    breakfastOnly: false,
    status: 'active',
    ...overrides,
  };
}

export const DEFAULT_SET_OPTIONS: SetOptions = { mealType: 'lunch', minItems: 2, maxItems: 3, setLimit: 3 };

export function buildSetRequest(
  items: SetCandidateItem[],
  target: Macros,
  overrides: Partial<Omit<SetRequest, 'options'>> & { options?: Partial<SetOptions> } = {},
): SetRequest {
  return {
    shopId: 'test-mart',
    items,
    target,
    history: { items: [], pairs: [] },
    ...overrides,
    options: { ...DEFAULT_SET_OPTIONS, ...overrides.options },
  };
}

/** P/F/C in kcal shares of an energy (the usual 15/25/60 by default). */
export function macrosOf(cal: number, shares: { protein: number; fat: number } = { protein: 0.15, fat: 0.25 }): Macros {
  return { cal, protein: (cal * shares.protein) / 4, fat: (cal * shares.fat) / 9, carbs: (cal * (1 - shares.protein - shares.fat)) / 4 };
}
