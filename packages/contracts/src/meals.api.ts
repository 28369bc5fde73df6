import type { ApiMethodSet, UserContext } from './service-context';
import type { AnalyzedMealRecord, RecordAnalyzedMealInput } from './analyze-text.schema';
import type {
  AppFoodBody,
  CreateMealsBody,
  CreateMealsResult,
  Meal,
  MealPhotoFile,
  MealPhotoResult,
  MealSearchQuery,
  MealSearchResult,
  MealsList,
  MealsQuery,
  MyFood,
  MyFoodsQuery,
  MyFoodsResult,
  UpdateMealBody,
  UsualMealsQuery,
  UsualMealsResult,
} from './meals.schema';
import type { ShopHistoryResult } from './sets.schema';

/** API-SPEC.md → Endpoints → Meals; OPERATOR-API.md app actions on meals and my foods. */
export interface MealsApi {
  createMeals(ctx: UserContext, input: CreateMealsBody): Promise<CreateMealsResult>;
  listMeals(ctx: UserContext, input: MealsQuery): Promise<MealsList>;
  searchMeals(ctx: UserContext, input: MealSearchQuery): Promise<MealSearchResult>;
  listUsualMeals(ctx: UserContext, input: UsualMealsQuery): Promise<UsualMealsResult>;
  listMyFoods(ctx: UserContext, input: MyFoodsQuery): Promise<MyFoodsResult>;
  updateMeal(ctx: UserContext, input: { id: string; patch: UpdateMealBody }): Promise<Meal>;
  deleteMeal(ctx: UserContext, input: { id: string }): Promise<{ id: string; deleted: true }>;
  setMealPhoto(ctx: UserContext, input: { id: string; imageBase64: string }): Promise<MealPhotoResult>;
  getMealPhoto(ctx: UserContext, input: { id: string; size: 'full' | 'thumb' }): Promise<MealPhotoFile>;
  confirmMealPhoto(ctx: UserContext, input: { mealId: string }): Promise<{ mealId: string; componentsPhotoConfirmed: true }>;
  createAppFood(ctx: UserContext, input: AppFoodBody): Promise<MyFood>;
  /** POST /sets' personalisation: the caller's products and pairs at one shop (docs/sets.md → History). */
  getShopHistory(ctx: UserContext, input: { shopId: string }): Promise<ShopHistoryResult>;
  /** One own meal (detail=full shape), or not_found: POST /analyze-text checks replaceMealId with it before analysing. */
  getMeal(ctx: UserContext, input: { id: string }): Promise<Meal>;
  /** POST /analyze-text's records: a my-food and the meal, or the meal's new content (replaceMealId), all or nothing. */
  recordAnalyzedMeal(ctx: UserContext, input: RecordAnalyzedMealInput): Promise<AnalyzedMealRecord>;
}

export const MEALS_API_METHODS: ApiMethodSet<MealsApi> = {
  createMeals: true,
  listMeals: true,
  searchMeals: true,
  listUsualMeals: true,
  listMyFoods: true,
  updateMeal: true,
  deleteMeal: true,
  setMealPhoto: true,
  getMealPhoto: true,
  confirmMealPhoto: true,
  createAppFood: true,
  getShopHistory: true,
  getMeal: true,
  recordAnalyzedMeal: true,
};
