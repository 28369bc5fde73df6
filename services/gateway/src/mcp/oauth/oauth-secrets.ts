import { randomBytes, randomInt } from 'node:crypto';

/** Codes and tokens are 256 random bits, stored only as their SHA-256 (auth/tokens.service.ts → hashToken). */
export function newOpaqueSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** Access and refresh tokens say what they are, so neither is mistaken for a REST `ext_` token (or for the other). */
export const ACCESS_TOKEN_PREFIX = 'mcp_at_';
export const REFRESH_TOKEN_PREFIX = 'mcp_rt_';
export const AUTHORIZATION_CODE_PREFIX = 'mcp_ac_';

/** Sign-in codes are typed by a person: no 0/O or 1/I/L to confuse; 12 of these 31 characters carry 59 bits. */
const SIGN_IN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SIGN_IN_LENGTH = 12;

/** `XXXX-XXXX-XXXX`: readable aloud and on a phone. */
export function newSignInCode(): string {
  const chars = Array.from({ length: SIGN_IN_LENGTH }, () => SIGN_IN_ALPHABET[randomInt(SIGN_IN_ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** What a person typed → the canonical code: width (NFKC), case, spaces and dashes do not matter. */
export function normalizeSignInCode(typed: string): string {
  const compact = typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐‑–—ー]/g, '');
  return compact.length === SIGN_IN_LENGTH ? [0, 4, 8].map((start) => compact.slice(start, start + 4)).join('-') : compact;
}
