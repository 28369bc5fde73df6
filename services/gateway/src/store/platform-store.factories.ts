import { randomUUID } from 'node:crypto';
import type { Account } from './accounts.repository';

/** A Free account with unique id (docs/CONTRIBUTING.md → Tests); tests override what they test. */
export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    userId: `u_${randomUUID()}`,
    displayName: null,
    plan: 'free',
    premiumVia: 'payment_provider',
    registeredOnWeb: false,
    region: 'JP',
    trialStartedAt: null,
    aiCreditGrant: 100,
    aiCreditGrantId: `g_${randomUUID()}`,
    createdAt: '2026-11-21T03:00:00.000Z',
    ...overrides,
  };
}
