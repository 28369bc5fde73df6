import { defineEndpoint } from '../endpoint';
import { DeleteRatingResponseSchema, PutRatingBodySchema, PutRatingResponseSchema, RatingParamsSchema } from '../ratings.schema';
import { favoritesAndRatings } from './favorites.endpoints';

export const putRatingEndpoint = defineEndpoint({
  ...favoritesAndRatings,
  operationId: 'putRating',
  method: 'put',
  path: '/ratings',
  summary: 'Rate an own meal 1-9 (re-rating overwrites; note omitted keeps, null erases).',
  body: PutRatingBodySchema,
  bodyExample: { mealId: 'm_0mxan8gapWkFrnDOsZ_fr1xJ-', rating: 8, note: '味が濃くて満足' },
  response: PutRatingResponseSchema,
});

export const deleteRatingEndpoint = defineEndpoint({
  ...favoritesAndRatings,
  operationId: 'deleteRating',
  method: 'delete',
  path: '/ratings/:mealId',
  summary: 'Remove the rating of an own meal.',
  params: RatingParamsSchema,
  response: DeleteRatingResponseSchema,
});

export const ratingsEndpoints = [putRatingEndpoint, deleteRatingEndpoint];
