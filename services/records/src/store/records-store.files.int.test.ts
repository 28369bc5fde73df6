import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteRecordsStore } from './sqlite/records.sqlite';

/** docs/security.md → Files on disk: the records database, its -wal and -shm, and DATA_DIR are owner-only. */
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the records store on disk', () => {
  let umask: number;
  beforeAll(() => {
    // The widest umask: the modes must come from the service, not from the shell it was started in.
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it('creates DATA_DIR 0700 and the database with its -wal and -shm 0600', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shokuji-records-files-')), 'data', 'nested');
    const path = join(dataDir, 'records.sqlite');
    const store = createSqliteRecordsStore(path);
    try {
      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(modeOf(join(dataDir, '..')).toString(8)).toBe('700');
      for (const file of [path, `${path}-wal`, `${path}-shm`]) {
        expect(existsSync(file)).toBe(true);
        expect([file, modeOf(file).toString(8)]).toEqual([file, '600']);
      }
    } finally {
      await store.close();
    }
  });
});
