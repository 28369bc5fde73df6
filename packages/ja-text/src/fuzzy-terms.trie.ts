/**
 * A set of terms as a trie in typed arrays, searched for the terms within k edits of a word
 * (insertions, deletions, substitutions, and a swap of two neighbours as one edit: the optimal
 * string alignment distance, what Lucene's fuzzy query counts with transpositions on). The search
 * walks the trie with one row of the edit-distance table per node and leaves a branch as soon as
 * no term below it can come within k (by its row, or because every term below is too short or too
 * long), so it visits a few thousand nodes, not every term.
 *
 * Near the root every branch is within k edits of the word's first characters, so a plain walk
 * visits every node of the first k levels and most of the next. From two edits the search splits
 * the word in two halves instead: a term within k edits has at most ⌊k / 2⌋ of them in one of the
 * halves (below). One walk of this trie allows only ⌊k / 2⌋ edits over the first half; one walk of
 * a trie of the reversed terms allows only ⌊k / 2⌋ over the second half, reversed: at k = 2 both
 * start as one-edit walks and leave most branches within a character or two of the root.
 *
 * Built once per term set (the embedded engine's fields, the English food lexicon). Characters are
 * UTF-16 code units: kana, kanji of the basic plane and latin letters are one each.
 */
export interface FuzzyMatch {
  /** Position of the term in the list the trie was built from. */
  term: number;
  edits: number;
}

/**
 * A trie in typed arrays, numbered breadth first: a node's children are the nodes from
 * `firstChild[node]` up to `firstChild[node + 1]`, in the order of their characters.
 */
interface TrieArrays {
  /** Per node and one more: its first child (the first of the next node's children when it has none). */
  firstChild: Int32Array;
  /** Per node: its character, the term ending there (−1 for none). */
  char: Uint16Array;
  termAt: Int32Array;
  /** Per node: the length of the shortest and of the longest term at or below it. */
  shortest: Uint16Array;
  longest: Uint16Array;
}

/** The terms in a trie of linked children (each node's first child, each child's next sibling; −1 for none). */
function linkTerms(terms: readonly string[]) {
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
  return { firstChild, nextSibling, char, termAt };
}

/**
 * Each term's place in the order of a walk over the linked trie (depth first, children from the
 * last one added): the order in which matches have always been listed, which callers that break
 * ties by it (the English lexicon's nearest words) keep. −1 for a term given again.
 */
