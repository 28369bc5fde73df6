import { LRUCache } from 'lru-cache';
import { DomainError, type FeedbackBody } from '@shokuji/contracts';
import { newId } from '@shokuji/storage';
import type { FeedbackEntry, PlatformStore } from '../store/platform-store';
import { retryAfterSecUntil } from '../quota/retry-after';

/** API-SPEC.md → Limits: feedback 5 per 24 hours; OPERATOR-API.md: over that → 429 quota_exceeded. */
export const FEEDBACK_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 429 when `earlier` (the window's entries, oldest first) leaves no place. */
function refuseWhenFull(earlier: FeedbackEntry[], now: Date): void {
  if (earlier.length < FEEDBACK_PER_DAY) return;
  // The rolling window frees a place when its oldest entry turns 24 hours old.
  const resetAt = new Date(Date.parse(earlier[0]!.createdAt) + DAY_MS);
  throw new DomainError('quota_exceeded', `at most ${FEEDBACK_PER_DAY} feedback messages per 24 hours`, {
    quota: { used: earlier.length, limit: FEEDBACK_PER_DAY, remaining: 0, period: 'day', resetAt: resetAt.toISOString() },
    retryAfterSec: retryAfterSecUntil(resetAt, now),
    userMessage: `フィードバックの送信は24時間に${FEEDBACK_PER_DAY}件までです。`,
  });
}

/**
 * Whether a user has sent feedback, asked at every meal logged (the notice of POST /meals and POST
 * /analyze-text), is kept per process: a sender stays one (a message is taken back only when a
 * concurrent send refuses it, and one always stays), and a send through this process is known at
 * once; a "not yet" is asked again after NOT_SENT_TTL_MS, so a message sent through another gateway
 * ends the notice there within that time.
 */
const KNOWN_USERS = 50_000;
const NOT_SENT_TTL_MS = 60 * 1000;

export function createFeedbackService(deps: { store: PlatformStore }) {
  /** Per user, until when (real time, ms) the answer below holds: for ever for a sender. */
  const knownUntil = new LRUCache<string, { sent: boolean; until: number }>({ max: KNOWN_USERS });
  return {
    async send(userId: string, body: FeedbackBody, now: Date) {
      const { feedback } = deps.store;
      const since = new Date(now.getTime() - DAY_MS).toISOString();
      // The 24 hours end now: messages sent later (a test clock set back) are not in them.
      const sentBy = (entries: FeedbackEntry[]) => entries.filter((earlier) => earlier.createdAt <= now.toISOString());
      refuseWhenFull(sentBy(await feedback.listSince(userId, since)), now);
      const entry = { id: newId('fb'), userId, message: body.message, category: body.category ?? 'other', createdAt: now.toISOString() };
      await feedback.add(entry);
      // Concurrent sends may all have passed the check above: the ones ordered first keep their places.
      const window = sentBy(await feedback.listSince(userId, since));
      const ahead = window.findIndex((earlier) => earlier.id === entry.id);
      try {
        refuseWhenFull(window.slice(0, Math.max(0, ahead)), now);
      } catch (error) {
        await feedback.remove(userId, entry.id);
        throw error;
      }
      knownUntil.set(userId, { sent: true, until: Infinity });
      return { id: entry.id, category: body.category ?? ('other' as const), createdAt: entry.createdAt };
    },

    async hasSentFeedback(userId: string): Promise<boolean> {
      const known = knownUntil.get(userId);
      if (known !== undefined && known.until > Date.now()) return known.sent;
      const sent = await deps.store.feedback.hasAny(userId);
      knownUntil.set(userId, { sent, until: sent ? Infinity : Date.now() + NOT_SENT_TTL_MS });
      return sent;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
