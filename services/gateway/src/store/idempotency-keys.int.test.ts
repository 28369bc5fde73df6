import { withDatabaseName } from '@shokuji/storage/src/mongo';
import { describeIdempotencyKeysContract } from './idempotency-keys.contract';
import { createMongoPlatformStore } from './mongo/platform.mongo';
import type { PlatformStore } from './platform-store';
import { createTempSqlitePlatformStore } from './platform-store.factories';

// MongoDB runs whenever a MongoDB-wire server is configured (test/engines/up.sh).
const mongoUrl = process.env.MONGODB_URL;
const adapters: [string, () => Promise<PlatformStore>][] = [
  ['embedded SQLite', async () => createTempSqlitePlatformStore('idempotency')],
  ...(mongoUrl
    ? [
        ['MongoDB', () => createMongoPlatformStore(withDatabaseName(mongoUrl, `idempotency_${Date.now()}`))] as [
          string,
          () => Promise<PlatformStore>,
        ],
      ]
    : []),
];

describe.each(adapters)('Idempotency-Key records on %s', (_name, openStore) => {
  describeIdempotencyKeysContract(async () => {
    const store = await openStore();
    return { keys: store.idempotencyKeys, close: () => store.close() };
  });
});
