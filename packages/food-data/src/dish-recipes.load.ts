import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DishRecipesFileSchema, type Recipe, type RecipeKind, type RecipePart } from './dish-recipe.schema';
import { FOOD_DATA_DIR } from './food-data-dir';

export interface Ingredient {
  foodNumber: string;
  labelJa: string;
}

export interface DishRecipes {
  ingredients: ReadonlyMap<string, Ingredient>;
  recipes: readonly Recipe[];
}

/** A recipe with each part as its MEXT food, for a reader that rebuilds dishes from the table itself. */
export interface FoodRecipe {
  name: string;
  nameEn: string;
  kind: RecipeKind;
  /** The catalog's category of the dish (カレー, 煮物). */
  category: string;
  /** One serving: [MEXT food number, Japanese label, grams]. */
  parts: ReadonlyArray<readonly [foodNumber: string, labelJa: string, grams: number]>;
}

export const DISH_RECIPES_FILE = join(FOOD_DATA_DIR, 'dish-recipes.json');

/** The recipes with groups and bundles resolved; a name that resolves to nothing is an error, never a silent gap. */
export function loadDishRecipes(file: string = DISH_RECIPES_FILE): DishRecipes {
  const data = DishRecipesFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const ingredients = new Map(Object.entries(data.ingredients).map(([key, [foodNumber, labelJa]]) => [key, { foodNumber, labelJa }]));
  const known = (part: RecipePart, where: string): RecipePart => {
    if (!ingredients.has(part[0])) throw new Error(`${file}: ${where} names unknown ingredient ${part[0]}`);
    return part;
  };
  const names = new Set<string>();
  const recipes = data.recipes.map((recipe): Recipe => {
    const group = data.groups[recipe.group];
    if (!group) throw new Error(`${file}: ${recipe.name} names unknown group ${recipe.group}`);
    if (names.has(recipe.name)) throw new Error(`${file}: ${recipe.name} has two recipes`);
    names.add(recipe.name);
    const parts = recipe.parts.flatMap((part): RecipePart[] => {
      if (typeof part !== 'string') return [known(part, recipe.name)];
      const bundle = data.bundles[part];
      if (!bundle) throw new Error(`${file}: ${recipe.name} names unknown bundle ${part}`);
      return bundle.map((bundled) => known(bundled, `bundle ${part}`));
    });
    return {
      name: recipe.name,
      nameEn: recipe.nameEn,
      kind: group.kind,
      category: group.category,
      genres: recipe.genres ?? group.genres,
      parts,
    };
  });
  return { ingredients, recipes };
}

/** The recipes as MEXT food numbers and grams. */
export function foodRecipes({ ingredients, recipes }: DishRecipes): FoodRecipe[] {
  return recipes.map((recipe) => ({
    name: recipe.name,
    nameEn: recipe.nameEn,
    kind: recipe.kind,
    category: recipe.category,
    parts: recipe.parts.map(([key, grams]) => {
      const ingredient = ingredients.get(key)!;
      return [ingredient.foodNumber, ingredient.labelJa, grams] as const;
    }),
  }));
}
