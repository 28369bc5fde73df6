import { CreateUserBodySchema, PatchUserBodySchema } from './admin.schema';

describe('the admin API’s account fields', () => {
  it('reads a region trimmed and refuses a blank one, so a padded `restricted` restricts (2026-12-06)', () => {
    for (const schema of [CreateUserBodySchema, PatchUserBodySchema]) {
      expect(schema.parse({ region: ' restricted ' }).region).toBe('restricted');
      expect(schema.parse({ region: 'JP\u3000' }).region).toBe('JP');
      for (const blank of ['\u3000', ' ', '\u200b'])
        expect([blank, schema.safeParse({ region: blank }).error?.issues[0]?.message]).toEqual([
          blank,
          'must not be blank (only spaces or characters that show nothing alone)',
        ]);
      for (const careless of ['JP\r\n', 'J\u0000P', '\ud800', 'x'.repeat(33)])
        expect(schema.safeParse({ region: careless }).success).toBe(false);
    }
  });

  it('reads `restricted` in any case as `restricted`, so a capitalised one restricts too (stop 82); other regions stay as sent', () => {
    for (const schema of [CreateUserBodySchema, PatchUserBodySchema]) {
      for (const sent of ['Restricted', 'RESTRICTED', ' restricteD '])
        expect([sent, schema.parse({ region: sent }).region]).toEqual([sent, 'restricted']);
      expect(schema.parse({ region: 'jp' }).region).toBe('jp');
      expect(schema.parse({ region: 'Restricted area' }).region).toBe('Restricted area');
    }
  });
});
