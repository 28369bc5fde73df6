import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { IpadicFeatures, Tokenizer } from 'kuromoji';
import DynamicDictionaries from 'kuromoji/src/dict/DynamicDictionaries';
import KuromojiTokenizer from 'kuromoji/src/Tokenizer';

const gunzipAsync = promisify(gunzip);

/**
 * IPAdic's surface → word-entry map (tid_map.dat: a count, then per surface its id, the number of
 * entries and the entry ids, 32-bit little-endian) packed into two typed arrays. kuromoji itself
 * builds it as a plain object of about 390,000 small arrays (~60 MB of heap, and most of its load
 * time with the garbage they leave); kuromoji only ever reads `target_map[trieId]` as a list of
 * ids, which a read-only view answers with a subarray.
 */
export function packTargetMap(bytes: Uint8Array): Record<number, Int32Array | undefined> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // kuromoji reads records while a byte is left (a missing int reads as 0); the file holds whole records.
  const records = (visit: (key: number, at: number, count: number) => void) => {
    for (let at = 4; at + 8 <= bytes.byteLength;) {
      const count = view.getInt32(at + 4, true);
      visit(view.getInt32(at, true), at + 8, count);
      at += 8 + 4 * count;
    }
  };
  let maxKey = -1;
  let valueCount = 0;
  records((key, _, count) => {
    maxKey = Math.max(maxKey, key);
    valueCount += count;
  });
  // Entry k's ids are values[starts[k] .. starts[k + 1]), in file order (a repeated key appends, as in kuromoji).
  const starts = new Int32Array(maxKey + 2);
  records((key, _, count) => (starts[key + 1]! += count));
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const next = starts.slice(0, maxKey + 1);
  const values = new Int32Array(valueCount);
  records((key, at, count) => {
    for (let i = 0; i < count; i++) values[next[key]!++] = view.getInt32(at + 4 * i, true);
  });
  return new Proxy({} as Record<number, Int32Array | undefined>, {
    get(_, property) {
      const key = typeof property === 'string' ? Number(property) : NaN;
      if (!(key >= 0 && key <= maxKey) || starts[key] === starts[key + 1]) return undefined;
      return values.subarray(starts[key]!, starts[key + 1]!);
    },
  });
}

/** One of IPAdic's files, unpacked into a buffer of its own (the typed array views below need the whole buffer). */
async function dictionaryFile(name: string): Promise<ArrayBuffer> {
  const dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
  return new Uint8Array(await gunzipAsync(await readFile(join(dicPath, name)))).buffer;
}

/**
 * kuromoji's tokenizer on its bundled IPAdic, loaded as kuromoji's own loader does (the same files,
 * read and unpacked in parallel, into kuromoji's dictionary classes) except for the word-entry map,
 * which is packed as it is read (packTargetMap) instead of built as objects and packed afterwards.
 */
export async function loadKuromojiTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  const [base, check, tokenInfo, tokenPos, targetMap, costs, unknown, unknownPos, unknownMap, characters, compatible, invoke] =
    await Promise.all(
      [
        'base.dat.gz',
        'check.dat.gz',
        'tid.dat.gz',
        'tid_pos.dat.gz',
        'tid_map.dat.gz',
        'cc.dat.gz',
        'unk.dat.gz',
        'unk_pos.dat.gz',
        'unk_map.dat.gz',
        'unk_char.dat.gz',
        'unk_compat.dat.gz',
        'unk_invoke.dat.gz',
      ].map(dictionaryFile),
    );
  const dictionaries = new DynamicDictionaries();
  dictionaries.loadTrie(new Int32Array(base!), new Int32Array(check!));
  dictionaries.token_info_dictionary.loadDictionary(new Uint8Array(tokenInfo!));
  dictionaries.token_info_dictionary.loadPosVector(new Uint8Array(tokenPos!));
  dictionaries.token_info_dictionary.target_map = packTargetMap(new Uint8Array(targetMap!));
  dictionaries.loadConnectionCosts(new Int16Array(costs!));
  dictionaries.loadUnknownDictionaries(
    new Uint8Array(unknown!),
    new Uint8Array(unknownPos!),
    new Uint8Array(unknownMap!),
    new Uint8Array(characters!),
    new Uint32Array(compatible!),
    new Uint8Array(invoke!),
  );
  return new KuromojiTokenizer(dictionaries);
}
