import type { SqliteMigration } from '@shokuji/storage';

/** The MCP connector's authorization server tables (store/oauth-store.ts), in the platform file. */
export const OAUTH_SQLITE_MIGRATIONS: SqliteMigration[] = [
  {
    id: '002-mcp-oauth',
    sql: `
      CREATE TABLE oauth_clients (
        client_id TEXT PRIMARY KEY,
        metadata_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_used_at TEXT NOT NULL
      );
      CREATE INDEX oauth_clients_by_use ON oauth_clients (last_used_at);
      CREATE TABLE oauth_sign_in_codes (
        code_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE oauth_authorization_requests (
        request_id TEXT PRIMARY KEY,
        params_json TEXT NOT NULL,
        user_id TEXT,
        upstream_json TEXT,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE oauth_authorization_codes (
        code_hash TEXT PRIMARY KEY,
        record_json TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE oauth_grants (
        grant_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        scopes TEXT NOT NULL,
        resource TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX oauth_grants_by_user ON oauth_grants (user_id, expires_at);
      CREATE TABLE oauth_access_tokens (
        token_hash TEXT PRIMARY KEY,
        grant_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        scopes TEXT NOT NULL,
        resource TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX oauth_access_tokens_by_expiry ON oauth_access_tokens (expires_at);
      CREATE TABLE oauth_refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        grant_id TEXT NOT NULL,
        parent_hash TEXT,
        client_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX oauth_refresh_tokens_by_expiry ON oauth_refresh_tokens (expires_at);
      CREATE TABLE oauth_claims (key TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at TEXT NOT NULL);
      CREATE TABLE oidc_subject_links (
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        user_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (issuer, subject)
      );
      CREATE INDEX oidc_subject_links_by_user ON oidc_subject_links (user_id);
    `,
  },
  {
    // Registrations made before this column were kept 90 days after last use: they count as approved.
    id: '003-oauth-clients-authorized',
    sql: `
      ALTER TABLE oauth_clients ADD COLUMN authorized_at TEXT;
      UPDATE oauth_clients SET authorized_at = created_at;
      CREATE INDEX oauth_clients_never_authorized ON oauth_clients (created_at) WHERE authorized_at IS NULL;
    `,
  },
];
