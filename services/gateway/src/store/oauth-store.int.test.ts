import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDatabaseName } from '@shokuji/storage/src/mongo';
import { describeOAuthStoreContract } from './oauth-store.contract';
import type { PlatformStore } from './platform-store';
import { createMongoPlatformStore } from './mongo/platform.mongo';
import { createSqlitePlatformStore } from './sqlite/platform.sqlite';

// The MongoDB backend runs against a real MongoDB-wire server whenever one is configured (test/engines/up.sh).
const mongoUrl = process.env.MONGODB_URL;
const backends: [string, (() => Promise<PlatformStore>) | null][] = [
  ['embedded SQLite', async () => createSqlitePlatformStore(join(mkdtempSync(join(tmpdir(), 'oauth-')), 'platform.sqlite'))],
  [
    mongoUrl ? 'MongoDB' : 'MongoDB (skipped: MONGODB_URL is not set)',
    mongoUrl ? () => createMongoPlatformStore(withDatabaseName(mongoUrl, `oauth_${Date.now()}`)) : null,
  ],
];

describe.each(backends)('OAuthStore on %s', (_name, open) => {
  if (open) describeOAuthStoreContract(open);
  else it.skip('needs MONGODB_URL', () => undefined);
});
