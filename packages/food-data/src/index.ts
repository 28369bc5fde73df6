// Public surface of @shokuji/food-data: the one copy of the food tables both the catalog generator and
// the meal-text estimator read (the MEXT table, the dish recipes), their row schemas and loaders.
export { FOOD_DATA_DIR } from './food-data-dir';
export {
  MEASURED_NUTRIENT_KEYS,
  MEXT_BASE_COLUMNS,
  MEXT_FOODS_FILE,
  MEXT_NUTRIENT_COLUMNS,
  type MeasuredNutrientKey,
} from './mext-columns';
export { MextFoodRowSchema, type MextFood } from './mext-food.schema';
export { loadMextFoods } from './mext-foods.load';
export { DishRecipesFileSchema, RECIPE_KINDS, type Recipe, type RecipeKind, type RecipePart } from './dish-recipe.schema';
export { DISH_RECIPES_FILE, foodRecipes, loadDishRecipes, type DishRecipes, type FoodRecipe, type Ingredient } from './dish-recipes.load';
