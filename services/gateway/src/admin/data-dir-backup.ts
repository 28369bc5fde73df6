import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock, type Clock } from '@shokuji/clock';
import { PRIVATE_FILE_MODE, createPrivateFile, makeOwnedPrivateDir, makePrivateDir } from '@shokuji/storage';

/**
 * Backups of the embedded stores (OPERATOR-API.md → Starting the service; docs/operations.md →
 * Backups): every SQLite file of DATA_DIR, each copied online with SQLite's backup API while the
 * service keeps writing, then checked. The catalog index is not copied (a start rebuilds it); the
 * reindex pointer is, so a restored service serves the same operator catalog.
 */

const MANIFEST = 'backup-manifest.json';
const CATALOG_POINTER = join('catalog-index', 'current.json');

export interface BackupFile {
  name: string;
  bytes: number;
  pages: number;
  integrity: 'ok';
  ms: number;
  /** SHA-256 (hex) of the file as the backup wrote it; a backup made before 2026-12-06 has none. */
  sha256?: string;
}

export interface BackupManifest {
  format: 'shokuji-data-dir-backup/1';
  /** When the backup was taken, on the service clock, as every time the service writes (a test clock set included). */
  createdAt: string;
  /** The same moment on the host's clock, to compare with file times and logs; a backup made before 2026-12-06 has none. */
  createdAtWallClock?: string;
  files: BackupFile[];
  catalogPointer: boolean;
}

/** The stores: every `*.sqlite` file of the data directory (platform, its counters, records). */
async function storeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sqlite'))
    .map((entry) => entry.name)
    .sort();
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** A copy owner-only whatever its source's mode (a backup made before modes were set is 0644). */
async function copyPrivately(from: string, to: string): Promise<void> {
  await copyFile(from, to);
  await chmod(to, PRIVATE_FILE_MODE);
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A file of the backup as the backup wrote it: present, of its size, of its SHA-256. PRAGMA
 * integrity_check sees the structure only, so a changed byte inside a stored value (a damaged copy
 * off the host) passes it; the checksum does not let it through.
 */
async function checkBackupFile(fromDir: string, file: BackupFile): Promise<void> {
  const path = join(fromDir, file.name);
  const found = await stat(path).catch(() => null);
  if (!found?.isFile()) throw new Error(`restore: ${fromDir} lacks ${file.name}, which its ${MANIFEST} lists`);
  if (found.size !== file.bytes)
    throw new Error(`restore: ${path} holds ${found.size} bytes where the backup wrote ${file.bytes}; the copy is damaged`);
  if (file.sha256 !== undefined && (await sha256Of(path)) !== file.sha256)
    throw new Error(`restore: ${path} differs from the file the backup wrote (SHA-256); the copy is damaged`);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** `PRAGMA integrity_check` of a file; throws with SQLite's findings unless it says ok. */
function checkIntegrity(path: string, options: { readonly: boolean } = { readonly: true }): void {
  const db = new Database(path, { readonly: options.readonly, fileMustExist: true });
  try {
    // A copy is one self-contained file (no -wal or -shm beside it); the service turns WAL on again when it opens it.
    if (!options.readonly) db.pragma('journal_mode = DELETE');
    const findings = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const verdict = findings.map((row) => row.integrity_check);
    if (verdict.length !== 1 || verdict[0] !== 'ok') throw new Error(`${path} fails PRAGMA integrity_check: ${verdict.join('; ')}`);
  } finally {
    db.close();
  }
}

/**
 * One online copy of one database. After a first step of 100 pages, every step asks for all the
 * pages left: a write by the service between steps makes SQLite start over, and the whole copy then
 * happens in one step under one read transaction, so the copy is one consistent moment of the file.
 * In WAL mode the read never blocks the service's writers.
 */
async function backupDatabase(source: string, target: string): Promise<{ pages: number }> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // The copy holds every record: created owner-only before SQLite writes to it.
    createPrivateFile(target);
    const { totalPages } = await db.backup(target, { progress: ({ totalPages: total }) => Math.max(total, 100) });
    return { pages: totalPages };
  } finally {
    db.close();
  }
}

/** `npm run admin -- backup --out DIR`: DIR must be new or empty. `clock` is the service clock (a test clock the CLI read). */
export async function backupDataDir(dataDir: string, outDir: string, clock: Clock = systemClock): Promise<BackupManifest> {
  if (!(await isEmptyOrAbsent(outDir))) throw new Error(`backup: ${outDir} is not empty; name a new directory`);
  const names = await storeFiles(dataDir);
  if (!names.length) throw new Error(`backup: no embedded store (*.sqlite) in DATA_DIR ${dataDir}`);
  makeOwnedPrivateDir(outDir);
  const files: BackupFile[] = [];
  for (const name of names) {
    const started = Date.now();
    // Written under a temporary name: a file with its own name in the backup is a finished copy.
    const partial = join(outDir, `${name}.partial`);
    const { pages } = await backupDatabase(join(dataDir, name), partial);
    checkIntegrity(partial, { readonly: false });
    await rename(partial, join(outDir, name));
    const bytes = (await stat(join(outDir, name))).size;
    const sha256 = await sha256Of(join(outDir, name));
    files.push({ name, bytes, pages, integrity: 'ok', ms: Date.now() - started, sha256 });
  }
  const catalogPointer = await exists(join(dataDir, CATALOG_POINTER));
  if (catalogPointer) {
    makePrivateDir(join(outDir, 'catalog-index'));
    await copyPrivately(join(dataDir, CATALOG_POINTER), join(outDir, CATALOG_POINTER));
  }
  const manifest: BackupManifest = {
    format: 'shokuji-data-dir-backup/1',
    createdAt: clock.now().toISOString(),
    createdAtWallClock: new Date().toISOString(),
    files,
    catalogPointer,
  };
  // The manifest goes last: a backup without one was interrupted.
  await writeFile(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  return manifest;
}

/** `npm run admin -- restore --from DIR` into the DATA_DIR it runs with, which must be new or empty. */
export async function restoreDataDir(fromDir: string, dataDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(join(fromDir, MANIFEST), 'utf8').catch(() => {
      throw new Error(`restore: ${fromDir} holds no ${MANIFEST} (not a backup, or an interrupted one)`);
    }),
  ) as BackupManifest;
  if (manifest.format !== 'shokuji-data-dir-backup/1') throw new Error(`restore: unknown backup format ${String(manifest.format)}`);
  if (!(await isEmptyOrAbsent(dataDir))) throw new Error(`restore: DATA_DIR ${dataDir} is not empty; restore into a new directory`);
  for (const file of manifest.files) {
    await checkBackupFile(fromDir, file);
    checkIntegrity(join(fromDir, file.name));
  }
  makeOwnedPrivateDir(dataDir);
  for (const { name } of manifest.files) {
    const partial = join(dataDir, `${name}.partial`);
    await copyPrivately(join(fromDir, name), partial);
    await rename(partial, join(dataDir, name));
  }
  if (manifest.catalogPointer) {
    makePrivateDir(join(dataDir, 'catalog-index'));
    await copyPrivately(join(fromDir, CATALOG_POINTER), join(dataDir, CATALOG_POINTER));
  }
  return manifest;
}
