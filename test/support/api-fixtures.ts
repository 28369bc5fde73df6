import type { EndpointReply, createUserEndpoint, issueTokenEndpoint, resetClockEndpoint, setClockEndpoint } from '@shokuji/contracts';
import { request, type HttpReply } from './http-client';
import { startGateway, waitHealthy, type RunningGateway } from './service-process';

export const API = '/api/v1/ext';
const HOUR_MS = 3_600_000;

export interface TestUser {
  userId: string;
  token: string;
  tokenId: string;
  /** Calls the public API as this user (headers: e.g. Idempotency-Key). */
  call<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpReply<T>>;
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
  aiCredits?: number;
  lifetime?: '15m' | '1h' | '6h' | '24h';
}

/** Operator calls on a running gateway (OPERATOR-API.md → Admin API); a getter lets it be made before the gateway starts. */
export function adminOf(target: RunningGateway | (() => RunningGateway)) {
  const gatewayOf = typeof target === 'function' ? target : () => target;
  const admin = <T = unknown>(method: string, path: string, body?: unknown) => {
    const gateway = gatewayOf();
    return request<T>(`${gateway.url}/admin/v1${path}`, { method, body, headers: { 'x-admin-token': gateway.adminToken } });
  };
  return {
    call: admin,
    async createUser(overrides: Omit<UserOverrides, 'lifetime'> = {}): Promise<string> {
      const reply = await admin<EndpointReply<typeof createUserEndpoint>>('POST', '/users', overrides);
      if (reply.status !== 201) throw new Error(`create user failed: ${reply.status} ${reply.text}`);
      return reply.body.data.userId;
    },
    async issueToken(userId: string, lifetime?: string) {
      const reply = await admin<EndpointReply<typeof issueTokenEndpoint>>(
        'POST',
        `/users/${userId}/tokens`,
        lifetime ? { lifetime } : undefined,
      );
      if (reply.status !== 201) throw new Error(`issue token failed: ${reply.status} ${reply.text}`);
      return reply.body.data;
    },
    setClock: (now: string) => admin<EndpointReply<typeof setClockEndpoint>>('PUT', '/clock', { now }),
    resetClock: () => admin<EndpointReply<typeof resetClockEndpoint>>('DELETE', '/clock'),
    /**
     * Sets the service clock to the top of the next real-time hour and returns that instant in ms.
     * Counting windows (the minute, the hour, the JST day) all start on an hour, so a test that
     * counts from there cannot see its window roll over midway, as it can on real time.
     */
    async clockAtNextHour(): Promise<number> {
      const start = Math.ceil((Date.now() + 1) / HOUR_MS) * HOUR_MS;
      const reply = await admin('PUT', '/clock', { now: new Date(start).toISOString() });
      if (reply.status !== 200) throw new Error(`set clock failed: ${reply.status} ${reply.text}`);
      return start;
    },
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
 * One gateway for a test file (or a describe block): started before all tests, stopped after them,
 * its clock reset after each test. With `healthy`, the tests start once /healthz answers 200 (the
 * catalog is searchable). Returns a getter for the gateway and an admin bound to it.
 */
export function useGateway(overrides: Record<string, string | undefined> = {}, options: { healthy?: boolean } = {}) {
  let current: RunningGateway | undefined;
  const gateway = (): RunningGateway => {
    if (!current) throw new Error('the gateway is not started yet (use it inside tests or hooks)');
    return current;
  };
  const admin = adminOf(gateway);
  beforeAll(async () => {
    current = await startGateway(overrides);
    if (options.healthy) await waitHealthy(current.url);
  }, 120_000);
  afterAll(async () => {
    await current?.stop();
  });
  afterEach(async () => {
    if (current) await admin.resetClock();
  });
  return { gateway, admin };
}
