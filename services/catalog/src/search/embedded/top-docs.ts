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
  const best = new BestDocsHeap(count, rankKey, tieRank);
  for (let i = 0; i < length; i++) best.offer(docs[i]!);
  return best.docs.sort(compare);
}

/**
 * The best `capacity` documents offered so far, in the order of topDocs, as a bounded heap whose root
 * is the worst kept: most documents of a browse fail against the root, read once per change.
 */
export class BestDocsHeap {
  readonly docs: Int32Array;
  size = 0;
  /** The worst kept document's key and tie rank once the heap is full (−Infinity before). */
  worstKey = -Infinity;
  worstTie = 0;

  constructor(
    private readonly capacity: number,
    private readonly rankKey: Float64Array,
    private readonly tieRank: Int32Array,
  ) {
    this.docs = new Int32Array(capacity);
  }

  get isFull(): boolean {
    return this.size === this.capacity;
  }

  /** Keeps `doc` if it is among the best so far; true when it was kept. */
  offer(doc: number): boolean {
    if (this.size < this.capacity) this.push(doc);
    else {
      // Most documents of a browse end here, on the first comparison.
      const key = this.rankKey[doc]!;
      if (!(key > this.worstKey || (key === this.worstKey && this.tieRank[doc]! < this.worstTie))) return false;
      this.replaceWorst(doc);
    }
    if (this.size === this.capacity) {
      this.worstKey = this.rankKey[this.docs[0]!]!;
      this.worstTie = this.tieRank[this.docs[0]!]!;
    }
    return true;
  }

  private push(doc: number): void {
    const heap = this.docs;
    let at = this.size++;
    heap[at] = doc;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.before(heap[parent]!, heap[at]!)) break;
      [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
      at = parent;
    }
  }

  private replaceWorst(doc: number): void {
    const { docs: heap, capacity } = this;
    heap[0] = doc;
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < capacity && this.before(heap[worst]!, heap[left]!)) worst = left;
      if (right < capacity && this.before(heap[worst]!, heap[right]!)) worst = right;
      if (worst === at) break;
      [heap[worst], heap[at]] = [heap[at]!, heap[worst]!];
      at = worst;
    }
  }

  /** Whether `a` ranks before `b`: a higher key, then a lower tie rank. */
  private before(a: number, b: number): boolean {
    const { rankKey, tieRank } = this;
    return rankKey[a]! > rankKey[b]! || (rankKey[a] === rankKey[b] && tieRank[a]! < tieRank[b]!);
  }
}
