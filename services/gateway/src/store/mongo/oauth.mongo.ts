import type { Db, Filter, OptionalUnlessRequiredId } from 'mongodb';
import { isDuplicateKeyError } from '@shokuji/storage/src/mongo';
import { fromAccountDoc, type AccountDoc } from './accounts.mongo-docs';
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

/** A collection of records whose key field is stored as _id: insert and get by key. */
function keyedCollection<T extends object, K extends keyof T & string>(db: Db, name: string, key: K) {
  const collection = db.collection<Doc<T, K>>(name);
  const byId = (id: string) => ({ _id: id }) as Filter<Doc<T, K>>;
  return {
    collection,
    async insert(record: T): Promise<void> {
      const { [key]: id, ...rest } = record;
      await collection.insertOne({ _id: id, ...rest } as unknown as OptionalUnlessRequiredId<Doc<T, K>>);
    },
    async get(id: string): Promise<T | null> {
      const doc = await collection.findOne(byId(id));
      if (!doc) return null;
      const { _id, ...rest } = doc as Doc<T, K>;
      return { ...rest, [key]: _id } as unknown as T;
    },
  };
}

const subjectKey = (issuer: string, subject: string) => JSON.stringify([issuer, subject]);
const fromSubjectDoc = ({ issuer, subject, userId, createdAt }: SubjectDoc): OidcSubjectLink => ({ issuer, subject, userId, createdAt });

/**
 * The OAuth collections on MongoDB (or FerretDB). Once-only decisions are unique-_id inserts and
 * every update is one conditional single-document write, so nothing depends on transactions or
 * on atomic read-modify-write (store/oauth-store.ts).
 */
export async function createMongoOAuthStore(db: Db): Promise<OAuthStore> {
  const clients = keyedCollection<OAuthClientRecord, 'clientId'>(db, 'oauth_clients', 'clientId');
  const signInCodes = keyedCollection<SignInCodeRecord, 'codeHash'>(db, 'oauth_sign_in_codes', 'codeHash');
  const requests = keyedCollection<AuthorizationRequestRecord, 'requestId'>(db, 'oauth_authorization_requests', 'requestId');
  const codes = keyedCollection<AuthorizationCodeRecord, 'codeHash'>(db, 'oauth_authorization_codes', 'codeHash');
  const grants = keyedCollection<GrantRecord, 'grantId'>(db, 'oauth_grants', 'grantId');
  const accessTokens = keyedCollection<AccessTokenRecord, 'tokenHash'>(db, 'oauth_access_tokens', 'tokenHash');
  const refreshTokens = keyedCollection<RefreshTokenRecord, 'tokenHash'>(db, 'oauth_refresh_tokens', 'tokenHash');
  const claims = db.collection<ClaimDoc>('oauth_claims');
  const subjects = db.collection<SubjectDoc>('oidc_subject_links');
  const accounts = db.collection<AccountDoc>('accounts');
  const expiring = [signInCodes, requests, codes, grants, accessTokens, refreshTokens].map(({ collection }) => collection);
  await Promise.all([
    clients.collection.createIndex({ lastUsedAt: 1 }),
    grants.collection.createIndex({ userId: 1, expiresAt: 1 }),
    subjects.createIndex({ userId: 1 }),
    claims.createIndex({ expiresAt: 1 }),
    ...expiring.map((collection) => collection.createIndex({ expiresAt: 1 })),
  ]);

  return {
    clients: {
      insert: clients.insert,
      get: clients.get,
      async markAuthorized(clientId, at) {
        await clients.collection.updateOne({ _id: clientId, authorizedAt: null }, { $set: { authorizedAt: at } });
      },
      async touch(clientId, at) {
        await clients.collection.updateOne({ _id: clientId, lastUsedAt: { $lt: at } }, { $set: { lastUsedAt: at } });
      },
    },
    signInCodes: { insert: signInCodes.insert, get: signInCodes.get },
    authorizationRequests: {
      insert: requests.insert,
      get: requests.get,
      async setUser(requestId, userId) {
        await requests.collection.updateOne({ _id: requestId }, { $set: { userId } });
      },
      async setUpstream(requestId, upstream) {
        await requests.collection.updateOne({ _id: requestId }, { $set: { upstream } });
      },
    },
    authorizationCodes: { insert: codes.insert, get: codes.get },
    grants: {
      insert: grants.insert,
      get: grants.get,
      async extend(grantId, expiresAt) {
        await grants.collection.updateOne({ _id: grantId, expiresAt: { $lt: expiresAt } }, { $set: { expiresAt } });
      },
      async revokeActiveOfUser(userId, at) {
        const result = await grants.collection.updateMany({ userId, revokedAt: null, expiresAt: { $gt: at } }, { $set: { revokedAt: at } });
        return result.modifiedCount;
      },
      async revoke(grantId, at) {
        await grants.collection.updateOne({ _id: grantId, revokedAt: null }, { $set: { revokedAt: at } });
      },
    },
    accessTokens: {
      insert: accessTokens.insert,
      get: accessTokens.get,
      async revoke(tokenHash, at) {
        await accessTokens.collection.updateOne({ _id: tokenHash, revokedAt: null }, { $set: { revokedAt: at } });
      },
      // The grant and the account are read side by side once the token is found.
      async getWithGrantAndAccount(tokenHash) {
        const token = await accessTokens.get(tokenHash);
        if (!token) return null;
        const [grant, account] = await Promise.all([grants.get(token.grantId), accounts.findOne({ _id: token.userId })]);
        return grant && account ? { token, grant, account: fromAccountDoc(account) } : null;
      },
    },
    refreshTokens: { insert: refreshTokens.insert, get: refreshTokens.get },
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
    async purgeExpired(now, cutOffs) {
      const expired = { expiresAt: { $lte: now } };
      const results = await Promise.all([
        clients.collection.deleteMany({ lastUsedAt: { $lte: cutOffs.unusedSince } }),
        // Only an explicit null: documents written before the field existed count as approved.
        clients.collection.deleteMany({
          authorizedAt: { $exists: true, $eq: null },
          createdAt: { $lte: cutOffs.neverAuthorizedCreatedBy },
        }),
        claims.deleteMany(expired),
        ...expiring.map((collection) => collection.deleteMany(expired)),
      ]);
      return results.reduce((sum, result) => sum + result.deletedCount, 0);
    },
  };
}
