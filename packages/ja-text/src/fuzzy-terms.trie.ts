/**
 * A set of terms as a trie in typed arrays, searched for the terms within k edits of a word
 * (insertions, deletions, substitutions, and a swap of two neighbours as one edit: the optimal
 * string alignment distance, what Lucene's fuzzy query counts with transpositions on). The search
 * walks the trie with one row of the edit-distance table per node and leaves a branch as soon as
 * no term below it can come within k (by its row, or because every term below is too short or too
 * long), so it visits a few thousand nodes, not every term.
 *
 * Built once per term set (the embedded engine's fields, the English food lexicon). Characters are
 * UTF-16 code units: kana, kanji of the basic plane and latin letters are one each.
 */
export interface FuzzyMatch {
  /** Position of the term in the list the trie was built from. */
  term: number;
  edits: number;
}

export class FuzzyTermTrie {
  private constructor(
    /** Per node: its first child, its next sibling (−1 for none), its character and the term ending there (−1 for none). */
    private readonly firstChild: Int32Array,
    private readonly nextSibling: Int32Array,
    private readonly char: Uint16Array,
    private readonly termAt: Int32Array,
    /** Per node: the length of the shortest and of the longest term at or below it. */
    private readonly shortest: Uint16Array,
    private readonly longest: Uint16Array,
  ) {}

  static build(terms: readonly string[]): FuzzyTermTrie {
    const firstChild = [-1];
    const nextSibling = [-1];
    const char = [0];
    const termAt = [-1];
    terms.forEach((term, index) => {
      let node = 0;
      for (let i = 0; i < term.length; i++) {
        const code = term.charCodeAt(i);
        let child = firstChild[node]!;
        while (child !== -1 && char[child] !== code) child = nextSibling[child]!;
        if (child === -1) {
          child = char.length;
          firstChild.push(-1);
          nextSibling.push(firstChild[node]!);
          char.push(code);
          termAt.push(-1);
          firstChild[node] = child;
        }
        node = child;
      }
      if (termAt[node] === -1) termAt[node] = index;
    });
    // A child is numbered after its parent: one pass down gives depths, one pass up lifts each
    // node's bounds into its parent after all of the node's own children have lifted theirs.
    const count = char.length;
    const parent = new Int32Array(count).fill(-1);
    const depth = new Uint16Array(count);
    for (let node = 0; node < count; node++) {
      for (let child = firstChild[node]!; child !== -1; child = nextSibling[child]!) {
        parent[child] = node;
        depth[child] = depth[node]! + 1;
      }
    }
    const shortest = new Uint16Array(count).fill(0xffff);
    const longest = new Uint16Array(count);
    for (let node = count - 1; node >= 0; node--) {
      if (termAt[node] !== -1) {
        shortest[node] = depth[node]!;
        longest[node] = Math.max(longest[node]!, depth[node]!);
      }
      const up = parent[node]!;
      if (up !== -1) {
        shortest[up] = Math.min(shortest[up]!, shortest[node]!);
        longest[up] = Math.max(longest[up]!, longest[node]!);
      }
    }
    return new FuzzyTermTrie(
      Int32Array.from(firstChild),
      Int32Array.from(nextSibling),
      Uint16Array.from(char),
      Int32Array.from(termAt),
      shortest,
      longest,
    );
  }

  get nodeCount(): number {
    return this.char.length;
  }

