import type { CreateUserBody, PatchUserBody, RecordsApi } from '@shokuji/contracts';
import { newId } from '@shokuji/storage';
import { resolveEntitlement } from '../entitlements/entitlement';
import type { GatewayCall } from '../http/caller';
import { serviceContextOf } from '../http/request-context';
import type { AiAnalysisQuota } from '../quota/ai-analysis-quota.service';
import type { PlatformStore } from '../store/platform-store';
import type { Account } from '../store/accounts.repository';
import { requireAccount } from './require-account';

/**
 * Operator actions on accounts (OPERATOR-API.md → Accounts); the admin API and the CLI both call
 * these, with the call they serve (its request id and the gateway clock's now).
 */
export function createAccountsService(deps: { store: PlatformStore; records: RecordsApi; aiQuota: AiAnalysisQuota }) {
  const { store, records, aiQuota } = deps;

  return {
    async create(call: GatewayCall, body: CreateUserBody): Promise<{ userId: string }> {
      const account: Account = {
        userId: newId('u'),
        displayName: body.displayName ?? null,
        plan: body.plan ?? 'free',
        premiumVia: body.premiumVia ?? 'payment_provider',
        registeredOnWeb: body.registeredOnWeb ?? false,
        region: body.region ?? 'JP',
        trialStartedAt: null,
        ...aiQuota.newGrant(body.aiCredits),
        createdAt: call.now.toISOString(),
      };
      // The profile lives with the goals in the records service; write it first so a failure leaves no account behind.
      if (body.profile) await records.updateProfile(serviceContextOf(call, account.userId), body.profile);
      await store.accounts.create(account);
      return { userId: account.userId };
    },

    async patch(call: GatewayCall, userId: string, body: PatchUserBody) {
      await requireAccount(store.accounts, userId);
      const { profile, aiCredits, ...fields } = body;
      if (profile) await records.updateProfile(serviceContextOf(call, userId), profile);
      // Setting the balance starts a new grant: analyses made before it no longer count against it.
      await store.accounts.update(userId, { ...fields, ...(aiCredits === undefined ? {} : aiQuota.newGrant(aiCredits)) });
      return this.describe(call, userId);
    },

    async describe(call: GatewayCall, userId: string) {
      const account = await requireAccount(store.accounts, userId);
      const entitlement = resolveEntitlement(account, call.now);
      const [profile, activeTokens, aiCredits] = await Promise.all([
        records.getProfile(serviceContextOf(call, userId), {}),
        store.tokens.listActive(userId, call.now.toISOString()),
        aiQuota.creditBalance(account, call.now),
      ]);
      return {
        userId: account.userId,
        displayName: account.displayName,
        plan: account.plan,
        premiumVia: account.premiumVia,
        registeredOnWeb: account.registeredOnWeb,
        region: account.region,
        createdAt: account.createdAt,
        profile,
        entitlement: { tier: entitlement.tier, source: entitlement.source },
        externalTrial: entitlement.trial,
        activeTokens: activeTokens.length,
        aiCredits,
      };
    },

    /** The account's tokens that still work, newest first: their ids and times, never the tokens (shown once at issue). */
    async activeTokens(call: GatewayCall, userId: string) {
      await requireAccount(store.accounts, userId);
      const tokens = await store.tokens.listActive(userId, call.now.toISOString());
      return { tokens: tokens.map(({ tokenId, createdAt, expiresAt }) => ({ tokenId, createdAt, expiresAt })) };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
