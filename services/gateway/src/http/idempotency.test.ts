import { DomainError } from '@shokuji/contracts';
import { FINGERPRINT_MAX_DEPTH, canonicalJson } from './idempotency';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('the fingerprint of a body (canonicalJson)', () => {
  it('sorts object keys at every depth and writes undefined as JSON does', () => {
    expect(canonicalJson({ b: [{ d: 1, c: undefined }, undefined], a: null })).toBe('{"a":null,"b":[{"d":1},null]}');
  });

  it(`takes a body nested ${FINGERPRINT_MAX_DEPTH} levels deep`, () => {
    expect(() => canonicalJson(nested(FINGERPRINT_MAX_DEPTH))).not.toThrow();
  });

  it("refuses a deeper body as the caller's 400, also one as deep as a 256 KB body can nest (it overflowed the stack: a 500)", () => {
    for (const depth of [FINGERPRINT_MAX_DEPTH + 2, 100_000]) {
      let refusal: unknown;
      try {
        canonicalJson(nested(depth));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ code: 'invalid_request', message: `body: nested deeper than ${FINGERPRINT_MAX_DEPTH} levels` });
    }
  });
});
