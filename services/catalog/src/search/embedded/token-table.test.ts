import { TokenTable } from './token-table';

describe('TokenTable', () => {
  const tokens = ['ぎゅう', 'どん', 'gyu', '', '𠮷野家', 'ぎゅ', 'ぎゅうどん'];
  const table = TokenTable.of(tokens);

  it('finds every token at its slot, and gives it back from the slot', () => {
    tokens.forEach((token, slot) => {
      expect(table.slotOf(token)).toBe(slot);
      expect(table.tokenAt(slot)).toBe(token);
    });
    expect(table.tokens()).toEqual(tokens);
    expect(table.size).toBe(tokens.length);
  });

  it('finds no token it was not given, however close', () => {
    for (const other of ['ぎ', 'ぎゅうど', 'どんぶり', 'GYU', '吉野家', '𠮷', 'ぎゅうどん ']) expect(table.slotOf(other)).toBeUndefined();
  });

  it('keeps every token findable when many share a bucket chain', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `t${i.toString(36)}`);
    const big = TokenTable.of(many);
    expect(many.every((token, slot) => big.slotOf(token) === slot)).toBe(true);
    expect(big.slotOf('t')).toBeUndefined();
    expect(big.arrays.buckets.length).toBeGreaterThanOrEqual(2 * many.length);
  });

  it('reads the same from its arrays alone (as a snapshot restores it)', () => {
    const { chars, starts, buckets } = table.arrays;
    const copy = new TokenTable({ chars: chars.slice(), starts: starts.slice(), buckets: buckets.slice() });
    expect(tokens.map((token) => copy.slotOf(token))).toEqual(tokens.map((_, slot) => slot));
  });

  it('refuses a token listed twice', () => {
    expect(() => TokenTable.of(['a', 'b', 'a'])).toThrow(RangeError);
  });

  it('holds no token when given none', () => {
    const empty = TokenTable.of([]);
    expect(empty.size).toBe(0);
    expect(empty.slotOf('')).toBeUndefined();
  });
});
