import type { CatalogApi, RecordsApi } from '@shokuji/contracts';
import { loadRecordsConfig } from './config';
import { createRecordsApi } from './records.api';
import { createRecordsStore } from './store/records-store.factory';
import { createGoalsServiceOn } from './goals/goals.api';
import { scheduleMetabolismRecompute } from './goals/metabolism.job';
import { createMetabolismRefreshQueue } from './goals/metabolism-refresh.queue';

export interface RecordsServiceHandle {
  api: RecordsApi;
  close(): Promise<void>;
}

export interface RecordsServiceDeps {
  /** Catalog lookups (meal routes A/B, usual-meal catalog ids) go through the catalog's API, never its storage. */
  catalog: CatalogApi;
}

/** Starts the records service inside the caller's process (the one-process `npm start`). */
export async function startRecordsService(env: NodeJS.ProcessEnv, deps: RecordsServiceDeps): Promise<RecordsServiceHandle> {
  const config = loadRecordsConfig(env);
  const store = await createRecordsStore(config);
  const goals = createGoalsServiceOn(store);
  const nightly = scheduleMetabolismRecompute((nowIso) => goals.refreshAll(nowIso));
  const metabolismRefreshes = createMetabolismRefreshQueue((userId, nowIso) => goals.refresh(userId, nowIso));
  const close = async () => {
    await nightly.stop();
    // Recomputes still wanted run before the store closes.
    await metabolismRefreshes.close();
    await store.close();
  };
  return { api: createRecordsApi({ store, catalog: deps.catalog, config, goals, metabolismRefreshes }), close };
}
