import { defineEndpoint } from '../endpoint';
import { AnalyzeTextBodySchema, AnalyzeTextResponseSchema } from '../analyze-text.schema';

/** API-SPEC.md → POST /analyze-text; OPERATOR-API.md → AI analysis: daily cap and credits. */
export const analyzeTextEndpoint = defineEndpoint({
  operationId: 'analyzeMealText',
  method: 'post',
  path: '/analyze-text',
  tag: 'Meals',
  // Authentication 11: the app's AI-analysis gate; Free is refused with 403 premium_required.
  access: 'premium',
  feature: 'ai_analysis',
  quotaCost: 1,
  spendsAiCredit: true,
  summary:
    'Estimate a meal description (Japanese, English or both; ≤ 300 chars) with the service’s engine, save it as a my-food with detailed nutrients and record the meal.',
  description:
    'All values are estimates from the MEXT food composition table and standard portions; numbers written in the text are hints only. For values from a label or a food table use POST /meals route D; for a chain product use GET /search then POST /meals productId (catalogMatches lists the chain products the text names). The client turns a photo into a detailed text (items, counts, amounts, cooking). replaceMealId corrects an existing record in place (same id, date, slot, rating, photo and route; replaced: true); an unknown id is a 404 before any analysis. Each completed analysis costs 1 AI credit (402 insufficient_credits with creditBalance when none are left); a daily cap of analyses per account and JST day, 20 unless the operator set another (429 quota_exceeded, quota.period day) and 3 per rolling minute (429 rate_limited with Retry-After); refusals and a description that names nothing edible (400) cost no credit. Idempotency-Key: a replay takes no credit.',
  body: AnalyzeTextBodySchema,
  bodyExample: { query: 'ご飯大盛りと豚の生姜焼き、味噌汁', mealType: 'dinner' },
  response: AnalyzeTextResponseSchema,
  successStatus: 201,
});

export const analyzeTextEndpoints = [analyzeTextEndpoint];
