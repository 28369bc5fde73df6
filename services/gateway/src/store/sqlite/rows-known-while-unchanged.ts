import type { SqliteDatabase } from '@shokuji/storage';

/** Rows kept at most: past it the kept rows are dropped and read again (random bearer tokens are never kept). */
const KNOWN_ROWS_MAX = 10_000;

/**
 * The token checks of every call (a REST token with its account, an MCP token with its grant and
 * account) read the same few rows, which change only when someone writes them. A row read from the
 * file is kept and served again while nothing has written the file since: `total_changes()` counts
 * every row this handle inserted, updated or deleted (in any table), and `data_version` changes when
 * any other handle, in this process or another one sharing the file, committed a change. Both are
 * read on every call, so a revoked token or grant, a changed plan or a started trial is seen by the
 * very next call in every process; expiry is decided from the row against the service clock on each
 * call by the caller. The stamp is read before the row, so a kept row is never older than its stamp.
 * A missing row is not kept: unknown bearer values would fill the map.
 */
export function createRowsKnownWhileUnchanged<Row>(db: SqliteDatabase) {
  // Two statements: the pragma as a table-valued function in one SELECT prepares it again on every call.
  const ownChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const othersVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const rows = new Map<string, Row>();
  let changes = -1;
  let version = -1;
  return {
    knownRow(key: string, fromFile: () => Row | undefined): Row | undefined {
      const nowChanges = ownChanges.get()!;
      const nowVersion = othersVersion.get()!;
      if (nowChanges !== changes || nowVersion !== version) {
        rows.clear();
        changes = nowChanges;
        version = nowVersion;
      }
      let row = rows.get(key);
      if (row === undefined) {
        row = fromFile();
        if (row === undefined) return undefined;
        if (rows.size >= KNOWN_ROWS_MAX) rows.clear();
        rows.set(key, row);
      }
      return row;
    },
  };
}
