import { request, type HttpReply } from './http-client';
import { startGateway, type RunningGateway } from './service-process';

export const API = '/api/v1/ext';

export interface TestUser {
  userId: string;
  token: string;
  tokenId: string;
  /** Calls the public API as this user (headers: e.g. Idempotency-Key). */
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpReply<T>>;
  /** The same user against another gateway process (same store), e.g. after a restart. */
  withBaseUrl(url: string): TestUser;
}

function userAt(baseUrl: () => string, userId: string, token: string, tokenId: string): TestUser {
  return {
    userId,
    token,
    tokenId,
    call: (method, path, body, headers) =>
      request(`${baseUrl()}${API}${path}`, { method, body, headers: { authorization: `Bearer ${token}`, ...headers } }),
    withBaseUrl: (url) => userAt(() => url, userId, token, tokenId),
  };
}

export interface UserOverrides {
  displayName?: string;
  plan?: 'free' | 'premium';
  premiumVia?: 'app_store' | 'payment_provider';
  registeredOnWeb?: boolean;
  region?: string;
  profile?: Record<string, unknown>;
  lifetime?: '15m' | '1h' | '6h' | '24h';
}

/** Operator calls on a running gateway (OPERATOR-API.md → Admin API); a getter lets it be made before the gateway starts. */
export function adminOf(target: RunningGateway | (() => RunningGateway)) {
  const gatewayOf = typeof target === 'function' ? target : () => target;
  const admin = <T = any>(method: string, path: string, body?: unknown) => {
    const gateway = gatewayOf();
    return request<T>(`${gateway.url}/admin/v1${path}`, { method, body, headers: { 'x-admin-token': gateway.adminToken } });
  };
  return {
    call: admin,
    async createUser(overrides: Omit<UserOverrides, 'lifetime'> = {}): Promise<string> {
      const reply = await admin('POST', '/users', overrides);
      if (reply.status !== 201) throw new Error(`create user failed: ${reply.status} ${reply.text}`);
      return reply.body.data.userId as string;
    },
    async issueToken(userId: string, lifetime?: string) {
      const reply = await admin('POST', `/users/${userId}/tokens`, lifetime ? { lifetime } : undefined);
      if (reply.status !== 201) throw new Error(`issue token failed: ${reply.status} ${reply.text}`);
      return reply.body.data as { tokenId: string; token: string; expiresAt: string };
    },
    setClock: (now: string) => admin('PUT', '/clock', { now }),
    resetClock: () => admin('DELETE', '/clock'),
    /** A user with a token (factories over fixtures: unique data per test). */
    async buildUser(overrides: UserOverrides = {}): Promise<TestUser> {
      const { lifetime, ...account } = overrides;
      const userId = await this.createUser(account);
      const issued = await this.issueToken(userId, lifetime);
      return userAt(() => gatewayOf().url, userId, issued.token, issued.tokenId);
    },
  };
}

export type Admin = ReturnType<typeof adminOf>;

/**
 * One gateway for a test file: started before all tests, stopped after them, its clock reset after
 * each test. Returns a getter for the gateway and an admin bound to it.
 */
export function useGateway(overrides: Record<string, string> = {}) {
  let current: RunningGateway | undefined;
  const gateway = (): RunningGateway => {
    if (!current) throw new Error('the gateway is not started yet (use it inside tests or hooks)');
    return current;
  };
  const admin = adminOf(gateway);
  beforeAll(async () => {
    current = await startGateway(overrides);
  });
  afterAll(async () => {
    await current?.stop();
  });
  afterEach(async () => {
    if (current) await admin.resetClock();
  });
  return { gateway, admin };
}
