import { DomainError, type FeedbackBody } from '@shokuji/contracts';
import { newId } from '@shokuji/storage';
import type { FeedbackEntry, PlatformStore } from '../store/platform-store';

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
    retryAfterSec: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    userMessage: 'フィードバックの送信は24時間に5件までです。',
  });
}

export function createFeedbackService(deps: { store: PlatformStore }) {
  return {
    async send(userId: string, body: FeedbackBody, now: Date) {
      const { feedback } = deps.store;
      const since = new Date(now.getTime() - DAY_MS).toISOString();
      refuseWhenFull(await feedback.listSince(userId, since), now);
      const entry = { id: newId('fb'), userId, message: body.message, category: body.category ?? 'other', createdAt: now.toISOString() };
      await feedback.add(entry);
      // Concurrent sends may all have passed the check above: the ones ordered first keep their places.
      const window = await feedback.listSince(userId, since);
      const ahead = window.findIndex((earlier) => earlier.id === entry.id);
      try {
        refuseWhenFull(window.slice(0, Math.max(0, ahead)), now);
      } catch (error) {
        await feedback.remove(userId, entry.id);
        throw error;
      }
      return { id: entry.id, category: body.category ?? ('other' as const), createdAt: entry.createdAt };
    },

    hasSentFeedback(userId: string): Promise<boolean> {
      return deps.store.feedback.hasAny(userId);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
