import type { Account, AccountsRepository } from './accounts.repository';
import type { IdempotencyKeysRepository } from './idempotency-keys.repository';
import type { OAuthStore } from './oauth-store';

/**
 * The gateway's own data: accounts, tokens, quota counters, feedback and Idempotency-Key records. Adapters are dumb
 * (docs/CONTRIBUTING.md: adapters stay dumb): entitlement and quota rules live in the services.
 */
export interface TokenRecord {
  tokenId: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface IssueTokenRule {
  now: string;
  /** Revoke every other active token first (Free: one active token). */
  revokeOthers: boolean;
  /** Refuse when this many tokens are already active (Premium: 5). */
  maxActive: number;
}

export interface TokensRepository {
  /** Inserts atomically under the rule; false when maxActive active tokens already exist. */
  issue(token: TokenRecord, rule: IssueTokenRule): Promise<boolean>;
  findByHash(tokenHash: string): Promise<TokenRecord | null>;
  /**
   * What a REST call's token check reads, in one read where the backend can join: the token and the
   * account it was issued to; null unless both exist.
   */
  findWithAccount(tokenHash: string): Promise<{ token: TokenRecord; account: Account } | null>;
  /** The user's tokens neither revoked nor expired at `now`, newest first. */
  listActive(userId: string, now: string): Promise<TokenRecord[]>;
  /** False when the token is unknown. */
  revoke(tokenId: string, at: string): Promise<boolean>;
  extendExpiry(tokenId: string, expiresAt: string): Promise<void>;
}

export interface CounterWindow {
  key: string;
  limit: number;
  cost: number;
  /** When the counter can be dropped (its window is over). */
  expiresAt: string;
}

export interface CounterStore {
  /**
   * Adds `cost` only when the total stays within `limit`, atomically across processes.
   * Returns whether it was added and the count after the call.
   */
  consume(window: CounterWindow): Promise<{ allowed: boolean; used: number }>;
  /** Gives back `cost` units taken from the counter (a call the service failed), never below 0. */
  release(key: string, cost: number): Promise<void>;
  peek(key: string): Promise<number>;
  /** Drops counters whose window is over. */
  purgeExpired(now: string): Promise<number>;
}

export interface FeedbackEntry {
  id: string;
  userId: string;
  message: string;
  category: string;
  createdAt: string;
}

export interface FeedbackRepository {
  add(entry: FeedbackEntry): Promise<void>;
  /** Takes back an entry that came past the limit (feedback.service.ts). */
  remove(userId: string, id: string): Promise<void>;
  /** Entries of a user created at or after `since`, oldest first, then by id (so concurrent senders agree on the order). */
  listSince(userId: string, since: string): Promise<FeedbackEntry[]>;
  hasAny(userId: string): Promise<boolean>;
}

/** One AI analysis (POST /analyze-text), recorded before it runs and removed when it fails. */
export interface AiAnalysisRecord {
  id: string;
  userId: string;
  /** When it started (service clock): the rolling minute. */
  at: string;
  /** Its JST date: the daily cap. */
  day: string;
  /** The credit grant it spends (Account.aiCreditGrantId). */
  grantId: string;
}

export interface AiAnalysisUsage {
  /** Analyses on the day asked. */
  onDay: number;
  /** Start times after `since`, oldest first. */
  startedSince: string[];
  /** Analyses spending the grant asked. */
  fromGrant: number;
}

export interface AiAnalysisWindow {
  day: string;
  since: string;
  grantId: string;
  before?: Pick<AiAnalysisRecord, 'at' | 'id'>;
}

export interface AiAnalysesRepository {
  add(record: AiAnalysisRecord): Promise<void>;
  remove(userId: string, id: string): Promise<void>;
  /**
   * The account's analyses in each window; with `before`, only those ordered before that analysis
   * (by start, then id), so concurrent reservations agree on which came first.
   */
  usage(userId: string, window: AiAnalysisWindow): Promise<AiAnalysisUsage>;
}

export interface PlatformStore {
  accounts: AccountsRepository;
  /** The MCP connector's authorization server (store/oauth-store.ts). */
  oauth: OAuthStore;
  tokens: TokensRepository;
  counters: CounterStore;
  feedback: FeedbackRepository;
  idempotencyKeys: IdempotencyKeysRepository;
  aiAnalyses: AiAnalysesRepository;
  ping(): Promise<void>;
  close(): Promise<void>;
}
