import { randomUUID } from 'node:crypto';
import type { PlatformStore, TokenRecord } from './platform-store';
import { buildAccount } from './platform-store.factories';

/**
 * One behaviour contract for every PlatformStore implementation, written once as a function and run
 * over each (docs/CONTRIBUTING.md → Tests).
 */
export function describePlatformStoreContract(openStore: () => Promise<PlatformStore>): void {
  let store: PlatformStore;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(async () => {
    await store.close();
  });

  const now = '2026-11-21T03:00:00.000Z';
  const later = '2026-11-21T04:00:00.000Z';
  const buildToken = (userId: string, overrides: Partial<TokenRecord> = {}): TokenRecord => ({
    tokenId: `tok_${randomUUID()}`,
    userId,
    tokenHash: randomUUID(),
    createdAt: now,
    expiresAt: later,
    revokedAt: null,
    ...overrides,
  });

  it('creates, reads and patches accounts', async () => {
    const account = buildAccount({ displayName: 'はなこ' });
    await store.accounts.create(account);
    expect(await store.accounts.get(account.userId)).toEqual(account);
    const patched = await store.accounts.update(account.userId, { plan: 'premium', registeredOnWeb: true });
    expect(patched).toEqual({ ...account, plan: 'premium', registeredOnWeb: true });
    expect(await store.accounts.get('u_missing')).toBeNull();
    expect(await store.accounts.update('u_missing', { plan: 'free' })).toBeNull();
    const regranted = await store.accounts.update(account.userId, { aiCreditGrant: 5, aiCreditGrantId: 'g_new' });
    expect(regranted).toEqual({ ...account, plan: 'premium', registeredOnWeb: true, aiCreditGrant: 5, aiCreditGrantId: 'g_new' });
  });

  it('records AI analyses and counts them by JST day, start time and credit grant', async () => {
    const account = buildAccount();
    await store.accounts.create(account);
    const { userId } = account;
    const analysis = (at: string, day: string, grantId: string) => ({ id: `a_${randomUUID()}`, userId, at, day, grantId });
    const first = analysis('2026-11-21T03:00:00.000Z', '2026-11-21', 'g1');
    const second = analysis('2026-11-21T03:00:30.000Z', '2026-11-21', 'g1');
    const nextDay = analysis('2026-11-21T15:00:10.000Z', '2026-11-22', 'g2');
    for (const record of [nextDay, first, second]) await store.aiAnalyses.add(record);
    await store.aiAnalyses.add({ ...analysis(first.at, first.day, 'g1'), userId: 'u_other' });
    const window = { day: '2026-11-21', since: first.at, grantId: 'g1' };
    expect(await store.aiAnalyses.usage(userId, window)).toEqual({ onDay: 2, startedSince: [second.at, nextDay.at], fromGrant: 2 });
    // Ordered by start, then id: only what came before `second` (the same start and a smaller id too).
    const sameStart = { ...analysis(second.at, second.day, 'g1'), id: second.id.slice(0, -1) };
    await store.aiAnalyses.add(sameStart);
    expect(await store.aiAnalyses.usage(userId, { ...window, before: second })).toEqual({
      onDay: 2,
      startedSince: [second.at],
      fromGrant: 2,
    });
    await store.aiAnalyses.remove(userId, sameStart.id);
    await store.aiAnalyses.remove('u_other', second.id);
    await store.aiAnalyses.remove(userId, first.id);
    expect(await store.aiAnalyses.usage(userId, window)).toEqual({ onDay: 1, startedSince: [second.at, nextDay.at], fromGrant: 1 });
    expect(await store.aiAnalyses.usage(userId, { day: '2026-11-22', since: nextDay.at, grantId: 'g2' })).toEqual({
      onDay: 1,
      startedSince: [],
      fromGrant: 1,
    });
  });

  it('starts a trial once', async () => {
    const account = buildAccount();
    await store.accounts.create(account);
    expect(await store.accounts.startTrial(account.userId, now)).toBe(true);
    expect(await store.accounts.startTrial(account.userId, later)).toBe(false);
    expect((await store.accounts.get(account.userId))?.trialStartedAt).toBe(now);
  });

  it('issues tokens under the active-token limit and finds them by hash', async () => {
    const account = buildAccount({ plan: 'premium' });
    await store.accounts.create(account);
    const rule = { now, revokeOthers: false, maxActive: 2 };
    const first = buildToken(account.userId);
    expect(await store.tokens.issue(first, rule)).toBe(true);
    expect(await store.tokens.issue(buildToken(account.userId), rule)).toBe(true);
    expect(await store.tokens.issue(buildToken(account.userId), rule)).toBe(false);
    expect(await store.tokens.listActive(account.userId, now)).toHaveLength(2);
    expect(await store.tokens.findByHash(first.tokenHash)).toEqual(first);
    expect(await store.tokens.findByHash('nope')).toBeNull();
    // Expired tokens no longer count.
    expect(await store.tokens.listActive(account.userId, later)).toEqual([]);
  });

  it('finds a token together with the account it was issued to', async () => {
    // The token's times and the account's differ, so a read that mixed them up would show.
    const account = buildAccount({ plan: 'premium', createdAt: '2026-11-01T00:00:00.000Z', trialStartedAt: now });
    await store.accounts.create(account);
    const token = buildToken(account.userId, { createdAt: '2026-11-21T02:30:00.000Z', revokedAt: later });
    await store.tokens.issue(token, { now, revokeOthers: false, maxActive: 5 });
    expect(await store.tokens.findWithAccount(token.tokenHash)).toEqual({ token, account });
    expect(await store.tokens.findWithAccount('nope')).toBeNull();
    // The account's current state, not a copy from the token's issue.
    await store.accounts.update(account.userId, { plan: 'free' });
    expect((await store.tokens.findWithAccount(token.tokenHash))?.account.plan).toBe('free');
  });

  it('revokes the other active tokens when asked (Free: one active token)', async () => {
    const account = buildAccount();
    await store.accounts.create(account);
    const rule = { now, revokeOthers: true, maxActive: 1 };
    const first = buildToken(account.userId);
    const second = buildToken(account.userId);
    expect(await store.tokens.issue(first, rule)).toBe(true);
    expect(await store.tokens.issue(second, rule)).toBe(true);
    expect((await store.tokens.findByHash(first.tokenHash))?.revokedAt).toBe(now);
    expect((await store.tokens.findByHash(second.tokenHash))?.revokedAt).toBeNull();
  });

  it("lists a user's active tokens, newest first: not revoked, not expired, not another user's", async () => {
    const account = buildAccount({ plan: 'premium' });
    const other = buildAccount({ plan: 'premium' });
    await store.accounts.create(account);
    await store.accounts.create(other);
    const rule = { now, revokeOthers: false, maxActive: 5 };
    const older = buildToken(account.userId, { createdAt: '2026-11-21T01:00:00.000Z' });
    const newer = buildToken(account.userId, { createdAt: '2026-11-21T02:00:00.000Z' });
    const revoked = buildToken(account.userId);
    const expired = buildToken(account.userId, { expiresAt: now });
    for (const token of [older, newer, revoked, expired, buildToken(other.userId)]) await store.tokens.issue(token, rule);
    await store.tokens.revoke(revoked.tokenId, now);
    expect(await store.tokens.listActive(account.userId, now)).toEqual([newer, older]);
    expect(await store.tokens.listActive('u_missing', now)).toEqual([]);
  });

  it('never lets concurrent issues pass the active-token limit', async () => {
    const account = buildAccount({ plan: 'premium' });
    await store.accounts.create(account);
    const rule = { now, revokeOthers: false, maxActive: 5 };
    const results = await Promise.all(Array.from({ length: 12 }, () => store.tokens.issue(buildToken(account.userId), rule)));
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(5);
    expect((await store.tokens.listActive(account.userId, now)).length).toBeLessThanOrEqual(5);
  });

  it('revokes and extends tokens', async () => {
    const account = buildAccount();
    await store.accounts.create(account);
    const token = buildToken(account.userId);
    await store.tokens.issue(token, { now, revokeOthers: false, maxActive: 5 });
    await store.tokens.extendExpiry(token.tokenId, '2026-11-21T05:00:00.000Z');
    expect((await store.tokens.findByHash(token.tokenHash))?.expiresAt).toBe('2026-11-21T05:00:00.000Z');
    // Extending never shortens.
    await store.tokens.extendExpiry(token.tokenId, now);
    expect((await store.tokens.findByHash(token.tokenHash))?.expiresAt).toBe('2026-11-21T05:00:00.000Z');
    expect(await store.tokens.revoke(token.tokenId, later)).toBe(true);
    expect((await store.tokens.findByHash(token.tokenHash))?.revokedAt).toBe(later);
    expect(await store.tokens.revoke('tok_missing', later)).toBe(false);
  });

  it('consumes counters up to the limit and no further', async () => {
    const key = `test:${randomUUID()}`;
    const window = { key, limit: 3, cost: 1, expiresAt: later };
    expect(await store.counters.consume(window)).toEqual({ allowed: true, used: 1 });
    expect(await store.counters.consume({ ...window, cost: 2 })).toEqual({ allowed: true, used: 3 });
    expect(await store.counters.consume(window)).toEqual({ allowed: false, used: 3 });
    expect(await store.counters.peek(key)).toBe(3);
    expect(await store.counters.peek(`missing:${randomUUID()}`)).toBe(0);
    expect(await store.counters.consume({ ...window, key: `${key}:big`, cost: 4 })).toEqual({ allowed: false, used: 0 });
  });

  it('gives units back, never below 0, and counts on from there', async () => {
    const key = `back:${randomUUID()}`;
    const window = { key, limit: 3, cost: 1, expiresAt: later };
    await store.counters.consume({ ...window, cost: 3 });
    await store.counters.release(key, 2);
    expect(await store.counters.peek(key)).toBe(1);
    expect(await store.counters.consume({ ...window, cost: 2 })).toEqual({ allowed: true, used: 3 });
    await store.counters.release(key, 5);
    expect(await store.counters.peek(key)).toBe(0);
    await store.counters.release(`missing:${randomUUID()}`, 1);
    expect(await store.counters.consume(window)).toEqual({ allowed: true, used: 1 });
  });

  it('counts exactly the limit when many consume at once', async () => {
    const window = { key: `race:${randomUUID()}`, limit: 10, cost: 1, expiresAt: later };
    const results = await Promise.all(Array.from({ length: 40 }, () => store.counters.consume(window)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(await store.counters.peek(window.key)).toBe(10);
  });

  it('purges counters whose window is over', async () => {
    const key = `old:${randomUUID()}`;
    await store.counters.consume({ key, limit: 5, cost: 1, expiresAt: now });
    expect(await store.counters.purgeExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await store.counters.peek(key)).toBe(0);
    // A test clock set back into the purged window counts it again from nothing.
    expect(await store.counters.consume({ key, limit: 5, cost: 1, expiresAt: now })).toEqual({ allowed: true, used: 1 });
  });

  it('keeps feedback per user', async () => {
    const userId = `u_${randomUUID()}`;
    expect(await store.feedback.hasAny(userId)).toBe(false);
    await store.feedback.add({ id: randomUUID(), userId, message: 'とても便利', category: 'impression', createdAt: now });
    await store.feedback.add({ id: randomUUID(), userId, message: 'later', category: 'other', createdAt: later });
    expect(await store.feedback.hasAny(userId)).toBe(true);
    expect((await store.feedback.listSince(userId, now)).map((f) => f.message)).toEqual(['とても便利', 'later']);
    expect(await store.feedback.listSince(userId, '2026-11-21T03:30:00.000Z')).toHaveLength(1);
    // Entries of one instant come in id order, and one taken back is gone.
    const same = ['fb_b', 'fb_c', 'fb_a'].map((id) => ({
      id: `${id}_${userId}`,
      userId,
      message: id,
      category: 'other' as const,
      createdAt: later,
    }));
    for (const entry of same) await store.feedback.add(entry);
    const sameInstant = async () =>
      (await store.feedback.listSince(userId, later)).map((f) => f.message).filter((m) => m.startsWith('fb_'));
    expect(await sameInstant()).toEqual(['fb_a', 'fb_b', 'fb_c']);
    await store.feedback.remove(userId, same[0]!.id);
    expect(await sameInstant()).toEqual(['fb_a', 'fb_c']);
  });
}
