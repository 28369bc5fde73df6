import {
  DETAILED_NUTRIENT_KEYS,
  DETAILED_NUTRIENT_UNITS,
  type GoalMacros,
  type NutrientTarget,
  type NutritionTargets,
  type TargetKey,
  type UpperLimitScope,
} from '@shokuji/contracts';
import driData from '../../data/dri_2025_adults.json';
import { round1 } from '@shokuji/nutrition';

/** One row of services/records/data/dri_2025_adults.json (see SOURCES.md beside it). */
interface DriRow {
  sex: 'male' | 'female';
  ageBand: string;
  ageMin: number;
  /** Absent (or null) for the open band 75+. */
  ageMax?: number | null;
  key: string;
  unit: string;
  rda?: number;
  rdaMenstruating?: number;
  ai?: number;
  dgLower?: number;
  dgUpper?: number;
  dgPercentEnergyUpper?: number;
  ul?: number | null;
  ulEdition?: '2025' | '2020';
  /** Set where the UL bounds one source or one form only (see UL_SCOPES). */
  ulNote?: string;
}

const DRI_ROWS = (driData as { rows: DriRow[] }).rows;
export const DRI_SOURCE = '日本人の食事摂取基準（2025年版）, MHLW';

/** Units of the goal's axes and the 26 detailed keys (API-SPEC.md → Units, Detailed nutrition keys). */
const UNITS: Record<TargetKey, string> = { cal: 'kcal', protein: 'g', fat: 'g', carbs: 'g', ...DETAILED_NUTRIENT_UNITS };

/** DRI sets salt, not sodium: sodium (mg) = salt (g) × 1000 / 2.54. */
const SODIUM_MG_PER_SALT_G = 1000 / 2.54;
const KCAL_PER_G_FAT = 9;

export interface TargetSubject {
  sex: 'male' | 'female';
  age: number;
}

/** Completed years at `date` (both YYYY-MM-DD). */
export function ageAt(dateOfBirth: string, date: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The adult DRI age band of an age; null under 18 (the data covers adults only). */
export function ageBandOf(age: number): string | null {
  const row = DRI_ROWS.find((r) => age >= r.ageMin && (r.ageMax == null || age <= r.ageMax));
  return row ? row.ageBand : null;
}

/**
 * The ULs that do not bound every source, as the rows' `ulNote` says (the DRI's footnotes): magnesium
 * from sources other than ordinary food and folic acid from supplements and fortified foods; vitamin A
 * as preformed retinol (the totals are RAE, carotenoids included), niacin as nicotinamide (the totals
 * are niacin equivalents) and vitamin B6 as pyridoxine. Every other UL bounds all intake.
 */
export const UL_SCOPES: Partial<Record<TargetKey, Exclude<UpperLimitScope, 'all_intake'>>> = {
  magnesium: 'supplements_only',
  folate: 'supplements_only',
  vitaminA: 'one_form',
  niacin: 'one_form',
  vitaminB6: 'one_form',
};

const target = (key: TargetKey, kind: NutrientTarget['kind'], value: number | null, days: number, row?: DriRow): NutrientTarget => ({
  value: value === null ? null : round1(value * days),
  kind,
  upperLimit: row?.ul != null ? round1(row.ul * days) : null,
  upperLimitEdition: row?.ul != null ? (row.ulEdition ?? null) : null,
  upperLimitAppliesTo: row?.ul != null ? (UL_SCOPES[key] ?? 'all_intake') : null,
  unit: UNITS[key],
});

/**
 * Targets for a period (API-SPEC.md → GET /nutrition/detailed): DRI 2025 values for the sex and age
 * band, × the number of days so they compare directly with the period's totals. The reference value
 * is the RDA (for women 18-64 the iron RDA with menstruation, the conservative choice), else the
 * DG lower bound, else the AI, else the DG upper bound ("less than"; salt, and sodium derived from
 * it); saturated fat is 7 % of the goal's energy. cal, protein, fat and carbs come from the personal
 * goal summed over the days (`goalTotals`); protein falls back to the RDA when no goal is set.
 */
export function selectDriTargets(subject: TargetSubject, days: number, goalTotals: GoalMacros | null): NutritionTargets | null {
  const ageBand = ageBandOf(subject.age);
  if (!ageBand) return null;
  const rowOf = (key: string) => DRI_ROWS.find((r) => r.sex === subject.sex && r.ageBand === ageBand && r.key === key);
  const nutrients = {} as Record<TargetKey, NutrientTarget>;
  const goalCal = goalTotals?.cal ?? null;

  for (const axis of ['cal', 'fat', 'carbs'] as const) {
    const value = goalTotals?.[axis] ?? null;
    nutrients[axis] = value === null ? target(axis, 'not_set', null, 1) : target(axis, 'goal', value, 1);
  }
  const proteinGoal = goalTotals?.protein ?? null;
  const proteinRow = rowOf('protein');
  nutrients.protein =
    proteinGoal !== null ? target('protein', 'goal', proteinGoal, 1) : target('protein', 'rda', proteinRow?.rda ?? null, days, proteinRow);

  for (const key of DETAILED_NUTRIENT_KEYS) {
    if (key === 'sodium') {
      const salt = rowOf('salt');
      nutrients.sodium = target(
        'sodium',
        'dg_max',
        salt?.dgUpper !== undefined ? Math.round(salt.dgUpper * SODIUM_MG_PER_SALT_G) : null,
        days,
      );
      continue;
    }
    const row = rowOf(key);
    if (!row) {
      nutrients[key] = target(key, 'not_set', null, days);
    } else if (key === 'saturatedFat' && row.dgPercentEnergyUpper !== undefined) {
      // A share of energy: the period's goal kcal already covers every day.
      nutrients[key] =
        goalCal === null
          ? target(key, 'dg_max', null, 1, row)
          : target(key, 'dg_max', (goalCal * row.dgPercentEnergyUpper) / 100 / KCAL_PER_G_FAT, 1, row);
    } else if (row.rda !== undefined) {
      const rda = subject.sex === 'female' && row.rdaMenstruating !== undefined ? row.rdaMenstruating : row.rda;
      nutrients[key] = target(key, 'rda', rda, days, row);
    } else if (row.dgLower !== undefined) {
      nutrients[key] = target(key, 'dg_min', row.dgLower, days, row);
    } else if (row.ai !== undefined) {
      nutrients[key] = target(key, 'ai', row.ai, days, row);
    } else if (row.dgUpper !== undefined) {
      nutrients[key] = target(key, 'dg_max', row.dgUpper, days, row);
    } else {
      nutrients[key] = target(key, 'not_set', null, days, row);
    }
  }
  return { basis: { sex: subject.sex, age: subject.age, ageBand, days, source: DRI_SOURCE }, nutrients };
}
