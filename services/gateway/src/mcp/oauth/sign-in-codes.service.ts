import type { Clock } from '@shokuji/clock';
import { newId } from '@shokuji/storage';
import { hashToken } from '../../auth/tokens.service';
import type { PlatformStore } from '../../store/platform-store';
import { requireAccount } from '../../accounts/require-account';
import { newSignInCode, normalizeSignInCode } from './oauth-secrets';

/** OPERATOR-API.md → MCP connector → Sign-in: valid 10 minutes on the service clock, usable once. */
export const SIGN_IN_CODE_LIFETIME_MS = 10 * 60 * 1000;

/** One-time sign-in codes of the embedded identity provider: the operator issues, the sign-in page redeems. */
export function createSignInCodesService(deps: { store: PlatformStore; clock: Clock }) {
  const { store, clock } = deps;

  return {
    async issue(userId: string): Promise<{ code: string; expiresAt: string }> {
      await requireAccount(store.accounts, userId);
      const now = clock.now();
      const code = newSignInCode();
      const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS).toISOString();
      await store.oauth.signInCodes.insert({ codeHash: hashToken(code), userId, createdAt: now.toISOString(), expiresAt });
      return { code, expiresAt };
    },

    /** The account a typed code signs in, or null when it is wrong, expired or used; a success uses it up. */
    async redeem(typed: string, now: Date): Promise<string | null> {
      const codeHash = hashToken(normalizeSignInCode(typed));
      const record = await store.oauth.signInCodes.get(codeHash);
      if (!record || Date.parse(record.expiresAt) <= now.getTime()) return null;
      const attempt = newId('use');
      const holder = await store.oauth.claims.claim(`sign-in:${codeHash}`, attempt, record.expiresAt);
      return holder === attempt ? record.userId : null;
    },
  };
}

export type SignInCodesService = ReturnType<typeof createSignInCodesService>;
