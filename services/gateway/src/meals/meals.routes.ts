import type { Router } from 'express';
import {
  API_BODY_LIMIT_BYTES,
  createMealsEndpoint,
  deleteMealEndpoint,
  listMealsEndpoint,
  mealPhotoEndpoint,
  myFoodsEndpoint,
  searchMealsEndpoint,
  updateMealEndpoint,
  usualMealsEndpoint,
  type RecordsApi,
} from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { TokensService } from '../auth/tokens.service';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { jsonBody } from '../http/json-body';
import { userContextOf } from '../http/request-context';
import { withPhotoUrls, type MealPhotoUrls } from './meal-photo-url';
import type { MealRecorder } from './meals.service';

/**
 * Must run before the API-wide JSON parser: the photo route alone takes the larger body
 * (mealPhotoEndpoint.bodyLimitBytes, which the OpenAPI document's 413 states). The
 * bearer token is checked first (the pipeline checks it again, with everything else), so only a
 * signed-in caller can make the gateway read and parse 6 MB (docs/security.md → What is protected, the Disk and memory row).
 */
export function mountMealPhotoBodyParser(router: Router, deps: { tokens: TokensService; clock: Clock }): void {
  router.put(
    '/meals/:id/photo',
    async (req, _res, next) => {
      try {
        await deps.tokens.authenticate(req.header('authorization'), deps.clock.now());
        next();
      } catch (error) {
        next(error);
      }
    },
    jsonBody({ limitBytes: mealPhotoEndpoint.bodyLimitBytes ?? API_BODY_LIMIT_BYTES }),
  );
}

export interface MealsRoutesDeps {
  records: RecordsApi;
  mealRecorder: MealRecorder;
  photoUrls: MealPhotoUrls;
}

/** API-SPEC.md → Endpoints → Meals. */
export function mountMealsRoutes(router: Router, pipeline: EndpointPipeline, deps: MealsRoutesDeps): void {
  const { records, mealRecorder, photoUrls } = deps;
  pipeline.mount(router, createMealsEndpoint, async ({ body }, caller) => ({
    data: await mealRecorder.createMeals(userContextOf(caller), body, caller.channel),
  }));
  pipeline.mount(router, listMealsEndpoint, async ({ query }, caller) => {
    const list = await records.listMeals(userContextOf(caller), query);
    const sign = (m: (typeof list.days)[number]['meals'][number]) => withPhotoUrls(m, caller.account.userId, photoUrls, caller.now);
    return { data: { ...list, days: list.days.map((day) => ({ ...day, meals: day.meals.map(sign) })) } };
  });
  pipeline.mount(router, searchMealsEndpoint, async ({ query }, caller) => {
    const found = await records.searchMeals(userContextOf(caller), query);
    return { data: { ...found, items: found.items.map((m) => withPhotoUrls(m, caller.account.userId, photoUrls, caller.now)) } };
  });
  pipeline.mount(router, usualMealsEndpoint, async ({ query }, caller) => ({
    data: await records.listUsualMeals(userContextOf(caller), query),
  }));
  pipeline.mount(router, myFoodsEndpoint, async ({ query }, caller) => ({ data: await records.listMyFoods(userContextOf(caller), query) }));
  pipeline.mount(router, updateMealEndpoint, async ({ params, body }, caller) => {
    const meal = await records.updateMeal(userContextOf(caller), { id: params.id, patch: body });
    return { data: withPhotoUrls(meal, caller.account.userId, photoUrls, caller.now) };
  });
  pipeline.mount(router, mealPhotoEndpoint, async ({ params, body }, caller) => {
    const photo = await records.setMealPhoto(userContextOf(caller), { id: params.id, imageBase64: body.imageBase64 });
    const userId = caller.account.userId;
    return {
      success: true as const,
      data: {
        ...photo,
        imageUrl: photoUrls.sign(userId, params.id, 'full', caller.now),
        thumbnailUrl: photoUrls.sign(userId, params.id, 'thumb', caller.now),
      },
    };
  });
  pipeline.mount(router, deleteMealEndpoint, async ({ params }, caller) => ({
    success: true as const,
    data: await records.deleteMeal(userContextOf(caller), { id: params.id }),
  }));
}
