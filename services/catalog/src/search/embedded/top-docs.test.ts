import { topDocs } from './top-docs';

describe('topDocs', () => {
  // Few distinct keys, so most comparisons fall through to the tie rank; missing values rank -Infinity.
  const size = 500;
  const rankKey = Float64Array.from({ length: size }, (_, doc) => (doc % 7 === 0 ? -Infinity : (doc * 37) % 11));
  const tieRank = Int32Array.from({ length: size }, (_, doc) => (doc * 211) % size);
  const docs = Int32Array.from({ length: size }, (_, i) => (i * 13) % size);
  const fullSort = [...docs].sort((a, b) => (rankKey[a] === rankKey[b] ? tieRank[a]! - tieRank[b]! : rankKey[a]! > rankKey[b]! ? -1 : 1));

  it.each([1, 10, 20, 124, 125, 200, 500, 600])('equals the head of a full sort for %i documents', (count) => {
    expect(Array.from(topDocs(docs, size, count, rankKey, tieRank))).toEqual(fullSort.slice(0, count));
  });

  it('reads only the first `length` documents', () => {
    const head = Array.from(docs.subarray(0, 50)).sort((a, b) => fullSort.indexOf(a) - fullSort.indexOf(b));
    expect(Array.from(topDocs(docs, 50, 5, rankKey, tieRank))).toEqual(head.slice(0, 5));
  });

  it('returns nothing for a count of zero', () => {
    expect(topDocs(docs, size, 0, rankKey, tieRank)).toHaveLength(0);
  });
});
