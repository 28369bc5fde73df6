/**
 * The first `count` of `docs[0 … length)`, best first: a higher `rankKey[doc]` first, then a lower
 * `tieRank[doc]`. Tie ranks are unique per document, so the order is total and the result equals a
 * full sort's; a bounded heap of the worst kept so far avoids sorting a full-catalog browse for 20 hits.
 */
export function topDocs(docs: Int32Array, length: number, count: number, rankKey: Float64Array, tieRank: Int32Array): Int32Array {
  // A key difference is NaN only between two equal infinite keys (`||` then falls through to the tie rank).
  const compare = (a: number, b: number) => rankKey[b]! - rankKey[a]! || tieRank[a]! - tieRank[b]!;
  if (count <= 0) return new Int32Array(0);
  if (count * 4 >= length) return docs.slice(0, length).sort(compare).subarray(0, count);
  const before = (a: number, b: number) => rankKey[a]! > rankKey[b]! || (rankKey[a] === rankKey[b] && tieRank[a]! < tieRank[b]!);
  const heap = new Int32Array(count);
  let size = 0;
  // The root (the worst kept), read once per change: most documents fail against it.
  let worstKey = -Infinity;
  let worstTie = 0;
  for (let i = 0; i < length; i++) {
    const doc = docs[i]!;
    if (size < count) {
      let at = size++;
      heap[at] = doc;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent]!, heap[at]!)) break;
        [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
        at = parent;
      }
    } else if (rankKey[doc]! > worstKey || (rankKey[doc] === worstKey && tieRank[doc]! < worstTie)) {
      heap[0] = doc;
      for (let at = 0; ;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < count && before(heap[worst]!, heap[left]!)) worst = left;
        if (right < count && before(heap[worst]!, heap[right]!)) worst = right;
        if (worst === at) break;
        [heap[worst], heap[at]] = [heap[at]!, heap[worst]!];
        at = worst;
      }
    }
    if (size === count) {
      worstKey = rankKey[heap[0]!]!;
      worstTie = tieRank[heap[0]!]!;
    }
  }
  return heap.sort(compare);
}
