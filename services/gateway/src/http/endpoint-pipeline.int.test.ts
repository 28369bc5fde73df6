import express from 'express';
import request from 'supertest';
import pino from 'pino';
import { z } from 'zod';
import { DomainError, defineEndpoint } from '@shokuji/contracts';
import { hashToken } from '../auth/tokens.service';
import type { QuotaLimits } from '../quota/quota.service';
import type { Account } from '../store/accounts.repository';
import { buildAccount } from '../store/platform-store.factories';
import { buildPipeline } from './endpoint-pipeline.factories';
import { createErrorHandler } from './error-handler';

/**
 * The access state machine (API-SPEC.md → States → Access states) through the real pipeline, a
 * real SQLite store and a clock the test moves. A stand-in personal-data endpoint fails on demand.
 */
const personalEndpoint = defineEndpoint({
  operationId: 'testPersonal',
  method: 'post',
  path: '/personal',
  tag: 'Test',
  summary: 'a personal-data endpoint',
  access: 'premium',
  feature: 'meals',
  quotaCost: 1,
  body: z.strictObject({ fail: z.enum(['no', 'conflict', 'limited', 'unavailable', 'crash']) }),
  response: z.object({ data: z.object({ ok: z.literal(true) }) }),
});
const catalogEndpoint = defineEndpoint({
  operationId: 'testCatalog',
  method: 'get',
  path: '/catalog',
  tag: 'Test',
  summary: 'a catalog endpoint',
  access: 'all',
  quotaCost: 1,
  response: z.object({ data: z.object({ ok: z.literal(true) }) }),
});

function setup(limits?: QuotaLimits) {
  const { store, clock, tokens, pipeline } = buildPipeline(limits);
  const router = express.Router();
  pipeline.mount(router, personalEndpoint, async ({ body }) => {
    if (body.fail === 'conflict') throw new DomainError('conflict', 'refused');
    if (body.fail === 'limited') throw new DomainError('rate_limited', 'at most 3 of these per minute', { retryAfterSec: 20 });
    if (body.fail === 'unavailable') throw new DomainError('unavailable', 'the catalog is still loading');
    if (body.fail === 'crash') throw new Error('a bug');
    return { data: { ok: true } };
  });
  pipeline.mount(router, catalogEndpoint, async () => ({ data: { ok: true } }));
  const app = express();
  app.use(express.json());
  app.use(router);
  app.use(createErrorHandler(pino({ level: 'silent' })));

  const createUser = async (overrides: Partial<Account> = {}) => {
    const account = buildAccount({ createdAt: clock.now().toISOString(), ...overrides });
    await store.accounts.create(account);
    let issued = await tokens.issue(account.userId);
    const auth = () => ({ authorization: `Bearer ${issued.token}` });
    return {
      account,
      get issued() {
        return issued;
      },
      reissue: async () => {
        issued = await tokens.issue(account.userId);
        return issued;
      },
      personal: (fail: 'no' | 'conflict' | 'limited' | 'unavailable' | 'crash' = 'no', body: unknown = { fail }) =>
        request(app)
          .post('/personal')
          .set(auth())
          .send(body as object),
      catalog: () => request(app).get('/catalog').set(auth()),
      stored: () => store.accounts.get(account.userId),
      token: () => store.tokens.findByHash(hashToken(issued.token)),
    };
  };
  return { store, clock, createUser };
}

