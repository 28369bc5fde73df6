import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shokuji/contracts';
import type { Entitlement } from '../entitlements/entitlement';
import type { Account } from '../store/accounts.repository';

const SESSION_LIFETIME_MS = 30 * 60 * 1000;

export interface PortalSession {
  userId: string;
  expiresAt: number;
}

/**
 * POST /billing/portal (API-SPEC.md → Account and support): only Premium bought through the
 * payment provider has a management page; app-store Premium and no subscription are 409. The URL
 * carries a signed, short-lived session so the page needs no login.
 */
export function createBillingService(deps: { publicBaseUrl: string; secret: string | undefined }) {
  // Without a configured secret, sessions are valid for this process's lifetime only.
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  return {
    openPortal(account: Account, entitlement: Entitlement, now: Date): { url: string } {
      if (account.plan !== 'premium') {
        throw new DomainError('subscription_not_manageable', 'no subscription to manage', {
          userMessage:
            entitlement.source === 'external_trial' || entitlement.source === 'web_grace'
              ? '現在のご利用は無料期間のため、管理するサブスクリプションがありません。'
              : 'ご契約中のサブスクリプションがありません。',
        });
      }
      if (account.premiumVia === 'app_store') {
        throw new DomainError('subscription_not_manageable', 'subscription bought through the app store', {
          userMessage: 'アプリストアで購入されたプランです。端末のサブスクリプション設定から管理・解約してください。',
        });
      }
      const payload = Buffer.from(JSON.stringify({ userId: account.userId, expiresAt: now.getTime() + SESSION_LIFETIME_MS })).toString(
        'base64url',
      );
      return { url: `${deps.publicBaseUrl}/billing/manage/${payload}.${sign(payload)}` };
    },

    /** Reads a portal session from its URL segment; null when forged or expired. */
    readSession(segment: string, now: Date): PortalSession | null {
      const [payload, signature] = segment.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PortalSession;
      return session.expiresAt > now.getTime() ? session : null;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
