import { defineEndpoint } from '../endpoint';
import { SetsBodySchema, SetsResponseSchema } from '../sets.schema';

/** API-SPEC.md → Sets: Premium (Authentication 6), one quota unit; the MCP tool `suggest_sets` mirrors it. */
export const suggestSetsEndpoint = defineEndpoint({
  operationId: 'suggestSets',
  method: 'post',
  readsOnly: true,
  path: '/sets',
  tag: 'Sets',
  access: 'premium',
  feature: 'sets',
  quotaCost: 1,
  summary: 'Sets of one store’s items (a main and a side plus 1-2 optional items) that fit the nutrients left, best first.',
  description:
    'Ordered by fit × naturalness × item count × likelihood of choice; items and pairs this user logs at the store lift a set, and usual is true when it holds a pair logged there on 2 or more days. The same input gives the same result; an empty sets array means no combination fits, and emptyReason then says which part of the request none could meet (the lightest main, the meal cap, minItems). A nonexistent shopId or a FOOD_MANUFACTURER shop is a 400 whose reason says which (unknown_shop, not_a_store).',
  body: SetsBodySchema,
  bodyExample: { target: { cal: 700, protein: 35, fat: 20, carbs: 90 }, shopId: 'familymart', mealType: 'lunch' },
  response: SetsResponseSchema,
});

export const setsEndpoints = [suggestSetsEndpoint];
