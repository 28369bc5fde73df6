import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformStore, TokenRecord } from '../platform-store';
import { buildAccount } from '../platform-store.factories';
import { createSqlitePlatformStore } from './platform.sqlite';

/**
 * The token check keeps the rows it read while nothing wrote the file (platform.sqlite.ts →
 * createTokenRowsKnown): every change, by this handle, by another handle on the same file, or by
 * another process, must be seen by the very next check.
 */
describe('token check on a shared SQLite file', () => {
  let path: string;
  let first: PlatformStore;
  let second: PlatformStore;
  beforeEach(() => {
    path = join(mkdtempSync(join(tmpdir(), 'platform-tokens-')), 'platform.sqlite');
    first = createSqlitePlatformStore(path);
    second = createSqlitePlatformStore(path);
  });
  afterEach(async () => {
    await first.close();
    await second.close();
  });

  const tokenOf = (userId: string): TokenRecord => ({
    tokenId: `tok_${randomUUID()}`,
    userId,
    tokenHash: randomUUID(),
    createdAt: '2026-11-21T03:00:00.000Z',
    expiresAt: '2026-11-21T04:00:00.000Z',
    revokedAt: null,
  });
  const issue = (store: PlatformStore, token: TokenRecord) =>
    store.tokens.issue(token, { now: token.createdAt, revokeOthers: false, maxActive: 5 });
  const issued = async (store: PlatformStore, plan: 'free' | 'premium' = 'premium') => {
    const account = buildAccount({ plan });
    await store.accounts.create(account);
    const token = tokenOf(account.userId);
    await issue(store, token);
    return { account, token };
  };

  it('sees a token revoked through another handle at the next check', async () => {
    const { token } = await issued(first);
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.revokedAt).toBeNull();
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.revokedAt).toBeNull();
    await second.tokens.revoke(token.tokenId, '2026-11-21T03:10:00.000Z');
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.revokedAt).toBe('2026-11-21T03:10:00.000Z');
  });

  it('sees a plan changed and a trial started through another handle at the next check', async () => {
    const { account, token } = await issued(second, 'free');
    expect((await first.tokens.findWithAccount(token.tokenHash))?.account.plan).toBe('free');
    await second.accounts.update(account.userId, { plan: 'premium', premiumVia: 'app_store' });
    expect((await first.tokens.findWithAccount(token.tokenHash))?.account).toMatchObject({ plan: 'premium', premiumVia: 'app_store' });
    await second.accounts.update(account.userId, { plan: 'free' });
    expect((await first.tokens.findWithAccount(token.tokenHash))?.account.plan).toBe('free');
    await second.accounts.startTrial(account.userId, '2026-11-21T03:20:00.000Z');
    expect((await first.tokens.findWithAccount(token.tokenHash))?.account.trialStartedAt).toBe('2026-11-21T03:20:00.000Z');
  });

  it("sees this handle's own changes at the next check", async () => {
    const { account, token } = await issued(first, 'free');
    expect((await first.tokens.findWithAccount(token.tokenHash))?.account.region).toBe('JP');
    await first.accounts.update(account.userId, { region: 'restricted' });
    expect((await first.tokens.findWithAccount(token.tokenHash))?.account.region).toBe('restricted');
    await first.tokens.extendExpiry(token.tokenId, '2026-11-21T05:00:00.000Z');
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.expiresAt).toBe('2026-11-21T05:00:00.000Z');
    await first.tokens.revoke(token.tokenId, '2026-11-21T03:30:00.000Z');
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.revokedAt).toBe('2026-11-21T03:30:00.000Z');
  });

  it('sees a change another process wrote to the file at the next check', async () => {
    const { account, token } = await issued(first);
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.revokedAt).toBeNull();
    // Another process with its own SQLite connection, as a second gateway process is.
    execFileSync(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.prepare("UPDATE tokens SET revoked_at = '2026-11-21T03:40:00.000Z' WHERE token_id = ?").run(process.argv[2]);
         db.prepare("UPDATE accounts SET plan = 'free' WHERE user_id = ?").run(process.argv[3]);
         db.close();`,
        path,
        token.tokenId,
        account.userId,
      ],
      { cwd: __dirname },
    );
    const found = await first.tokens.findWithAccount(token.tokenHash);
    expect(found?.token.revokedAt).toBe('2026-11-21T03:40:00.000Z');
    expect(found?.account.plan).toBe('free');
  });

  it('finds no token for an unknown hash, and finds one issued after the miss', async () => {
    const { account } = await issued(first);
    const token = tokenOf(account.userId);
    expect(await first.tokens.findWithAccount(token.tokenHash)).toBeNull();
    await issue(second, token);
    expect((await first.tokens.findWithAccount(token.tokenHash))?.token.tokenId).toBe(token.tokenId);
  });
});
