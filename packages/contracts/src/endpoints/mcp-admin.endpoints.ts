import { defineEndpoint } from '../endpoint';
import { UserIdParamsSchema } from '../admin.schema';
import {
  LinkOidcSubjectBodySchema,
  OidcIssuerQuerySchema,
  OidcSubjectParamsSchema,
  OidcSubjectResponseSchema,
  OidcSubjectsResponseSchema,
  RevokeMcpGrantsResponseSchema,
  SignInCodeResponseSchema,
  UnlinkOidcSubjectResponseSchema,
} from '../mcp-admin.schema';

/** OPERATOR-API.md → MCP connector. Paths are relative to /admin/v1; every call needs X-Admin-Token. */
const admin = { tag: 'Admin', access: 'none', quotaCost: 0 } as const;

export const issueSignInCodeEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminIssueSignInCode',
  method: 'post',
  path: '/users/:userId/sign-in-codes',
  summary: 'Issue a one-time sign-in code for the MCP connector (valid 10 minutes, usable once).',
  params: UserIdParamsSchema,
  response: SignInCodeResponseSchema,
  successStatus: 201,
});

export const revokeMcpGrantsEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminRevokeMcpGrants',
  method: 'delete',
  path: '/users/:userId/mcp-grants',
  summary: 'Revoke every MCP connection of the account: its access tokens get 401 at /mcp, its refresh tokens invalid_grant.',
  params: UserIdParamsSchema,
  response: RevokeMcpGrantsResponseSchema,
});

export const linkOidcSubjectEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminLinkOidcSubject',
  method: 'put',
  path: '/users/:userId/oidc-subjects',
  summary: 'Link a subject of the external OpenID Connect provider to the account (idempotent); 409 when linked to another account.',
  params: UserIdParamsSchema,
  body: LinkOidcSubjectBodySchema,
  response: OidcSubjectResponseSchema,
});

export const listOidcSubjectsEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminListOidcSubjects',
  method: 'get',
  path: '/users/:userId/oidc-subjects',
  summary: 'The external OpenID Connect subjects linked to the account.',
  params: UserIdParamsSchema,
  response: OidcSubjectsResponseSchema,
});

export const unlinkOidcSubjectEndpoint = defineEndpoint({
  ...admin,
  operationId: 'adminUnlinkOidcSubject',
  method: 'delete',
  path: '/users/:userId/oidc-subjects/:subject',
  summary: 'Unlink a subject (URL-encoded) from the account; 404 when it was not linked to it.',
  params: OidcSubjectParamsSchema,
  query: OidcIssuerQuerySchema,
  response: UnlinkOidcSubjectResponseSchema,
});
