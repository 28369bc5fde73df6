import type { AnalyzedMealRecord, CreatedMeal, Meal, MyFood } from '@shokuji/contracts';
import { sumMacros } from '@shokuji/nutrition';
import { macrosTo4Decimals, round4 } from './meal-rules';
import type { MealRecord, MyFoodRecord } from './meals.repository';

/** Stored meal and my-food records in their response shapes (API-SPEC.md → Meal record, My food). */
export function presentMyFood(food: MyFoodRecord): MyFood {
  return {
    foodId: food.foodId,
    name: food.name,
    ...macrosTo4Decimals(food),
    source: food.source,
    hasPhoto: false,
    componentsCount: food.components?.length ?? 0,
    shopId: food.shopId,
    hasDetailedNutrition: food.detailedNutrition !== null,
    createdAt: food.createdAt,
  };
}

const NUTRITION_SOURCE = {
  product_db: 'catalog',
  dish_db: 'catalog',
  my_food: 'my_food',
  manual: 'manual',
  ai_analysis: 'components',
} as const;

/** GET /meals rows; detail=full adds the fields of API-SPEC.md → Meal record. imageUrl is signed by the gateway. */
export function presentMeal(meal: MealRecord, full: boolean): Meal {
  const summary: Meal = { ...presentMealCore(meal), unit: meal.unit, foodId: meal.foodId, createdAt: meal.createdAt };
  if (!full) return summary;
  return {
    ...summary,
    portionRatio: meal.portionRatio,
    productId: meal.productId,
    dishId: meal.dishId,
    nutritionSource: meal.components ? 'components' : NUTRITION_SOURCE[meal.source],
    confidence: meal.confidence ?? null,
    hasPhoto: meal.photoVersion !== null,
    imageUrl: null,
    thumbnailUrl: null,
    // At the precision of cal itself, so baseCal × quantity × portionRatio gives cal back (500.04, not 500).
    baseCal: round4((meal.components ? sumMacros(meal.components) : meal.base).cal),
    components: meal.components,
    componentsPhotoConfirmed: meal.componentsPhotoConfirmed,
    storeId: meal.storeId,
  };
}

/** The fields every meal response carries (API-SPEC.md → Meal record). */
function presentMealCore(meal: MealRecord) {
  return {
    id: meal.id,
    mealDate: meal.mealDate,
    mealType: meal.mealType,
    mealName: meal.mealName,
    cal: meal.cal,
    protein: meal.protein,
    fat: meal.fat,
    carbs: meal.carbs,
    quantity: meal.quantity,
    source: meal.source,
    shopId: meal.shopId,
  };
}

export function presentCreated(meal: MealRecord, savedFood: boolean): CreatedMeal {
  return Object.assign(
    presentMealCore(meal),
    meal.foodId ? { foodId: meal.foodId } : {},
    savedFood ? { detailedNutritionSaved: true as const } : {},
  );
}

/** POST /analyze-text's record part: the meal it wrote and the my-food behind it. */
export function presentAnalyzed(meal: MealRecord, replaced: boolean): AnalyzedMealRecord {
  return {
    foodId: meal.foodId!,
    mealId: meal.id,
    mealDate: meal.mealDate,
    mealType: meal.mealType,
    mealName: meal.mealName,
    source: meal.source,
    shopId: meal.shopId,
    replaced,
  };
}
