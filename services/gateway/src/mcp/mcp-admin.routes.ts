import type { Router } from 'express';
import {
  issueSignInCodeEndpoint,
  linkOidcSubjectEndpoint,
  listOidcSubjectsEndpoint,
  revokeMcpGrantsEndpoint,
  unlinkOidcSubjectEndpoint,
} from '@shokuji/contracts';
import { mountAdmin } from '../admin/admin.routes';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import type { OAuthTokensService } from './oauth/oauth-tokens.service';
import type { OidcSubjectsService } from './oauth/oidc-subjects.service';
import type { SignInCodesService } from './oauth/sign-in-codes.service';

export interface McpAdminDeps {
  pipeline: EndpointPipeline;
  signInCodes: SignInCodesService;
  tokens: OAuthTokensService;
  oidcSubjects: OidcSubjectsService;
}

/** The operator's side of the MCP connector (OPERATOR-API.md → MCP connector), on the admin router. */
export function mountMcpAdminRoutes(router: Router, deps: McpAdminDeps): void {
  mountAdmin(router, deps.pipeline, issueSignInCodeEndpoint, async ({ params }) => ({ data: await deps.signInCodes.issue(params.userId) }));
  mountAdmin(router, deps.pipeline, revokeMcpGrantsEndpoint, async ({ params }) => ({
    data: { revoked: await deps.tokens.revokeGrantsOfUser(params.userId) },
  }));
  mountAdmin(router, deps.pipeline, linkOidcSubjectEndpoint, async ({ params, body }) => ({
    data: await deps.oidcSubjects.link(params.userId, body),
  }));
  mountAdmin(router, deps.pipeline, listOidcSubjectsEndpoint, async ({ params }) => ({
    data: await deps.oidcSubjects.list(params.userId),
  }));
  mountAdmin(router, deps.pipeline, unlinkOidcSubjectEndpoint, async ({ params, query }) => ({
    data: { ...(await deps.oidcSubjects.unlink(params.userId, params.subject, query.issuer)), unlinked: true as const },
  }));
}
