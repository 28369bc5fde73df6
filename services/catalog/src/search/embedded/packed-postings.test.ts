import { packPostings, type PackedPostings } from './packed-postings';

/** A token's row as [doc, freq] pairs. */
function rowOf(postings: PackedPostings, token: string): [number, number][] {
  const slot = postings.slots.slotOf(token);
  if (slot === undefined) return [];
  const row: [number, number][] = [];
  for (let at = postings.offsets[slot]!; at < postings.offsets[slot + 1]!; at++) row.push([postings.docs[at]!, postings.freqs[at]!]);
  return row;
}

describe('packPostings', () => {
  const documents = [['ぎゅ', 'ゅう', 'ぎゅ'], [], ['ゅう'], ['どん', 'ぎゅ', 'ぎゅ', 'ぎゅ']];
  const postings = packPostings(documents.length, (doc) => documents[doc]!);

  it('lists each token once per document, with its count, documents ascending', () => {
    expect(rowOf(postings, 'ぎゅ')).toEqual([
      [0, 2],
      [3, 3],
    ]);
    expect(rowOf(postings, 'ゅう')).toEqual([
      [0, 1],
      [2, 1],
    ]);
    expect(rowOf(postings, 'どん')).toEqual([[3, 1]]);
  });

  it('has one row per distinct token and no room to spare', () => {
    expect(postings.slots.size).toBe(3);
    expect(postings.offsets).toHaveLength(4);
    expect(postings.docs).toHaveLength(5);
    expect(postings.freqs).toHaveLength(5);
  });

  it('gives unknown tokens no row', () => {
    expect(rowOf(postings, 'すし')).toEqual([]);
  });

  it('packs an empty collection', () => {
    const empty = packPostings(0, () => []);
    expect(empty.slots.size).toBe(0);
    expect(Array.from(empty.offsets)).toEqual([0]);
  });
});
