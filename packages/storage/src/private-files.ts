import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync } from 'node:fs';

/**
 * DATA_DIR holds personal records and token hashes (docs/security.md → Files on disk): what the
 * service creates there, only its own user may read. Modes are set outright rather than left to
 * the process umask, which a container or a shell may have opened up.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The directory, and any parent it has to create, made owner-only; an existing one is left as it is. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * The directory made owner-only even when it exists: for a directory the caller takes over whole (a
 * backup's, a restore's DATA_DIR, both required empty), whose mode an operator's mkdir may have left
 * world-writable, letting another local user rename or replace the files written into it.
 */
export function makeOwnedPrivateDir(dir: string): void {
  makePrivateDir(dir);
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Creates an empty owner-only file unless the path exists (then it is left as it is). SQLite gives
 * a database's -wal, -shm and -journal files the mode of the database file, so creating the
 * database this way covers them too.
 */
export function createPrivateFile(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'wx', PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}
