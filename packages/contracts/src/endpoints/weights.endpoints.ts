import { defineEndpoint } from '../endpoint';
import { PostWeightBodySchema, PostWeightResponseSchema, WeightsQuerySchema, WeightsResponseSchema } from '../weights.schema';

/** API-SPEC.md → Endpoints → Weight and day notes. */
const weights = { tag: 'Weight and day notes', access: 'premium', feature: 'weights', quotaCost: 1 } as const;

export const listWeightsEndpoint = defineEndpoint({
  ...weights,
  operationId: 'listWeights',
  method: 'get',
  path: '/weights',
  summary: 'Body-weight records of a day or a range (up to 90 days); default today (JST).',
  query: WeightsQuerySchema,
  response: WeightsResponseSchema,
});

export const recordWeightEndpoint = defineEndpoint({
  ...weights,
  operationId: 'recordWeight',
  method: 'post',
  path: '/weights',
  summary: 'Record the weight of a day; the same date overwrites.',
  description:
    'One record per day. bodyFatPct and note left out keep their stored values; null erases them. date defaults to today (JST); future dates are refused.',
  body: PostWeightBodySchema,
  bodyExample: { weightKg: 60.2, bodyFatPct: 24.5, note: '朝食前' },
  response: PostWeightResponseSchema,
});

export const weightsEndpoints = [listWeightsEndpoint, recordWeightEndpoint];
