import type { Account } from '../accounts.repository';

/** A row of the accounts table, as `SELECT *` reads it (the platform store, and the OAuth store's token check). */
export interface AccountRow {
  user_id: string;
  display_name: string | null;
  plan: 'free' | 'premium';
  premium_via: 'app_store' | 'payment_provider';
  registered_on_web: number;
  region: string;
  trial_started_at: string | null;
  ai_credit_grant: number | null;
  ai_credit_grant_id: string | null;
  created_at: string;
}

export const toAccount = (row: AccountRow): Account => ({
  userId: row.user_id,
  displayName: row.display_name,
  plan: row.plan,
  premiumVia: row.premium_via,
  registeredOnWeb: row.registered_on_web === 1,
  region: row.region,
  trialStartedAt: row.trial_started_at,
  aiCreditGrant: row.ai_credit_grant,
  aiCreditGrantId: row.ai_credit_grant_id,
  createdAt: row.created_at,
});
