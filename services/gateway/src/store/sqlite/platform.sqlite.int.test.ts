import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformStore, TokenRecord } from '../platform-store';
import { buildAccessTokenUnder, buildAccount, buildGrant } from '../platform-store.factories';
import { createSqlitePlatformStore } from './platform.sqlite';

/**
 * The token checks of REST and of /mcp keep the rows they read while nothing wrote the file
 * (rows-known-while-unchanged.ts): every change, by this handle, by another handle on the same file,
 * or by another process, must be seen by the very next check.
 */
describe('token checks on a shared SQLite file', () => {
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
  /** Runs each [sql, parameter] in another process with its own SQLite connection, as a second gateway process is. */
  const writeFromAnotherProcess = (statements: [string, string][]) =>
    execFileSync(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         for (const [sql, parameter] of JSON.parse(process.argv[2])) db.prepare(sql).run(parameter);
         db.close();`,
        path,
        JSON.stringify(statements),
      ],
      { cwd: __dirname },
    );
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
    writeFromAnotherProcess([
      ["UPDATE tokens SET revoked_at = '2026-11-21T03:40:00.000Z' WHERE token_id = ?", token.tokenId],
      ["UPDATE accounts SET plan = 'free' WHERE user_id = ?", account.userId],
    ]);
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

  /** An account with a live MCP grant and access token, written through `store`. */
  const granted = async (store: PlatformStore) => {
    const account = buildAccount({ plan: 'premium' });
    await store.accounts.create(account);
    const grant = buildGrant({ userId: account.userId });
    await store.oauth.grants.insert(grant);
    const token = buildAccessTokenUnder(grant);
    await store.oauth.accessTokens.insert(token);
    return { account, grant, token };
  };
  const mcpCheck = (store: PlatformStore, tokenHash: string) => store.oauth.accessTokens.getWithGrantAndAccount(tokenHash);

  it('sees an MCP token and an MCP grant revoked through another handle at the next check', async () => {
    const { grant, token } = await granted(first);
    const other = await granted(first);
    expect((await mcpCheck(first, token.tokenHash))?.token.revokedAt).toBeNull();
    expect((await mcpCheck(first, other.token.tokenHash))?.grant.revokedAt).toBeNull();
    await second.oauth.accessTokens.revoke(token.tokenHash, '2026-11-21T03:10:00.000Z');
    expect((await mcpCheck(first, token.tokenHash))?.token.revokedAt).toBe('2026-11-21T03:10:00.000Z');
    expect((await mcpCheck(first, other.token.tokenHash))?.grant.revokedAt).toBeNull();
    await second.oauth.grants.revoke(other.grant.grantId, '2026-11-21T03:11:00.000Z');
    expect((await mcpCheck(first, other.token.tokenHash))?.grant.revokedAt).toBe('2026-11-21T03:11:00.000Z');
    expect((await mcpCheck(first, token.tokenHash))?.grant).toEqual(grant);
  });

  it("sees an MCP grant revoked and a plan changed through this handle's own writes at the next check", async () => {
    const { account, token } = await granted(first);
    expect((await mcpCheck(first, token.tokenHash))?.account.plan).toBe('premium');
    await first.accounts.update(account.userId, { plan: 'free' });
    expect((await mcpCheck(first, token.tokenHash))?.account.plan).toBe('free');
    expect(await first.oauth.grants.revokeActiveOfUser(account.userId, '2026-11-21T03:20:00.000Z')).toBe(1);
    expect((await mcpCheck(first, token.tokenHash))?.grant.revokedAt).toBe('2026-11-21T03:20:00.000Z');
  });

  it('sees an MCP token revoked and its account changed by another process at the next check', async () => {
    const { account, token } = await granted(first);
    expect((await mcpCheck(first, token.tokenHash))?.token.revokedAt).toBeNull();
    writeFromAnotherProcess([
      ["UPDATE oauth_access_tokens SET revoked_at = '2026-11-21T03:40:00.000Z' WHERE token_hash = ?", token.tokenHash],
      ["UPDATE accounts SET region = 'restricted' WHERE user_id = ?", account.userId],
    ]);
    const found = await mcpCheck(first, token.tokenHash);
    expect(found?.token.revokedAt).toBe('2026-11-21T03:40:00.000Z');
    expect(found?.account.region).toBe('restricted');
  });

  it('finds no MCP token for an unknown hash, and finds one issued after the miss', async () => {
    const { grant } = await granted(first);
    const token = buildAccessTokenUnder(grant);
    expect(await mcpCheck(first, token.tokenHash)).toBeNull();
    await second.oauth.accessTokens.insert(token);
    expect((await mcpCheck(first, token.tokenHash))?.token).toEqual(token);
  });
});
