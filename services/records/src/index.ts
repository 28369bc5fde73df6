import type { CatalogApi, RecordsApi } from '@shokuji/contracts';
import { systemClock, type Clock } from '@shokuji/clock';
import { createLogger, reportMetabolismQueueDepth } from '@shokuji/runtime';
import { loadRecordsConfig } from './config';
import { createRecordsApi } from './records.api';
import { timedRecordsApi } from './records-api.metrics';
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
  /**
   * The clock of the work the service starts on its own (the nightly recompute); requests bring
   * theirs in the context. In one process it is the gateway's, so the test clock drives both.
   */
  clock?: Clock;
}

/** Starts the records service inside the caller's process (the one-process `npm start`). */
export async function startRecordsService(env: NodeJS.ProcessEnv, deps: RecordsServiceDeps): Promise<RecordsServiceHandle> {
  const config = loadRecordsConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'records', flushMs: config.LOG_FLUSH_MS });
  const store = await createRecordsStore(config);
  const goals = createGoalsServiceOn(store);
  const nightly = scheduleMetabolismRecompute({
    refreshAll: (nowIso, onFailure) => goals.refreshAll(nowIso, onFailure),
    clock: deps.clock ?? systemClock,
    logger,
  });
  const metabolismRefreshes = createMetabolismRefreshQueue((userId, nowIso) => goals.refresh(userId, nowIso), {
    // The write has answered already; the user's next write or the nightly job recomputes again.
    onFailure: (userId, error) => logger.warn({ err: error, userId }, 'metabolism recompute failed'),
  });
  reportMetabolismQueueDepth(() => metabolismRefreshes.depth());
  const close = async () => {
    await nightly.stop();
    // Recomputes still wanted run before the store closes.
    await metabolismRefreshes.close();
    await store.close();
  };
  const api = createRecordsApi({ store, catalog: deps.catalog, goals, metabolismRefreshes });
  return { api: timedRecordsApi(api, config.RECORDS_STORE === 'mongodb' ? 'mongodb' : 'sqlite'), close };
}
