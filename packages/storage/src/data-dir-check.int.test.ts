import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirProblem, readableDirProblem } from './data-dir-check';

/** A directory this process cannot write in: a read-only one of its own, or for root (who writes in any) sysfs's, on Linux. */
function unwritableDir(root: string): string {
  if (process.getuid?.() === 0) return '/sys/kernel';
  const dir = join(root, 'read-only');
  mkdirSync(dir, { mode: 0o500 });
  return dir;
}

describe('DATA_DIR checked before any store opens (2026-12-06)', () => {
  const root = mkdtempSync(join(tmpdir(), 'data-dir-check-'));

  it('makes a missing directory owner-only, and leaves nothing of its check in it', () => {
    const dir = join(root, 'new', 'data');
    expect(dataDirProblem('DATA_DIR', dir)).toBeNull();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the variable and what is wrong: a file, a path through a file, a directory it cannot write', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    expect(dataDirProblem('DATA_DIR', file)).toBe(`DATA_DIR: "${file}" is a file, not a directory`);
    expect(dataDirProblem('DATA_DIR', join(file, 'data'))).toBe(
      `DATA_DIR: "${join(file, 'data')}" does not exist and cannot be made (a part of the path is a file, ENOTDIR)`,
    );
    const readOnly = unwritableDir(root);
    expect(dataDirProblem('DATA_DIR', readOnly)).toMatch(
      new RegExp(`^DATA_DIR: "${readOnly}" is not writable \\((permission denied|a read-only file system), E`),
    );
  });

  it('a directory it only reads (CATALOG_DATA_DIR): missing or a file is named, and nothing is made', () => {
    const file = join(root, 'catalog-file');
    writeFileSync(file, '');
    expect(readableDirProblem('CATALOG_DATA_DIR', join(root, 'no-catalog'))).toBe(
      `CATALOG_DATA_DIR: "${join(root, 'no-catalog')}" does not exist`,
    );
    expect(readableDirProblem('CATALOG_DATA_DIR', file)).toBe(`CATALOG_DATA_DIR: "${file}" is a file, not a directory`);
    expect(readableDirProblem('CATALOG_DATA_DIR', root)).toBeNull();
    expect(readdirSync(root)).not.toContain('no-catalog');
  });
});
