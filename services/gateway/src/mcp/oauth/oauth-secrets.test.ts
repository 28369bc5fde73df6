import { newSignInCode, normalizeSignInCode } from './oauth-secrets';

describe('sign-in codes', () => {
  it('are XXXX-XXXX-XXXX without look-alike characters', () => {
    for (let i = 0; i < 50; i++) expect(newSignInCode()).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('read the same however they are typed', () => {
    for (const typed of ['k7qp-3mzd-wx9a', 'K7QP 3MZD WX9A', 'K7QP3MZDWX9A', 'Ｋ７ＱＰ－３ＭＺＤ－ＷＸ９Ａ', ' K7QP-3MZD-WX9A ']) {
      expect(normalizeSignInCode(typed)).toBe('K7QP-3MZD-WX9A');
    }
  });
});
