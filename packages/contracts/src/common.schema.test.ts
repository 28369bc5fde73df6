import { z } from 'zod';
import { boundedString, queryNumber, textField } from './common.schema';

describe('strings as the spec counts them', () => {
  it('counts characters as code points, as JSON Schema does', () => {
    const twoChars = boundedString(2, 1);
    expect(twoChars.safeParse('🍙🍣').success).toBe(true);
    expect(twoChars.safeParse('🍙🍣🍜').success).toBe(false);
    expect(twoChars.safeParse('').success).toBe(false);
  });

  it('text is trimmed, refused when blank, and bounded as sent', () => {
    const text = textField(5);
    expect(text.parse(' 牛丼 ')).toBe('牛丼');
    expect(text.safeParse(' \u3000\n').success).toBe(false);
    expect(text.safeParse('🍙🍙🍙🍙🍙').success).toBe(true);
    // The document bounds the value as sent (maxLength), so padding counts.
    expect(text.safeParse(' 12345').success).toBe(false);
  });

  it('a number in a query string is coerced, and an empty value is refused rather than read as 0', () => {
    const offset = queryNumber(z.coerce.number().int().min(0)).optional();
    expect(offset.parse('12')).toBe(12);
    expect(offset.parse(undefined)).toBeUndefined();
    expect(offset.safeParse('').success).toBe(false);
    expect(offset.safeParse(null).success).toBe(false);
  });

  it('a number in a query string is decimal text: what Number() reads in other text is refused', () => {
    const bound = queryNumber(z.coerce.number().min(0));
    for (const text of ['12', '12.5', '.5', '1e3', '+3']) expect(bound.safeParse(text).success).toBe(true);
    for (const text of ['0x10', ' 12', '12 ', 'Infinity', '1_000', '0b1', '12abc']) expect(bound.safeParse(text).success).toBe(false);
  });
});
