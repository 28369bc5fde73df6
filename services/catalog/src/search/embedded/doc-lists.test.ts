import { docsInRange, groupByBit, groupByCode, groupDocs, sortByValue } from './doc-lists';

const listed = (docs: Int32Array) => Array.from(docs);

describe('groupByCode', () => {
  const groups = groupByCode(Int32Array.from([2, 0, -1, 2, 0, 2]), 4);

  it('lists each code’s documents ascending, and no document without a value', () => {
    expect(listed(groupDocs(groups, 0))).toEqual([1, 4]);
    expect(listed(groupDocs(groups, 1))).toEqual([]);
    expect(listed(groupDocs(groups, 2))).toEqual([0, 3, 5]);
    expect(listed(groupDocs(groups, 3))).toEqual([]);
    expect(groups.docs).toHaveLength(5);
  });
});

describe('groupByBit', () => {
  // Two words per document: bits 0, 1, 33 and 63 are used.
  const masks = Uint32Array.from([0b11, 0, 0, 1 << 1, 0b1, 0x80000002, 0, 0]);
  const groups = groupByBit(masks, 2, 64);

  it('lists a document under each of its bits, in either word', () => {
    expect(listed(groupDocs(groups, 0))).toEqual([0, 2]);
    expect(listed(groupDocs(groups, 1))).toEqual([0]);
    expect(listed(groupDocs(groups, 33))).toEqual([1, 2]);
    expect(listed(groupDocs(groups, 63))).toEqual([2]);
    expect(listed(groupDocs(groups, 2))).toEqual([]);
    expect(groups.docs).toHaveLength(6);
  });
});

describe('sortByValue and docsInRange', () => {
  const values = Float64Array.from([30, NaN, 10, 20, 20, 40, NaN, 10]);
  const sorted = sortByValue(values);
  const inRange = (min: number, max: number) => listed(docsInRange(sorted, values, min, max)).sort((a, b) => a - b);

  it('orders the documents with a value by it and leaves out the others', () => {
    expect(listed(sorted).map((doc) => values[doc])).toEqual([10, 10, 20, 20, 30, 40]);
  });

  it('gives the documents inside the range, both ends included', () => {
    expect(inRange(10, 20)).toEqual([2, 3, 4, 7]);
    expect(inRange(20, 20)).toEqual([3, 4]);
    expect(inRange(15, 35)).toEqual([0, 3, 4]);
    expect(inRange(-Infinity, 10)).toEqual([2, 7]);
    expect(inRange(40, Infinity)).toEqual([5]);
    expect(inRange(-Infinity, Infinity)).toEqual([0, 2, 3, 4, 5, 7]);
  });

  it('gives nothing for a range between or beyond the values', () => {
    expect(inRange(11, 19)).toEqual([]);
    expect(inRange(41, 50)).toEqual([]);
    expect(inRange(0, 9)).toEqual([]);
  });
});
