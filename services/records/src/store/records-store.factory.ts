import { join } from 'node:path';
import type { RecordsConfig } from '../config';
import type { RecordsStore } from './records-store';

/** Builds the configured store, importing only the chosen backend. */
export async function createRecordsStore(config: Pick<RecordsConfig, 'RECORDS_STORE' | 'DATA_DIR' | 'MONGODB_URL'>): Promise<RecordsStore> {
  if (config.RECORDS_STORE === 'mongodb') {
    const { createMongoRecordsStore } = await import('./mongo/records.mongo');
    return createMongoRecordsStore(config.MONGODB_URL!);
  }
  const { createSqliteRecordsStore } = await import('./sqlite/records.sqlite');
  return createSqliteRecordsStore(join(config.DATA_DIR, 'records.sqlite'));
}
