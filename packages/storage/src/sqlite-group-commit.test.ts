import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from './sqlite';
import { createSqliteGroupCommit } from './sqlite-group-commit';

const openNotes = () => {
  const path = join(mkdtempSync(join(tmpdir(), 'group-commit-')), 'notes.sqlite');
  const db = openSqliteDatabase(path, [{ id: '001', sql: 'CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)' }]);
  return { db, path };
};
/**
 * Matched by code, not with toThrow: better-sqlite3's native part keeps the error class of the first
 * test file that loaded it in a worker, so in later files its errors are not this realm's Errors.
 */
const UNIQUE_VIOLATION = { code: 'SQLITE_CONSTRAINT_PRIMARYKEY', message: expect.stringMatching(/UNIQUE/) };
const ids = (db: ReturnType<typeof openNotes>['db']) =>
  db
    .prepare<[], { id: string }>('SELECT id FROM notes ORDER BY id')
    .all()
    .map((row) => row.id);

describe('createSqliteGroupCommit', () => {
  it('commits the writes of one event-loop turn in one transaction and answers each with its own value', async () => {
    const { db, path } = openNotes();
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    const other = openSqliteDatabase(path, []);
    let seenByOtherDuringLastWrite: string[] = [];
    const writes = ['a', 'b'].map((id) => group.write(() => insert.run(id, `note ${id}`).changes));
    writes.push(
      group.write(() => {
        // a and b are written but not committed yet: they share this write's transaction.
        seenByOtherDuringLastWrite = ids(other);
        return insert.run('c', 'note c').changes;
      }),
    );
    expect(ids(db)).toEqual([]); // nothing is written before the turn ends
    expect(await Promise.all(writes)).toEqual([1, 1, 1]);
    expect(seenByOtherDuringLastWrite).toEqual([]);
    expect(ids(other)).toEqual(['a', 'b', 'c']);
    other.close();
    db.close();
  });

  it('undoes only the failing write: the others of its group commit and answer', async () => {
    const { db } = openNotes();
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    const first = group.write(() => insert.run('a', 'kept'));
    const failing = group.write(() => {
      insert.run('b', 'undone with its write');
      insert.run('a', 'duplicate id');
    });
    const last = group.write(() => insert.run('c', 'kept'));
    await expect(failing).rejects.toMatchObject(UNIQUE_VIOLATION);
    await expect(first).resolves.toBeDefined();
    await expect(last).resolves.toBeDefined();
    expect(ids(db)).toEqual(['a', 'c']);
    db.close();
  });

  it('undoes all of a lone write that fails (a group of one runs without a savepoint) and takes the next', async () => {
    const { db } = openNotes();
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    await group.write(() => insert.run('a', 'kept'));
    const failing = group.write(() => {
      insert.run('b', 'undone with its write');
      insert.run('a', 'duplicate id');
    });
    await expect(failing).rejects.toMatchObject(UNIQUE_VIOLATION);
    expect(db.inTransaction).toBe(false);
    await expect(group.write(() => insert.run('c', 'kept').changes)).resolves.toBe(1);
    expect(ids(db)).toEqual(['a', 'c']);
    db.close();
  });

  it('nests a transaction function of the work as a savepoint (all-or-nothing inside the group)', async () => {
    const { db } = openNotes();
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    const insertBoth = db.transaction((x: string, y: string) => {
      insert.run(x, 'one');
      insert.run(y, 'two');
    });
    await expect(group.write(() => insertBoth.immediate('a', 'a'))).rejects.toMatchObject(UNIQUE_VIOLATION);
    await group.write(() => insertBoth.immediate('b', 'c'));
    expect(ids(db)).toEqual(['b', 'c']);
    db.close();
  });

  it('answers only after the commit: a second connection sees every acknowledged write', async () => {
    const { db, path } = openNotes();
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    const other = openSqliteDatabase(path, []);
    await Promise.all(['a', 'b'].map((id) => group.write(() => insert.run(id, 'x'))));
    expect(ids(other)).toEqual(['a', 'b']);
    other.close();
    db.close();
  });

  it('fails every write of a group that cannot take the write lock, and writes none of them', async () => {
    const { db, path } = openNotes();
    db.pragma('busy_timeout = 50');
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    const other = openSqliteDatabase(path, []);
    other.exec('BEGIN IMMEDIATE');
    const writes = ['a', 'b'].map((id) => group.write(() => insert.run(id, 'x')));
    await Promise.all(writes.map((write) => expect(write).rejects.toMatchObject({ code: 'SQLITE_BUSY' })));
    other.exec('ROLLBACK');
    expect(ids(db)).toEqual([]);
    expect(db.inTransaction).toBe(false);
    await group.write(() => insert.run('c', 'after the lock'));
    expect(ids(other)).toEqual(['c']);
    other.close();
    db.close();
  });

  it('settles before closing: every write handed in is answered', async () => {
    const { db } = openNotes();
    const group = createSqliteGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)');
    const answered: string[] = [];
    for (const id of ['a', 'b', 'c']) void group.write(() => insert.run(id, 'x')).then(() => answered.push(id));
    await group.settled();
    expect(answered).toEqual(['a', 'b', 'c']);
    db.close();
  });
});
