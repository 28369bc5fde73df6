import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  FOOD_DATA_DIR,
  MEASURED_NUTRIENT_KEYS,
  MEXT_FOODS_FILE,
  MEXT_NUTRIENT_COLUMNS,
  type MeasuredNutrientKey,
} from '@shokuji/food-data';
import { createMealTextEngine, type MealTextEngine } from '@shokuji/meal-text';
import { BUNDLED_CATALOG_DIR, CATALOG_FILE_NAMES, ShopRowSchema } from '@shokuji/search-index';

/** One description of the set (test/analyze/README.md) with its reference as MEXT grams. */
export interface Description {
  id: string;
  text: string;
  lang: 'ja' | 'en' | 'mixed';
  items: number;
  covers: string[];
  foods: Array<[foodNumber: string, grams: number]>;
  /** The recipe or piece weight behind the reference where PORTIONS.md is silent (blind set). */
  note?: string;
}

interface Reference {
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
  /** Detailed keys the table measures for at least one food of the reference. */
  measuredKeys: MeasuredNutrientKey[];
}

export interface DescriptionResult {
  description: Description;
  reference: Reference;
  estimate: { cal: number; protein: number; fat: number; carbs: number; items: number; keys: number; confidence: number } | undefined;
  kcalApe: number;
}

export interface Evaluation {
  count: number;
  kcalMape: number;
  kcalMedianApe: number;
  within20: number;
  proteinMape: number;
  fatMape: number;
  carbsMape: number;
  itemCountShare: number;
  detailCoverage: number;
  confidenceErrorSpearman: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  results: DescriptionResult[];
}

export const DESCRIPTIONS_FILE = join(__dirname, 'descriptions.jsonl');
export const HOLDOUT_FILE = join(__dirname, 'holdout.jsonl');
/**
 * The blind sets, for measuring only, never for tuning (BLIND.md says who wrote each and how): each
 * was written before the engine ran on it, the second by someone who had seen the engine, the
 * others by someone who never had; the sixth holds fat-heavy meals.
 */
export const BLIND_SETS: ReadonlyArray<{ label: string; file: string }> = [
  { label: 'blind', file: join(__dirname, 'blind.jsonl') },
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => ({
    label: n === 6 ? 'blind 6 (fat)' : `blind ${n}`,
    file: join(__dirname, `blind${n}.jsonl`),
  })),
];

/** The engine as the running service builds it over the bundled catalog: its shops are the chains. */
export async function createBundledEngine(): Promise<MealTextEngine> {
  const shops = ShopRowSchema.array().parse(JSON.parse(readFileSync(join(BUNDLED_CATALOG_DIR, CATALOG_FILE_NAMES.shops), 'utf8')));
  return createMealTextEngine(shops);
}

export function readDescriptions(file = DESCRIPTIONS_FILE): Description[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Description);
}

interface TableFood {
  values: Record<string, number | undefined>;
}

/** The MEXT table read straight from its TSV copy, apart from anything the engine builds on it. */
function readMext(): Map<string, TableFood> {
  const [header, ...lines] = readFileSync(join(FOOD_DATA_DIR, MEXT_FOODS_FILE), 'utf8').split('\n');
  const columns = (header ?? '').split('\t');
  const foods = new Map<string, TableFood>();
  for (const line of lines) {
    if (!line) continue;
    const cells = line.split('\t');
    const values: Record<string, number | undefined> = {};
    columns.forEach((column, i) => (values[column] = cells[i] === '' || cells[i] === undefined ? undefined : Number(cells[i])));
    foods.set(cells[0]!, { values });
  }
  return foods;
}

