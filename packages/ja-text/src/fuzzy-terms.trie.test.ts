import { FuzzyTermTrie } from './fuzzy-terms.trie';

/** The optimal string alignment distance, written out plainly, as the reference. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('FuzzyTermTrie', () => {
  const terms = ['purin', 'furikake', 'furi', 'hanbaga', 'hanbagu', 'nikuman', 'pasuta', 'ぷりん', 'はんばあがあ', '唐揚げ', 'purin'];
  const trie = FuzzyTermTrie.build(terms);
  const found = (word: string, edits: number) =>
    trie
      .search(word, edits)
      .map((match) => `${terms[match.term]}:${match.edits}`)
      .sort();

  it('finds substitutions, insertions, deletions and swaps within the allowed edits', () => {
    expect(found('furin', 1)).toEqual(['furi:1', 'purin:1']);
    expect(found('nikumna', 1)).toEqual(['nikuman:1']);
    expect(found('pasta', 1)).toEqual(['pasuta:1']);
    expect(found('hanbaka', 1)).toEqual(['hanbaga:1']);
    expect(found('hanbaka', 2)).toEqual(['hanbaga:1', 'hanbagu:2']);
    expect(found('ふりん', 1)).toEqual(['ぷりん:1']);
    expect(found('唐楊げ', 1)).toEqual(['唐揚げ:1']);
  });

  it('lists a term given twice once, at its first position', () => {
    expect(trie.search('purin', 0)).toEqual([{ term: 0, edits: 0 }]);
  });

  it('agrees with the plain distance on every term for random words', () => {
    const alphabet = 'abcdefghkmnoprstu';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const randomWord = () =>
      Array.from({ length: 2 + Math.floor(next() * 7) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    const many = Array.from({ length: 400 }, randomWord);
    const big = FuzzyTermTrie.build(many);
    for (let round = 0; round < 90; round++) {
      const word = randomWord();
      const edits = round % 3;
      const expected = [...new Set(many)]
        .filter((term) => distance(word, term) <= edits)
        .map((term) => `${term}:${distance(word, term)}`)
        .sort();
      const actual = big
        .search(word, edits)
        .map((match) => `${many[match.term]}:${match.edits}`)
        .sort();
      expect(actual).toEqual(expected);
    }
  });

  it('answers nothing from an empty set', () => {
    expect(FuzzyTermTrie.build([]).search('purin', 2)).toEqual([]);
  });
});
