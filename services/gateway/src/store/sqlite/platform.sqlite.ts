import { createSqliteGroupCommit, openSqliteDatabase, type SqliteDatabase } from '@shokuji/storage';
import type { CounterWindow, FeedbackEntry, IssueTokenRule, PlatformStore, TokenRecord } from '../platform-store';
import type { AccountPatch } from '../accounts.repository';
import { createSqliteIdempotencyKeys, IDEMPOTENCY_KEYS_SQLITE_MIGRATIONS } from './idempotency-keys.sqlite';
import { toAccount, type AccountRow } from './accounts.sqlite-rows';
import { OAUTH_SQLITE_MIGRATIONS } from './oauth.sqlite-migrations';
import { createSqliteOAuthStore } from './oauth.sqlite';
import { COUNTERS_SQLITE_MIGRATIONS, PLATFORM_SQLITE_MIGRATIONS } from './platform.sqlite-migrations';
import { createRowsKnownWhileUnchanged } from './rows-known-while-unchanged';

interface TokenRow {
  token_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

const toToken = (row: TokenRow): TokenRecord => ({
  tokenId: row.token_id,
  userId: row.user_id,
  tokenHash: row.token_hash,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

/** A token joined with its account: `a.*` brings the account's `created_at`, so the token's is renamed. */
type TokenWithAccountRow = Omit<TokenRow, 'created_at'> & { token_created_at: string } & AccountRow;

const ACCOUNT_COLUMNS: Record<keyof AccountPatch, string> = {
  displayName: 'display_name',
  plan: 'plan',
  premiumVia: 'premium_via',
  registeredOnWeb: 'registered_on_web',
  region: 'region',
  aiCreditGrant: 'ai_credit_grant',
  aiCreditGrantId: 'ai_credit_grant_id',
};

/**
 * The embedded platform store, shared safely by several gateway processes: accounts, tokens and
 * feedback in one SQLite file with full durability; quota counters in a second file with `normal`
 * durability, because every call writes one and an fsync per call would bound throughput. A crash
 * of the process loses no counter; an OS crash could forget the last few calls of a window.
 * Counter writes of one event-loop turn share a transaction (group commit): every call writes two.
 */
export function createSqlitePlatformStore(path: string, countersPath = path.replace(/\.sqlite$/, '') + '-counters.sqlite'): PlatformStore {
  const db: SqliteDatabase = openSqliteDatabase(path, [
    ...PLATFORM_SQLITE_MIGRATIONS,
    ...OAUTH_SQLITE_MIGRATIONS,
    ...IDEMPOTENCY_KEYS_SQLITE_MIGRATIONS,
  ]);
  const countersDb: SqliteDatabase = openSqliteDatabase(countersPath, COUNTERS_SQLITE_MIGRATIONS, { durability: 'normal' });

  // Statements of every request (token check, trial start, feedback notice, readiness) are compiled
  // once: better-sqlite3's prepare parses and plans the SQL on each call.
  const getAccount = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE user_id = ?');
  const findToken = db.prepare<[string], TokenRow>('SELECT * FROM tokens WHERE token_hash = ?');
  // The token check of every REST call: one statement, where a lookup by hash then by user id was two.
  const findTokenWithAccount = db.prepare<[string], TokenWithAccountRow>(
    `SELECT t.token_id, t.token_hash, t.expires_at, t.revoked_at, t.created_at AS token_created_at, a.*
     FROM tokens t JOIN accounts a ON a.user_id = t.user_id WHERE t.token_hash = ?`,
  );
  const knownTokens = createRowsKnownWhileUnchanged<TokenWithAccountRow>(db);
  const extendToken = db.prepare('UPDATE tokens SET expires_at = MAX(expires_at, ?) WHERE token_id = ?');
  const startTrial = db.prepare('UPDATE accounts SET trial_started_at = ? WHERE user_id = ? AND trial_started_at IS NULL');
  const anyFeedback = db.prepare('SELECT 1 FROM feedback WHERE user_id = ? LIMIT 1');
  const selectOne = db.prepare('SELECT 1');
  const countActive = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const listActive = db.prepare<[string, string], TokenRow>(
    'SELECT * FROM tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, token_id DESC',
  );
  const revokeActive = db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?');
  const insertToken = db.prepare(
    'INSERT INTO tokens (token_id, user_id, token_hash, created_at, expires_at, revoked_at) VALUES (@tokenId, @userId, @tokenHash, @createdAt, @expiresAt, @revokedAt)',
  );
  // One statement decides and adds, so concurrent processes can never pass the limit together.
  const consume = countersDb.prepare<[CounterWindow], { used: number }>(
    `INSERT INTO counters (key, used, expires_at) VALUES (@key, @cost, @expiresAt)
     ON CONFLICT(key) DO UPDATE SET used = used + @cost WHERE used + @cost <= @limit
     RETURNING used`,
  );
  const release = countersDb.prepare<[number, string]>('UPDATE counters SET used = max(0, used - ?) WHERE key = ?');
  const peek = countersDb.prepare<[string], { used: number }>('SELECT used FROM counters WHERE key = ?');
  const counterWrites = createSqliteGroupCommit(countersDb);
  const insertAnalysis = db.prepare('INSERT INTO ai_analyses (id, user_id, at, day, grant_id) VALUES (@id, @userId, @at, @day, @grantId)');
  // `before` (optional) keeps only analyses ordered before one: earlier start, or the same start and a smaller id.
  const BEFORE = '(@beforeAt IS NULL OR at < @beforeAt OR (at = @beforeAt AND id < @beforeId))';
  type AnalysisWindowRow = {
    userId: string;
    day: string;
    since: string;
    grantId: string;
    beforeAt: string | null;
    beforeId: string | null;
  };
  const countAnalysesOnDay = db.prepare<AnalysisWindowRow, { n: number }>(
    `SELECT COUNT(*) AS n FROM ai_analyses WHERE user_id = @userId AND day = @day AND ${BEFORE}`,
  );
  const analysesSince = db.prepare<AnalysisWindowRow, { at: string }>(
    `SELECT at FROM ai_analyses WHERE user_id = @userId AND at > @since AND ${BEFORE} ORDER BY at, id`,
  );
  const countAnalysesOfGrant = db.prepare<AnalysisWindowRow, { n: number }>(
    `SELECT COUNT(*) AS n FROM ai_analyses WHERE user_id = @userId AND grant_id = @grantId AND ${BEFORE}`,
  );

  const issueToken = db.transaction((token: TokenRecord, rule: IssueTokenRule): boolean => {
    if (rule.revokeOthers) revokeActive.run(rule.now, token.userId, rule.now);
    const active = countActive.get(token.userId, rule.now)?.n ?? 0;
    if (active >= rule.maxActive) return false;
    insertToken.run(token);
    return true;
  });

  return {
    accounts: {
      async create(account) {
        db.prepare(
          `INSERT INTO accounts (user_id, display_name, plan, premium_via, registered_on_web, region, trial_started_at,
             ai_credit_grant, ai_credit_grant_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          account.userId,
          account.displayName,
          account.plan,
          account.premiumVia,
          account.registeredOnWeb ? 1 : 0,
          account.region,
          account.trialStartedAt,
          account.aiCreditGrant,
          account.aiCreditGrantId,
          account.createdAt,
        );
      },
      async get(userId) {
        const row = getAccount.get(userId);
        return row ? toAccount(row) : null;
      },
      async update(userId, patch) {
        const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as [keyof AccountPatch, unknown][];
        if (entries.length > 0) {
          const sets = entries.map(([field]) => `${ACCOUNT_COLUMNS[field]} = ?`).join(', ');
          const values = entries.map(([, value]) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
          db.prepare(`UPDATE accounts SET ${sets} WHERE user_id = ?`).run(...values, userId);
        }
        const row = getAccount.get(userId);
        return row ? toAccount(row) : null;
      },
      async startTrial(userId, startedAt) {
        return startTrial.run(startedAt, userId).changes === 1;
      },
    },
    oauth: createSqliteOAuthStore(db),
    tokens: {
      async issue(token, rule) {
        return issueToken.immediate(token, rule);
      },
      async findByHash(tokenHash) {
        const row = findToken.get(tokenHash);
        return row ? toToken(row) : null;
      },
      async findWithAccount(tokenHash) {
        const row = knownTokens.knownRow(tokenHash, () => findTokenWithAccount.get(tokenHash));
        return row ? { token: toToken({ ...row, created_at: row.token_created_at }), account: toAccount(row) } : null;
      },
      async listActive(userId, now) {
        return listActive.all(userId, now).map(toToken);
      },
      async revoke(tokenId, at) {
        const exists = db.prepare('SELECT 1 FROM tokens WHERE token_id = ?').get(tokenId);
        if (!exists) return false;
        db.prepare('UPDATE tokens SET revoked_at = COALESCE(revoked_at, ?) WHERE token_id = ?').run(at, tokenId);
        return true;
      },
      async extendExpiry(tokenId, expiresAt) {
        extendToken.run(expiresAt, tokenId);
      },
    },
    counters: {
      async consume(window: CounterWindow) {
        if (window.cost > window.limit) return { allowed: false, used: peek.get(window.key)?.used ?? 0 };
        return counterWrites.write(() => {
          const row = consume.get(window);
          return row ? { allowed: true, used: row.used } : { allowed: false, used: peek.get(window.key)?.used ?? 0 };
        });
      },
      async release(key, cost) {
        await counterWrites.write(() => release.run(cost, key));
      },
      async peek(key) {
        return peek.get(key)?.used ?? 0;
      },
      async purgeExpired(now) {
        return countersDb.prepare('DELETE FROM counters WHERE expires_at <= ?').run(now).changes;
      },
    },
    feedback: {
      async add(entry: FeedbackEntry) {
        db.prepare(
          'INSERT INTO feedback (id, user_id, message, category, created_at) VALUES (@id, @userId, @message, @category, @createdAt)',
        ).run(entry);
      },
      async remove(userId, id) {
        db.prepare('DELETE FROM feedback WHERE user_id = ? AND id = ?').run(userId, id);
      },
      async listSince(userId, since) {
        return db
          .prepare<[string, string], FeedbackEntry>(
            'SELECT id, user_id AS userId, message, category, created_at AS createdAt FROM feedback WHERE user_id = ? AND created_at >= ? ORDER BY created_at, id',
          )
          .all(userId, since);
      },
      async hasAny(userId) {
        return anyFeedback.get(userId) !== undefined;
      },
    },
    idempotencyKeys: createSqliteIdempotencyKeys(db),
    aiAnalyses: {
      async add(record) {
        insertAnalysis.run(record);
      },
      async remove(userId, id) {
        db.prepare('DELETE FROM ai_analyses WHERE id = ? AND user_id = ?').run(id, userId);
      },
      async usage(userId, { day, since, grantId, before }) {
        const row = { userId, day, since, grantId, beforeAt: before?.at ?? null, beforeId: before?.id ?? null };
        return {
          onDay: countAnalysesOnDay.get(row)!.n,
          startedSince: analysesSince.all(row).map((analysis) => analysis.at),
          fromGrant: countAnalysesOfGrant.get(row)!.n,
        };
      },
    },
    async ping() {
      selectOne.get();
    },
    async close() {
      db.close();
      countersDb.close();
    },
  };
}
