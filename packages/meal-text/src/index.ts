// Public surface of @shokuji/meal-text: the meal-description estimator behind POST /analyze-text.
export { createMealTextEngine } from './meal-text.engine';
export { MealTextShopSchema } from './lexicon/lexicon-chains';
export { mealConfidenceOf } from './estimate/meal-confidence';
export {
  MEAL_TEXT_MAX_LENGTH,
  type ChainLookup,
  type ConfidenceBasis,
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
  type MealTextShop,
  type NothingEdible,
  type TextHint,
} from './meal-text.types';
