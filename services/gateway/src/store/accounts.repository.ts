/**
 * Storage of accounts (OPERATOR-API.md → Accounts). Its own module because both the platform store
 * and the OAuth store (an access token's account) hold accounts; the rules live in accounts/ and
 * entitlements/.
 */
export interface Account {
  userId: string;
  displayName: string | null;
  plan: 'free' | 'premium';
  premiumVia: 'app_store' | 'payment_provider';
  registeredOnWeb: boolean;
  region: string;
  trialStartedAt: string | null;
  /**
   * AI-analysis credits granted (OPERATOR-API.md → AI analysis): the balance is this grant less the
   * analyses recorded against `aiCreditGrantId`. Null on accounts older than credits: AI_CREDITS_INITIAL.
   */
  aiCreditGrant: number | null;
  aiCreditGrantId: string | null;
  createdAt: string;
}

export type AccountPatch = Partial<
  Pick<Account, 'displayName' | 'plan' | 'premiumVia' | 'registeredOnWeb' | 'region' | 'aiCreditGrant' | 'aiCreditGrantId'>
>;

export interface AccountsRepository {
  create(account: Account): Promise<void>;
  get(userId: string): Promise<Account | null>;
  update(userId: string, patch: AccountPatch): Promise<Account | null>;
  /** Sets trialStartedAt only while it is unset; true when this call started the trial. */
  startTrial(userId: string, startedAt: string): Promise<boolean>;
}