  /** Every term within `maxEdits` of `word`, with its distance. */
  search(word: string, maxEdits: number): FuzzyMatch[] {
    const matches: FuzzyMatch[] = [];
    const n = word.length;
    const k = maxEdits;
    const query = Int32Array.from({ length: n }, (_, i) => word.charCodeAt(i));
    // One row per depth, reused: a node's row depends only on its ancestors' rows, and a term is
    // at most n + maxEdits characters long when it can still match.
    const rows = Array.from({ length: n + k + 2 }, () => new Int32Array(n + 1));
    /** Per depth, the least value of its row (whether a branch can still come within reach). */
    const rowBest = new Int32Array(n + k + 2);
    /** Per depth, the characters a child must have to come within reach (below): one per cell of a child's band at most. */
    const charsPerDepth = 2 * k + 1;
    const reachable = new Int32Array((n + k + 2) * charsPerDepth);
    for (let j = 0; j <= n; j++) rows[0]![j] = j;
    if (this.termAt[0]! !== -1 && n <= k) matches.push({ term: this.termAt[0]!, edits: n });
    const { char, termAt, firstChild, nextSibling, shortest, longest } = this;
    const tooFar = k + 1;
    // A term's distance is at least the difference of the lengths: a branch whose terms are all
    // shorter than n − k or all longer than n + k holds no match, whatever its rows would say.
    const shortestMatch = n - k;
    const longestMatch = n + k;
    // Only the band |j − depth| ≤ k of a row is worked out: a cell outside it is more than k edits
    // (its value is then only known to be > k, and any value > k stands for it: min and + 1 keep
    // every value ≤ k exact), so the matches, their edits and the pruning are those of the full table.
    const visit = (node: number, depth: number, previousChar: number): void => {
      const code = char[node]!;
      const previous = rows[depth - 1]!;
      const beforePrevious = depth > 1 ? rows[depth - 2]! : null;
      const row = rows[depth]!;
      const from = Math.max(1, depth - k);
      const to = Math.min(n, depth + k);
      row[0] = depth;
      if (from > 1) row[from - 1] = tooFar;
      if (to < n) row[to + 1] = tooFar;
      let best = depth;
      for (let j = from; j <= to; j++) {
        let cost = previous[j - 1]! + (query[j - 1] === code ? 0 : 1);
        const deletion = previous[j]! + 1;
        if (deletion < cost) cost = deletion;
        const insertion = row[j - 1]! + 1;
        if (insertion < cost) cost = insertion;
        if (beforePrevious !== null && j > 1 && query[j - 1] === previousChar && query[j - 2] === code) {
          const swap = beforePrevious[j - 2]! + 1;
          if (swap < cost) cost = swap;
        }
        row[j] = cost;
        if (cost < best) best = cost;
      }
      rowBest[depth] = best;
      if (termAt[node]! !== -1 && to === n && row[n]! <= k) matches.push({ term: termAt[node]!, edits: row[n]! });
      // A swap one level down reads the row above this one, so a branch is left only when neither row can still come within reach.
      if ((best > k && rowBest[depth - 1]! >= k) || depth === rows.length - 1) return;
      if (best < k) {
        for (let child = firstChild[node]!; child !== -1; child = nextSibling[child]!) {
          if (longest[child]! >= shortestMatch && shortest[child]! <= longestMatch) visit(child, depth + 1, code);
        }
        return;
      }
      // No cell of this row is under k (so depth ≥ k, and a child's first cell, its depth, is over
      // k): a child's cell can come within k only as a match of this row's cell j − 1 at k, or as a
      // swap from a cell under k in the row above, at j − 2, and that cell plus one deletion puts
      // this row's cell j − 2 within k, whose match names the same character. A child of any other
      // character has a row all over k, holds no match and is left at once: it is not visited.
      const base = depth * charsPerDepth;
      let count = 0;
      const childFrom = Math.max(1, depth + 1 - k);
      const childTo = Math.min(n, depth + 1 + k);
      for (let j = childFrom; j <= childTo; j++) {
        if (row[j - 1]! <= k) reachable[base + count++] = query[j - 1]!;
      }
      if (count === 0) return;
      for (let child = firstChild[node]!; child !== -1; child = nextSibling[child]!) {
        const childChar = char[child]!;
        for (let at = base; at < base + count; at++) {
          if (reachable[at] !== childChar) continue;
          if (longest[child]! >= shortestMatch && shortest[child]! <= longestMatch) visit(child, depth + 1, code);
          break;
        }
      }
    };
    rowBest[0] = 0;
    for (let child = firstChild[0]!; child !== -1; child = nextSibling[child]!) {
      if (longest[child]! >= shortestMatch && shortest[child]! <= longestMatch) visit(child, 1, -1);
    }
    return matches;
  }
}
