import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** The cookie's age: long enough for a sign-in that waits on an operator's code. */
const BINDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const digest = (purpose: string, key: string) => hash('sha256', `${purpose}:${key}`, 'base64url');

/** Reads one cookie from the Cookie header (RFC 6265 §5.4: `name=value` pairs separated by `; `). */
function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.header('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Binds the sign-in pages to one browser with a random key in a cookie (HttpOnly, SameSite=Lax,
 * Secure behind https, `__Host-` prefixed there). Forms carry a CSRF token derived from the key
 * (a signed double submit: the page never shows the key itself), and an authorization request
 * remembers the key's hash, so only the browser that opened it can sign in and decide.
 */
export function createBrowserBinding(publicBaseUrl: string) {
  const secure = publicBaseUrl.startsWith('https://');
  const cookieName = secure ? '__Host-shokuji_oauth' : 'shokuji_oauth';
  const isKey = (value: string | undefined): value is string => value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);

  return {
    /** The browser's key, set now when it has none (the authorization endpoint, the first page it sees). */
    ensureKey(req: Request, res: Response): string {
      const existing = readCookie(req, cookieName);
      if (isKey(existing)) return existing;
      const key = randomBytes(32).toString('base64url');
      res.cookie(cookieName, key, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: BINDING_MAX_AGE_MS });
      return key;
    },

    /** The browser's key when its form carries the CSRF token issued to it, else null (the caller answers 403). */
    verifiedKey(req: Request): string | null {
      const key = readCookie(req, cookieName);
      const sent: unknown = (req.body as Record<string, unknown> | undefined)?.csrf_token;
      if (!isKey(key) || typeof sent !== 'string') return null;
      const expected = Buffer.from(digest('csrf', key));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
    },

    /** The key of a browser, for pages that only read (the consent page of a request it opened). */
    currentKey(req: Request): string | null {
      const key = readCookie(req, cookieName);
      return isKey(key) ? key : null;
    },

    csrfToken: (key: string) => digest('csrf', key),
    browserHash: (key: string) => digest('browser', key),
  };
}

export type BrowserBinding = ReturnType<typeof createBrowserBinding>;
