import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdjustableClock } from '@shokuji/clock';
import { openSqliteDatabase } from '@shokuji/storage';
import { backupDataDir, restoreDataDir } from './data-dir-backup';

/** docs/security.md → Files on disk: a backup and a restored DATA_DIR are owner-only, like DATA_DIR itself. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every file and directory under `dir`, with its mode. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    modes[path.slice(dir.length + 1)] = modeOf(path);
  }
  return modes;
}

describe('backup and restore of DATA_DIR on disk', () => {
  let umask: number;
  beforeAll(() => {
    // The widest umask: the modes must come from the service, not from the shell it was started in.
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it('writes the backup and the restored files 0600 in 0700 directories, even from a 0644 source', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shokuji-backup-files-'));
    const dataDir = join(root, 'data');
    const db = openSqliteDatabase(join(dataDir, 'platform.sqlite'), [{ id: '1', sql: 'CREATE TABLE t (x TEXT)' }]);
    db.prepare('INSERT INTO t VALUES (?)').run('secret');
    db.close();
    // A pointer written by an older version with the default mode.
    mkdirSync(join(dataDir, 'catalog-index'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'catalog-index', 'current.json'), '{}', { mode: 0o644 });

    const backup = join(root, 'backup');
    await backupDataDir(dataDir, backup);
    expect(modeOf(backup)).toBe('700');
    expect(modesUnder(backup)).toEqual({
      'platform.sqlite': '600',
      'catalog-index': '700',
      'catalog-index/current.json': '600',
      'backup-manifest.json': '600',
    });

    const restored = join(root, 'restored');
    await restoreDataDir(backup, restored);
    expect(modeOf(restored)).toBe('700');
    expect(modesUnder(restored)).toEqual({ 'platform.sqlite': '600', 'catalog-index': '700', 'catalog-index/current.json': '600' });
  });

  it('makes an empty directory it is given for the backup or the restore owner-only: another local user could swap its files otherwise', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shokuji-backup-given-'));
    const dataDir = join(root, 'data');
    openSqliteDatabase(join(dataDir, 'platform.sqlite'), [{ id: '1', sql: 'CREATE TABLE t (x TEXT)' }]).close();
    // Made beforehand by the operator, world-writable (umask 0): files in it could be renamed or replaced by anyone.
    const backup = join(root, 'backup');
    const restored = join(root, 'restored');
    mkdirSync(backup, { mode: 0o777 });
    mkdirSync(restored, { mode: 0o777 });

    await backupDataDir(dataDir, backup);
    expect(modeOf(backup)).toBe('700');
    await restoreDataDir(backup, restored);
    expect(modeOf(restored)).toBe('700');
  });

  it('refuses a backup whose file lost a byte of a stored value or is missing, which integrity_check alone let through (2026-12-06)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shokuji-backup-damaged-'));
    const dataDir = join(root, 'data');
    const db = openSqliteDatabase(join(dataDir, 'records.sqlite'), [{ id: '1', sql: 'CREATE TABLE meals (name TEXT)' }]);
    db.prepare('INSERT INTO meals VALUES (?)').run('meal-name-kept-in-the-backup');
    db.close();
    openSqliteDatabase(join(dataDir, 'platform.sqlite'), [{ id: '1', sql: 'CREATE TABLE t (x TEXT)' }]).close();
    const backup = join(root, 'backup');
    const manifest = await backupDataDir(dataDir, backup);
    expect(manifest.files.map((file) => file.sha256)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);

    // One letter of the stored name changed, as a damaged copy might: the file's structure is intact.
    const records = join(backup, 'records.sqlite');
    const bytes = readFileSync(records);
    const at = bytes.indexOf('meal-name-kept');
    expect(at).toBeGreaterThan(0);
    bytes[at] = 'M'.charCodeAt(0);
    writeFileSync(records, bytes);
    await expect(restoreDataDir(backup, join(root, 'restored'))).rejects.toThrow(/records\.sqlite differs from the file the backup wrote/);
    expect(existsSync(join(root, 'restored'))).toBe(false);

    bytes[at] = 'm'.charCodeAt(0);
    writeFileSync(records, bytes);
    rmSync(join(backup, 'platform.sqlite'));
    await expect(restoreDataDir(backup, join(root, 'restored'))).rejects.toThrow(
      /lacks platform\.sqlite, which its backup-manifest\.json lists/,
    );
    writeFileSync(join(backup, 'platform.sqlite'), 'short');
    await expect(restoreDataDir(backup, join(root, 'restored'))).rejects.toThrow(/holds 5 bytes where the backup wrote/);
  });

  it('dates the backup on the service clock, a test clock set included, with the host clock beside it (2026-12-06)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shokuji-backup-clock-'));
    const dataDir = join(root, 'data');
    openSqliteDatabase(join(dataDir, 'platform.sqlite'), [{ id: '1', sql: 'CREATE TABLE t (x TEXT)' }]).close();
    const clock = new AdjustableClock();
    clock.set(new Date('2031-03-04T05:06:07.000Z'));
    const before = Date.now();
    const manifest = await backupDataDir(dataDir, join(root, 'backup'), clock);
    // The wall time was the only time written, where every other time the service writes runs on its clock.
    expect(Date.parse(manifest.createdAt) - Date.parse('2031-03-04T05:06:07.000Z')).toBeGreaterThanOrEqual(0);
    expect(Date.parse(manifest.createdAt) - Date.parse('2031-03-04T05:06:07.000Z')).toBeLessThan(60_000);
    expect(Date.parse(manifest.createdAtWallClock!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(manifest.createdAtWallClock!)).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(readFileSync(join(root, 'backup', 'backup-manifest.json'), 'utf8'))).toMatchObject({
      createdAt: manifest.createdAt,
      createdAtWallClock: manifest.createdAtWallClock,
    });
  });

  it('restores a backup written before its manifest held checksums by its sizes and integrity_check', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shokuji-backup-older-'));
    const dataDir = join(root, 'data');
    openSqliteDatabase(join(dataDir, 'platform.sqlite'), [{ id: '1', sql: 'CREATE TABLE t (x TEXT)' }]).close();
    const backup = join(root, 'backup');
    const manifest = await backupDataDir(dataDir, backup);
    const older = { ...manifest, files: manifest.files.map(({ sha256: _sha256, ...file }) => file) };
    writeFileSync(join(backup, 'backup-manifest.json'), JSON.stringify(older));
    await restoreDataDir(backup, join(root, 'restored'));
    expect(readdirSync(join(root, 'restored'))).toEqual(['platform.sqlite']);
  });
});
