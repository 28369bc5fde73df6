import { defineEndpoint } from '../endpoint';
import { PutGoalBodySchema, PutGoalResponseSchema } from '../goals.schema';

/** API-SPEC.md → Endpoints → Goals. */
export const putGoalEndpoint = defineEndpoint({
  operationId: 'putGoal',
  method: 'put',
  path: '/goals',
  tag: 'Goals',
  summary: 'Create or change the base goal; cal and PFC are derived by the server.',
  description:
    'Only the fields sent change. Creating needs goalType and activityLevel plus any missing profile item (heightCm, weightKg, dateOfBirth, gender): otherwise 400 with reason no_active_goal and missing. With a goal but an incomplete profile: 400 with reason profile_incomplete. The four meal ratios are sent together and sum to 1.0. durationDays (legacy) overwrites pace. A manual goal keeps its cal/PFC (manualPreserved). The answer: goal, previous (null when created) and derivation {baseTdeeKcal, baseTdeeSource (observed, or the formula used), dailyDeficitKcal (negative: a surplus), clamped, clampedBy, remainingDays}; remainingDays 0 means no target weight, already reached, or not approaching it: state no day count then.',
  access: 'premium',
  feature: 'goals',
  quotaCost: 1,
  body: PutGoalBodySchema,
  bodyExample: { goalType: 'lose', activityLevel: 2, targetWeightKg: 55, pace: 'standard' },
  response: PutGoalResponseSchema,
});

export const goalsEndpoints = [putGoalEndpoint];
