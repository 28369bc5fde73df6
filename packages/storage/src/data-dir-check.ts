import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE, makePrivateDir } from './private-files';

/** What a file system error means for a directory the service must keep files in, in an operator's words. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'a read-only file system',
    ENOTDIR: 'a part of the path is a file',
    EEXIST: 'a file of that name is there',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is used up',
    ENAMETOOLONG: 'the path is too long',
    ELOOP: 'the path loops through symbolic links',
  };
  return code && reasons[code] ? `${reasons[code]}, ${code}` : error instanceof Error ? error.message : String(error);
}

/**
 * A directory named by a start-up variable (DATA_DIR) that the service will keep its stores in: made
 * owner-only when missing, then written to once. Returns `NAME: problem` when it is a file, cannot be
 * made or is not writable, so the start names the variable rather than failing later, mid-way, with the
 * system's message about one of its files (`ENOTDIR: not a directory, lstat '…/service-clock.json'`).
 */
export function dataDirProblem(variable: string, dir: string): string | null {
  const found = (() => {
    try {
      return statSync(dir);
    } catch {
      return null;
    }
  })();
  if (found && !found.isDirectory()) return `${variable}: "${dir}" is a file, not a directory`;
  if (!found) {
    try {
      makePrivateDir(dir);
    } catch (error) {
      return `${variable}: "${dir}" does not exist and cannot be made (${reasonOf(error)})`;
    }
  }
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '', { mode: PRIVATE_FILE_MODE });
    rmSync(probe, { force: true });
  } catch (error) {
    return `${variable}: "${dir}" is not writable (${reasonOf(error)})`;
  }
  return null;
}

/**
 * A directory named by a start-up variable that the service only reads (CATALOG_DATA_DIR, an operator's catalog):
 * `NAME: problem` when it is missing, a file or cannot be listed. The catalog otherwise retried its build
 * every few seconds for good, logging `catalog file missing: …/shops.json`, while the service answered 503.
 */
export function readableDirProblem(variable: string, dir: string): string | null {
  try {
    if (!statSync(dir).isDirectory()) return `${variable}: "${dir}" is a file, not a directory`;
    readdirSync(dir);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `${variable}: "${dir}" does not exist` : `${variable}: "${dir}" cannot be read (${reasonOf(error)})`;
  }
}
