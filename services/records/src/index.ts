import type { RecordsApi } from '@shokuji/contracts';
import { loadRecordsConfig } from './config';
import { createRecordsApi } from './records.api';
import { createRecordsStore } from './store/records-store.factory';

export interface RecordsServiceHandle {
  api: RecordsApi;
  close(): Promise<void>;
}

/** Starts the records service inside the caller's process (the one-process `npm start`). */
export async function startRecordsService(env: NodeJS.ProcessEnv): Promise<RecordsServiceHandle> {
  const config = loadRecordsConfig(env);
  const store = await createRecordsStore(config);
  return { api: createRecordsApi({ store }), close: () => store.close() };
}
