import { readFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import { join } from 'node:path';
import { NUMERIC_FIELDS, TEXT_FIELDS, THEMES, type NumericField, type TextField, type Theme } from '../search-engine';
import { writeFileAtomically } from '@shokuji/kept-file';
import type { CodedColumn, EmbeddedIndexData, FieldIndex } from './embedded-index';
import { TokenTable } from './token-table';

/**
 * The embedded index as built, kept next to the persisted analysis so a restart reads it instead of
 * re-packing the postings of every field (docs/catalog-search.md → Persisted index and cold start).
 * Bumped whenever the layout below or the meaning of an array changes: the file name carries it, so
 * a snapshot of another format is never read and the index is rebuilt from the persisted analysis.
 */
export const SNAPSHOT_FORMAT = 3;

export const snapshotFile = (indexDir: string, key: string) => join(indexDir, `embedded-${key}.f${SNAPSHOT_FORMAT}.bin`);

const ARRAY_TYPES = { Int32Array, Uint16Array, Uint32Array, Uint8Array, Float64Array };
type ArrayTypeName = keyof typeof ARRAY_TYPES;
type Section = Int32Array | Uint16Array | Uint32Array | Uint8Array | Float64Array;

/** The strings and small values, as JSON; the arrays follow it, each 8-byte aligned. */
interface Header {
  format: number;
  key: string;
  littleEndian: boolean;
  count: number;
  ids: string[];
  /** Coded values in code order. */
  typeCodes: string[];
  shopCodes: string[];
  genreCodes: string[];
  genreWords: number;
  /** Each text field's BM25 document count (FieldIndex.docCount). */
  docCounts: Record<TextField, number>;
  /** Offsets in bytes from the start of the array area. */
  sections: Record<string, { type: ArrayTypeName; offset: number; length: number }>;
}

const LITTLE_ENDIAN = endianness() === 'LE';
const align8 = (bytes: number) => Math.ceil(bytes / 8) * 8;
const typeNameOf = (array: Section) => array.constructor.name as ArrayTypeName;

function sectionsOf(data: EmbeddedIndexData): Record<string, Section> {
  const { columns } = data;
  const sections: Record<string, Section> = {
    types: columns.types.column,
    shops: columns.shops.column,
    genreMasks: columns.genreMasks,
    breakfastOnly: columns.breakfastOnly,
    popularityLog: columns.popularityLog,
    tieRank: columns.tieRank,
  };
  for (const field of NUMERIC_FIELDS) sections[`numbers.${field}`] = columns.numbers[field];
  for (const theme of THEMES) sections[`themes.${theme}`] = columns.themes[theme];
  for (const field of TEXT_FIELDS) {
    const { postings, norms } = data.fields[field];
    const { chars, starts, buckets } = postings.slots.arrays;
    Object.assign(sections, {
      [`${field}.chars`]: chars,
      [`${field}.starts`]: starts,
      [`${field}.buckets`]: buckets,
      [`${field}.offsets`]: postings.offsets,
      [`${field}.docs`]: postings.docs,
      [`${field}.freqs`]: postings.freqs,
      [`${field}.norms`]: norms,
    });
  }
  return sections;
}

/** Layout: header length (uint32 LE), header JSON, zero padding to 8 bytes, then the arrays. */
export async function writeIndexSnapshot(file: string, key: string, data: EmbeddedIndexData): Promise<void> {
  const arrays = sectionsOf(data);
  const sections: Header['sections'] = {};
  let areaBytes = 0;
  for (const [name, array] of Object.entries(arrays)) {
    sections[name] = { type: typeNameOf(array), offset: areaBytes, length: array.length };
    areaBytes = align8(areaBytes + array.byteLength);
  }
  const header: Header = {
    format: SNAPSHOT_FORMAT,
    key,
    littleEndian: LITTLE_ENDIAN,
    count: data.count,
    ids: data.columns.ids,
    typeCodes: [...data.columns.types.codes.keys()],
    shopCodes: [...data.columns.shops.codes.keys()],
    genreCodes: [...data.columns.genreCodes.keys()],
    genreWords: data.columns.genreWords,
    docCounts: Object.fromEntries(TEXT_FIELDS.map((field) => [field, data.fields[field].docCount])) as Record<TextField, number>,
    sections,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const area = align8(4 + headerBytes.length);
  const out = Buffer.alloc(area + areaBytes);
  out.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(out, 4);
  for (const [name, array] of Object.entries(arrays)) {
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), area + sections[name]!.offset);
  }
  await writeFileAtomically(file, out);
}

/** A snapshot that does not hold what its header says is never read as an index. */
function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`index snapshot: ${what}`);
}

/** Every value of a column within [min, limit). */
function checkRange(values: Int32Array, min: number, limit: number, what: string): void {
  for (let i = 0; i < values.length; i++) check(values[i]! >= min && values[i]! < limit, what);
}

/** Row boundaries: from 0 up to `last`, never decreasing. */
function checkAscending(values: Int32Array, last: number, what: string): void {
  check(values[0] === 0 && values[values.length - 1] === last, `${what}: size`);
  for (let at = 1; at < values.length; at++) check(values[at - 1]! <= values[at]!, what);
}

