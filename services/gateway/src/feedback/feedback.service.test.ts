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

  it('counts in the 24 hours only messages sent by now: a test clock set back does not see later ones', async () => {
    const feedback = createFeedbackService({ store });
    for (let i = 0; i < FEEDBACK_PER_DAY; i++) await feedback.send('u_clock_back', { message: `m${i}` }, now);
    await expect(feedback.send('u_clock_back', { message: 'full' }, now)).rejects.toMatchObject({ code: 'quota_exceeded' });
    // Two days earlier the 24 hours before hold none of them.
    const earlier = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < FEEDBACK_PER_DAY; i++) await feedback.send('u_clock_back', { message: `e${i}` }, earlier);
    const refusal = await feedback.send('u_clock_back', { message: 'full again' }, earlier).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'quota_exceeded',
      details: { quota: { used: FEEDBACK_PER_DAY, resetAt: '2026-11-20T03:30:00.000Z' } },
    });
  });
});

/** API-SPEC.md → Account and support: the notice of a meal logged stays until the user has sent feedback. */
describe('whether a user has sent feedback', () => {
  let store: PlatformStore;
  beforeAll(() => {
    store = createTempSqlitePlatformStore('feedback-sent');
  });
  afterAll(async () => {
    jest.useRealTimers();
    await store.close();
  });
  const now = new Date('2026-11-21T03:30:00.000Z');

  it('knows a sender at once and asks the store no more; a message sent through another gateway counts within a minute', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const here = createFeedbackService({ store });
    const elsewhere = createFeedbackService({ store });
    const asked = jest.spyOn(store.feedback, 'hasAny');
    expect(await here.hasSentFeedback('u_sender')).toBe(false);
    await here.send('u_sender', { message: 'とても便利' }, now);
    asked.mockClear();
    expect(await here.hasSentFeedback('u_sender')).toBe(true);
    expect(await here.hasSentFeedback('u_sender')).toBe(true);
    expect(asked).not.toHaveBeenCalled();

    expect(await here.hasSentFeedback('u_other')).toBe(false);
    await elsewhere.send('u_other', { message: 'ありがとう' }, now);
    expect(await here.hasSentFeedback('u_other')).toBe(false);
    jest.advanceTimersByTime(61_000);
    expect(await here.hasSentFeedback('u_other')).toBe(true);
    asked.mockRestore();
  });
});
