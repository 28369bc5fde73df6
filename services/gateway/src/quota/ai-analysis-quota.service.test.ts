import { DomainError } from '@shokuji/contracts';
import { buildAccount, createTempSqlitePlatformStore } from '../store/platform-store.factories';
import type { PlatformStore } from '../store/platform-store';
import { createAiAnalysisQuota } from './ai-analysis-quota.service';

/** OPERATOR-API.md → AI analysis: what the e2e tests cannot pin down, concurrent calls, on the real SQLite store. */
describe('AI analysis quota', () => {
  let store: PlatformStore;
  beforeAll(() => {
    store = createTempSqlitePlatformStore('ai-quota');
  });
  afterAll(async () => {
    await store.close();
  });
  const quota = () => createAiAnalysisQuota({ store, limits: { initialCredits: 100, dailyCap: 20 } });
  const now = new Date('2026-11-21T03:30:00.000Z');
  const codeOf = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === 'fulfilled' ? 'ok' : outcome.reason instanceof DomainError ? outcome.reason.code : 'other';

  it('lets exactly as many concurrent calls through as credits are left, and the rest are refused without a place', async () => {
    const account = { ...buildAccount(), ...quota().newGrant(2) };
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => quota().reserve(account, now)));
    expect(outcomes.map(codeOf).sort()).toEqual(['insufficient_credits', 'insufficient_credits', 'insufficient_credits', 'ok', 'ok']);
    const balances = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.creditBalance] : []));
    // Each answers the balance as it stands once both places are taken.
    expect(balances).toEqual([0, 0]);
    expect(await quota().creditBalance(account, now)).toBe(0);
  });

  it('answers analyses made one after another at one instant (a test clock that stands still) a balance one lower each time', async () => {
    // Eight accounts: an order of the places by their random ids would put a later one first in nearly every run of them.
    for (let run = 0; run < 8; run++) {
      const account = { ...buildAccount(), ...quota().newGrant(10) };
      const balances: number[] = [];
      for (let i = 0; i < 3; i++) balances.push((await quota().reserve(account, now)).creditBalance);
      expect([run, balances]).toEqual([run, [9, 8, 7]]);
    }
  });

  it('lets 3 concurrent calls of a minute through, and a released place is free again', async () => {
    const account = { ...buildAccount(), ...quota().newGrant(10) };
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => quota().reserve(account, now)));
    expect(outcomes.map(codeOf).sort()).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    const first = outcomes.find((outcome) => outcome.status === 'fulfilled')!;
    await (first as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
    expect(await quota().creditBalance(account, now)).toBe(8);
    await expect(quota().reserve(account, now)).resolves.toMatchObject({ creditBalance: 7 });
  });

  it('counts in the rolling minute only analyses started by now: a test clock set back does not see later ones', async () => {
    const account = { ...buildAccount(), ...quota().newGrant(10) };
    for (let i = 0; i < 3; i++) await quota().reserve(account, now);
    await expect(quota().reserve(account, new Date(now.getTime() + 30_000))).rejects.toMatchObject({ code: 'rate_limited' });
    // Ten minutes earlier the minute before holds none of them; the day and the credits still count them.
    const earlier = new Date(now.getTime() - 10 * 60_000);
    await expect(quota().reserve(account, earlier)).resolves.toMatchObject({ creditBalance: 6 });
    await quota().reserve(account, earlier);
    await quota().reserve(account, earlier);
    const refusal = await quota()
      .reserve(account, earlier)
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSec: 60, quota: { used: 3, resetAt: '2026-11-21T03:21:00.000Z' } },
    });
  });

  it('an account stored before credits existed holds AI_CREDITS_INITIAL; a new grant replaces the balance', async () => {
    const legacy = { ...buildAccount(), aiCreditGrant: null, aiCreditGrantId: null };
    expect(await quota().creditBalance(legacy, now)).toBe(100);
    await expect(quota().reserve(legacy, now)).resolves.toMatchObject({ creditBalance: 99 });
    const regranted = { ...legacy, ...quota().newGrant(5) };
    expect(await quota().creditBalance(regranted, now)).toBe(5);
  });
});
