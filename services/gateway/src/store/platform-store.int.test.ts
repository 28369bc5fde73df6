import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDatabaseName } from '@shokuji/storage/src/mongo';
import { describePlatformStoreContract } from './platform-store.contract';
import { createSqlitePlatformStore } from './sqlite/platform.sqlite';
import { createMongoPlatformStore } from './mongo/platform.mongo';

describe('PlatformStore on embedded SQLite', () => {
  describePlatformStoreContract(async () => createSqlitePlatformStore(join(mkdtempSync(join(tmpdir(), 'platform-')), 'platform.sqlite')));
});

// Runs against a real MongoDB-wire server whenever one is configured (test/engines/up.sh).
const mongoUrl = process.env.MONGODB_URL;
(mongoUrl ? describe : describe.skip)(`PlatformStore on MongoDB${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set)'}`, () => {
  describePlatformStoreContract(async () => createMongoPlatformStore(withDatabaseName(mongoUrl!, `platform_${Date.now()}`)));
});
