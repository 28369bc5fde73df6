import { withDatabaseName } from '@shokuji/storage/src/mongo';
import { describeOAuthStoreContract } from './oauth-store.contract';
import type { PlatformStore } from './platform-store';
import { createMongoPlatformStore } from './mongo/platform.mongo';
import { createTempSqlitePlatformStore } from './platform-store.factories';

// The MongoDB backend runs against a real MongoDB-wire server whenever one is configured (test/engines/up.sh).
const mongoUrl = process.env.MONGODB_URL;
const backends: [string, (() => Promise<PlatformStore>) | null][] = [
  ['embedded SQLite', async () => createTempSqlitePlatformStore('oauth')],
  [
    mongoUrl ? 'MongoDB' : 'MongoDB (skipped: MONGODB_URL is not set)',
    mongoUrl ? () => createMongoPlatformStore(withDatabaseName(mongoUrl, `oauth_${Date.now()}`)) : null,
  ],
];

describe.each(backends)('OAuthStore on %s', (_name, open) => {
  if (open) describeOAuthStoreContract(open);
  else it.skip('needs MONGODB_URL', () => undefined);
});
