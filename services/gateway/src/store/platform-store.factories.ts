import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Account } from './accounts.repository';
import type { AccessTokenRecord, GrantRecord } from './oauth-store';
import type { PlatformStore } from './platform-store';
import { createSqlitePlatformStore } from './sqlite/platform.sqlite';

const unique = (prefix: string) => `${prefix}_${randomUUID()}`;
const createdAt = '2026-11-21T03:00:00.000Z';
const expiresAt = '2026-11-21T04:00:00.000Z';

/** A Free account with unique id (docs/CONTRIBUTING.md → Tests); tests override what they test. */
export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    userId: unique('u'),
    displayName: null,
    plan: 'free',
    premiumVia: 'payment_provider',
    registeredOnWeb: false,
    region: 'JP',
    trialStartedAt: null,
    aiCreditGrant: 100,
    aiCreditGrantId: unique('g'),
    createdAt,
    ...overrides,
  };
}

/** A live MCP grant of an hour, with unique ids. */
export function buildGrant(overrides: Partial<GrantRecord> = {}): GrantRecord {
  return {
    grantId: unique('grant'),
    userId: unique('u'),
    clientId: unique('client'),
    scopes: ['mcp', 'offline_access'],
    resource: 'https://shokuji.example/mcp',
    createdAt,
    expiresAt,
    revokedAt: null,
    ...overrides,
  };
}

/** A live MCP access token of an hour, with unique hash and ids. */
export function buildAccessToken(overrides: Partial<AccessTokenRecord> = {}): AccessTokenRecord {
  return {
    tokenHash: unique('hash'),
    grantId: unique('grant'),
    userId: unique('u'),
    clientId: unique('client'),
    scopes: ['mcp'],
    resource: 'https://shokuji.example/mcp',
    createdAt,
    expiresAt,
    revokedAt: null,
    ...overrides,
  };
}

/** A live access token issued under `grant`: its grant, user and client are the grant's. */
export function buildAccessTokenUnder(grant: GrantRecord, overrides: Partial<AccessTokenRecord> = {}): AccessTokenRecord {
  return buildAccessToken({ grantId: grant.grantId, userId: grant.userId, clientId: grant.clientId, ...overrides });
}

/** A platform store on a SQLite file of its own in a fresh temporary directory named after `prefix`. */
export function createTempSqlitePlatformStore(prefix: string): PlatformStore {
  return createSqlitePlatformStore(join(mkdtempSync(join(tmpdir(), `${prefix}-`)), 'platform.sqlite'));
}
