// Public surface of @shokuji/meal-text: the meal-description estimator behind POST /analyze-text.
export { createMealTextEngine } from './meal-text.engine';
export {
  MEAL_TEXT_MAX_LENGTH,
  type ChainLookup,
  type DetailedNutrition,
  type EstimatedComponent,
  type EstimatedItem,
  type ItemAmount,
  type ItemMatch,
  type Macros,
  type MealEstimate,
  type MealTextEngine,
  type MealTextInput,
  type MealTextResult,
  type NothingEdible,
  type TextHint,
} from './meal-text.types';
// The MEXT columns behind the detailed keys, so an evaluation can compute references from the same table.
export { MEASURED_NUTRIENT_KEYS, MEXT_DETAILED_COLUMNS, MEXT_FOODS_FILE, type MeasuredNutrientKey } from './mext/mext-columns';
export { MEXT_DATA_DIR } from './mext/mext-table';
