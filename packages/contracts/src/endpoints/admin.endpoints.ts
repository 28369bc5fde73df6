import { defineEndpoint } from '../endpoint';
import {
  ActiveTokensResponseSchema,
  AdminUserResponseSchema,
  ClockResponseSchema,
  CreateUserBodySchema,
  CreateUserResponseSchema,
  IssueTokenBodySchema,
  IssueTokenResponseSchema,
  PatchUserBodySchema,
  RevokeTokenResponseSchema,
  SetClockBodySchema,
  TokenIdParamsSchema,
  UserIdParamsSchema,
} from '../admin.schema';
import { CreateExerciseResponseSchema, SyncedExerciseBodySchema } from '../exercises.schema';
import { GoalResponseSchema, ManualGoalBodySchema } from '../goals.schema';
import { AppFoodBodySchema, AppFoodResponseSchema, PhotoConfirmBodySchema, PhotoConfirmResponseSchema } from '../meals.schema';

/** OPERATOR-API.md → Admin API. Paths are relative to /admin/v1; every call needs X-Admin-Token. */
const admin = { tag: 'Admin', access: 'none', quotaCost: 0 } as const;

export const createUserEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminCreateUser',
  method: 'post',
  path: '/users',
  summary: 'Create an account.',
  body: CreateUserBodySchema,
  response: CreateUserResponseSchema,
  successStatus: 201,
});

export const patchUserEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminPatchUser',
  method: 'patch',
  path: '/users/:userId',
  summary: 'Change an account (plan, grace, region, profile…).',
  params: UserIdParamsSchema,
  body: PatchUserBodySchema,
  response: AdminUserResponseSchema,
});

export const getUserEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminGetUser',
  method: 'get',
  path: '/users/:userId',
  summary: 'The stored account with its entitlement and trial state.',
  params: UserIdParamsSchema,
  response: AdminUserResponseSchema,
});

export const issueTokenEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminIssueToken',
  method: 'post',
  path: '/users/:userId/tokens',
  summary: 'Issue an access token (shown once).',
  params: UserIdParamsSchema,
  body: IssueTokenBodySchema,
  response: IssueTokenResponseSchema,
  successStatus: 201,
});

export const listTokensEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminListTokens',
  method: 'get',
  path: '/users/:userId/tokens',
  summary: "The account's active tokens (ids and times, for DELETE /tokens/:tokenId).",
  params: UserIdParamsSchema,
  response: ActiveTokensResponseSchema,
});

export const revokeTokenEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminRevokeToken',
  method: 'delete',
  path: '/tokens/:tokenId',
  summary: 'Revoke a token; it gives 401 from the next request on.',
  params: TokenIdParamsSchema,
  response: RevokeTokenResponseSchema,
});

export const setClockEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminSetClock',
  method: 'put',
  path: '/clock',
  summary: 'Set the service time (CLOCK_CONTROL=1 only); it keeps running from there.',
  body: SetClockBodySchema,
  response: ClockResponseSchema,
});

export const resetClockEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminResetClock',
  method: 'delete',
  path: '/clock',
  summary: 'Return to real time (CLOCK_CONTROL=1 only).',
  response: ClockResponseSchema,
});

/** OPERATOR-API.md → Actions that exist only in the app: the user fixes goal values (source manual). */
export const setManualGoalEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminSetManualGoal',
  method: 'put',
  path: '/users/:userId/app/goal-manual',
  summary: 'Fix the goal values as the user does in the app: source becomes manual.',
  description: 'The user needs a goal first (PUT /goals); without one the answer is 409 conflict.',
  params: UserIdParamsSchema,
  body: ManualGoalBodySchema,
  response: GoalResponseSchema,
});

/** OPERATOR-API.md → Actions that exist only in the app: return to automatic calculation. */
export const clearManualGoalEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminClearManualGoal',
  method: 'delete',
  path: '/users/:userId/app/goal-manual',
  summary: 'Return to automatic calculation as the user does in the app: source auto, values recomputed.',
  params: UserIdParamsSchema,
  response: GoalResponseSchema,
});

/** OPERATOR-API.md → Actions that exist only in the app: a health-data sync row (protected from DELETE /exercises). */
export const syncedExerciseEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminCreateSyncedExercise',
  method: 'post',
  path: '/users/:userId/app/synced-exercise',
  summary: 'Add an exercise row as a health-data sync would (source health_sync).',
  params: UserIdParamsSchema,
  body: SyncedExerciseBodySchema,
  response: CreateExerciseResponseSchema,
  successStatus: 201,
});

/** OPERATOR-API.md → Actions that exist only in the app: the photo confirmation of a meal's components. */
export const photoConfirmEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminPhotoConfirm',
  method: 'post',
  path: '/users/:userId/app/photo-confirm',
  summary: 'Mark a meal’s components photo-confirmed (PUT components then gives 409).',
  params: UserIdParamsSchema,
  body: PhotoConfirmBodySchema,
  response: PhotoConfirmResponseSchema,
});

/** OPERATOR-API.md → Actions that exist only in the app: a food made in the app. */
export const appFoodEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminPutAppFood',
  method: 'put',
  path: '/users/:userId/app/foods',
  summary: 'A food made in the app (a my-food; listed in favorites as type food).',
  params: UserIdParamsSchema,
  body: AppFoodBodySchema,
  response: AppFoodResponseSchema,
  successStatus: 201,
});
