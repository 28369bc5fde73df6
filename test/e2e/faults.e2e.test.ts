import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { addDays } from '@shokuji/clock';
import type { createMealsEndpoint, EndpointReply, ErrorBody, listMealsEndpoint, searchEndpoint } from '@shokuji/contracts';
import { adminOf, useGateway, type TestUser } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { REPO_ROOT, startGateway } from '../support/service-process';

const run = promisify(execFile);

/**
 * Faults (docs/decisions-records.md → All-or-nothing writes on both stores). A crash (kill -9)
 * during batch writes leaves no partial batch and loses no acknowledged batch, on whichever store
 * the run uses (SQLite by default, the MongoDB-wire server under test:engines). With real engines, a stopped MongoDB or Elasticsearch answers 503
 * unavailable within 2 s and the service recovers without a restart when the engine returns.
 */
/** Batches in flight at any time; the crash comes with the KILL_AFTER_ACKS-th acknowledgement. */
const IN_FLIGHT = 4;
const KILL_AFTER_ACKS = 3;
/** More than the run can send before the crash: each batch has a day of its own. */
const MAX_BATCHES = 40;
const PER_BATCH = 10;
const FIRST_DAY = '2026-10-01';

function batchBody(batch: number) {
  return {
    items: Array.from({ length: PER_BATCH }, (_, i) => ({
      mealName: `crash-batch-${batch}-item-${i}`,
      cal: 300 + i,
      mealDate: addDays(FIRST_DAY, batch),
      mealType: 'lunch',
    })),
  };
}

async function countPerBatch(user: TestUser): Promise<number[]> {
  const counts = Array.from({ length: MAX_BATCHES }, () => 0);
  for (let start = 0; start < MAX_BATCHES; start += 14) {
    const end = Math.min(start + 13, MAX_BATCHES - 1);
    const res = await user.call<EndpointReply<typeof listMealsEndpoint>>(
      'GET',
      `/meals?startDate=${addDays(FIRST_DAY, start)}&endDate=${addDays(FIRST_DAY, end)}`,
    );
    expect(res.status).toBe(200);
    for (const day of res.body.data.days) {
      for (const meal of day.meals) {
        const batch = Number(/^crash-batch-(\d+)-/.exec(meal.mealName)?.[1]);
        if (!Number.isNaN(batch)) counts[batch]! += 1;
      }
    }
  }
  return counts;
}

describe('kill -9 during batch writes', () => {
  it('leaves every batch whole or absent, and keeps every acknowledged one', async () => {
    const first = await startGateway({ QUOTA_PREMIUM_PER_HOUR: '100000' });
    const user = await adminOf(first).buildUser({ plan: 'premium', lifetime: '24h' });
    const acknowledged = new Set<number>();
    let sent = 0;
    // Set by the lane that sees the KILL_AFTER_ACKS-th acknowledgement: the kill, and the counts at that moment.
    const crash: { killed: Promise<void> | null; acknowledged: number; sent: number } = { killed: null, acknowledged: 0, sent: 0 };
    // IN_FLIGHT lanes each send a batch, wait for its answer, and send the next. The process is
    // killed as the KILL_AFTER_ACKS-th acknowledgement arrives: by then some batches are answered
    // and the other lanes' batches are in flight (sent, maybe committed, not answered), whatever
    // the machine's speed.
    const lane = async (): Promise<void> => {
      while (!crash.killed && sent < MAX_BATCHES) {
        const batch = sent++;
        const res = await user.call('POST', '/meals', batchBody(batch)).catch(() => null);
        if (res?.status === 201) acknowledged.add(batch);
        else if (!crash.killed) throw new Error(`batch ${batch} failed before the crash: ${res?.status} ${res?.text}`);
        if (!crash.killed && acknowledged.size >= KILL_AFTER_ACKS) {
          Object.assign(crash, { acknowledged: acknowledged.size, sent, killed: first.kill() });
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    await crash.killed;
    // Some but not all batches were acknowledged when the process died: "whole or absent" is tested
    // on batches caught mid-write, not on a run that had finished or not begun.
    expect(crash.acknowledged).toBeGreaterThan(0);
    expect(crash.acknowledged).toBeLessThan(crash.sent);
    const second = await startGateway({ ...first.env });
    try {
      const counts = await countPerBatch(user.withBaseUrl(second.url));
      for (const [batch, count] of counts.entries()) {
        expect([batch, [0, PER_BATCH].includes(count)]).toEqual([batch, true]);
        if (acknowledged.has(batch)) expect([batch, count]).toEqual([batch, PER_BATCH]);
        if (batch >= sent) expect([batch, count]).toEqual([batch, 0]);
      }
    } finally {
      await second.stop();
    }
  }, 120000);
});

const engines = process.env.E2E_RECORDS_STORE === 'mongodb' && process.env.E2E_SEARCH_ENGINE === 'elasticsearch';
const engine = (action: 'stop' | 'start', name: 'es' | 'mongo') =>
  run('bash', ['test/engines/engine.sh', action, name], { cwd: REPO_ROOT });

(engines ? describe : describe.skip)(`engines stopped mid-run${engines ? '' : ' (skipped: needs npm run test:engines)'}`, () => {
  const { gateway, admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '100000', UPSTREAM_TIMEOUT_MS: '1500' }, { healthy: true });
  let user: TestUser;

  beforeAll(async () => {
    user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
  });
  afterAll(async () => {
    await Promise.all([engine('start', 'mongo'), engine('start', 'es')]).catch(() => undefined);
  }, 120000);

  async function untilOk(call: () => Promise<{ status: number }>, timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if ((await call()).status === 200) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no recovery within ${timeoutMs} ms`);
  }

  it('MongoDB stopped: 503 unavailable within 2 s; back without a restart; acknowledged writes kept', async () => {
    const saved = await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', {
      mealName: 'before-the-outage',
      cal: 420,
      mealDate: '2026-09-01',
    });
    expect(saved.status).toBe(201);
    await engine('stop', 'mongo');
    for (const [method, path, body] of [
      ['GET', '/me', undefined],
      ['POST', '/meals', { mealName: 'during-the-outage', cal: 100 }],
    ] as const) {
      const started = Date.now();
      const res = await user.call<ErrorBody>(method, path, body);
      expect(Date.now() - started).toBeLessThanOrEqual(2000);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('unavailable');
    }
    expect((await request(`${gateway().url}/healthz`)).status).toBe(503);
    await engine('start', 'mongo');
    await untilOk(() => user.call('GET', '/me'), 30000);
    const day = await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', '/meals?date=2026-09-01');
    expect(day.body.data.days[0]!.meals.map((meal) => meal.id)).toContain(saved.body.data.items[0]!.id);
  }, 120000);

  it('Elasticsearch stopped: a search that needs it answers 503 unavailable within 2 s, a recent answer still comes from the cache; back without a restart', async () => {
    const search = <T = EndpointReply<typeof searchEndpoint>>(q: string) => user.call<T>('GET', `/search?q=${encodeURIComponent(q)}`);
    expect((await search('からあげクン')).status).toBe(200);
    await engine('stop', 'es');
    const started = Date.now();
    const res = await search<ErrorBody>('牛丼'); // not asked before: only the engine can answer it
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
    // The answer given moments ago comes from the catalog's result cache meanwhile.
    const cached = await search('からあげクン');
    expect(cached.status).toBe(200);
    expect(cached.body.data.total).toBeGreaterThan(0);
    await engine('start', 'es');
    await untilOk(() => search('牛丼'), 60000);
    expect((await search('牛丼')).body.data.total).toBeGreaterThan(0);
  }, 180000);
});
