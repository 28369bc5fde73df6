import type { SqliteDatabase, SqliteMigration } from '@shokuji/storage';
import type { IdempotencyKeysRepository, IdempotencyRecord } from '../idempotency-keys.repository';

/** Applied to the platform file beside PLATFORM_SQLITE_MIGRATIONS (full durability: a stored answer survives a crash). */
export const IDEMPOTENCY_KEYS_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: 'idempotency-keys-001',
    sql: `
      CREATE TABLE idempotency_keys (
        user_id TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        method TEXT NOT NULL,
        path TEXT NOT NULL,
        claim_id TEXT NOT NULL,
        status INTEGER,
        content_type TEXT,
        body TEXT,
        created_at TEXT NOT NULL,
        reclaimable_at TEXT NOT NULL,
        PRIMARY KEY (user_id, key)
      );
      CREATE INDEX idempotency_keys_by_reclaim ON idempotency_keys (reclaimable_at);
    `,
  },
];

interface IdempotencyRow {
  user_id: string;
  key: string;
  fingerprint: string;
  method: string;
  path: string;
  claim_id: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
  reclaimable_at: string;
}

const toRecord = (row: IdempotencyRow): IdempotencyRecord => ({
  userId: row.user_id,
  key: row.key,
  fingerprint: row.fingerprint,
  method: row.method,
  path: row.path,
  claimId: row.claim_id,
  response: row.status === null ? null : { status: row.status, contentType: row.content_type ?? 'application/json', body: row.body ?? '' },
  createdAt: row.created_at,
  reclaimableAt: row.reclaimable_at,
});

/** Idempotency records in the platform SQLite file; one IMMEDIATE transaction decides each claim across processes. */
export function createSqliteIdempotencyKeys(db: SqliteDatabase): IdempotencyKeysRepository {
  const find = db.prepare<[string, string], IdempotencyRow>('SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const put = db.prepare(
    `INSERT OR REPLACE INTO idempotency_keys (user_id, key, fingerprint, method, path, claim_id, created_at, reclaimable_at)
     VALUES (@userId, @key, @fingerprint, @method, @path, @claimId, @createdAt, @reclaimableAt)`,
  );
  // Every keyed write completes or releases its claim: compiled once, as the claim's statements are.
  const completeClaim = db.prepare(
    `UPDATE idempotency_keys SET status = ?, content_type = ?, body = ?, reclaimable_at = ?
     WHERE user_id = ? AND key = ? AND claim_id = ? AND status IS NULL`,
  );
  const releaseClaim = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND claim_id = ? AND status IS NULL');
  const claim = db.transaction((record: IdempotencyRecord, now: string): IdempotencyRecord | null => {
    const held = find.get(record.userId, record.key);
    if (held && held.reclaimable_at > now) return toRecord(held);
    put.run(record);
    return null;
  });

  return {
    async claim(record, now) {
      return claim.immediate(record, now);
    },
    async find(userId, key, now) {
      const held = find.get(userId, key);
      return held && held.reclaimable_at > now ? toRecord(held) : null;
    },
    async complete(userId, key, claimId, response, reclaimableAt) {
      const result = completeClaim.run(response.status, response.contentType, response.body, reclaimableAt, userId, key, claimId);
      return result.changes === 1;
    },
    async release(userId, key, claimId) {
      releaseClaim.run(userId, key, claimId);
    },
    async purgeExpired(now) {
      return db.prepare('DELETE FROM idempotency_keys WHERE reclaimable_at <= ?').run(now).changes;
    },
  };
}
