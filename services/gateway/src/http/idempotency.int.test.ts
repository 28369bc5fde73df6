import express from 'express';
import request from 'supertest';
import pino from 'pino';
import { z } from 'zod';
import { DomainError, defineEndpoint } from '@shokuji/contracts';
import { buildAccount } from '../store/platform-store.factories';
import { buildPipeline } from './endpoint-pipeline.factories';
import { createErrorHandler } from './error-handler';
import { canonicalJson, IDEMPOTENCY_LEASE_MS, parseIdempotencyKey } from './idempotency';

/**
 * OPERATOR-API.md → Safe retries, through the real pipeline on a real SQLite store with a clock the
 * test moves. The stand-in write answers what the body asks for and can be held mid-run, so the
 * in-flight and failure rules are tested deterministically (test/e2e/idempotency.e2e.test.ts runs
 * the same rules on the real server).
 */
const writeEndpoint = defineEndpoint({
  operationId: 'testWrite',
  method: 'post',
  path: '/things',
  tag: 'Test',
  summary: 'a write',
  access: 'all',
  quotaCost: 1,
  body: z.strictObject({ name: z.string(), outcome: z.enum(['ok', 'conflict', 'unavailable', 'crash', 'limited', 'invalid']).optional() }),
  response: z.object({ data: z.object({ run: z.number(), name: z.string() }) }),
  successStatus: 201,
});
const readEndpoint = defineEndpoint({
  operationId: 'testRead',
  method: 'get',
  path: '/things',
  tag: 'Test',
  summary: 'a read',
  access: 'all',
  quotaCost: 1,
  response: z.object({ data: z.object({ run: z.number() }) }),
});

function setup() {
  const { store, clock, tokens, pipeline } = buildPipeline({ freePerDay: 5, premiumPerHour: 100, perIpPerMinute: 1000 });
  let runs = 0;
  let hold: { gate: Promise<void>; reached: () => void } | null = null;
  const router = express.Router();
  pipeline.mount(router, writeEndpoint, async ({ body }) => {
    runs += 1;
    const run = runs;
    const held = hold;
    hold = null;
    if (held) {
      held.reached();
      await held.gate;
    }
    if (body.outcome === 'conflict') throw new DomainError('conflict', `refused in run ${run}`);
    if (body.outcome === 'unavailable') throw new DomainError('unavailable', 'records are down');
    if (body.outcome === 'crash') throw new Error('bug');
    if (body.outcome === 'limited') throw new DomainError('quota_exceeded', 'daily cap');
    if (body.outcome === 'invalid') throw new DomainError('invalid_request', 'the service refused the values');
    return { data: { run, name: body.name } };
  });
  pipeline.mount(router, readEndpoint, async () => ({ data: { run: ++runs } }));
  const app = express();
  app.use(express.json());
  app.use(router);
  app.use(createErrorHandler(pino({ level: 'silent' })));

  const createUser = async () => {
    const account = buildAccount({ createdAt: clock.now().toISOString() });
    await store.accounts.create(account);
    // A fresh token per call: the test clock runs past any token's lifetime.
    const auth = async () => `Bearer ${(await tokens.issue(account.userId)).token}`;
    return {
      write: async (key: string | undefined, body: object | string) => {
        const req = request(app)
          .post('/things')
          .set('authorization', await auth())
          .set('content-type', 'application/json');
        return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
      },
      read: async (key: string) =>
        request(app)
          .get('/things')
          .set('authorization', await auth())
          .set('Idempotency-Key', key),
    };
  };
  return {
    clock,
    createUser,
    runs: () => runs,
    /**
     * The next run waits until released (a slow or hung first request); `started` settles once it
     * is running and holds the key, so a repeat sent after it meets a run in flight, however slow
     * the machine (a fixed pause let the repeat overtake the first and hang on its gate).
     */
    holdNextRun: () => {
      let release!: () => void;
      let reached!: () => void;
      const started = new Promise<void>((resolve) => (reached = resolve));
      hold = { gate: new Promise((resolve) => (release = resolve)), reached };
      return { release, started };
    },
  };
}

