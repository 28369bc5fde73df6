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

/** The trie's matches of `word` within `edits` against the plain distance to every term, as sorted "term:edits" lists. */
function expectPlainDistance(trie: FuzzyTermTrie, terms: string[], word: string, edits: number): void {
  const expected = [...new Set(terms)]
    .filter((term) => distance(word, term) <= edits)
    .map((term) => `${term}:${distance(word, term)}`)
    .sort();
  const actual = trie
    .search(word, edits)
    .map((match) => `${terms[match.term]}:${match.edits}`)
    .sort();
  expect(actual).toEqual(expected);
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
      expectPlainDistance(big, many, word, edits);
    }
  });

  it('agrees with the plain distance for words a few edits from long terms (the edges of the band it works out)', () => {
    const alphabet = 'abcdeghkmnoprstuy';
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = () => alphabet[Math.floor(next() * alphabet.length)]!;
    const many = Array.from({ length: 300 }, () => Array.from({ length: 6 + Math.floor(next() * 10) }, pick).join(''));
    const big = FuzzyTermTrie.build(many);
    /** One random substitution, insertion, deletion or swap of neighbours. */
    const edit = (word: string): string => {
      const at = Math.floor(next() * word.length);
      switch (Math.floor(next() * 4)) {
        case 0:
          return word.slice(0, at) + pick() + word.slice(at + 1);
        case 1:
          return word.slice(0, at) + pick() + word.slice(at);
        case 2:
          return word.slice(0, at) + word.slice(at + 1);
        default:
          return at + 1 < word.length ? word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2) : word;
      }
    };
    for (let round = 0; round < 120; round++) {
      let word = many[Math.floor(next() * many.length)]!;
      for (let edits = Math.floor(next() * 4); edits > 0; edits--) word = edit(word);
      const allowed = 1 + (round % 2);
      expectPlainDistance(big, many, word, allowed);
    }
  });

  it('finds terms at both ends of the lengths that can match (n − k and n + k), alone on a branch or beside shorter and longer ones', () => {
    const lengths = ['pu', 'pur', 'puri', 'purin', 'purint', 'purinto', 'purintoo', 'prn', 'pourinn', 'xyz', 'xyzabcd', 'xyzabcde'];
    const byLength = FuzzyTermTrie.build(lengths);
    const names = (word: string, edits: number) =>
      byLength
        .search(word, edits)
        .map((match) => `${lengths[match.term]}:${match.edits}`)
        .sort();
    expect(names('purin', 2)).toEqual(['pourinn:2', 'prn:2', 'pur:2', 'puri:1', 'purin:0', 'purint:1', 'purinto:2']);
    expect(names('purin', 1)).toEqual(['puri:1', 'purin:0', 'purint:1']);
    expect(names('xyzab', 2)).toEqual(['xyz:2', 'xyzabcd:2']);
  });

  it('lists its matches in the order of a walk over the terms as added (children from the last one added), whichever walks found them', () => {
    // Callers break ties by this order (the English lexicon's nearest words with equal edits).
    const rhymes = FuzzyTermTrie.build(['burin', 'furin', 'purin', 'purine']);
    const order = (word: string, edits: number) => rhymes.search(word, edits).map((match) => match.term);
    expect(order('xurin', 1)).toEqual([2, 1, 0]);
    expect(order('xurin', 2)).toEqual([2, 3, 1, 0]);
    expect(order('xurinx', 2)).toEqual([2, 3, 1, 0]);
  });

  it('agrees with the plain distance at up to four edits over a small alphabet (a term both walks of a split search find, at its least distance)', () => {
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const randomWord = (alphabet: string) =>
      Array.from({ length: 1 + Math.floor(next() * 9) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    for (const alphabet of ['ab', 'abcd']) {
      const many = Array.from({ length: 200 }, () => randomWord(alphabet));
      const small = FuzzyTermTrie.build(many);
      for (let round = 0; round < 40; round++) {
        const word = randomWord(alphabet);
        for (const edits of [2, 3, 4]) {
          expectPlainDistance(small, many, word, edits);
        }
      }
    }
  });

  it('answers nothing from an empty set', () => {
    expect(FuzzyTermTrie.build([]).search('purin', 2)).toEqual([]);
  });
});
