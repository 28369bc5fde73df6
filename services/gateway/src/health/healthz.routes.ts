import type { Router } from 'express';
import type { CatalogApi, RecordsApi } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import { requestIdOf, serviceContextOf } from '../http/request-context';
import type { PlatformStore } from '../store/platform-store';

export interface HealthDeps {
  store: PlatformStore;
  catalog: CatalogApi;
  records: RecordsApi;
  clock: Clock;
  timeoutMs: number;
}

/** The check's answer, or a rejection after `ms`; the timer goes as soon as the check answers. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz (OPERATOR-API.md → Starting the service): 200 once the catalog is searchable and
 * the stores answer, 503 before or while one of them is down.
 */
export function mountHealthRoutes(router: Router, deps: HealthDeps): void {
  router.get('/healthz', async (_req, res) => {
    const ctx = serviceContextOf({ requestId: requestIdOf(res), now: deps.clock.now() });
    const checks = await Promise.allSettled([
      withTimeout(deps.store.ping(), deps.timeoutMs),
      withTimeout(deps.records.health(ctx, {}), deps.timeoutMs),
      withTimeout(
        deps.catalog.health(ctx, {}).then((health) => {
          if (!health.ok) throw new Error('catalog index not ready');
        }),
        deps.timeoutMs,
      ),
    ]);
    const names = ['platformStore', 'records', 'catalog'];
    const failing = names.filter((_, i) => checks[i]!.status === 'rejected');
    if (failing.length) {
      res.status(503).json({ status: 'unavailable', failing });
      return;
    }
    res.json({ status: 'ok' });
  });
}