describe('access state machine', () => {
  it('the first successful personal-data call starts the 168-hour trial and extends the token to 1 hour', async () => {
    const { clock, createUser } = setup();
    const user = await createUser();
    expect(Date.parse(user.issued.expiresAt) - clock.now().getTime()).toBe(15 * 60 * 1000);
    clock.advance(10 * 60 * 1000);
    const res = await user.personal();
    expect(res.status).toBe(200);
    expect((await user.stored())?.trialStartedAt).toBe('2026-11-21T03:10:00.000Z');
    expect((await user.token())?.expiresAt).toBe('2026-11-21T04:10:00.000Z');
    // 50 minutes later the 15-minute token would have expired; the extended one still works.
    clock.advance(50 * 60 * 1000);
    expect((await user.personal()).status).toBe(200);
  });

  it('catalog calls never start the trial', async () => {
    const { createUser } = setup();
    const user = await createUser();
    expect((await user.catalog()).status).toBe(200);
    expect((await user.stored())?.trialStartedAt).toBeNull();
  });

  it('calls failing with 400 or 429 never start the trial, nor does any other failure', async () => {
    const { createUser } = setup({ freePerDay: 2, premiumPerHour: 100, perIpPerMinute: 1000 });
    const user = await createUser();
    expect((await user.personal('no', { fail: 'maybe' })).status).toBe(400);
    expect((await user.personal('conflict')).status).toBe(409);
    expect((await user.catalog()).status).toBe(200);
    expect((await user.stored())?.trialStartedAt).toBeNull();
    // Two units used (the 409 and the catalog call; the 400 cost nothing): the next call is a 429.
    const limited = await user.personal();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('quota_exceeded');
    expect((await user.stored())?.trialStartedAt).toBeNull();
  });

  it('a call the service failed (5xx) gives its quota back: a retry is not paid for twice', async () => {
    const { createUser } = setup();
    const user = await createUser({ registeredOnWeb: true });
    for (const fail of ['unavailable', 'crash', 'unavailable'] as const) {
      const res = await user.personal(fail);
      expect([fail, res.status, res.headers['x-quota-used']]).toEqual([fail, fail === 'crash' ? 500 : 503, '0']);
    }
    expect((await user.personal()).headers['x-quota-used']).toBe('1');
    expect((await user.personal('conflict')).headers['x-quota-used']).toBe('2');
  });

  it("a 429 of the endpoint's own limit gives its quota back, as the quota's own 429 costs nothing", async () => {
    const { createUser } = setup();
    const user = await createUser({ registeredOnWeb: true });
    for (let i = 0; i < 3; i++) {
      const res = await user.personal('limited');
      expect([res.status, res.body.code, res.headers['retry-after'], res.headers['x-quota-used']]).toEqual([
        429,
        'rate_limited',
        '20',
        '0',
      ]);
    }
    expect((await user.personal()).headers['x-quota-used']).toBe('1');
  });

  it('the grace period never consumes the trial', async () => {
    const { createUser } = setup();
    const user = await createUser({ registeredOnWeb: true });
    expect((await user.personal()).status).toBe(200);
    expect((await user.stored())?.trialStartedAt).toBeNull();
  });

  it('after the trial, personal-data calls give 403 premium_required with upgrade', async () => {
    const { clock, createUser } = setup();
    const user = await createUser();
    expect((await user.personal()).status).toBe(200);
    clock.advance(168 * 60 * 60 * 1000);
    // The 1-hour token has expired meanwhile: 401, then a new (Free, 15-minute) token is refused with 403.
    expect((await user.personal()).status).toBe(401);
    const reissued = await user.reissue();
    expect(Date.parse(reissued.expiresAt) - clock.now().getTime()).toBe(15 * 60 * 1000);
    const res = await user.personal();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'premium_required', upgrade: { feature: 'meals', requiredTier: 'premium' } });
    expect((await user.catalog()).status).toBe(200);
  });

  it('a restricted region is refused with forbidden and no upgrade, before any quota is taken', async () => {
    const { createUser } = setup();
    const user = await createUser({ region: 'restricted' });
    const res = await user.catalog();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.body.upgrade).toBeUndefined();
  });
});

describe('a reply an endpoint writes as UTF-8 bytes', () => {
  const namedEndpoint = defineEndpoint({
    operationId: 'testNamed',
    method: 'get',
    path: '/named',
    tag: 'Test',
    summary: 'a catalog endpoint with its own writer',
    access: 'all',
    quotaCost: 1,
    response: z.object({ data: z.object({ name: z.string() }) }),
  });
  const reply = { data: { name: '牛丼 🍙 "並盛"' } };
  const utf8Json = (answer: typeof reply) => Buffer.from(JSON.stringify(answer)).toString('latin1');

  it('goes out as those bytes, counted and labelled UTF-8', async () => {
    const { store, clock, tokens, pipeline } = buildPipeline();
    const router = express.Router();
    pipeline.mount(router, namedEndpoint, async () => reply, { utf8Json });
    const app = express().use(router);
    const account = buildAccount({ createdAt: clock.now().toISOString() });
    await store.accounts.create(account);
    const { token } = await tokens.issue(account.userId);
    const res = await request(app)
      .get('/named')
      .set({ authorization: `Bearer ${token}` })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const expected = Buffer.from(JSON.stringify(reply));
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(expected)).toBe(true);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(expected.length));
  });

  it('goes to another transport as JSON text: an MCP tools/call reads the body as text, not as bytes', async () => {
    const { store, clock, pipeline } = buildPipeline();
    pipeline.mount(express.Router(), namedEndpoint, async () => reply, { utf8Json });
    const account = buildAccount({ createdAt: clock.now().toISOString() });
    await store.accounts.create(account);
    const { response } = await pipeline.runnerOf(namedEndpoint)!({
      requestId: 'req-mcp',
      channel: 'mcp',
      authenticate: () => Promise.resolve({ account }),
      parts: { params: {}, query: {}, body: undefined },
      labelOf: (part) => part,
      idempotencyKey: undefined,
      method: 'GET',
      path: '/named',
      ipUsage: undefined,
      setHeaders: () => {},
    });
    expect(response.body).toBe(JSON.stringify(reply));
    expect(response.bodyEncoding).toBeUndefined();
  });

  it('is refused for an endpoint that is not a GET: a stored Idempotency-Key answer is text', () => {
    const { pipeline } = buildPipeline();
    expect(() =>
      pipeline.mount(express.Router(), personalEndpoint, async () => ({ data: { ok: true as const } }), {
        utf8Json: (answer) => JSON.stringify(answer),
      }),
    ).toThrow('testPersonal: only a GET endpoint');
  });
});
