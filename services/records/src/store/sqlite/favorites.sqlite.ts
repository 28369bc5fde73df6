import type { SqliteDatabase, SqliteGroupCommit, SqliteMigration } from '@shokuji/storage';
import type { FavoriteRecord, FavoritesRepository } from '../../favorites/favorites.repository';

export const FAVORITES_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'favorites-001',
    sql: `CREATE TABLE favorites (user_id TEXT NOT NULL, type TEXT NOT NULL, ref_id INTEGER NOT NULL, created_at TEXT NOT NULL,
      doc_json TEXT NOT NULL, PRIMARY KEY (user_id, type, ref_id));`,
  },
];

export function createFavoritesSqliteRepository(db: SqliteDatabase, writes: SqliteGroupCommit): FavoritesRepository {
  const list = db.prepare<[string], { doc_json: string }>(
    'SELECT doc_json FROM favorites WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
  );
  const find = db.prepare<[string, string, number], { doc_json: string }>(
    'SELECT doc_json FROM favorites WHERE user_id = ? AND type = ? AND ref_id = ?',
  );
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM favorites WHERE user_id = ?');
  const insert = db.prepare('INSERT INTO favorites (user_id, type, ref_id, created_at, doc_json) VALUES (?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE favorites SET doc_json = ? WHERE user_id = ? AND type = ? AND ref_id = ?');
  const remove = db.prepare('DELETE FROM favorites WHERE user_id = ? AND type = ? AND ref_id = ?');
  const put = db.transaction((favorite: FavoriteRecord, cap: number): 'added' | 'updated' | 'full' => {
    const existing = find.get(favorite.userId, favorite.type, favorite.refId);
    if (existing) {
      const kept = { ...favorite, createdAt: (JSON.parse(existing.doc_json) as FavoriteRecord).createdAt };
      update.run(JSON.stringify(kept), favorite.userId, favorite.type, favorite.refId);
      return 'updated';
    }
    if (count.get(favorite.userId)!.n >= cap) return 'full';
    insert.run(favorite.userId, favorite.type, favorite.refId, favorite.createdAt, JSON.stringify(favorite));
    return 'added';
  });
  return {
    async list(userId) {
      return list.all(userId).map((row) => JSON.parse(row.doc_json) as FavoriteRecord);
    },
    async put(favorite, cap) {
      return writes.write(() => put.immediate(favorite, cap));
    },
    async remove(userId, type, refId) {
      return writes.write(() => remove.run(userId, type, refId).changes > 0);
    },
  };
}
