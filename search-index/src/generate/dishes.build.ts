import { DETAILED_NUTRIENT_KEYS, type DetailedNutrients, type DishComponent, type DishRow } from '../catalog-row.schema';
import type { DishRecipes, MextFood, Recipe, RecipeKind, RecipePart } from '@shokuji/food-data';
import { CATALOG_GENERATOR_VERSION } from './generated-products.build';
import { createSeededRandom, roundTo } from './seeded-random';

// Variants expand each recipe into the portions people log: [name suffix, English suffix, portion factor, added parts].
type Variant = readonly [suffix: string, suffixEn: string, factor: number, extras: readonly RecipePart[]];

const MISO_SOUP: RecipePart[] = [
  ['dashi', 150],
  ['miso', 12],
  ['tofuKinu', 20],
  ['wakame', 8],
];
const PICKLES: RecipePart[] = [['takuan', 10]];
const teishoku = (rice: string, grams: number): RecipePart[] => [[rice, grams], ...MISO_SOUP, ...PICKLES];

const OKAZU_PORTIONS: Variant[] = [
  ['小盛り', ' (small)', 0.7, []],
  ['', '', 1, []],
  ['大盛り', ' (large)', 1.4, []],
  [' 2人前', ' (2 servings)', 2, []],
];
const OKAZU_SETS: Variant[] = [
  ['', '', 1, []],
  ['定食（ご飯小盛）', ' set meal, small rice', 1, teishoku('rice', 120)],
  ['定食（ご飯並盛）', ' set meal', 1, teishoku('rice', 180)],
  ['定食（ご飯大盛）', ' set meal, large rice', 1, teishoku('rice', 260)],
  ['定食（玄米ご飯）', ' set meal, brown rice', 1, teishoku('genmai', 180)],
  ['とご飯 並盛', ' with rice', 1, [['rice', 180]]],
  ['とご飯 大盛', ' with large rice', 1, [['rice', 260]]],
];
const DON_SIZES: Variant[] = [
  [' 小盛', ' (small)', 0.75, []],
  [' 並盛', ' (regular)', 1, []],
  [' 大盛', ' (large)', 1.3, []],
  [' 特盛', ' (extra large)', 1.6, []],
];
const DON_SETS: Variant[] = [
  ['', '', 1, []],
  [' 味噌汁付き', ' with miso soup', 1, MISO_SOUP],
  [
    ' サラダ付き',
    ' with salad',
    1,
    [
      ['lettuce', 40],
      ['tomato', 20],
      ['wafuDressing', 10],
    ],
  ],
  [' 味噌汁・サラダ付き', ' with miso soup and salad', 1, [...MISO_SOUP, ['lettuce', 40], ['tomato', 20], ['wafuDressing', 10]]],
];
const NOODLE_SIZES: Variant[] = [
  [' 小盛', ' (small)', 0.7, []],
  ['', '', 1, []],
  [' 大盛', ' (large)', 1.4, []],
];
const NOODLE_SETS: Variant[] = [
  ['', '', 1, []],
  ['とライス', ' with rice', 1, [['rice', 150]]],
  [
    'とおにぎり',
    ' with onigiri',
    1,
    [
      ['rice', 110],
      ['nori', 1],
      ['salt', 0.5],
    ],
  ],
  [
    'とミニ丼',
    ' with mini rice bowl',
    1,
    [
      ['rice', 120],
      ['oyakoGu', 60],
    ],
  ],
];
const SIDE_SIZES: Variant[] = [
  [' 小鉢', ' (small bowl)', 0.5, []],
  ['', '', 1, []],
  [' 大盛り', ' (large)', 1.5, []],
  [' 2人前', ' (2 servings)', 2, []],
];
const STAPLE_FACTORS = [0.5, 1, 1.5, 2] as const;

function variantsOf(kind: RecipeKind): Array<[Variant, Variant]> {
  const cross = (first: Variant[], second: Variant[]): Array<[Variant, Variant]> =>
    first.flatMap((a) => second.map((b): [Variant, Variant] => [a, b]));
  const none: Variant = ['', '', 1, []];
  switch (kind) {
    case 'okazu':
      return cross(OKAZU_PORTIONS, OKAZU_SETS);
    case 'don':
      return cross(DON_SIZES, DON_SETS);
    case 'noodle':
      return cross(NOODLE_SIZES, NOODLE_SETS);
    case 'side':
      return cross(SIDE_SIZES, [none]);
    case 'staple':
      return STAPLE_FACTORS.map((factor): [Variant, Variant] => [['', '', factor, []], none]);
  }
}

const gramsLabel = (grams: number): string => (grams < 10 ? String(roundTo(grams, 1)) : String(Math.round(grams)));

interface DishSources {
  foods: ReadonlyMap<string, MextFood>;
  ingredients: DishRecipes['ingredients'];
}

