import { defineEndpoint } from '../endpoint';
import {
  CreateMealsBodySchema,
  CreateMealsResponseSchema,
  DeleteMealResponseSchema,
  MealIdParamsSchema,
  MealPhotoBodySchema,
  MealPhotoResponseSchema,
  MealResponseSchema,
  MealSearchQuerySchema,
  MealSearchResponseSchema,
  MealsQuerySchema,
  MealsResponseSchema,
  MyFoodsQuerySchema,
  MyFoodsResponseSchema,
  UpdateMealBodySchema,
  UsualMealsQuerySchema,
  UsualMealsResponseSchema,
} from '../meals.schema';

/** A 1×1 PNG: the smallest photo PUT /meals/:id/photo takes, so the example works as sent. */
const ONE_PIXEL_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** API-SPEC.md → Endpoints → Meals. */
const meals = { tag: 'Meals', access: 'premium', feature: 'meals', quotaCost: 1 } as const;

export const createMealsEndpoint = defineEndpoint({
  ...meals,
  operationId: 'createMeals',
  method: 'post',
  path: '/meals',
  summary: 'Record one meal, or a batch { items: [1..10] } (one quota unit); the whole batch fails on any invalid record.',
  description:
    'Exactly one route per record: A productId; B dishId (+mealName); C foodId (+mealName); D mealName + cal (+protein/fat/carbs, components, detailedNutrition). With components the totals are computed from the rows (their sum supersedes the cal and macros sent) and the response shows them. 30 records per meal date (429 quota_exceeded, reason meal_date_full, without Retry-After: no wait frees the date). Meal caps, on the recorded amount: 10,000 kcal, 1,000 g protein, 1,000 g fat, 2,000 g carbs.',
  body: CreateMealsBodySchema,
  bodyExample: { mealName: '手作り弁当', cal: 650, protein: 25, fat: 18, carbs: 95, mealType: 'lunch' },
  response: CreateMealsResponseSchema,
  successStatus: 201,
});

export const listMealsEndpoint = defineEndpoint({
  ...meals,
  operationId: 'listMeals',
  method: 'get',
  path: '/meals',
  summary: 'Meals of a day or a range (up to 14 days), grouped by day with totals; default today (JST).',
  query: MealsQuerySchema,
  response: MealsResponseSchema,
});

export const searchMealsEndpoint = defineEndpoint({
  ...meals,
  operationId: 'searchMeals',
  method: 'get',
  path: '/meals/search',
  summary: 'Own meals whose name contains q, newest first over all history.',
  query: MealSearchQuerySchema,
  response: MealSearchResponseSchema,
});

export const usualMealsEndpoint = defineEndpoint({
  ...meals,
  operationId: 'listUsualMeals',
  method: 'get',
  path: '/meals/usual',
  summary: 'Items recorded on 2 or more days in the last 90 days, top per slot.',
  query: UsualMealsQuerySchema,
  response: UsualMealsResponseSchema,
});

export const myFoodsEndpoint = defineEndpoint({
  ...meals,
  operationId: 'listMyFoods',
  method: 'get',
  path: '/foods/mine',
  summary: 'The caller’s own foods, newest first; q filters by part of the name.',
  query: MyFoodsQuerySchema,
  response: MyFoodsResponseSchema,
});

export const updateMealEndpoint = defineEndpoint({
  ...meals,
  operationId: 'updateMeal',
  method: 'put',
  path: '/meals/:id',
  summary: 'Change amount, slot, date, shop or components; nutrition is recomputed by the server.',
  description: 'components replace every row (null returns to the base values); photo-confirmed components give 409 photo_confirmed.',
  params: MealIdParamsSchema,
  body: UpdateMealBodySchema,
  bodyExample: { quantity: 1.5 },
  response: MealResponseSchema,
});

export const mealPhotoEndpoint = defineEndpoint({
  ...meals,
  operationId: 'putMealPhoto',
  method: 'put',
  path: '/meals/:id/photo',
  summary: 'Attach a photo (JPEG, PNG, WebP, HEIC where supported; ≤ 4 MB); stored as WebP ≤ 500 px plus a 200 px thumbnail.',
  // 4 MB of photo is about 5.6 MB of base64 (API-SPEC.md → Limits → Photo).
  bodyLimitBytes: 6 * 1024 * 1024,
  params: MealIdParamsSchema,
  body: MealPhotoBodySchema,
  bodyExample: { imageBase64: ONE_PIXEL_PNG_BASE64 },
  response: MealPhotoResponseSchema,
});

export const deleteMealEndpoint = defineEndpoint({
  ...meals,
  operationId: 'deleteMeal',
  method: 'delete',
  path: '/meals/:id',
  summary: 'Cancel a record (own records only; 404 otherwise).',
  params: MealIdParamsSchema,
  response: DeleteMealResponseSchema,
});

export const mealsEndpoints = [
  createMealsEndpoint,
  listMealsEndpoint,
  searchMealsEndpoint,
  usualMealsEndpoint,
  myFoodsEndpoint,
  updateMealEndpoint,
  mealPhotoEndpoint,
  deleteMealEndpoint,
];