describe('Idempotency-Key through the pipeline', () => {
  it('runs the first request, replays its status and body to a repeat with Idempotent-Replayed, and takes no quota for it', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    const first = await user.write('k-1', { name: 'a' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.headers['x-quota-used']).toBe('1');
    const repeat = await user.write('k-1', { name: 'a' });
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.text).toBe(first.text);
    expect(repeat.headers['content-type']).toMatch(/^application\/json/);
    // The current quota, untouched by the repeat.
    expect(repeat.headers['x-quota-used']).toBe('1');
    expect(runs()).toBe(1);
  });

  it('compares bodies as JSON values: key order and spacing do not matter', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    await user.write('k-order', { name: 'a', outcome: 'ok' });
    expect((await user.write('k-order', { outcome: 'ok', name: 'a' })).headers['idempotent-replayed']).toBe('true');
    expect((await user.write('k-order', '{ "outcome" : "ok",\n  "name": "a" }')).headers['idempotent-replayed']).toBe('true');
    expect(runs()).toBe(1);
  });

  it('another body or path with the same key is a 422 idempotency_key_reused', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    await user.write('k-2', { name: 'a' });
    const other = await user.write('k-2', { name: 'b' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', userMessage: expect.any(String) });
    expect(other.body.error).toContain('POST /things');
    // A refusal still reports the quota; it took none.
    expect(other.headers['x-quota-used']).toBe('1');
    expect(runs()).toBe(1);
  });

  it('a repeat while the first still runs is a 409 idempotency_in_progress with Retry-After, then replays once it is done', async () => {
    const { createUser, runs, holdNextRun } = setup();
    const user = await createUser();
    const { release, started } = holdNextRun();
    const first = user.write('k-3', { name: 'a' }).then((res) => res);
    await started;
    const during = await user.write('k-3', { name: 'a' });
    expect(during.status).toBe(409);
    expect(during.body.code).toBe('idempotency_in_progress');
    expect(during.headers['retry-after']).toBe('1');
    release();
    expect((await first).status).toBe(201);
    expect((await user.write('k-3', { name: 'a' })).headers['idempotent-replayed']).toBe('true');
    expect(runs()).toBe(1);
  });

  it('remembers the operation’s error answers, as the draft says, and replays them', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    const first = await user.write('k-4', { name: 'a', outcome: 'conflict' });
    expect(first.status).toBe(409);
    const repeat = await user.write('k-4', { name: 'a', outcome: 'conflict' });
    expect(repeat.status).toBe(409);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(runs()).toBe(1);
  });

  it.each([
    ['a 429', 'limited', 429],
    ['a 400 of the service', 'invalid', 400],
  ])('remembers %s too: only a 5xx is not remembered (OPERATOR-API.md)', async (_label, outcome, status) => {
    const { createUser, runs } = setup();
    const user = await createUser();
    const first = await user.write('k-4b', { name: 'a', outcome });
    expect(first.status).toBe(status);
    const repeat = await user.write('k-4b', { name: 'a', outcome });
    expect([repeat.status, repeat.headers['idempotent-replayed']]).toEqual([status, 'true']);
    expect(repeat.body).toEqual(first.body);
    expect(runs()).toBe(1);
    expect((await user.write('k-4b', { name: 'b' })).status).toBe(422);
  });

  it.each([
    ['a 5xx (domain)', 'unavailable', 503],
    ['a 5xx (a bug)', 'crash', 500],
  ])('does not remember %s: the key is free and a retry runs again', async (_label, outcome, status) => {
    const { createUser, runs } = setup();
    const user = await createUser();
    expect((await user.write('k-5', { name: 'a', outcome })).status).toBe(status);
    const retry = await user.write('k-5', { name: 'a', outcome });
    expect(retry.status).toBe(status);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
    // Nothing holds the key: another body with it runs as a first request.
    expect((await user.write('k-5', { name: 'b' })).status).toBe(201);
  });

  it('a body refused by validation is the key’s answer: the repeat replays it, the corrected body takes a new key', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    const refused = await user.write('k-6', { name: 1 });
    expect(refused.status).toBe(400);
    const repeat = await user.write('k-6', { name: 1 });
    expect([repeat.status, repeat.headers['idempotent-replayed']]).toEqual([400, 'true']);
    expect(repeat.body).toEqual(refused.body);
    expect((await user.write('k-6', { name: 'a' })).status).toBe(422);
    const corrected = await user.write('k-6b', { name: 'a' });
    expect(corrected.status).toBe(201);
    expect(runs()).toBe(1);
  });

  it('a call refused by the quota is the key’s answer for its 24 hours; after them the key runs', async () => {
    const { clock, createUser, runs } = setup();
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await user.write(undefined, { name: `fill-${i}` })).status).toBe(201);
    expect((await user.write('k-7', { name: 'a' })).status).toBe(429);
    clock.advance(23 * 60 * 60 * 1000);
    const replay = await user.write('k-7', { name: 'a' });
    expect([replay.status, replay.headers['idempotent-replayed']]).toEqual([429, 'true']);
    clock.advance(60 * 60 * 1000);
    const after = await user.write('k-7', { name: 'a' });
    expect([after.status, after.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(runs()).toBe(6);
  });

  it('a replay passes even when the quota is spent (it takes none)', async () => {
    const { createUser } = setup();
    const user = await createUser();
    expect((await user.write('k-replay', { name: 'a' })).status).toBe(201);
    for (let i = 0; i < 4; i++) await user.write(undefined, { name: `fill-${i}` });
    expect((await user.write(undefined, { name: 'over' })).status).toBe(429);
    const replay = await user.write('k-replay', { name: 'a' });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['x-quota-remaining']).toBe('0');
  });

  it('keys of different accounts never meet', async () => {
    const { createUser, runs } = setup();
    const [alice, bob] = [await createUser(), await createUser()];
    expect((await alice.write('shared', { name: 'a' })).status).toBe(201);
    const bobs = await bob.write('shared', { name: 'b' });
    expect(bobs.status).toBe(201);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
  });

  it('forgets a key 24 hours after its first request, on the service clock', async () => {
    const { clock, createUser, runs } = setup();
    const user = await createUser();
    await user.write('k-8', { name: 'a' });
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await user.write('k-8', { name: 'a' })).headers['idempotent-replayed']).toBe('true');
    clock.advance(1000);
    const after = await user.write('k-8', { name: 'b' });
    expect(after.status).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
  });

  it('frees the key of a request that never finished once its lease is over (a crashed process)', async () => {
    const { clock, createUser, runs, holdNextRun } = setup();
    const user = await createUser();
    const { release, started } = holdNextRun();
    const hung = user.write('k-9', { name: 'a' }).then((res) => res);
    await started;
    expect((await user.write('k-9', { name: 'a' })).status).toBe(409);
    clock.advance(IDEMPOTENCY_LEASE_MS);
    const retry = await user.write('k-9', { name: 'a' });
    expect(retry.status).toBe(201);
    expect(retry.body.data.run).toBe(2);
    // The hung request finishes late: its answer is no longer the key's; the retry's is.
    release();
    expect((await hung).status).toBe(201);
    const replay = await user.write('k-9', { name: 'a' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.run).toBe(2);
    expect(runs()).toBe(2);
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    for (const key of ['has space', 'x'.repeat(256), 'clé']) {
      const res = await user.write(key, { name: 'a' });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('Idempotency-Key');
    }
    expect(runs()).toBe(0);
    expect((await user.write('x'.repeat(255), { name: 'a' })).status).toBe(201);
  });

  it('ignores the header on reads, which are safe to repeat', async () => {
    const { createUser, runs } = setup();
    const user = await createUser();
    await user.read('r-1');
    const again = await user.read('r-1');
    expect(again.body.data.run).toBe(2);
    expect(runs()).toBe(2);
  });
});

describe('Idempotency-Key values', () => {
  it('canonical JSON sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { y: 1, x: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"x":2,"y":1}]},"b":1}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ a: undefined, b: 1.0 })).toBe('{"b":1}');
  });

  it('accepts 1-255 visible ASCII characters only', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('"8e03978e-40d5"')).toBe('"8e03978e-40d5"');
    for (const bad of ['', ' ', 'a b', '\u00e9', 'x'.repeat(256), 42]) expect(() => parseIdempotencyKey(bad)).toThrow(/Idempotency-Key/);
  });
});
