import { join } from 'node:path';
import type { PlatformStore } from './platform-store';

export interface PlatformStoreConfig {
  RECORDS_STORE: 'embedded' | 'mongodb';
  DATA_DIR: string;
  MONGODB_URL?: string | undefined;
}

/** Builds the configured store, importing only the chosen backend. */
export async function createPlatformStore(config: PlatformStoreConfig): Promise<PlatformStore> {
  if (config.RECORDS_STORE === 'mongodb') {
    const { createMongoPlatformStore } = await import('./mongo/platform.mongo');
    return createMongoPlatformStore(config.MONGODB_URL!);
  }
  const { createSqlitePlatformStore } = await import('./sqlite/platform.sqlite');
  return createSqlitePlatformStore(join(config.DATA_DIR, 'platform.sqlite'));
}
