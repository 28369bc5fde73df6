import { TokenTable } from './token-table';

/**
 * One field's inverted index packed into three typed arrays (compressed sparse rows): the token in
 * slot `s` occurs in `docs[offsets[s] … offsets[s + 1])`, `freqs` times each, documents ascending.
 * A typed array pair per token cost hundreds of thousands of small objects over the catalog.
 */
export interface PackedPostings {
  slots: TokenTable;
  offsets: Int32Array;
  docs: Int32Array;
  freqs: Uint16Array;
}

function countTokens(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** Two passes over the documents: the first sizes each token's row, the second fills the rows. */
export function packPostings(documentCount: number, tokensOf: (doc: number) => readonly string[]): PackedPostings {
  const slots = new Map<string, number>();
  const rowLengths: number[] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    for (const token of countTokens(tokensOf(doc)).keys()) {
      let slot = slots.get(token);
      if (slot === undefined) slots.set(token, (slot = rowLengths.push(0) - 1));
      rowLengths[slot]!++;
    }
  }
  const offsets = new Int32Array(rowLengths.length + 1);
  for (let slot = 0; slot < rowLengths.length; slot++) offsets[slot + 1] = offsets[slot]! + rowLengths[slot]!;
  const size = offsets[rowLengths.length]!;
  const docs = new Int32Array(size);
  const freqs = new Uint16Array(size);
  const next = offsets.slice(0, rowLengths.length);
  for (let doc = 0; doc < documentCount; doc++) {
    for (const [token, freq] of countTokens(tokensOf(doc))) {
      const at = next[slots.get(token)!]!++;
      docs[at] = doc;
      freqs[at] = freq;
    }
  }
  return { slots: TokenTable.of([...slots.keys()]), offsets, docs, freqs };
}
