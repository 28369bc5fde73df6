import { defineEndpoint } from '../endpoint';
import {
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

export const adminEndpoints = [
  createUserEndpoint,
  patchUserEndpoint,
  getUserEndpoint,
  issueTokenEndpoint,
  revokeTokenEndpoint,
  setClockEndpoint,
  resetClockEndpoint,
];
