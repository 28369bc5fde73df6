/**
 * Lists of documents kept beside the columns so that a search without text can start from the few
 * documents that may pass its filter instead of testing the whole catalog: per value of a coded
 * column or of a bit set (the documents of a shop, of a genre), and every document in order of a
 * number (those inside a range are then one slice).
 */

/** Group `g` holds `docs[offsets[g] … offsets[g + 1])`, documents ascending (packed like the postings). */
export interface DocGroups {
  offsets: Int32Array;
  docs: Int32Array;
}

/** The documents of each code of a one-value column (−1, no value, is in no group). */
export function groupByCode(column: Int32Array, groupCount: number): DocGroups {
  return packGroups(groupCount, column.length, (doc, add) => {
    if (column[doc]! !== -1) add(column[doc]!);
  });
}

/** The documents of each bit of a bit set column (`words` 32-bit words per document); a document is in each of its bits' groups. */
export function groupByBit(masks: Uint32Array, words: number, groupCount: number): DocGroups {
  return packGroups(groupCount, words === 0 ? 0 : masks.length / words, (doc, add) => {
    for (let word = 0; word < words; word++) {
      const bits = masks[doc * words + word]!;
      for (let bit = 0; bit < 32; bit++) if ((bits & (1 << bit)) !== 0) add(word * 32 + bit);
    }
  });
}

/** Two passes over the documents: the first sizes each group, the second fills it. */
function packGroups(groupCount: number, documentCount: number, groupsOf: (doc: number, add: (group: number) => void) => void): DocGroups {
  const offsets = new Int32Array(groupCount + 1);
  for (let doc = 0; doc < documentCount; doc++) groupsOf(doc, (group) => offsets[group + 1]!++);
  for (let group = 0; group < groupCount; group++) offsets[group + 1]! += offsets[group]!;
  const docs = new Int32Array(offsets[groupCount]!);
  const next = offsets.slice(0, groupCount);
  for (let doc = 0; doc < documentCount; doc++) groupsOf(doc, (group) => (docs[next[group]!++] = doc));
  return { offsets, docs };
}

/** The group's documents, without a copy. */
export const groupDocs = (groups: DocGroups, group: number): Int32Array =>
  groups.docs.subarray(groups.offsets[group], groups.offsets[group + 1]);

/** The documents that have a value, ascending by it (NaN, no value, is left out). */
export function sortByValue(values: Float64Array): Int32Array {
  const docs: number[] = [];
  for (let doc = 0; doc < values.length; doc++) if (!Number.isNaN(values[doc]!)) docs.push(doc);
  return Int32Array.from(docs).sort((a, b) => values[a]! - values[b]!);
}

/** The documents of `sorted` (sortByValue of `values`) whose value lies in [min, max], without a copy. */
export function docsInRange(sorted: Int32Array, values: Float64Array, min: number, max: number): Int32Array {
  return sorted.subarray(
    firstAt(sorted, (doc) => values[doc]! >= min),
    firstAt(sorted, (doc) => values[doc]! > max),
  );
}

/** The first position whose document meets `reached`, which holds from some position on (binary search). */
function firstAt(sorted: Int32Array, reached: (doc: number) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(sorted[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}
