import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage';
import type {
  AccessTokenRecord,
  AuthorizationCodeRecord,
  AuthorizationRequestRecord,
  GrantRecord,
  OAuthClientRecord,
  OAuthStore,
  OidcSubjectLink,
  RefreshTokenRecord,
  SignInCodeRecord,
} from '../oauth-store';

type Doc<T, K extends keyof T> = Omit<T, K> & { _id: string };
type ClaimDoc = { _id: string; holder: string; expiresAt: string };
type SubjectDoc = OidcSubjectLink & { _id: string };

/** Inserts unless the _id exists: the unique _id decides, which FerretDB enforces as MongoDB does. */
async function insertUnlessPresent(insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

const subjectKey = (issuer: string, subject: string) => JSON.stringify([issuer, subject]);
const fromSubjectDoc = ({ issuer, subject, userId, createdAt }: SubjectDoc): OidcSubjectLink => ({ issuer, subject, userId, createdAt });

/**
 * The OAuth collections on MongoDB (or FerretDB). Once-only decisions are unique-_id inserts and
 * every update is one conditional single-document write, so nothing depends on transactions or
 * on atomic read-modify-write (store/oauth-store.ts).
 */
export async function createMongoOAuthStore(db: Db): Promise<OAuthStore> {
  const clients = db.collection<Doc<OAuthClientRecord, 'clientId'>>('oauth_clients');
  const signInCodes = db.collection<Doc<SignInCodeRecord, 'codeHash'>>('oauth_sign_in_codes');
  const requests = db.collection<Doc<AuthorizationRequestRecord, 'requestId'>>('oauth_authorization_requests');
  const codes = db.collection<Doc<AuthorizationCodeRecord, 'codeHash'>>('oauth_authorization_codes');
  const grants = db.collection<Doc<GrantRecord, 'grantId'>>('oauth_grants');
  const accessTokens = db.collection<Doc<AccessTokenRecord, 'tokenHash'>>('oauth_access_tokens');
  const refreshTokens = db.collection<Doc<RefreshTokenRecord, 'tokenHash'>>('oauth_refresh_tokens');
  const claims = db.collection<ClaimDoc>('oauth_claims');
  const subjects = db.collection<SubjectDoc>('oidc_subject_links');
  await Promise.all([
    clients.createIndex({ lastUsedAt: 1 }),
    grants.createIndex({ userId: 1, expiresAt: 1 }),
    subjects.createIndex({ userId: 1 }),
    ...[signInCodes, requests, codes, grants, accessTokens, refreshTokens, claims].map((collection) =>
      collection.createIndex({ expiresAt: 1 }),
    ),
  ]);

  return {
    clients: {
      async insert({ clientId, ...rest }) {
        await clients.insertOne({ _id: clientId, ...rest });
      },
      async get(clientId) {
        const doc = await clients.findOne({ _id: clientId });
        return doc ? { clientId, metadata: doc.metadata, createdAt: doc.createdAt, lastUsedAt: doc.lastUsedAt } : null;
      },
      async touch(clientId, at) {
        await clients.updateOne({ _id: clientId, lastUsedAt: { $lt: at } }, { $set: { lastUsedAt: at } });
      },
    },
    signInCodes: {
      async insert({ codeHash, ...rest }) {
        await signInCodes.insertOne({ _id: codeHash, ...rest });
      },
      async get(codeHash) {
        const doc = await signInCodes.findOne({ _id: codeHash });
        return doc ? { codeHash, userId: doc.userId, createdAt: doc.createdAt, expiresAt: doc.expiresAt } : null;
      },
    },
    authorizationRequests: {
      async insert({ requestId, ...rest }) {
        await requests.insertOne({ _id: requestId, ...rest });
      },
      async get(requestId) {
        const doc = await requests.findOne({ _id: requestId });
        if (!doc) return null;
        const { _id, ...rest } = doc;
        return { requestId: _id, ...rest };
      },
      async setUser(requestId, userId) {
        await requests.updateOne({ _id: requestId }, { $set: { userId } });
      },
      async setUpstream(requestId, upstream) {
        await requests.updateOne({ _id: requestId }, { $set: { upstream } });
      },
    },
    authorizationCodes: {
      async insert({ codeHash, ...rest }) {
        await codes.insertOne({ _id: codeHash, ...rest });
      },
      async get(codeHash) {
        const doc = await codes.findOne({ _id: codeHash });
        if (!doc) return null;
        const { _id, ...rest } = doc;
        return { codeHash: _id, ...rest };
      },
    },
    grants: {
      async insert({ grantId, ...rest }) {
        await grants.insertOne({ _id: grantId, ...rest });
      },
      async get(grantId) {
        const doc = await grants.findOne({ _id: grantId });
        if (!doc) return null;
        const { _id, ...rest } = doc;
        return { grantId: _id, ...rest };
      },
      async extend(grantId, expiresAt) {
        await grants.updateOne({ _id: grantId, expiresAt: { $lt: expiresAt } }, { $set: { expiresAt } });
      },
      async revokeActiveOfUser(userId, at) {
        const result = await grants.updateMany({ userId, revokedAt: null, expiresAt: { $gt: at } }, { $set: { revokedAt: at } });
        return result.modifiedCount;
      },
      async revoke(grantId, at) {
        await grants.updateOne({ _id: grantId, revokedAt: null }, { $set: { revokedAt: at } });
      },
    },
    accessTokens: {
      async insert({ tokenHash, ...rest }) {
        await accessTokens.insertOne({ _id: tokenHash, ...rest });
      },
      async get(tokenHash) {
        const doc = await accessTokens.findOne({ _id: tokenHash });
        if (!doc) return null;
        const { _id, ...rest } = doc;
        return { tokenHash: _id, ...rest };
      },
      async revoke(tokenHash, at) {
        await accessTokens.updateOne({ _id: tokenHash, revokedAt: null }, { $set: { revokedAt: at } });
      },
    },
    refreshTokens: {
      async insert({ tokenHash, ...rest }) {
        await refreshTokens.insertOne({ _id: tokenHash, ...rest });
      },
      async get(tokenHash) {
        const doc = await refreshTokens.findOne({ _id: tokenHash });
        if (!doc) return null;
        const { _id, ...rest } = doc;
        return { tokenHash: _id, ...rest };
      },
    },
    claims: {
      async claim(key, holder, expiresAt) {
        await insertUnlessPresent(() => claims.insertOne({ _id: key, holder, expiresAt }));
        return (await claims.findOne({ _id: key }))!.holder;
      },
      async holderOf(key) {
        return (await claims.findOne({ _id: key }))?.holder ?? null;
      },
    },
    oidcSubjects: {
      async link(link) {
        await insertUnlessPresent(() => subjects.insertOne({ _id: subjectKey(link.issuer, link.subject), ...link }));
        return (await subjects.findOne({ _id: subjectKey(link.issuer, link.subject) }))!.userId;
      },
      async find(issuer, subject) {
        const doc = await subjects.findOne({ _id: subjectKey(issuer, subject) });
        return doc ? fromSubjectDoc(doc) : null;
      },
      async listOfUser(userId) {
        const docs = await subjects.find({ userId }).sort({ createdAt: 1, issuer: 1, subject: 1 }).toArray();
        return docs.map(fromSubjectDoc);
      },
      async unlink(userId, issuer, subject) {
        return (await subjects.deleteOne({ _id: subjectKey(issuer, subject), userId })).deletedCount > 0;
      },
    },
    async purgeExpired(now, clientsUnusedSince) {
      const expired = { expiresAt: { $lte: now } };
      const results = await Promise.all([
        clients.deleteMany({ lastUsedAt: { $lte: clientsUnusedSince } }),
        signInCodes.deleteMany(expired),
        requests.deleteMany(expired),
        codes.deleteMany(expired),
        grants.deleteMany(expired),
        accessTokens.deleteMany(expired),
        refreshTokens.deleteMany(expired),
        claims.deleteMany(expired),
      ]);
      return results.reduce((sum, result) => sum + result.deletedCount, 0);
    },
  };
}
