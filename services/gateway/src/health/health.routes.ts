import type { Router } from 'express';
import type { CatalogApi, CatalogHealth, RecordsApi } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import { reportReadiness, TIMED_OUT, withTimeout } from '@shokuji/runtime';
import { ServiceTimeoutError } from '@shokuji/service-rpc';
import { requestIdOf, serviceContextOf } from '../http/request-context';
import type { PlatformStore } from '../store/platform-store';

export interface HealthDeps {
  store: PlatformStore;
  catalog: CatalogApi;
  records: RecordsApi;
  clock: Clock;
  timeoutMs: number;
  /** What each part is, for the /readyz body: where it runs and on what. */
  layout: {
    platformStore: 'sqlite' | 'mongodb';
    records: { via: 'in-process' | 'http'; store?: 'sqlite' | 'mongodb' };
    catalog: { via: 'in-process' | 'http' };
  };
}

/** A part's state: `ok`, `loading` (the catalog index is still being built), `unavailable`, or `timeout` (no answer in UPSTREAM_TIMEOUT_MS). */
type PartState = 'ok' | 'loading' | 'unavailable' | 'timeout';

interface Readiness {
  ready: boolean;
  parts: Record<'platformStore' | 'records' | 'catalog', Record<string, unknown> & { state: PartState }>;
}

/** A part answered, failed or said nothing in time. */
async function stateOf<T>(check: Promise<T>, ms: number): Promise<{ state: PartState; answer?: T }> {
  try {
    const answer = await withTimeout(check, ms);
    return answer === TIMED_OUT ? { state: 'timeout' } : { state: 'ok', answer };
  } catch (error) {
    // A split service's own wait ends with ours (both UPSTREAM_TIMEOUT_MS) and is usually first.
    return { state: error instanceof ServiceTimeoutError ? 'timeout' : 'unavailable' };
  }
}

/**
 * Asks every part the gateway depends on, in parallel, each bounded by UPSTREAM_TIMEOUT_MS. Only
 * state words and names the configuration chose go in the body (no error text, no address): the
 * probes answer without authentication.
 */
async function checkReadiness(deps: HealthDeps, requestId: string): Promise<Readiness> {
  const ctx = serviceContextOf({ requestId, now: deps.clock.now() });
  const [platformStore, records, catalog] = await Promise.all([
    stateOf(deps.store.ping(), deps.timeoutMs),
    stateOf(deps.records.health(ctx, {}), deps.timeoutMs),
    stateOf<CatalogHealth>(deps.catalog.health(ctx, {}), deps.timeoutMs),
  ]);
  const health = catalog.answer;
  const catalogState: PartState =
    !health || catalog.state !== 'ok'
      ? catalog.state
      : health.ok
        ? 'ok'
        : health.engineState === 'unreachable' || health.engineState === 'red'
          ? 'unavailable'
          : 'loading';
  const parts: Readiness['parts'] = {
    platformStore: { state: platformStore.state, store: deps.layout.platformStore },
    records: { state: records.state, ...deps.layout.records },
    catalog: {
      state: catalogState,
      ...deps.layout.catalog,
      ...(health ? { engine: health.engine, engineState: health.engineState, items: health.items } : {}),
    },
  };
  return { ready: Object.values(parts).every((part) => part.state === 'ok'), parts };
}

/**
 * OPERATOR-API.md → Starting the service. GET /healthz: 200 once the catalog is searchable and the
 * stores answer, 503 before or while one of them is down. GET /readyz: the same verdict with each
 * part and its state. GET /livez: the process answers; it asks nothing else, so an orchestrator
 * restarts a dead process, never one that waits for an engine.
 */
export function mountHealthRoutes(router: Router, deps: HealthDeps): void {
  // The same check feeds shokuji_ready at each scrape, for alerting (deploy/prometheus-alerts.yml).
  reportReadiness(async () => {
    const { parts } = await checkReadiness(deps, 'metrics-scrape');
    return Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.state === 'ok']));
  });
  router.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const { ready, parts } = await checkReadiness(deps, requestIdOf(res));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', parts });
  });
  router.get('/healthz', async (_req, res) => {
    const { ready, parts } = await checkReadiness(deps, requestIdOf(res));
    if (!ready) {
      res
        .status(503)
        .json({ status: 'unavailable', failing: Object.keys(parts).filter((name) => parts[name as keyof typeof parts].state !== 'ok') });
      return;
    }
    res.json({ status: 'ok' });
  });
}
