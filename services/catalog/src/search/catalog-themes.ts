import type { CatalogEntry } from '../store/catalog-store';
import type { Theme } from './search-engine';

/**
 * Theme rankings for sort=score-* (documented in docs/catalog-search.md). Each is a 0-1 value,
 * higher is better, computed once at index time; items without published P/F/C score 0 on the
 * themes that need them.
 */
const energyShares = (entry: CatalogEntry) => {
  if (entry.protein === null || entry.fat === null || entry.carbs === null || entry.cal <= 0) return null;
  const kcal = Math.max(entry.cal, 4 * entry.protein + 9 * entry.fat + 4 * entry.carbs, 1);
  return { protein: (4 * entry.protein) / kcal, fat: (9 * entry.fat) / kcal, carbs: (4 * entry.carbs) / kcal };
};

/** kcal below which an item's protein share is taken over this much energy (score-protein). */
const PROTEIN_ENERGY_FLOOR = 100;

/**
 * Grams of salt at which score-low-salt is one half: a meal's share of a day's goal (食塩相当量 under 7.5 g for men and 6.5 g
 * for women, DRI 2025: about 2 g a meal).
 */
const LOW_SALT_HALF = 2;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const bell = (value: number, center: number, width: number) => Math.exp(-((value - center) ** 2) / (2 * width * width));

export function computeThemes(entry: CatalogEntry): Record<Theme, number> {
  const shares = energyShares(entry);
  const lowCal = 1 / (1 + entry.cal / 200);
  // Few grams of carbohydrate, as low-cal is few kcal (a share of the energy would put a fried bento first).
  const lowCarb = entry.carbs === null ? 0 : 1 / (1 + entry.carbs / 20);
  // The fewest grams of salt per serving first; a row with no salt value scores 0 (last), never as 0 g (the fewest).
  const salt = entry.detailedNutrition?.salt;
  const lowSalt = salt === undefined || salt === null ? 0 : 1 / (1 + salt / LOW_SALT_HALF);
  if (!shares) {
    return {
      protein: 0,
      'low-cal': lowCal,
      'low-fat': 0,
      'low-carb': lowCarb,
      balance: 0,
      night: 0,
      morning: entry.breakfastOnly ? 0.5 : 0,
      'low-salt': lowSalt,
    };
  }
  // Reference energy shares: protein 13-20 %, fat 20-30 %, carbs 50-65 % (DRI 2025 目標量).
  const balance = clamp01(1 - (Math.abs(shares.protein - 0.165) + Math.abs(shares.fat - 0.25) + Math.abs(shares.carbs - 0.575)) / 1.2);
  return {
    // Protein per energy, with a little weight on the absolute amount so a boiled egg does not beat a chicken bowl.
    // The energy counts as at least PROTEIN_ENERGY_FLOOR: a zero drink's 1.5 g in 6 kcal is no source of protein.
    protein: clamp01(
      ((shares.protein * Math.max(entry.cal, 1)) / Math.max(entry.cal, PROTEIN_ENERGY_FLOOR)) * 0.8 +
        clamp01((entry.protein ?? 0) / 40) * 0.2,
    ),
    'low-cal': lowCal,
    'low-fat': clamp01(1 - shares.fat / 0.6),
    'low-carb': lowCarb,
    balance,
    // Evening: light, little carbohydrate and fat, enough protein.
    night: clamp01(0.4 * lowCal + 0.3 * (1 - shares.carbs) + 0.3 * clamp01(shares.protein / 0.3)),
    // Morning: a moderate 300-600 kcal with carbohydrate to start the day; breakfast-only menus first.
    morning: clamp01(0.5 * bell(entry.cal, 450, 200) + 0.2 * clamp01(shares.carbs / 0.6) + (entry.breakfastOnly ? 0.3 : 0)),
    'low-salt': lowSalt,
  };
}
