import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StartConnectionProblem } from './connection-problems';
import { openSqliteDatabase } from './sqlite';

/** Another process that takes the file's write lock and reads its schema (as a migration does), says so, and lets go after `ms`. */
async function holdWriteLock(path: string, ms: number): Promise<{ released: Promise<unknown> }> {
  const script = `const Database = require(process.argv[1]); const db = new Database(process.argv[2]);
    db.exec('BEGIN IMMEDIATE'); db.prepare('SELECT count(*) FROM sqlite_master').get(); console.log('holding');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[3]));`;
  const holder = spawn(process.execPath, ['-e', script, require.resolve('better-sqlite3'), path, String(ms)]);
  const released = once(holder, 'exit');
  await once(holder.stdout, 'data');
  // In an object: an async function returning the promise itself would wait for the holder's exit.
  return { released };
}

describe('openSqliteDatabase', () => {
  const open = () =>
    openSqliteDatabase(join(mkdtempSync(join(tmpdir(), 'sqlite-')), 'store.sqlite'), [
      { id: '001', sql: 'CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT)' },
    ]);

  it('opens a new file while another process holds its write lock (two gateways starting together), waiting for it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sqlite-')), 'store.sqlite');
    const { released } = await holdWriteLock(path, 300);
    const db = openSqliteDatabase(path, [{ id: '001', sql: 'CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT)' }]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    await released;
  });

  it('names a file that is no SQLite database as a DATA_DIR problem, where the start printed "file is not a database" alone (stop 83)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sqlite-')), 'records.sqlite');
    writeFileSync(path, Buffer.alloc(8192, 'not a database, '));
    let thrown: unknown;
    try {
      openSqliteDatabase(path, [{ id: '001', sql: 'CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT)' }]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StartConnectionProblem);
    expect((thrown as StartConnectionProblem).problem).toBe(
      `DATA_DIR: ${path} is not a database SQLite can read (SQLITE_NOTADB: file is not a database); restore it from a backup (npm run admin -- restore) or move it out of the directory`,
    );
  });

  it('compiles each SQL text once and reuses the statement', () => {
    const db = open();
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    expect(db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)')).toBe(insert);
    expect(db.prepare('SELECT body FROM notes WHERE id = ?')).not.toBe(insert);
    insert.run('a', 'first');
    db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)').run('b', 'second');
    expect(db.prepare<[string], { body: string }>('SELECT body FROM notes WHERE id = ?').get('b')).toEqual({ body: 'second' });
    db.close();
  });

  it("checkpoints after SQLite's 1,000 WAL frames unless told another number", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-'));
    const plain = openSqliteDatabase(join(dir, 'plain.sqlite'), []);
    const larger = openSqliteDatabase(join(dir, 'larger.sqlite'), [], { checkpointPages: 4000 });
    expect(plain.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(larger.pragma('wal_autocheckpoint', { simple: true })).toBe(4000);
    plain.close();
    larger.close();
  });

  it('applies each migration once across reopenings', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sqlite-')), 'store.sqlite');
    const migrations = [{ id: '001', sql: 'CREATE TABLE notes (id TEXT PRIMARY KEY)' }];
    openSqliteDatabase(path, migrations).close();
    const db = openSqliteDatabase(path, migrations);
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 1 });
    db.close();
  });

  it('lets a migration fill a column through a JavaScript function', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sqlite-')), 'store.sqlite');
    const first = { id: '001', sql: 'CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)' };
    const before = openSqliteDatabase(path, [first]);
    before.prepare('INSERT INTO notes (id, body) VALUES (?, ?)').run('a', 'Ｂｏｄｙ');
    before.close();
    const fill = {
      id: '002',
      sql: 'ALTER TABLE notes ADD COLUMN folded TEXT; UPDATE notes SET folded = fold_body(body);',
      functions: { fold_body: (text: string) => text.normalize('NFKC').toLowerCase() },
    };
    const db = openSqliteDatabase(path, [first, fill]);
    expect(db.prepare<[], { folded: string }>('SELECT folded FROM notes').get()).toEqual({ folded: 'body' });
    db.close();
  });
});
