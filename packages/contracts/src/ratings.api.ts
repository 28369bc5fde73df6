import type { ApiMethodSet, UserContext } from './service-context';
import type { DeleteRatingResult, PutRatingBody, Rating, RatingParams } from './ratings.schema';

/** API-SPEC.md → Endpoints → Favorites and ratings: the ratings of own meals. */
export interface RatingsApi {
  putRating(ctx: UserContext, input: PutRatingBody): Promise<Rating>;
  deleteRating(ctx: UserContext, input: RatingParams): Promise<DeleteRatingResult>;
}

export const RATINGS_API_METHODS: ApiMethodSet<RatingsApi> = {
  putRating: true,
  deleteRating: true,
};
