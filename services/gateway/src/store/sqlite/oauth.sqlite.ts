import type { SqliteDatabase } from '@shokuji/storage';
import type {
  AccessTokenOfRequest,
  AccessTokenRecord,
  AuthorizationCodeRecord,
  AuthorizationRequestRecord,
  GrantRecord,
  OAuthStore,
  OidcSubjectLink,
  RefreshTokenRecord,
  UpstreamSignIn,
} from '../oauth-store';
import { toAccount, type AccountRow } from './accounts.sqlite-rows';
import { createRowsKnownWhileUnchanged } from './rows-known-while-unchanged';

interface RequestRow {
  params_json: string;
  user_id: string | null;
  upstream_json: string | null;
}

type RequestParams = Omit<AuthorizationRequestRecord, 'userId' | 'upstream'>;

const SUBJECT_COLUMNS = 'issuer, subject, user_id AS userId, created_at AS createdAt';
/** Columns grants and access tokens share; scopes are stored space-separated, as OAuth writes them. */
const ISSUED_COLUMNS =
  'user_id AS userId, client_id AS clientId, scopes, resource, created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt';

type StoredScopes<T extends { scopes: string[] }> = Omit<T, 'scopes'> & { scopes: string };
const scopesText = <T extends { scopes: string[] }>(record: T): StoredScopes<T> => ({ ...record, scopes: record.scopes.join(' ') });
const splitScopes = (scopes: string): string[] => (scopes ? scopes.split(' ') : []);
const scopesList = <T extends { scopes: string[] }>(row: StoredScopes<T> | undefined): T | null =>
  row ? ({ ...row, scopes: splitScopes(row.scopes) } as unknown as T) : null;

/** The token check of /mcp: the token's columns, its grant's as `grant_<field>`, the account's as the accounts table names them. */
const TOKEN_OF_REQUEST = `SELECT t.token_hash AS tokenHash, t.grant_id AS grantId, t.user_id AS userId, t.client_id AS clientId,
     t.scopes AS scopes, t.resource AS resource, t.created_at AS createdAt, t.expires_at AS expiresAt, t.revoked_at AS revokedAt,
     g.user_id AS grant_userId, g.client_id AS grant_clientId, g.scopes AS grant_scopes, g.resource AS grant_resource,
     g.created_at AS grant_createdAt, g.expires_at AS grant_expiresAt, g.revoked_at AS grant_revokedAt, a.*
   FROM oauth_access_tokens t JOIN oauth_grants g ON g.grant_id = t.grant_id JOIN accounts a ON a.user_id = t.user_id
   WHERE t.token_hash = ?`;
type GrantColumns = { [K in Exclude<keyof StoredScopes<GrantRecord>, 'grantId'> as `grant_${K}`]: StoredScopes<GrantRecord>[K] };
type TokenOfRequestRow = StoredScopes<AccessTokenRecord> & GrantColumns & AccountRow;

function tokenOfRequest(row: TokenOfRequestRow): AccessTokenOfRequest {
  const { tokenHash, grantId, userId, clientId, scopes, resource, createdAt, expiresAt, revokedAt } = row;
  return {
    token: { tokenHash, grantId, userId, clientId, scopes: splitScopes(scopes), resource, createdAt, expiresAt, revokedAt },
    grant: {
      grantId,
      userId: row.grant_userId,
      clientId: row.grant_clientId,
      scopes: splitScopes(row.grant_scopes),
      resource: row.grant_resource,
      createdAt: row.grant_createdAt,
      expiresAt: row.grant_expiresAt,
      revokedAt: row.grant_revokedAt,
    },
    account: toAccount(row),
  };
}

