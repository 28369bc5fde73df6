import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Which catalog a DATA_DIR serves: written by the reindex CLI, read by the service at start and
 * polled while it runs, so a reindex reaches a running service without a restart.
 */
export interface CatalogPointer {
  key: string;
  dataDir: string;
  reindexedAt: string;
}

const pointerFile = (dataDir: string) => join(dataDir, 'catalog-index', 'current.json');

export async function readCatalogPointer(dataDir: string): Promise<CatalogPointer | null> {
  try {
    return JSON.parse(await readFile(pointerFile(dataDir), 'utf8')) as CatalogPointer;
  } catch {
    return null;
  }
}

export async function writeCatalogPointer(dataDir: string, pointer: CatalogPointer): Promise<void> {
  await mkdir(join(dataDir, 'catalog-index'), { recursive: true });
  const temporary = `${pointerFile(dataDir)}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(pointer, null, 2));
  await rename(temporary, pointerFile(dataDir));
}

export { pointerFile as catalogPointerFile };
