import { DomainError, type QuotaInfo } from '@shokuji/contracts';
import { jstDateOf, nextJstMidnight } from '@shokuji/clock';
import { newId } from '@shokuji/storage';
import type { GatewayConfig } from '../config';
import type { AiAnalysisUsage, PlatformStore } from '../store/platform-store';
import type { Account } from '../store/accounts.repository';
import { retryAfterSecUntil } from './retry-after';

/** API-SPEC.md → Limits: POST /analyze-text 3 calls per minute (a rolling minute: OPERATOR-API.md → AI analysis). */
export const AI_ANALYSES_PER_MINUTE = 3;
const MINUTE_MS = 60 * 1000;
/** The grant of accounts stored before credits existed (their grant is AI_CREDITS_INITIAL). */
const FIRST_GRANT_ID = 'g_initial';

export interface AiAnalysisLimits {
  /** AI_CREDITS_INITIAL: the balance of a new account. */
  initialCredits: number;
  /** AI_ANALYSIS_DAILY_CAP: analyses per account per JST day. */
  dailyCap: number;
}

/** The limits as the operator configured them (OPERATOR-API.md → Starting the service, AI analysis). */
export function aiAnalysisLimitsOf(config: Pick<GatewayConfig, 'AI_CREDITS_INITIAL' | 'AI_ANALYSIS_DAILY_CAP'>): AiAnalysisLimits {
  return { initialCredits: config.AI_CREDITS_INITIAL, dailyCap: config.AI_ANALYSIS_DAILY_CAP };
}

/** A place for one analysis, held while it runs: released when it fails, so only a completed analysis costs. */
export interface AiAnalysisReservation {
  /** The credits left once this analysis is done. */
  creditBalance: number;
  release(): Promise<void>;
}

/**
 * OPERATOR-API.md → AI analysis: daily cap and credits. Every analysis is a record in the platform
 * store (its start, JST day and the credit grant it spends); the balance is the grant less the
 * analyses spending it, the daily cap counts the day's, the per-minute limit the last 60 s of the
 * service clock. A reservation is written, then only the analyses ordered before it (by start, then
 * id) are counted: concurrent reservations agree on their order, so exactly as many pass as a limit
 * allows, without a multi-document transaction (which the MongoDB-wire store does not have).
 */
export function createAiAnalysisQuota(deps: { store: PlatformStore; limits: AiAnalysisLimits }) {
  const { store, limits } = deps;
  const grantOf = (account: Account) => ({
    amount: account.aiCreditGrant ?? limits.initialCredits,
    id: account.aiCreditGrantId ?? FIRST_GRANT_ID,
  });
  const windowOf = (account: Account, now: Date) => ({
    day: jstDateOf(now),
    since: new Date(now.getTime() - MINUTE_MS).toISOString(),
    grantId: grantOf(account).id,
  });

  /** Refuses when the analyses counted already fill a limit; the most lasting refusal first. */
  const refuseWhenFull = (account: Account, usage: AiAnalysisUsage, now: Date): void => {
    const grant = grantOf(account);
    const spent = usage.fromGrant;
    if (spent >= grant.amount) {
      throw new DomainError('insufficient_credits', 'no AI-analysis credits left', {
        creditBalance: Math.max(0, grant.amount - spent),
        userMessage: 'AI解析のクレジットが残っていません。',
      });
    }
    const today = usage.onDay;
    if (today >= limits.dailyCap) {
      const resetAt = nextJstMidnight(now);
      throw new DomainError('quota_exceeded', `at most ${limits.dailyCap} AI analyses per day`, {
        quota: { used: today, limit: limits.dailyCap, remaining: 0, period: 'day', resetAt: resetAt.toISOString() },
        retryAfterSec: retryAfterSecUntil(resetAt, now),
        userMessage: `AI解析は1日${limits.dailyCap}回までです。明日（日本時間0時以降）にもう一度お試しください。`,
      });
    }
    // The rolling minute ends now: analyses started later (a test clock set back) are not in it.
    const nowIso = now.toISOString();
    const startedInMinute = usage.startedSince.filter((at) => at <= nowIso);
    const recent = startedInMinute.length;
    if (recent >= AI_ANALYSES_PER_MINUTE) {
      // The call passes once the oldest analysis of the minute is a minute old.
      const resetAt = new Date(Date.parse(startedInMinute[0]!) + MINUTE_MS);
      const quota: QuotaInfo = {
        used: recent,
        limit: AI_ANALYSES_PER_MINUTE,
        remaining: 0,
        period: 'minute',
        resetAt: resetAt.toISOString(),
      };
      throw new DomainError('rate_limited', `at most ${AI_ANALYSES_PER_MINUTE} AI analyses per minute`, {
        quota,
        retryAfterSec: retryAfterSecUntil(resetAt, now),
        userMessage: `AI解析は1分間に${AI_ANALYSES_PER_MINUTE}回までです。少し待ってからもう一度お試しください。`,
      });
    }
  };

  return {
    /** The credits of a new account, or of an operator's grant (`aiCredits` of the admin API). */
    newGrant(amount: number = limits.initialCredits): Pick<Account, 'aiCreditGrant' | 'aiCreditGrantId'> {
      return { aiCreditGrant: amount, aiCreditGrantId: newId('g') };
    },

    async creditBalance(account: Account, now: Date): Promise<number> {
      const usage = await store.aiAnalyses.usage(account.userId, windowOf(account, now));
      return Math.max(0, grantOf(account).amount - usage.fromGrant);
    },

    /** Takes a place for one analysis, or throws 402 insufficient_credits / 429 quota_exceeded / 429 rate_limited. */
    async reserve(account: Account, now: Date): Promise<AiAnalysisReservation> {
      const window = windowOf(account, now);
      const { userId } = account;
      refuseWhenFull(account, await store.aiAnalyses.usage(userId, window), now);
      const record = { id: newId('ai'), userId, at: now.toISOString(), day: window.day, grantId: window.grantId };
      await store.aiAnalyses.add(record);
      const release = () => store.aiAnalyses.remove(userId, record.id);
      // A concurrent call may have passed the first check too: the ones ordered first keep their places.
      const [before, all] = await Promise.all([
        store.aiAnalyses.usage(userId, { ...window, before: record }),
        store.aiAnalyses.usage(userId, window),
      ]);
      try {
        refuseWhenFull(account, before, now);
      } catch (error) {
        await release();
        throw error;
      }
      return { creditBalance: Math.max(0, grantOf(account).amount - all.fromGrant), release };
    },
  };
}

export type AiAnalysisQuota = ReturnType<typeof createAiAnalysisQuota>;
