import { boundedString, textField } from './common.schema';

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
});
