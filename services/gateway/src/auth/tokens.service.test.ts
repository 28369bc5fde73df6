import { FixedClock } from '@shokuji/clock';
import { DomainError } from '@shokuji/contracts';
import { buildAccount, createTempSqlitePlatformStore } from '../store/platform-store.factories';
import type { PlatformStore } from '../store/platform-store';
import type { Account } from '../store/accounts.repository';
import { createTokensService } from './tokens.service';

/** OPERATOR-API.md → Tokens and API-SPEC.md → Authentication, on the fixed clock and the real SQLite store. */
describe('tokens service', () => {
  let store: PlatformStore;
  const clock = new FixedClock(new Date('2026-11-21T03:00:00.000Z'));
  const tokens = () => createTokensService({ store, clock });
  const MINUTE = 60 * 1000;

  beforeAll(() => {
    store = createTempSqlitePlatformStore('tokens');
  });
  afterAll(async () => {
    await store.close();
  });
  beforeEach(() => clock.set(new Date('2026-11-21T03:00:00.000Z')));

  async function account(overrides: Partial<Account> = {}): Promise<Account> {
    const created = buildAccount(overrides);
    await store.accounts.create(created);
    return created;
  }
  const bearer = (token: string) => `Bearer ${token}`;
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
    );
  const lifetimeMs = (expiresAt: string) => Date.parse(expiresAt) - clock.now().getTime();

  it('gives a Free account 15 minutes whatever it asks, and one active token: a new one revokes the last', async () => {
    const { userId } = await account();
    const first = await tokens().issue(userId, '24h');
    expect(first.token).toMatch(/^ext_[A-Za-z0-9_-]{43}$/);
    expect(lifetimeMs(first.expiresAt)).toBe(15 * MINUTE);
    const second = await tokens().issue(userId);
    expect(await codeOf(tokens().authenticate(bearer(first.token), clock.now()))).toBe('unauthorized');
    expect((await tokens().authenticate(bearer(second.token), clock.now())).account.userId).toBe(userId);
  });

  it('gives Premium 1 hour by default, 6 or 24 hours on request, and at most 5 active tokens', async () => {
    const { userId } = await account({ plan: 'premium' });
    expect(lifetimeMs((await tokens().issue(userId)).expiresAt)).toBe(60 * MINUTE);
    expect(lifetimeMs((await tokens().issue(userId, '6h')).expiresAt)).toBe(360 * MINUTE);
    expect(lifetimeMs((await tokens().issue(userId, '24h')).expiresAt)).toBe(1440 * MINUTE);
    await tokens().issue(userId, '1h');
    await tokens().issue(userId, '1h');
    expect(await codeOf(tokens().issue(userId))).toBe('token_limit');
    // Expired tokens are no longer active: after an hour the three 1-hour tokens leave room.
    clock.advance(60 * MINUTE);
    expect(await codeOf(tokens().issue(userId))).toBe('ok');
  });

  it('treats the grace period and an active trial as Premium', async () => {
    const grace = await account({ registeredOnWeb: true });
    expect(lifetimeMs((await tokens().issue(grace.userId, '6h')).expiresAt)).toBe(360 * MINUTE);
    const trial = await account({ trialStartedAt: '2026-11-20T03:00:00.000Z' });
    expect(lifetimeMs((await tokens().issue(trial.userId, '6h')).expiresAt)).toBe(360 * MINUTE);
    const trialOver = await account({ trialStartedAt: '2026-11-01T03:00:00.000Z' });
    expect(lifetimeMs((await tokens().issue(trialOver.userId, '6h')).expiresAt)).toBe(15 * MINUTE);
  });

  it('admits a token until the instant it expires, and never after a revocation', async () => {
    const { userId } = await account({ plan: 'premium' });
    const issued = await tokens().issue(userId, '1h');
    const expiry = new Date(issued.expiresAt);
    expect(await codeOf(tokens().authenticate(bearer(issued.token), new Date(expiry.getTime() - 1)))).toBe('ok');
    expect(await codeOf(tokens().authenticate(bearer(issued.token), expiry))).toBe('unauthorized');
    const other = await tokens().issue(userId, '1h');
    await tokens().revoke(other.tokenId);
    expect(await codeOf(tokens().authenticate(bearer(other.token), clock.now()))).toBe('unauthorized');
    expect(await codeOf(tokens().revoke('tok_unknown'))).toBe('not_found');
  });

  it('refuses what is not a bearer token, and a token of no account', async () => {
    expect(await codeOf(tokens().authenticate(undefined, clock.now()))).toBe('unauthorized');
    expect(await codeOf(tokens().authenticate('Basic dXNlcjpwYXNz', clock.now()))).toBe('unauthorized');
    expect(await codeOf(tokens().authenticate('Bearer ext_not-a-token', clock.now()))).toBe('unauthorized');
    expect(await codeOf(tokens().issue('u_unknown'))).toBe('not_found');
  });

  it('extends a token by the Premium default when a trial starts', async () => {
    const { userId } = await account();
    const issued = await tokens().issue(userId);
    const { token } = await tokens().authenticate(bearer(issued.token), clock.now());
    clock.advance(10 * MINUTE);
    await tokens().extendForTrial(token, clock.now());
    const later = new Date(clock.now().getTime() + 59 * MINUTE);
    expect(await codeOf(tokens().authenticate(bearer(issued.token), later))).toBe('ok');
  });
});
