import type { Router } from 'express';
import type { Clock } from '@shokuji/clock';
import {
  issueSignInCodeEndpoint,
  linkOidcSubjectEndpoint,
  listOidcSubjectsEndpoint,
  revokeMcpGrantsEndpoint,
  unlinkOidcSubjectEndpoint,
} from '@shokuji/contracts';
import { mountAdmin } from '../admin/admin.routes';
import type { OAuthTokensService } from './oauth/oauth-tokens.service';
import type { OidcSubjectsService } from './oauth/oidc-subjects.service';
import type { SignInCodesService } from './oauth/sign-in-codes.service';

export interface McpAdminDeps {
  clock: Clock;
  signInCodes: SignInCodesService;
  tokens: OAuthTokensService;
  oidcSubjects: OidcSubjectsService;
}

/** The operator's side of the MCP connector (OPERATOR-API.md → MCP connector), on the admin router. */
export function mountMcpAdminRoutes(router: Router, deps: McpAdminDeps): void {
  mountAdmin(router, deps.clock, issueSignInCodeEndpoint, async ({ params }) => ({ data: await deps.signInCodes.issue(params.userId) }));
  mountAdmin(router, deps.clock, revokeMcpGrantsEndpoint, async ({ params }) => ({
    data: { revoked: await deps.tokens.revokeGrantsOfUser(params.userId) },
  }));
  mountAdmin(router, deps.clock, linkOidcSubjectEndpoint, async ({ params, body }) => ({
    data: await deps.oidcSubjects.link(params.userId, body),
  }));
  mountAdmin(router, deps.clock, listOidcSubjectsEndpoint, async ({ params }) => ({ data: await deps.oidcSubjects.list(params.userId) }));
  mountAdmin(router, deps.clock, unlinkOidcSubjectEndpoint, async ({ params, query }) => ({
    data: { ...(await deps.oidcSubjects.unlink(params.userId, params.subject, query.issuer)), unlinked: true as const },
  }));
}
