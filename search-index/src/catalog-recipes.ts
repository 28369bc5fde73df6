import { INGREDIENTS, RECIPES, type RecipeKind } from './generate/dish-recipes.data';

export interface CatalogRecipe {
  name: string;
  nameEn: string;
  kind: RecipeKind;
  /** One serving: [MEXT food number, Japanese label, grams]. */
  parts: ReadonlyArray<readonly [foodNumber: string, labelJa: string, grams: number]>;
}

/**
 * The recipes behind the catalog's generic dishes, as MEXT food numbers and grams, so another
 * package (the meal-text estimator) can rebuild a dish from the composition table it uses.
 */
export const CATALOG_RECIPES: readonly CatalogRecipe[] = RECIPES.map((recipe) => ({
  name: recipe.name,
  nameEn: recipe.nameEn,
  kind: recipe.kind,
  parts: recipe.parts.map(([key, grams]) => [INGREDIENTS[key][0], INGREDIENTS[key][1], grams] as const),
}));
