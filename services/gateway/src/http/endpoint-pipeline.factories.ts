import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@shokuji/clock';
import { createTokensService } from '../auth/tokens.service';
import { createQuotaService, type QuotaLimits } from '../quota/quota.service';
import { createSqlitePlatformStore } from '../store/sqlite/platform.sqlite';
import { createEndpointPipeline } from './endpoint-pipeline';
import { createIdempotency } from './idempotency';

/** The real pipeline on a fresh SQLite platform store, with a clock the test moves (docs/CONTRIBUTING.md → Tests). */
export function buildPipeline(limits: QuotaLimits = { freePerDay: 10, premiumPerHour: 100, perIpPerMinute: 1000 }) {
  const store = createSqlitePlatformStore(join(mkdtempSync(join(tmpdir(), 'pipeline-')), 'platform.sqlite'));
  const clock = new FixedClock(new Date('2026-11-21T03:00:00.000Z'));
  const tokens = createTokensService({ store, clock });
  const pipeline = createEndpointPipeline({
    clock,
    store,
    tokens,
    quota: createQuotaService(store.counters, limits),
    idempotency: createIdempotency(store.idempotencyKeys),
    validateResponses: true,
  });
  return { store, clock, tokens, pipeline };
}
