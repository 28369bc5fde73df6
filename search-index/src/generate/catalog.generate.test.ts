import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLED_CATALOG_DIR, CATALOG_FILE_NAMES } from '../catalog-files.load';
import { generateCatalog } from './catalog.generate';

const sha256 = async (file: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('generateCatalog', () => {
  it('re-creates the checked-in catalog files byte for byte', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'catalog-generate-'));
    try {
      await generateCatalog(dir);
      for (const file of Object.values(CATALOG_FILE_NAMES)) {
        expect({ file, sha: await sha256(path.join(dir, file)) }).toEqual({
          file,
          sha: await sha256(path.join(BUNDLED_CATALOG_DIR, file)),
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
