import { isS256Challenge, verifyPkceS256 } from './pkce';

describe('PKCE S256 (RFC 7636)', () => {
  // RFC 7636 Appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('accepts the RFC example pair', () => {
    expect(verifyPkceS256(verifier, challenge)).toBe(true);
  });

  it('refuses another verifier, a plain "challenge" and malformed values', () => {
    expect(verifyPkceS256(`${verifier.slice(0, -1)}Y`, challenge)).toBe(false);
    expect(verifyPkceS256(verifier, verifier)).toBe(false);
    expect(verifyPkceS256('short', challenge)).toBe(false);
    expect(verifyPkceS256(`${verifier}!`, challenge)).toBe(false);
    expect(isS256Challenge(challenge)).toBe(true);
    expect(isS256Challenge(`${challenge}=`)).toBe(false);
  });
});
