import type { UserContext } from './service-api';
import type { Nutrition, NutritionDetailed, NutritionDetailedQuery, NutritionQuery } from './nutrition.schema';

/** API-SPEC.md → Endpoints → Nutrition. */
export interface NutritionApi {
  getNutrition(ctx: UserContext, input: NutritionQuery): Promise<Nutrition>;
  getNutritionDetailed(ctx: UserContext, input: NutritionDetailedQuery): Promise<NutritionDetailed>;
}

export const NUTRITION_API_METHODS = ['getNutrition', 'getNutritionDetailed'] as const satisfies readonly (keyof NutritionApi)[];
