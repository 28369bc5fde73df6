import type { IpadicFeatures, Tokenizer } from 'kuromoji';

/** The part of kuromoji's word dictionary this module replaces (kuromoji 0.1.x internals). */
interface TokenInfoDictionary {
  target_map: Record<number, number[]>;
}

/**
 * kuromoji keeps IPAdic's surface → word-entry map as a plain object holding about 390,000 small
 * arrays (~60 MB of heap). Long-lived and made of tiny objects, it made every full garbage
 * collection of a busy service slower. The same map packed into three typed arrays weighs a few
 * MB; kuromoji reads it only as `target_map[trieId]` → a list of ids, which a read-only view
 * answers with a subarray.
 */
export function compactTargetMap(tokenizer: Tokenizer<IpadicFeatures>): void {
  const dictionary = (tokenizer as unknown as { token_info_dictionary: TokenInfoDictionary }).token_info_dictionary;
  const source = dictionary.target_map;
  const keys = Object.keys(source).map(Number);
  let maxKey = 0;
  let valueCount = 0;
  for (const key of keys) {
    maxKey = Math.max(maxKey, key);
    valueCount += source[key]!.length;
  }
  // Entry k's ids are values[starts[k] .. starts[k + 1]); a key without ids has an empty range.
  const starts = new Int32Array(maxKey + 2);
  for (const key of keys) starts[key + 1] = source[key]!.length;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const values = new Int32Array(valueCount);
  for (const key of keys) values.set(source[key]!, starts[key]!);

  dictionary.target_map = new Proxy({} as Record<number, number[]>, {
    get(_, property) {
      const key = typeof property === 'string' ? Number(property) : NaN;
      if (!(key >= 0 && key <= maxKey) || starts[key] === starts[key + 1]) return undefined;
      return values.subarray(starts[key]!, starts[key + 1]!);
    },
  });
}
