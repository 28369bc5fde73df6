import { DomainError } from '@shokuji/contracts';
import type { PlatformStore } from '../store/platform-store';
import { FEEDBACK_PER_DAY, createFeedbackService } from './feedback.service';
import { createTempSqlitePlatformStore } from '../store/platform-store.factories';

/** API-SPEC.md → Limits (feedback 5 per 24 hours): what the e2e tests cannot pin down, concurrent sends, on the real SQLite store. */
describe('feedback limit', () => {
  let store: PlatformStore;
  beforeAll(() => {
    store = createTempSqlitePlatformStore('feedback');
  });
  afterAll(async () => {
    await store.close();
  });
  const now = new Date('2026-11-21T03:30:00.000Z');
  const codeOf = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === 'fulfilled' ? 'ok' : outcome.reason instanceof DomainError ? outcome.reason.code : 'other';

  it(`lets ${FEEDBACK_PER_DAY} of 20 concurrent sends through and keeps only theirs`, async () => {
    const feedback = createFeedbackService({ store });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => feedback.send('u_burst', { message: `m${i}` }, now)));
    expect(outcomes.map(codeOf).sort()).toEqual([
      ...Array(FEEDBACK_PER_DAY).fill('ok'),
      ...Array(20 - FEEDBACK_PER_DAY).fill('quota_exceeded'),
    ]);
    const kept = await store.feedback.listSince('u_burst', '2026-11-20T00:00:00.000Z');
    const sent = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.id] : []));
    expect(kept.map((entry) => entry.id).sort()).toEqual(sent.sort());
  });
});