/** PORTIONS.md → Reference values: Σ value per 100 g × grams / 100 over the foods of the meal. */
function referenceOf(description: Description, mext: Map<string, TableFood>): Reference {
  const reference = { cal: 0, protein: 0, fat: 0, carbs: 0 };
  const measured = new Set<MeasuredNutrientKey>();
  for (const [foodNumber, grams] of description.foods) {
    const food = mext.get(foodNumber);
    if (!food) throw new Error(`${description.id}: MEXT food ${foodNumber} does not exist`);
    const value = (column: string): number => ((food.values[column] ?? 0) * grams) / 100;
    reference.cal += value('energy_kcal');
    reference.protein += value('protein_g');
    reference.fat += value('fat_g');
    reference.carbs += value('carbs_g');
    for (const key of MEASURED_NUTRIENT_KEYS) if (food.values[MEXT_NUTRIENT_COLUMNS[key]] !== undefined) measured.add(key);
  }
  return { ...reference, measuredKeys: [...measured] };
}

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function ranks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    for (let k = i; k <= j; k++) result[order[k]!.index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

/** Spearman's ρ: the Pearson correlation of the ranks (ties share their mean rank). */
export function spearman(xs: number[], ys: number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return dx === 0 || dy === 0 ? 0 : num / Math.sqrt(dx * dy);
}

/**
 * Spearman's ρ between confidence and kcal error. Errors under 1 % count as 0: components are rounded
 * to 0.1 kcal, and that rounding noise would otherwise decide the ranks of the exact estimates.
 */
export function confidenceErrorSpearman(results: DescriptionResult[]): number {
  return spearman(
    results.map((result) => result.estimate?.confidence ?? 0),
    results.map((result) => (result.kcalApe < 0.01 ? 0 : result.kcalApe)),
  );
}

/** Runs every description through the engine and computes the figures bench:analyze prints. */
export function evaluateMealText(engine: MealTextEngine, descriptions: Description[] = readDescriptions(), latencyRounds = 1): Evaluation {
  const mext = readMext();
  const results: DescriptionResult[] = descriptions.map((description) => {
    const reference = referenceOf(description, mext);
    const result = engine.estimate({ text: description.text, locale: description.lang === 'en' ? 'en' : 'ja' });
    if (result.kind !== 'estimate') return { description, reference, estimate: undefined, kcalApe: 1 };
    const keys = reference.measuredKeys.filter((key) => result.detailedNutrition[key] !== undefined).length;
    const estimate = {
      cal: result.cal,
      protein: result.protein,
      fat: result.fat,
      carbs: result.carbs,
      items: result.items.length,
      keys,
      confidence: result.confidence,
    };
    return { description, reference, estimate, kcalApe: Math.abs(result.cal - reference.cal) / reference.cal };
  });
  const apes = results.map((result) => result.kcalApe);
  const macroMape = (field: 'protein' | 'fat' | 'carbs'): number =>
    mean(
      results
        .filter((result) => result.reference[field] >= 5)
        .map((result) => (result.estimate ? Math.abs(result.estimate[field] - result.reference[field]) / result.reference[field] : 1)),
    );
  const latencies: number[] = [];
  for (let round = 0; round < latencyRounds; round++) {
    for (const description of descriptions) {
      const started = performance.now();
      engine.estimate({ text: description.text });
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  const measuredKeys = results.reduce((sum, result) => sum + result.reference.measuredKeys.length, 0);
  const presentKeys = results.reduce((sum, result) => sum + (result.estimate?.keys ?? 0), 0);
  return {
    count: results.length,
    kcalMape: mean(apes),
    kcalMedianApe: percentile(
      [...apes].sort((a, b) => a - b),
      0.5,
    ),
    within20: results.filter((result) => result.kcalApe <= 0.2).length / results.length,
    proteinMape: macroMape('protein'),
    fatMape: macroMape('fat'),
    carbsMape: macroMape('carbs'),
    itemCountShare:
      results.filter((result) => result.estimate && Math.abs(result.estimate.items - result.description.items) <= 1).length /
      results.length,
    detailCoverage: presentKeys / Math.max(1, measuredKeys),
    confidenceErrorSpearman: confidenceErrorSpearman(results),
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    results,
  };
}
