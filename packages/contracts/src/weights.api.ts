import type { ApiMethodSet, UserContext } from './service-context';
import type { PostWeightBody, PostWeightResult, WeightsList, WeightsQuery } from './weights.schema';

/** API-SPEC.md → Endpoints → Weight and day notes (weights). */
export interface WeightsApi {
  listWeights(ctx: UserContext, input: WeightsQuery): Promise<WeightsList>;
  recordWeight(ctx: UserContext, input: PostWeightBody): Promise<PostWeightResult>;
}

export const WEIGHTS_API_METHODS: ApiMethodSet<WeightsApi> = {
  listWeights: true,
  recordWeight: true,
};
