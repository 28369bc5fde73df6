import { hash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43-128 characters of the unreserved set; an S256 challenge is always 43. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

/** Whether a value has the form of a code_verifier at all (RFC 7636 §4.1), before it is compared. */
export function isPkceVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

export function isS256Challenge(challenge: string): boolean {
  return S256_CHALLENGE.test(challenge);
}

/** RFC 7636 §4.6: BASE64URL(SHA256(verifier)) equals the challenge (S256 only: plain is refused). */
export function verifyPkceS256(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier) || !isS256Challenge(challenge)) return false;
  return timingSafeEqual(Buffer.from(hash('sha256', verifier, 'base64url')), Buffer.from(challenge));
}
