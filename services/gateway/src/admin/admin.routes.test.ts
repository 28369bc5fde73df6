import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint, type ErrorBody } from '@shokuji/contracts';
import { buildPipeline } from '../http/endpoint-pipeline.factories';
import { createErrorHandler } from '../http/error-handler';
import { requestIdMiddleware } from '../http/request-id';
import { requireAdminToken } from './admin-token';
import { answerUnservedAdminMethods, mountAdmin } from './admin.routes';

/**
 * An admin endpoint runs the endpoint pipeline (OPERATOR-API.md → Admin API): behind the
 * X-Admin-Token guard, its input validated and its reply checked against its schema like every
 * endpoint's, errors as the spec's error body. A stand-in endpoint answers what the test asks.
 */
const ADMIN_TOKEN = 'a'.repeat(32);
const echoEndpoint = defineEndpoint({
  operationId: 'adminTestEcho',
  method: 'post',
  path: '/echo/:userId',
  tag: 'Admin',
  summary: 'answers what it is asked',
  access: 'none',
  quotaCost: 0,
  params: z.strictObject({ userId: z.string().min(1) }),
  body: z.strictObject({ reply: z.enum(['valid', 'off-schema']) }),
  response: z.object({ data: z.object({ userId: z.string(), at: z.string() }) }),
  successStatus: 201,
});

function setup() {
  const { store, clock, pipeline } = buildPipeline();
  const router = express.Router();
  router.use(requireAdminToken({ adminToken: ADMIN_TOKEN, counters: store.counters, clock }));
  mountAdmin(router, pipeline, echoEndpoint, async ({ params, body }, call) =>
    body.reply === 'valid'
      ? { data: { userId: params.userId, at: call.now.toISOString() } }
      : // A reply that drifted from its schema, as a bug would make it.
        ({ data: { userId: 42 } } as unknown as { data: { userId: string; at: string } }),
  );
  answerUnservedAdminMethods(router);
  const app = express();
  app.use(requestIdMiddleware, express.json(), router, createErrorHandler(pino({ level: 'silent' })));
  const post = (body: unknown, token: string | null = ADMIN_TOKEN) => {
    const call = request(app).post('/echo/u_1');
    return (token === null ? call : call.set('x-admin-token', token)).send(body as object);
  };
  return { app, clock, post };
}

describe('admin endpoints through the endpoint pipeline', () => {
  it('answer with the success status and the reply, on the service clock', async () => {
    const { clock, post } = setup();
    const res = await post({ reply: 'valid' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { userId: 'u_1', at: clock.now().toISOString() } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuse a missing or wrong X-Admin-Token with 401 before any input is read', async () => {
    const { post } = setup();
    for (const token of [null, 'wrong']) {
      const res = await post({ reply: 'nonsense' }, token);
      expect(res.status).toBe(401);
      expect((res.body as ErrorBody).code).toBe('unauthorized');
    }
  });

  it('tell the operator, not an app user, what the 401 wants: the X-Admin-Token of ADMIN_TOKEN', async () => {
    const { post } = setup();
    const body = (await post({ reply: 'valid' }, 'wrong')).body as ErrorBody;
    expect(body.userMessage).toMatch(/X-Admin-Token/);
    expect(body.userMessage).toMatch(/ADMIN_TOKEN/);
    // The public 401's advice (issue a token in the app) means nothing to an operator.
    expect(body.userMessage).not.toMatch(/アプリ/);
  });

  it('validate the input with the endpoint’s schemas: 400 invalid_request naming the part', async () => {
    const { post } = setup();
    const res = await post({ reply: 'valid', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request', error: expect.stringContaining('body') });
  });

  it('check the reply against the response schema: a drifted reply is a 500, never sent', async () => {
    const { post } = setup();
    const res = await post({ reply: 'off-schema' });
    expect(res.status).toBe(500);
    // The log id is random and may hold "42" by chance: the rest of the body must not.
    const { logId, ...rest } = res.body as ErrorBody & { logId: string };
    expect(logId).toMatch(/^err_/);
    expect(rest).toMatchObject({ code: 'internal_error' });
    expect(JSON.stringify(rest)).not.toContain('42');
  });

  it('answer 405 with Allow for a method the path does not serve', async () => {
    const { app } = setup();
    const res = await request(app).get('/echo/u_1').set('x-admin-token', ADMIN_TOKEN);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST, OPTIONS');
  });
});