const numbered = (values: string[], what: string): Map<string, number> => {
  const codes = new Map<string, number>();
  for (let i = 0; i < values.length; i++) codes.set(values[i]!, i);
  check(codes.size === values.length, `${what}: repeated values`);
  return codes;
};

/**
 * Views over one file's bytes (no copy of the arrays), checked against each other: a snapshot of
 * another key or format, a truncated file or an inconsistent one throws.
 */
function decodeSnapshot(bytes: Uint8Array, key: string): EmbeddedIndexData {
  // Typed array views need their element alignment; a buffer not 8-byte aligned is copied once.
  if (bytes.byteOffset % 8 !== 0) bytes = new Uint8Array(bytes);
  check(bytes.length >= 4, 'no header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  check(4 + headerLength <= bytes.length, 'header past the end');
  const header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 4, headerLength).toString('utf8')) as Header;
  check(
    header.format === SNAPSHOT_FORMAT && header.key === key && header.littleEndian === LITTLE_ENDIAN,
    'another format, key or byte order',
  );
  const area = align8(4 + headerLength);
  const { count } = header;
  check(Number.isInteger(count) && count >= 0 && header.ids.length === count, 'document count');
  check(Number.isInteger(header.genreWords) && header.genreWords >= 1, 'genre words');

  const array = <T extends Section>(name: string, type: ArrayTypeName, length?: number): T => {
    const section = header.sections[name];
    check(section !== undefined && section.type === type, `${name}: missing or of another type`);
    const Type = ARRAY_TYPES[type];
    check(
      section.offset % 8 === 0 && area + section.offset + section.length * Type.BYTES_PER_ELEMENT <= bytes.length,
      `${name}: past the end`,
    );
    check(length === undefined || section.length === length, `${name}: length`);
    return new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + area + section.offset, section.length) as T;
  };
  const perDocument = (name: string) => array<Float64Array>(name, 'Float64Array', count);
  const coded = (name: string, values: string[]): CodedColumn => {
    const column = array<Int32Array>(name, 'Int32Array', count);
    checkRange(column, -1, values.length, name);
    return { codes: numbered(values, name), column };
  };

  const fields = {} as Record<TextField, FieldIndex>;
  for (const field of TEXT_FIELDS) {
    const chars = array<Uint16Array>(`${field}.chars`, 'Uint16Array');
    const starts = array<Int32Array>(`${field}.starts`, 'Int32Array');
    check(starts.length >= 1, `${field}: token starts`);
    checkAscending(starts, chars.length, `${field}: token starts`);
    const tokenCount = starts.length - 1;
    const buckets = array<Int32Array>(`${field}.buckets`, 'Int32Array');
    check(buckets.length >= 2 * tokenCount && (buckets.length & (buckets.length - 1)) === 0, `${field}: token buckets`);
    checkRange(buckets, 0, tokenCount + 1, `${field}: token buckets`);
    const offsets = array<Int32Array>(`${field}.offsets`, 'Int32Array', tokenCount + 1);
    const docs = array<Int32Array>(`${field}.docs`, 'Int32Array');
    const freqs = array<Uint16Array>(`${field}.freqs`, 'Uint16Array', docs.length);
    checkAscending(offsets, docs.length, `${field}: offsets`);
    checkRange(docs, 0, count, `${field}: documents`);
    const slots = new TokenTable({ chars, starts, buckets });
    const docCount = header.docCounts?.[field];
    check(Number.isInteger(docCount) && docCount! >= 0 && docCount! <= count, `${field}: document count`);
    fields[field] = { postings: { slots, offsets, docs, freqs }, docCount: docCount!, norms: perDocument(`${field}.norms`) };
  }
  const tieRank = array<Int32Array>('tieRank', 'Int32Array', count);
  checkRange(tieRank, 0, count, 'tieRank');
  return {
    count,
    fields,
    columns: {
      ids: header.ids,
      types: coded('types', header.typeCodes),
      shops: coded('shops', header.shopCodes),
      genreCodes: numbered(header.genreCodes, 'genres'),
      genreWords: header.genreWords,
      genreMasks: array<Uint32Array>('genreMasks', 'Uint32Array', count * header.genreWords),
      breakfastOnly: array<Uint8Array>('breakfastOnly', 'Uint8Array', count),
      numbers: Object.fromEntries(NUMERIC_FIELDS.map((field) => [field, perDocument(`numbers.${field}`)])) as Record<
        NumericField,
        Float64Array
      >,
      themes: Object.fromEntries(THEMES.map((theme) => [theme, perDocument(`themes.${theme}`)])) as Record<Theme, Float64Array>,
      popularityLog: perDocument('popularityLog'),
      tieRank,
    },
  };
}

/** The index kept for `key`, or null when there is none or it cannot be trusted (then it is rebuilt). */
export async function readIndexSnapshot(file: string, key: string): Promise<EmbeddedIndexData | null> {
  try {
    return decodeSnapshot(await readFile(file), key);
  } catch {
    return null;
  }
}
