import { request, type HttpReply } from './http-client';
import type { RunningGateway } from './service-process';

export const API = '/api/v1/ext';

export interface TestUser {
  userId: string;
  token: string;
  tokenId: string;
  /** Calls the public API as this user. */
  call<T = any>(method: string, path: string, body?: unknown): Promise<HttpReply<T>>;
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

/** Operator calls on a running gateway (OPERATOR-API.md → Admin API). */
export function adminOf(gateway: RunningGateway) {
  const admin = <T = any>(method: string, path: string, body?: unknown) =>
    request<T>(`${gateway.url}/admin/v1${path}`, { method, body, headers: { 'x-admin-token': gateway.adminToken } });
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
      return {
        userId,
        token: issued.token,
        tokenId: issued.tokenId,
        call: (method, path, body) => request(`${gateway.url}${API}${path}`, { method, body, headers: { authorization: `Bearer ${issued.token}` } }),
      };
    },
  };
}

export type Admin = ReturnType<typeof adminOf>;
