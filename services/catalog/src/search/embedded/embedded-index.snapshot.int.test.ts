import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEXT_FIELDS, THEMES, type SearchDocument } from '../search-engine';
import { buildEmbeddedIndexData } from './embedded-index';
import { SNAPSHOT_FORMAT, readIndexSnapshot, snapshotFile, writeIndexSnapshot } from './embedded-index.snapshot';

const document = (id: string, name: string[], overrides: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  type: 'product',
  shopId: 'shop-a',
  genres: ['gyudon'],
  breakfastOnly: false,
  numbers: { cal: 500, popularity: 10 },
  themes: Object.fromEntries(THEMES.map((theme) => [theme, 0.5])) as SearchDocument['themes'],
  text: { ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, []])), name } as SearchDocument['text'],
  ...overrides,
});

const DOCUMENTS = [
  document('p_1', ['ぎゅ', 'ゅう', 'ぎゅ']),
  document('g_2', ['さけ'], { type: 'dish', shopId: null, genres: ['teishoku', 'cafe'], breakfastOnly: true, numbers: { cal: 200 } }),
  document('p_3', [], { shopId: 'shop-b', numbers: { cal: 900, protein: 30, popularity: 900 } }),
];

describe('embedded index snapshot', () => {
  const indexDir = mkdtempSync(join(tmpdir(), 'shokuji-index-snapshot-'));
  const data = buildEmbeddedIndexData(DOCUMENTS);

  it('reads back what was built: every array, token slot and code', async () => {
    const file = snapshotFile(indexDir, 'k1');
    await writeIndexSnapshot(file, 'k1', data);
    expect(await readIndexSnapshot(file, 'k1')).toEqual(data);
  });

  it('round-trips an empty index', async () => {
    const empty = buildEmbeddedIndexData([]);
    const file = snapshotFile(indexDir, 'empty');
    await writeIndexSnapshot(file, 'empty', empty);
    expect(await readIndexSnapshot(file, 'empty')).toEqual(empty);
  });

  it('names its format in the file name, so another format is never found under it', () => {
    expect(snapshotFile(indexDir, 'k1')).toBe(join(indexDir, `embedded-k1.f${SNAPSHOT_FORMAT}.bin`));
  });

  it('gives nothing for a missing file, another key, or a truncated or damaged file', async () => {
    const file = snapshotFile(indexDir, 'k2');
    await writeIndexSnapshot(file, 'k2', data);
    expect(await readIndexSnapshot(snapshotFile(indexDir, 'never-written'), 'never-written')).toBeNull();
    expect(await readIndexSnapshot(file, 'another-key')).toBeNull();

    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 8));
    expect(await readIndexSnapshot(file, 'k2')).toBeNull();

    const header = bytes.readUInt32LE(0);
    const withHeader = (text: string) => {
      const changed = Buffer.from(bytes);
      changed.write(text, 4, header, 'utf8');
      return changed;
    };
    const headerText = bytes.toString('utf8', 4, 4 + header);
    // Another format number in the header of a file under this format's name.
    writeFileSync(file, withHeader(headerText.replace(`"format":${SNAPSHOT_FORMAT}`, `"format":${SNAPSHOT_FORMAT + 1}`)));
    expect(await readIndexSnapshot(file, 'k2')).toBeNull();

    // A posting that names a document past the end.
    const docs = JSON.parse(headerText).sections['name.docs'] as { offset: number };
    const damaged = Buffer.from(bytes);
    damaged.writeInt32LE(DOCUMENTS.length, Math.ceil((4 + header) / 8) * 8 + docs.offset);
    writeFileSync(file, damaged);
    expect(await readIndexSnapshot(file, 'k2')).toBeNull();

    writeFileSync(file, 'not a snapshot');
    expect(await readIndexSnapshot(file, 'k2')).toBeNull();
  });
});
