import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile, type FileHandle } from 'node:fs/promises';
import { DefaultDeserializer, DefaultSerializer } from 'node:v8';
import { crc32 } from 'node:zlib';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A value a start derived from its inputs (the catalog, a dictionary), kept in a directory for the next start. Its file
 * is named (keptFile) by a hash of everything the value depends on, which the caller lists, and of
 * node's serializer version, and carries the layout's number: a stale file is never found.
 *
 * Layout: the CRC-32 of the rest (a truncated or damaged file reads as absent and the value is
 * derived again; the check guards against damage, not forgery, and a CRC-32 reads the few hundred
 * MB of a large catalog's set tables in under half a SHA-256's time); the byte lengths of the value and of the table (two uint32); the bytes of every
 * typed array the value holds, each at an offset 8 divides; the value in node's serialization format
 * with each typed array written as its number; the table of the arrays (per array three uint32 in
 * the machine's byte order, as the arrays' own bytes are: its type's place in ARRAY_TYPE_NAMES, its offset
 * from the header's start in 8-byte units, its length). Reading maps the arrays onto the file's bytes instead of copying
 * them: the prepared set tables are a few hundred MB of typed arrays at a large catalog, and node's
 * own deserializer copied most of them (any not aligned in its stream) one by one.
 */
/**
 * The layout above; 1 was a SHA-256 and node's plain serialization, 2 the layout behind a SHA-256, 3 the
 * table of the arrays in JSON (at ×4 the set tables' 87,000 arrays took 45-50 ms of a restart to parse).
 */
const KEPT_FORMAT = 4;

/** A short key of everything a derived file depends on, for its name: other inputs, another name. */
export function keptKey(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * SHA-256 of files' contents, for a key of what is derived from them (data files, the code that
 * reads them): each file by its base name, not where the checkout lies, so every checkout of the same
 * files finds the same kept value. Throws the file system's error for a file it cannot read.
 */
export async function filesDigest(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(basename(file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}

export const keptFile = (dir: string, stem: string, dependsOn: string[]) =>
  join(dir, `${stem}-${keptKey([...dependsOn, process.versions.v8])}.f${KEPT_FORMAT}.v8`);

let temporaries = 0;

/** Written to a temporary name and renamed, so a reader never sees half a file. */
export async function writeFileAtomically(
  target: string,
  data: Uint8Array | readonly [Readable, ...NodeJS.ReadWriteStream[]],
): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${++temporaries}.tmp`;
  // Streams (a source and its transforms) are written as they come: a large file is never all in memory at once.
  if (data instanceof Uint8Array) await writeFile(temporary, data);
  else await pipeline([...data, createWriteStream(temporary)]);
  await rename(temporary, target);
}

const CHECK_BYTES = 4;

const ARRAY_TYPES = {
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
} as const;
type ArrayTypeName = keyof typeof ARRAY_TYPES;
/** A type's code in the table is its place here: part of the layout, so a change of this list is a new KEPT_FORMAT. */
const ARRAY_TYPE_NAMES = [
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
] as const satisfies readonly ArrayTypeName[];
type KeptArray = InstanceType<(typeof ARRAY_TYPES)[ArrayTypeName]>;

/** Per array, in the order the value numbers them: TABLE_FIELDS uint32 (type code, offset after the check / 8, length). */
const TABLE_FIELDS = 3;

const typeOf = (view: ArrayBufferView): ArrayTypeName => {
  const name = view.constructor.name;
  if (!(name in ARRAY_TYPES)) throw new TypeError(`a kept value holds a ${name}, which it cannot keep`);
  return name as ArrayTypeName;
};

/** node's serializer, each typed array written as its number in `arrays` (node calls _writeHostObject for them). */
class ArraySerializer extends DefaultSerializer {
  readonly arrays: KeptArray[] = [];
  _writeHostObject(view: ArrayBufferView): void {
    typeOf(view);
    this.writeUint32(this.arrays.push(view as KeptArray) - 1);
  }
}

class ArrayDeserializer extends DefaultDeserializer {
  constructor(
    bytes: Buffer,
    private readonly arrays: KeptArray[],
  ) {
    super(bytes);
  }
  _readHostObject(): KeptArray {
    const view = this.arrays[this.readUint32()];
    if (!view) throw new RangeError('a kept value names an array its table does not have');
    return view;
  }
}

const align = (offset: number) => Math.ceil(offset / 8) * 8;
const HEADER_BYTES = 8;

/** Fills `into` from `position` on, in as few calls as the system allows (readFile reads 512 KB per trip through libuv's thread pool). */
async function readInto(handle: FileHandle, into: Buffer, position: number): Promise<boolean> {
  for (let at = 0; at < into.length;) {
    const { bytesRead } = await handle.read(into, at, into.length - at, position + at);
    if (bytesRead === 0) return false;
    at += bytesRead;
  }
  return true;
}

/**
 * The file in three parts: the check and the header; the arrays, in a buffer of their own that the
 * views keep alive (it starts at offset 0 of its memory, so every array's offset stays one its element
 * size divides); the value and the table, left to the garbage collector once read. Null when the
 * parts do not fit the file or the check does not hold.
 */
async function readParts(file: string): Promise<{ arrays: Buffer<ArrayBuffer>; value: Buffer; table: Buffer } | null> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(CHECK_BYTES + HEADER_BYTES);
    if (size < head.length || !(await readInto(handle, head, 0))) return null;
    const valueBytes = head.readUInt32LE(CHECK_BYTES);
    const tableBytes = head.readUInt32LE(CHECK_BYTES + 4);
    const arraysBytes = size - head.length - valueBytes - tableBytes;
    if (arraysBytes < 0) return null;
    const arrays = Buffer.allocUnsafeSlow(arraysBytes);
    const rest = Buffer.allocUnsafe(valueBytes + tableBytes);
    if (!(await readInto(handle, arrays, head.length)) || !(await readInto(handle, rest, head.length + arraysBytes))) return null;
    if (crc32(rest, crc32(arrays, crc32(head.subarray(CHECK_BYTES)))) !== head.readUInt32LE(0)) return null;
    return { arrays, value: rest.subarray(0, valueBytes), table: rest.subarray(valueBytes) };
  } finally {
    await handle.close();
  }
}

export async function readKeptValue<T>(file: string): Promise<T | null> {
  try {
    const parts = await readParts(file);
    if (!parts) return null;
    // Copied to memory of its own, which a Uint32Array may view whatever the table's place in the file.
    const table = new Uint32Array(new Uint8Array(parts.table).buffer);
    const arrays: KeptArray[] = new Array<KeptArray>(table.length / TABLE_FIELDS);
    for (let i = 0; i < arrays.length; i++) {
      const at = i * TABLE_FIELDS;
      const type = ARRAY_TYPES[ARRAY_TYPE_NAMES[table[at]!]!];
      // Offsets count from the header's start; the arrays' buffer starts right after the header.
      arrays[i] = new type(parts.arrays.buffer, table[at + 1]! * 8 - HEADER_BYTES, table[at + 2]!);
    }
    const deserializer = new ArrayDeserializer(parts.value, arrays);
    deserializer.readHeader();
    return deserializer.readValue() as T;
  } catch {
    return null;
  }
}

export async function keepValue(file: string, value: unknown): Promise<void> {
  const serializer = new ArraySerializer();
  serializer.writeHeader();
  serializer.writeValue(value);
  const valueBytes = serializer.releaseBuffer();
  let offset = HEADER_BYTES;
  const offsets = serializer.arrays.map((view) => {
    const at = align(offset);
    offset = at + view.byteLength;
    return at;
  });
  const table = Uint32Array.from(
    serializer.arrays.flatMap((view, i) => [ARRAY_TYPE_NAMES.indexOf(typeOf(view)), offsets[i]! / 8, view.length]),
  );
  const tableBytes = new Uint8Array(table.buffer);
  const payload = Buffer.alloc(offset + valueBytes.length + tableBytes.length);
  payload.writeUInt32LE(valueBytes.length, 0);
  payload.writeUInt32LE(tableBytes.length, 4);
  serializer.arrays.forEach((view, i) => payload.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength), offsets[i]));
  valueBytes.copy(payload, offset);
  payload.set(tableBytes, offset + valueBytes.length);
  const check = Buffer.alloc(CHECK_BYTES);
  check.writeUInt32LE(crc32(payload), 0);
  await writeFileAtomically(file, Buffer.concat([check, payload]));
}
