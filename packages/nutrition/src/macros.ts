/** kcal and PFC grams: the macro set of API-SPEC.md → Macro set. */
export interface Macros {
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
}

/**
 * The one 1-decimal rounding of every value the API shows: halves away from zero, so a negative
 * remaining amount rounds like its positive twin, and never -0. Sums stay unrounded until shown.
 * A half that binary floating point lands just below (0.35 × 1601 = 560.3499999999999) rounds as
 * the decimal it stands for: values carry at most 4 decimals, far coarser than the nudge.
 */
const HALF_NUDGE = 1e-6;
export const round1 = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * 10 + HALF_NUDGE)) / 10 || 0;

/** cal and PFC summed over meals, components or any other macro sets. */
export function sumMacros(items: readonly Macros[]): Macros {
  const sum: Macros = { cal: 0, protein: 0, fat: 0, carbs: 0 };
  for (const item of items) {
    sum.cal += item.cal;
    sum.protein += item.protein;
    sum.fat += item.fat;
    sum.carbs += item.carbs;
  }
  return sum;
}

export function roundMacros(macros: Macros): Macros {
  return { cal: round1(macros.cal), protein: round1(macros.protein), fat: round1(macros.fat), carbs: round1(macros.carbs) };
}