/** The OAuth tables of the platform SQLite file (OAUTH_SQLITE_MIGRATIONS); single statements, so safe across processes. */
export function createSqliteOAuthStore(db: SqliteDatabase): OAuthStore {
  // The token check of every /mcp request is compiled once (better-sqlite3's prepare parses and
  // plans the SQL on each call), and its rows are kept while the file is unchanged, as REST's are;
  // the sign-in flow's statements run a few times a grant and are neither.
  const findTokenOfRequest = db.prepare<[string], TokenOfRequestRow>(TOKEN_OF_REQUEST);
  const knownTokens = createRowsKnownWhileUnchanged<TokenOfRequestRow>(db);
  return {
    clients: {
      async insert(client) {
        db.prepare(
          'INSERT INTO oauth_clients (client_id, metadata_json, created_at, last_used_at, authorized_at) VALUES (?, ?, ?, ?, ?)',
        ).run(client.clientId, JSON.stringify(client.metadata), client.createdAt, client.lastUsedAt, client.authorizedAt);
      },
      async get(clientId) {
        const row = db
          .prepare<[string], { metadata_json: string; created_at: string; last_used_at: string; authorized_at: string | null }>(
            'SELECT metadata_json, created_at, last_used_at, authorized_at FROM oauth_clients WHERE client_id = ?',
          )
          .get(clientId);
        return row
          ? {
              clientId,
              metadata: JSON.parse(row.metadata_json),
              createdAt: row.created_at,
              lastUsedAt: row.last_used_at,
              authorizedAt: row.authorized_at,
            }
          : null;
      },
      async markAuthorized(clientId, at) {
        db.prepare('UPDATE oauth_clients SET authorized_at = ? WHERE client_id = ? AND authorized_at IS NULL').run(at, clientId);
      },
      async touch(clientId, at) {
        db.prepare('UPDATE oauth_clients SET last_used_at = MAX(last_used_at, ?) WHERE client_id = ?').run(at, clientId);
      },
    },
    signInCodes: {
      async insert(code) {
        db.prepare(
          'INSERT INTO oauth_sign_in_codes (code_hash, user_id, created_at, expires_at) VALUES (@codeHash, @userId, @createdAt, @expiresAt)',
        ).run(code);
      },
      async get(codeHash) {
        return (
          db
            .prepare<[string], { codeHash: string; userId: string; createdAt: string; expiresAt: string }>(
              'SELECT code_hash AS codeHash, user_id AS userId, created_at AS createdAt, expires_at AS expiresAt FROM oauth_sign_in_codes WHERE code_hash = ?',
            )
            .get(codeHash) ?? null
        );
      },
    },
    authorizationRequests: {
      async insert({ userId, upstream, ...params }) {
        db.prepare(
          'INSERT INTO oauth_authorization_requests (request_id, params_json, user_id, upstream_json, expires_at) VALUES (?, ?, ?, ?, ?)',
        ).run(params.requestId, JSON.stringify(params), userId, upstream ? JSON.stringify(upstream) : null, params.expiresAt);
      },
      async get(requestId) {
        const row = db
          .prepare<[string], RequestRow>(
            'SELECT params_json, user_id, upstream_json FROM oauth_authorization_requests WHERE request_id = ?',
          )
          .get(requestId);
        if (!row) return null;
        const params = JSON.parse(row.params_json) as RequestParams;
        const upstream = row.upstream_json ? (JSON.parse(row.upstream_json) as UpstreamSignIn) : null;
        return { ...params, userId: row.user_id, upstream };
      },
      async setUser(requestId, userId) {
        db.prepare('UPDATE oauth_authorization_requests SET user_id = ? WHERE request_id = ?').run(userId, requestId);
      },
      async setUpstream(requestId, upstream) {
        db.prepare('UPDATE oauth_authorization_requests SET upstream_json = ? WHERE request_id = ?').run(
          JSON.stringify(upstream),
          requestId,
        );
      },
    },
    authorizationCodes: {
      async insert(code) {
        db.prepare('INSERT INTO oauth_authorization_codes (code_hash, record_json, expires_at) VALUES (?, ?, ?)').run(
          code.codeHash,
          JSON.stringify(code),
          code.expiresAt,
        );
      },
      async get(codeHash) {
        const row = db
          .prepare<[string], { record_json: string }>('SELECT record_json FROM oauth_authorization_codes WHERE code_hash = ?')
          .get(codeHash);
        return row ? (JSON.parse(row.record_json) as AuthorizationCodeRecord) : null;
      },
    },
    grants: {
      async insert(grant) {
        db.prepare(
          `INSERT INTO oauth_grants (grant_id, user_id, client_id, scopes, resource, created_at, expires_at, revoked_at)
           VALUES (@grantId, @userId, @clientId, @scopes, @resource, @createdAt, @expiresAt, @revokedAt)`,
        ).run(scopesText(grant));
      },
      async get(grantId) {
        return scopesList<GrantRecord>(
          db
            .prepare<[string], StoredScopes<GrantRecord>>(
              `SELECT grant_id AS grantId, ${ISSUED_COLUMNS} FROM oauth_grants WHERE grant_id = ?`,
            )
            .get(grantId),
        );
      },
      async extend(grantId, expiresAt) {
        db.prepare('UPDATE oauth_grants SET expires_at = MAX(expires_at, ?) WHERE grant_id = ?').run(expiresAt, grantId);
      },
      async revokeActiveOfUser(userId, at) {
        return db
          .prepare('UPDATE oauth_grants SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?')
          .run(at, userId, at).changes;
      },
      async revoke(grantId, at) {
        db.prepare('UPDATE oauth_grants SET revoked_at = COALESCE(revoked_at, ?) WHERE grant_id = ?').run(at, grantId);
      },
    },
    accessTokens: {
      async insert(token) {
        db.prepare(
          `INSERT INTO oauth_access_tokens (token_hash, grant_id, user_id, client_id, scopes, resource, created_at, expires_at, revoked_at)
           VALUES (@tokenHash, @grantId, @userId, @clientId, @scopes, @resource, @createdAt, @expiresAt, @revokedAt)`,
        ).run(scopesText(token));
      },
      async get(tokenHash) {
        return scopesList<AccessTokenRecord>(
          db
            .prepare<[string], StoredScopes<AccessTokenRecord>>(
              `SELECT token_hash AS tokenHash, grant_id AS grantId, ${ISSUED_COLUMNS} FROM oauth_access_tokens WHERE token_hash = ?`,
            )
            .get(tokenHash),
        );
      },
      async revoke(tokenHash, at) {
        db.prepare('UPDATE oauth_access_tokens SET revoked_at = COALESCE(revoked_at, ?) WHERE token_hash = ?').run(at, tokenHash);
      },
      async getWithGrantAndAccount(tokenHash) {
        const row = knownTokens.knownRow(tokenHash, () => findTokenOfRequest.get(tokenHash));
        return row ? tokenOfRequest(row) : null;
      },
    },
    refreshTokens: {
      async insert(token) {
        db.prepare(
          `INSERT INTO oauth_refresh_tokens (token_hash, grant_id, parent_hash, client_id, created_at, expires_at)
           VALUES (@tokenHash, @grantId, @parentHash, @clientId, @createdAt, @expiresAt)`,
        ).run(token);
      },
      async get(tokenHash) {
        return (
          db
            .prepare<[string], RefreshTokenRecord>(
              `SELECT token_hash AS tokenHash, grant_id AS grantId, parent_hash AS parentHash, client_id AS clientId,
                      created_at AS createdAt, expires_at AS expiresAt
               FROM oauth_refresh_tokens WHERE token_hash = ?`,
            )
            .get(tokenHash) ?? null
        );
      },
    },
    claims: {
      async claim(key, holder, expiresAt) {
        db.prepare('INSERT INTO oauth_claims (key, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT(key) DO NOTHING').run(
          key,
          holder,
          expiresAt,
        );
        return db.prepare<[string], { holder: string }>('SELECT holder FROM oauth_claims WHERE key = ?').get(key)!.holder;
      },
      async holderOf(key) {
        return db.prepare<[string], { holder: string }>('SELECT holder FROM oauth_claims WHERE key = ?').get(key)?.holder ?? null;
      },
    },
    oidcSubjects: {
      async link(link) {
        db.prepare(
          'INSERT INTO oidc_subject_links (issuer, subject, user_id, created_at) VALUES (@issuer, @subject, @userId, @createdAt) ON CONFLICT DO NOTHING',
        ).run(link);
        return db
          .prepare<[string, string], { user_id: string }>('SELECT user_id FROM oidc_subject_links WHERE issuer = ? AND subject = ?')
          .get(link.issuer, link.subject)!.user_id;
      },
      async find(issuer, subject) {
        return (
          db
            .prepare<[string, string], OidcSubjectLink>(
              `SELECT ${SUBJECT_COLUMNS} FROM oidc_subject_links WHERE issuer = ? AND subject = ?`,
            )
            .get(issuer, subject) ?? null
        );
      },
      async listOfUser(userId) {
        return db
          .prepare<[string], OidcSubjectLink>(
            `SELECT ${SUBJECT_COLUMNS} FROM oidc_subject_links WHERE user_id = ? ORDER BY created_at, issuer, subject`,
          )
          .all(userId);
      },
      async unlink(userId, issuer, subject) {
        return (
          db.prepare('DELETE FROM oidc_subject_links WHERE user_id = ? AND issuer = ? AND subject = ?').run(userId, issuer, subject)
            .changes > 0
        );
      },
    },
    async purgeExpired(now, cutOffs) {
      let purged = db
        .prepare('DELETE FROM oauth_clients WHERE last_used_at <= ? OR (authorized_at IS NULL AND created_at <= ?)')
        .run(cutOffs.unusedSince, cutOffs.neverAuthorizedCreatedBy).changes;
      for (const table of [
        'oauth_sign_in_codes',
        'oauth_authorization_requests',
        'oauth_authorization_codes',
        'oauth_grants',
        'oauth_access_tokens',
        'oauth_refresh_tokens',
        'oauth_claims',
      ]) {
        purged += db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`).run(now).changes;
      }
      return purged;
    },
  };
}
