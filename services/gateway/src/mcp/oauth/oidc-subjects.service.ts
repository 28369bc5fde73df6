import { DomainError, invalidRequest, notFound, type LinkOidcSubjectBody } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { OidcSubjectLink } from '../../store/oauth-store';
import type { PlatformStore } from '../../store/platform-store';
import { requireAccount } from '../../accounts/require-account';

/**
 * Links between subjects of the external OpenID Connect provider and accounts: the operator
 * decides who an upstream identity is here (PUT /admin/v1/users/:userId/oidc-subjects).
 */
export function createOidcSubjectsService(deps: { store: PlatformStore; clock: Clock; configuredIssuer: string | null }) {
  const { store, clock, configuredIssuer } = deps;

  const issuerOf = (issuer: string | undefined): string => {
    const chosen = issuer ?? configuredIssuer;
    if (!chosen) throw invalidRequest('issuer is required when MCP_OIDC_ISSUER is not set');
    return chosen;
  };

  return {
    /** Idempotent for the same account; a subject already linked to another account is a 409. */
    async link(userId: string, body: LinkOidcSubjectBody): Promise<OidcSubjectLink> {
      await requireAccount(store.accounts, userId);
      const link = { issuer: issuerOf(body.issuer), subject: body.subject, userId, createdAt: clock.now().toISOString() };
      const owner = await store.oauth.oidcSubjects.link(link);
      if (owner !== userId) {
        throw new DomainError('conflict', `subject ${body.subject} is linked to another account`, {
          hint: 'Unlink it from that account first.',
        });
      }
      return (await store.oauth.oidcSubjects.find(link.issuer, link.subject)) ?? link;
    },

    async list(userId: string): Promise<OidcSubjectLink[]> {
      await requireAccount(store.accounts, userId);
      return store.oauth.oidcSubjects.listOfUser(userId);
    },

    async unlink(userId: string, subject: string, issuer: string | undefined): Promise<{ issuer: string; subject: string }> {
      await requireAccount(store.accounts, userId);
      const chosen = issuerOf(issuer);
      if (!(await store.oauth.oidcSubjects.unlink(userId, chosen, subject)))
        throw notFound(`subject ${subject} is not linked to user ${userId}`);
      return { issuer: chosen, subject };
    },
  };
}

export type OidcSubjectsService = ReturnType<typeof createOidcSubjectsService>;
