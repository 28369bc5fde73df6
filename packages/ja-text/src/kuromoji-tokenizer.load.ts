import { readFileSync } from 'node:fs';
import { readFile, readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { keepValue, keptFile, readKeptValue } from '@shokuji/kept-file';
import type { IpadicFeatures, Tokenizer } from 'kuromoji';
import DynamicDictionaries from 'kuromoji/src/dict/DynamicDictionaries';
import KuromojiTokenizer from 'kuromoji/src/Tokenizer';

const gunzipAsync = promisify(gunzip);

/** IPAdic's surface → word-entry map as two arrays: entry k's ids are values[starts[k] .. starts[k + 1]). */
export interface PackedTargetMap {
  starts: Int32Array;
  values: Int32Array;
}

/**
 * IPAdic's surface → word-entry map (tid_map.dat: a count, then per surface its id, the number of
 * entries and the entry ids, 32-bit little-endian) packed into two typed arrays. kuromoji itself
 * builds it as a plain object of about 390,000 small arrays (~60 MB of heap, and most of its load
 * time with the garbage they leave).
 */
export function packTargetMap(bytes: Uint8Array): PackedTargetMap {
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
  // In file order: a repeated key appends, as in kuromoji.
  const starts = new Int32Array(maxKey + 2);
  records((key, _, count) => (starts[key + 1]! += count));
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const next = starts.slice(0, maxKey + 1);
  const values = new Int32Array(valueCount);
  records((key, at, count) => {
    for (let i = 0; i < count; i++) values[next[key]!++] = view.getInt32(at + 4 * i, true);
  });
  return { starts, values };
}

/** The packed map as kuromoji reads it: it only ever asks `target_map[trieId]` for a list of ids, which a subarray answers. */
export function targetMapView({ starts, values }: PackedTargetMap): Record<number, Int32Array | undefined> {
  const maxKey = starts.length - 2;
  return new Proxy({} as Record<number, Int32Array | undefined>, {
    get(_, property) {
      const key = typeof property === 'string' ? Number(property) : NaN;
      if (!(key >= 0 && key <= maxKey) || starts[key] === starts[key + 1]) return undefined;
      return values.subarray(starts[key]!, starts[key + 1]!);
    },
  });
}

/** IPAdic unpacked: every array kuromoji's dictionary classes hold, each over its file's bytes (without zero padding where kuromoji reads it as 0 anyway). */
export interface UnpackedDictionary {
  base: Int32Array;
  check: Int32Array;
  tokenInfo: Uint8Array;
  tokenPos: Uint8Array;
  targetMap: PackedTargetMap;
  costs: Int16Array;
  unknown: Uint8Array;
  unknownPos: Uint8Array;
  unknownMap: Uint8Array;
  characters: Uint8Array;
  compatible: Uint32Array;
  invoke: Uint8Array;
}

const kuromojiDir = dirname(require.resolve('kuromoji/package.json'));

/**
 * Where the unpacked dictionary is kept by default: node_modules/.cache beside kuromoji's own
 * install, so it goes with the files it derives from (a reinstall drops it) and every process of the
 * checkout shares it (docs/operations.md → Kuromoji's dictionary).
 */
export const DEFAULT_DICTIONARY_KEEP_DIR = join(kuromojiDir, '..', '.cache', 'shokuji-ja-text');

const KEPT_STEM = 'kuromoji-ipadic';

/** The kept file's name: kuromoji's version (its dictionary ships with it) and this layout's number. */
export function keptDictionaryFile(dir: string): string {
  const { version } = JSON.parse(readFileSync(join(kuromojiDir, 'package.json'), 'utf8')) as { version: string };
  return keptFile(dir, KEPT_STEM, [`kuromoji ${version}`, 'UnpackedDictionary 2']);
}

/** One of IPAdic's files, unpacked into a buffer of its own (the typed array views below need the whole buffer). */
async function dictionaryFile(name: string): Promise<ArrayBuffer> {
  return new Uint8Array(await gunzipAsync(await readFile(join(kuromojiDir, 'dict', name)))).buffer;
}

/**
 * The bytes up to the last non-zero one. Six of IPAdic's files are zero-padded buffers (36 of their
 * 82 MB) that kuromoji reads through its ByteBuffer, which reads 0 past its end: every read answers
 * the same without the padding. Its two loops over a whole buffer then stop where the data does: the
 * unknown words' map gains nothing from zero records, and the character classes lose the nameless
 * ones kuromoji makes from the padding, which no character refers to (tested).
 */
function withoutZeroPadding(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.subarray(0, end);
}

/** kuromoji's bundled IPAdic, read and unpacked in parallel as kuromoji's own loader does. */
export async function unpackDictionary(): Promise<UnpackedDictionary> {
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
  return {
    base: new Int32Array(base!),
    check: new Int32Array(check!),
    tokenInfo: withoutZeroPadding(new Uint8Array(tokenInfo!)),
    tokenPos: withoutZeroPadding(new Uint8Array(tokenPos!)),
    targetMap: packTargetMap(new Uint8Array(targetMap!)),
    costs: new Int16Array(costs!),
    unknown: withoutZeroPadding(new Uint8Array(unknown!)),
    unknownPos: withoutZeroPadding(new Uint8Array(unknownPos!)),
    unknownMap: withoutZeroPadding(new Uint8Array(unknownMap!)),
    characters: new Uint8Array(characters!),
    compatible: new Uint32Array(compatible!),
    invoke: withoutZeroPadding(new Uint8Array(invoke!)),
  };
}

/** The kept dictionary, or null when there is none or it is damaged (kept-file.ts checks its digest). */
export const readKeptDictionary = (dir: string) => readKeptValue<UnpackedDictionary>(keptDictionaryFile(dir));

/** Keeps the dictionary for the next start and drops the files of other keys (kuromoji versions, layouts); a directory that cannot be written keeps nothing. */
async function keepDictionary(dir: string, dictionary: UnpackedDictionary): Promise<void> {
  const file = keptDictionaryFile(dir);
  try {
    await keepValue(file, dictionary);
    const stale = (await readdir(dir)).filter(
      (name) => name.startsWith(`${KEPT_STEM}-`) && name.endsWith('.v8') && name !== basename(file),
    );
    await Promise.all(stale.map((name) => unlink(join(dir, name)).catch(() => undefined)));
  } catch {
    // Unpacking again at the next start is the only cost.
  }
}

/** kuromoji's dictionary classes over the unpacked arrays, and its tokenizer on them. */
export function buildTokenizer(dictionary: UnpackedDictionary): Tokenizer<IpadicFeatures> {
  const dictionaries = new DynamicDictionaries();
  dictionaries.loadTrie(dictionary.base, dictionary.check);
  dictionaries.token_info_dictionary.loadDictionary(dictionary.tokenInfo);
  dictionaries.token_info_dictionary.loadPosVector(dictionary.tokenPos);
  dictionaries.token_info_dictionary.target_map = targetMapView(dictionary.targetMap);
  dictionaries.loadConnectionCosts(dictionary.costs);
  dictionaries.loadUnknownDictionaries(
    dictionary.unknown,
    dictionary.unknownPos,
    dictionary.unknownMap,
    dictionary.characters,
    dictionary.compatible,
    dictionary.invoke,
  );
  return new KuromojiTokenizer(dictionaries);
}

/**
 * kuromoji's tokenizer on its bundled IPAdic, as kuromoji's own loader builds it except for the
 * word-entry map (packTargetMap). Its unpacked arrays are kept in `keepDir` (null: nowhere): a start
 * that finds them reads 64 MB instead of unzipping 18 MB into 100 MB, about a fifth of the cost
 * (docs/benchmarks.md → Kuromoji's dictionary at start-up).
 */
export async function loadKuromojiTokenizer(keepDir: string | null = DEFAULT_DICTIONARY_KEEP_DIR): Promise<Tokenizer<IpadicFeatures>> {
  const kept = keepDir === null ? null : await readKeptDictionary(keepDir);
  if (kept) return buildTokenizer(kept);
  const dictionary = await unpackDictionary();
  if (keepDir !== null) await keepDictionary(keepDir, dictionary);
  return buildTokenizer(dictionary);
}
