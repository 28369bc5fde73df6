import type { ApiMethodSet, UserContext } from './service-context';
import type { Nutrition, NutritionDetailed, NutritionDetailedQuery, NutritionQuery } from './nutrition.schema';

/** API-SPEC.md → Endpoints → Nutrition. */
export interface NutritionApi {
  getNutrition(ctx: UserContext, input: NutritionQuery): Promise<Nutrition>;
  getNutritionDetailed(ctx: UserContext, input: NutritionDetailedQuery): Promise<NutritionDetailed>;
}

export const NUTRITION_API_METHODS: ApiMethodSet<NutritionApi> = {
  getNutrition: true,
  getNutritionDetailed: true,
};