function linkedWalkOrder({ firstChild, nextSibling, termAt }: ReturnType<typeof linkTerms>, termCount: number): Int32Array {
  const order = new Int32Array(termCount).fill(-1);
  const stack = [0];
  let place = 0;
  while (stack.length) {
    const node = stack.pop()!;
    if (termAt[node]! !== -1) order[termAt[node]!] = place++;
    // Pushed in reverse so that the first child comes off the stack first.
    const children: number[] = [];
    for (let child = firstChild[node]!; child !== -1; child = nextSibling[child]!) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return order;
}

function buildTrie(linked: ReturnType<typeof linkTerms>): TrieArrays {
  const count = linked.char.length;
  // Breadth first, each node's children sorted by character: children side by side in memory, found by a binary search.
  const numbered = new Int32Array(count);
  const firstChild = new Int32Array(count + 1);
  const char = new Uint16Array(count);
  const termAt = new Int32Array(count);
  const depth = new Uint16Array(count);
  const parent = new Int32Array(count).fill(-1);
  numbered[0] = 0;
  termAt[0] = linked.termAt[0]!;
  let next = 1;
  const children: number[] = [];
  for (let node = 0; node < count; node++) {
    const old = numbered[node]!;
    firstChild[node] = next;
    children.length = 0;
    for (let child = linked.firstChild[old]!; child !== -1; child = linked.nextSibling[child]!) children.push(child);
    children.sort((a, b) => linked.char[a]! - linked.char[b]!);
    for (const child of children) {
      numbered[next] = child;
      char[next] = linked.char[child]!;
      termAt[next] = linked.termAt[child]!;
      depth[next] = depth[node]! + 1;
      parent[next] = node;
      next++;
    }
  }
  firstChild[count] = next;
  // A child is numbered after its parent: one pass up lifts each node's bounds into its parent
  // after all of the node's own children have lifted theirs.
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
  return { firstChild, char, termAt, shortest, longest };
}

/** Adds `wanted` to the `count` characters at `base` unless it is there (every child is compared with each); returns the new count. */
function wantOnce(chars: Int32Array, base: number, count: number, wanted: number): number {
  for (let at = base; at < base + count; at++) if (chars[at] === wanted) return count;
  chars[base + count] = wanted;
  return count + 1;
}

/**
 * Calls `found` for every term of `trie` within k edits of `query`, whose alignment keeps each
 * column j of the edit-distance table (j characters of the query) within `limits[j]` edits (≤ k):
 * a cell over its column's limit counts as out of reach. With every limit at k, that is every term
 * within k, in walk order. `limits` has one more entry, past the last column, equal to the last.
 */
function walk(trie: TrieArrays, query: Int32Array, k: number, limits: Int32Array, found: (term: number, edits: number) => void): void {
  const n = query.length;
  const { char, termAt, firstChild, shortest, longest } = trie;
  // One row per depth, reused: a node's row depends only on its ancestors' rows, and a term is
  // at most n + k characters long when it can still match. The rows lie end to end in one array
  // (a typed array per depth made a search about 8 % dearer: docs/benchmarks.md, 2026-12-06).
  const width = n + 1;
  const depths = n + k + 2;
  const rows = new Int32Array(depths * width);
  /** Per depth, the characters a child must have to come within reach (below): three per cell of a child's band at most. */
  const charsPerDepth = 3 * (2 * k + 1);
  const reachable = new Int32Array((n + k + 2) * charsPerDepth);
  const tooFar = k + 1;
  for (let j = 0; j <= n; j++) rows[j] = j <= limits[j]! ? j : tooFar;
  if (termAt[0]! !== -1 && rows[n]! <= k) found(termAt[0]!, rows[n]!);
  // A term's distance is at least the difference of the lengths: a branch whose terms are all
  // shorter than n − k or all longer than n + k holds no match, whatever its rows would say.
  const shortestMatch = n - k;
  const longestMatch = n + k;
  // Only the band |j − depth| ≤ k of a row is worked out: a cell outside it is more than k edits
  // (its value is then only known to be > k, and any value > k stands for it: min and + 1 keep
  // every value ≤ k exact), so the matches, their edits and the pruning are those of the full table.
  const visit = (node: number, depth: number, previousChar: number): void => {
    const code = char[node]!;
    // Where this node's row starts in `rows`, its parent's, and its grandparent's (read from depth 2).
    const row = depth * width;
    const previous = row - width;
    const beforePrevious = previous - width;
    const from = Math.max(1, depth - k);
    const to = Math.min(n, depth + k);
    rows[row] = depth <= limits[0]! ? depth : tooFar;
    if (from > 1) rows[row + from - 1] = tooFar;
    if (to < n) rows[row + to + 1] = tooFar;
    // Whether a substitution or a deletion from a cell of this row gets a child's cell within its
    // column's limit (limits never fall from one column to the next), or the child's first cell is.
    let anyChild = depth + 1 <= limits[0]! || (from === 1 && rows[row]! < limits[1]!);
    for (let j = from; j <= to; j++) {
      let cost = rows[previous + j - 1]! + (query[j - 1] === code ? 0 : 1);
      const deletion = rows[previous + j]! + 1;
      if (deletion < cost) cost = deletion;
      const insertion = rows[row + j - 1]! + 1;
      if (insertion < cost) cost = insertion;
      if (depth > 1 && j > 1 && query[j - 1] === previousChar && query[j - 2] === code) {
        const swap = rows[beforePrevious + j - 2]! + 1;
        if (swap < cost) cost = swap;
      }
      const kept = cost <= limits[j]! ? cost : tooFar;
      rows[row + j] = kept;
      if (kept < limits[j + 1]!) anyChild = true;
    }
    if (termAt[node]! !== -1 && to === n && rows[row + n]! <= k) found(termAt[node]!, rows[row + n]!);
    if (depth === depths - 1) return;
    // Which children can hold a cell within its column's limit, or lead to one by a swap: any
    // child, when a substitution or a deletion from this row gets there; else only a child whose
    // character matches the query where a cell of this row is within the next column's limit, or
    // starts a swap from the row above (the child's) or from this row (a grandchild's). A child of
    // any other character has a row all out of reach and no grandchild in reach: it is not visited.
    const first = firstChild[node]!;
    const end = firstChild[node + 1]!;
    if (anyChild) {
      for (let child = first; child < end; child++) {
        if (longest[child]! >= shortestMatch && shortest[child]! <= longestMatch) visit(child, depth + 1, code);
      }
      return;
    }
    const childFrom = Math.max(1, depth + 1 - k);
    const childTo = Math.min(n, depth + 1 + k);
    const base = depth * charsPerDepth;
    let count = 0;
    for (let j = childFrom; j <= childTo; j++) {
      const limit = limits[j]!;
      if (rows[row + j - 1]! <= limit) count = wantOnce(reachable, base, count, query[j - 1]!);
      if (j > 1 && query[j - 1] === code && rows[previous + j - 2]! < limit) count = wantOnce(reachable, base, count, query[j - 2]!);
    }
    for (let j = Math.max(2, depth + 2 - k), last = Math.min(n, depth + 2 + k); j <= last; j++) {
      if (rows[row + j - 2]! < limits[j]!) count = wantOnce(reachable, base, count, query[j - 1]!);
    }
    for (let at = base; at < base + count; at++) {
      const child = childOf(char, first, end, reachable[at]!);
      if (child !== -1 && longest[child]! >= shortestMatch && shortest[child]! <= longestMatch) visit(child, depth + 1, code);
    }
  };
  for (let child = firstChild[0]!, end = firstChild[1]!; child < end; child++) {
    if (longest[child]! >= shortestMatch && shortest[child]! <= longestMatch) visit(child, 1, -1);
  }
}

/** The child of `wanted` character among the children from `first` up to `end`, sorted by character; −1 for none. */
function childOf(char: Uint16Array, first: number, end: number, wanted: number): number {
  let low = first;
  let high = end - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = char[middle]!;
    if (found === wanted) return middle;
    if (found < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

const reversed = (term: string) => term.split('').reverse().join('');

export class FuzzyTermTrie {
  private constructor(
    private readonly forward: TrieArrays,
    /** The terms reversed, character by character, for the walk that allows few edits over the word's second half. */
    private readonly backward: TrieArrays,
    /** Per term, its place in the order matches are listed in (linkedWalkOrder). */
    private readonly order: Int32Array,
  ) {}

  static build(terms: readonly string[]): FuzzyTermTrie {
    const linked = linkTerms(terms);
    return new FuzzyTermTrie(buildTrie(linked), buildTrie(linkTerms(terms.map(reversed))), linkedWalkOrder(linked, terms.length));
  }

  get nodeCount(): number {
    return this.forward.char.length;
  }

  /** Every term within `maxEdits` of `word`, with its distance, in the order of linkedWalkOrder. */
  search(word: string, maxEdits: number): FuzzyMatch[] {
    const n = word.length;
    const k = maxEdits;
    const query = Int32Array.from({ length: n }, (_, i) => word.charCodeAt(i));
    const edits = new Map<number, number>();
    const keep = (term: number, distance: number) => {
      const before = edits.get(term);
      if (before === undefined || distance < before) edits.set(term, distance);
    };
    // At k = 1 the plain walk already follows only the children of wanted characters below the
    // first level: the two walks of a split visit more nodes (220 against 152 a search over the
    // search-digest mix's one-edit searches).
    if (k < 2 || n < 2) {
      walk(this.forward, query, k, new Int32Array(n + 2).fill(k), keep);
    } else {
      // Column j of the table is the first j characters of the word. An alignment within k edits
      // leaves column h − 1 for the last time after p edits and enters column h + 1 for the first
      // time with s edits still to come, p + s ≤ k: p ≤ ⌊k / 2⌋ or s ≤ ⌊k / 2⌋. The forward walk
      // keeps the alignments whose columns before h are within ⌊k / 2⌋ (every cell's value there is
      // at most p); the backward walk, over the reversed word and terms, those whose columns after h
      // are. A walk's distance is that of its best kept alignment, at least the true one, and the
      // best alignment is kept by one of the two: a term's distance is the lesser of the two walks'.
      const half = n >> 1;
      const few = k >> 1;
      walk(
        this.forward,
        query,
        k,
        Int32Array.from({ length: n + 2 }, (_, j) => (j < half ? few : k)),
        keep,
      );
      query.reverse();
      walk(
        this.backward,
        query,
        k,
        Int32Array.from({ length: n + 2 }, (_, j) => (j < n - half ? few : k)),
        keep,
      );
    }
    const { order } = this;
    return [...edits].sort((a, b) => order[a[0]]! - order[b[0]]!).map(([term, distance]) => ({ term, edits: distance }));
  }
}
