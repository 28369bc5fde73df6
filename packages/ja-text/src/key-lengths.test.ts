import { keyLengthsByFirstUnit } from './key-lengths';

describe('keyLengthsByFirstUnit', () => {
  it('lists the lengths of the keys beginning with each code unit, each once, longest first', () => {
    const lengths = keyLengthsByFirstUnit(['おにぎり', 'お茶', 'おでん', 'お', '鮭', '鮭おにぎり', 'おにぎり']);
    expect(lengths.get('お')).toEqual([4, 3, 2, 1]);
    expect(lengths.get('鮭')).toEqual([5, 1]);
    expect(lengths.get('茶')).toBeUndefined();
  });

  it('reads a key by its first UTF-16 code unit and leaves an empty key out', () => {
    const lengths = keyLengthsByFirstUnit(['𠮷野家', '']);
    expect([...lengths.keys()]).toEqual(['\ud842']);
    expect(lengths.get('\ud842')).toEqual([4]);
  });

  it('finds at each place of a text the key a scan of every length from the longest finds', () => {
    let seed = 11;
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    const alphabet = 'あいうかきくさし鮭茶丼';
    const text = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
    const keys = new Set(Array.from({ length: 300 }, () => text(1 + random(6))));
    const longest = Math.max(...[...keys].map((key) => key.length));
    const lengths = keyLengthsByFirstUnit(keys);
    for (let i = 0; i < 500; i++) {
      const word = text(1 + random(12));
      for (let at = 0; at < word.length; at++) {
        let scanned = 0;
        for (let length = Math.min(longest, word.length - at); length >= 1 && !scanned; length--)
          if (keys.has(word.slice(at, at + length))) scanned = length;
        const found = (lengths.get(word[at]!) ?? []).find((length) => length <= word.length - at && keys.has(word.slice(at, at + length)));
        expect(found ?? 0).toBe(scanned);
      }
    }
  });
});
