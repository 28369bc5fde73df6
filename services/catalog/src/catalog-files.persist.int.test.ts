import { appendFile, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG_FILE_NAMES, loadCatalogFiles } from '@shokuji/search-index';
import { writeSmallCatalogDir } from './__fixtures__/small-catalog-dir';
import { loadCatalogFilesKept } from './catalog-files.persist';

describe('loadCatalogFilesKept', () => {
  let dir: string;
  let catalogDir: string;
  let indexDir: string;

  // A small real catalog: every shop and genre, the first rows of the bundled products and dishes, and a bad row at the end of each.
  beforeEach(async () => {
    ({ dir, catalogDir, indexDir } = await writeSmallCatalogDir('catalog-files-kept-', 200, '{not json\n'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const keptFiles = async () => (await readdir(indexDir)).filter((name) => name.startsWith('catalog-files-'));

  it('reads the catalog once, then returns the same rows, bad rows and digest from the kept file', async () => {
    const first = await loadCatalogFilesKept(catalogDir, indexDir);
    expect(first.kept).toBe(false);
    expect(first.files).toEqual(await loadCatalogFiles(catalogDir));
    expect(first.files.badRows).toHaveLength(2);

    const second = await loadCatalogFilesKept(catalogDir, indexDir);
    expect(second.kept).toBe(true);
    expect(second.files).toEqual(first.files);
    expect(second.fingerprint).toBe(first.fingerprint);
  });

  it('reads the catalog again when a file changed, and keeps the new result', async () => {
    const before = await loadCatalogFilesKept(catalogDir, indexDir);
    await appendFile(join(catalogDir, CATALOG_FILE_NAMES.products), '{still not json\n');

    const after = await loadCatalogFilesKept(catalogDir, indexDir);
    expect(after.kept).toBe(false);
    expect(after.files.badRows).toHaveLength(3);
    expect(after.files.contentDigest).not.toBe(before.files.contentDigest);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(await loadCatalogFilesKept(catalogDir, indexDir)).toEqual({ files: after.files, kept: true, fingerprint: after.fingerprint });
  });

  it.each([
    ['truncated', (file: string) => truncate(file, 1000)],
    [
      'damaged',
      async (file: string) => {
        const bytes = await readFile(file);
        bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
        await writeFile(file, bytes);
      },
    ],
    ['empty', (file: string) => truncate(file, 0)],
  ])('reads the catalog again when the kept file is %s', async (_, damage) => {
    const first = await loadCatalogFilesKept(catalogDir, indexDir);
    const [kept] = await keptFiles();
    await damage(join(indexDir, kept!));

    const again = await loadCatalogFilesKept(catalogDir, indexDir);
    expect(again).toEqual({ files: first.files, kept: false, fingerprint: first.fingerprint });
    expect(await loadCatalogFilesKept(catalogDir, indexDir)).toEqual({ files: first.files, kept: true, fingerprint: first.fingerprint });
  });
});
