import { defineEndpoint } from '../endpoint';
import { DeleteRatingResponseSchema, PutRatingBodySchema, PutRatingResponseSchema, RatingParamsSchema } from '../ratings.schema';
import { favoritesAndRatings } from './favorites.endpoints';

/** Under the section they share with favorites, ratings are a feature of their own (API-SPEC.md → Authentication 6 lists them apart). */
const ratings = { ...favoritesAndRatings, feature: 'ratings' } as const;

export const putRatingEndpoint = defineEndpoint({
  ...ratings,
  operationId: 'putRating',
  method: 'put',
  path: '/ratings',
  summary: 'Rate an own meal 1-9 (re-rating overwrites; note omitted keeps, null erases).',
  body: PutRatingBodySchema,
  bodyExample: { mealId: 'm_0mxan8gapWkFrnDOsZ_fr1xJ-', rating: 8, note: '味が濃くて満足' },
  response: PutRatingResponseSchema,
});

export const deleteRatingEndpoint = defineEndpoint({
  ...ratings,
  operationId: 'deleteRating',
  method: 'delete',
  path: '/ratings/:mealId',
  summary: 'Remove the rating of an own meal.',
  params: RatingParamsSchema,
  response: DeleteRatingResponseSchema,
});

export const ratingsEndpoints = [putRatingEndpoint, deleteRatingEndpoint];