/** The MEXT food behind an ingredient key; a key or food number the tables lack is an error. */
function foodOf(key: string, { foods, ingredients }: DishSources): { food: MextFood; label: string } {
  const ingredient = ingredients.get(key);
  if (ingredient === undefined) throw new Error(`ingredient ${key} is not in the recipes' ingredients`);
  const food = foods.get(ingredient.foodNumber);
  if (food === undefined) throw new Error(`MEXT food ${ingredient.foodNumber} (${ingredient.labelJa}) is not in the MEXT table`);
  return { food, label: ingredient.labelJa };
}

function toComponent(key: string, grams: number, sources: DishSources): DishComponent {
  const { food, label } = foodOf(key, sources);
  const foodNumber = food.foodNumber;
  const share = grams / 100;
  return {
    name: `${label} ${gramsLabel(grams)}g`,
    foodNumber,
    grams: roundTo(grams, 1),
    cal: roundTo(food.kcal * share, 1),
    protein: roundTo(food.protein * share, 1),
    fat: roundTo(food.fat * share, 1),
    // carb_total_g (炭水化物, fibre included): the basis chain menus print, so dishes and products compare like with like.
    carbs: roundTo(food.carbsTotal * share, 1),
  };
}

// Fatty acids of a fat-free food are 0 by definition, not a guess; everything else needs a measured value.
const FAT_DERIVED = new Set(['saturatedFat', 'unsaturatedFat']);

/** Sums a nutrient only when every component's food has it; otherwise the key stays absent (unmeasured). */
function sumNutrients(parts: Array<[string, number]>, sources: DishSources): DetailedNutrients {
  const nutrients: DetailedNutrients = {};
  for (const key of DETAILED_NUTRIENT_KEYS) {
    let total = 0;
    let measured = true;
    for (const [ingredient, grams] of parts) {
      const { food } = foodOf(ingredient, sources);
      const value = food.nutrients[key as keyof MextFood['nutrients']] ?? (food.fat === 0 && FAT_DERIVED.has(key) ? 0 : undefined);
      if (value === undefined) {
        measured = false;
        break;
      }
      total += (value * grams) / 100;
    }
    if (measured) nutrients[key] = roundTo(total, 4);
  }
  return nutrients;
}

function buildDish(
  recipe: Recipe,
  [portion, set]: [Variant, Variant],
  dishId: number,
  sources: DishSources,
  popularity: number,
  status: DishRow['status'],
): DishRow {
  const parts: Array<[string, number]> = [
    ...recipe.parts.map(([key, grams]): [string, number] => [key, grams * portion[2]]),
    ...[...portion[3], ...set[3]].map(([key, grams]): [string, number] => [key, grams]),
  ];
  const components = parts.map(([key, grams]) => toComponent(key, grams, sources));
  const total = (field: 'cal' | 'protein' | 'fat' | 'carbs'): number =>
    roundTo(
      components.reduce((sum, component) => sum + component[field], 0),
      1,
    );
  const stapleGrams = recipe.kind === 'staple' ? ` ${gramsLabel(parts.reduce((sum, [, grams]) => sum + grams, 0))}g` : '';
  return {
    dishId,
    name: `${recipe.name}${portion[0]}${set[0]}${stapleGrams}`,
    nameEn: `${recipe.nameEn}${portion[1]}${set[1]}${stapleGrams}`,
    category: set[3].length > 0 && recipe.kind === 'okazu' ? '定食' : recipe.category,
    genres: set[0].includes('定食') ? [...new Set(['teishoku' as const, ...recipe.genres])].slice(0, 3) : [...recipe.genres],
    cal: total('cal'),
    protein: total('protein'),
    fat: total('fat'),
    carbs: total('carbs'),
    nutrients: sumNutrients(parts, sources),
    components,
    popularity,
    status,
    origin: 'generated',
    generatorVersion: CATALOG_GENERATOR_VERSION,
  };
}

/** Generic dishes from the recipe templates, dishIds 1..n in template and variant order. */
export function buildDishes(foods: ReadonlyMap<string, MextFood>, { ingredients, recipes }: DishRecipes): DishRow[] {
  const sources: DishSources = { foods, ingredients };
  const random = createSeededRandom(4000);
  const dishes: DishRow[] = [];
  for (const recipe of recipes) {
    const recipePopularity = random.int(100, 600);
    for (const variant of variantsOf(recipe.kind)) {
      const regular = variant[0][2] === 1 && variant[1][3].length === 0;
      const popularity = Math.min(1000, recipePopularity + (regular ? random.int(150, 400) : random.int(0, 150)));
      const roll = random.next();
      // Generic dishes rarely leave the catalog; a handful of variants are hidden duplicates or retired
      // names. The dish itself in its regular serving (餃子, 冷やし中華, ご飯 150g) always stays.
      const status: DishRow['status'] = regular ? 'active' : roll < 0.01 ? 'hidden' : roll < 0.02 ? 'discontinued' : 'active';
      dishes.push(buildDish(recipe, variant, dishes.length + 1, sources, popularity, status));
    }
  }
  return dishes;
}
