import express from 'express';
import request from 'supertest';
import pino from 'pino';
import { DomainError, ERROR_CODES, createMealsEndpoint } from '@shokuji/contracts';
import { parseEndpointInput } from './endpoint-input';
import { STATUS_BY_CODE, createErrorHandler } from './error-handler';
import { adminNotFoundHandler, notFoundHandler } from './not-found';

function appThrowing(error: unknown) {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.post('/boom', () => {
    throw error;
  });
  app.delete('/items/:id', () => {
    throw error;
  });
  app.use(notFoundHandler);
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

describe('error handler', () => {
  it('maps every error code to a status', () => {
    for (const code of ERROR_CODES) expect(STATUS_BY_CODE[code]).toBeGreaterThanOrEqual(400);
  });

  it('renders a domain error as the flat error body with its details', async () => {
    const quota = { used: 10, limit: 10, remaining: 0, period: 'day' as const, resetAt: '2026-11-21T15:00:00.000Z' };
    const res = await request(
      appThrowing(new DomainError('quota_exceeded', 'daily call quota exceeded', { quota, retryAfterSec: 42 })),
    ).post('/boom');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.body).toEqual({ error: 'daily call quota exceeded', code: 'quota_exceeded', userMessage: expect.any(String), quota });
  });

  it('writes the control, line-separator and bidi characters an echoed id carries as escapes, markup left to JSON', async () => {
    const id = '<b>x</b>\u001b[31m\u007f\u009b\u2028\u202eexe.gnp\u2066';
    const res = await request(
      appThrowing(new DomainError('not_found', `meal ${id} not found`, { userMessage: `記録 ${id} がありません。` })),
    ).post('/boom');
    const shown = '<b>x</b>\\u001b[31m\\u007f\\u009b\\u2028\\u202eexe.gnp\\u2066';
    expect([res.status, res.body.error, res.body.userMessage]).toEqual([404, `meal ${shown} not found`, `記録 ${shown} がありません。`]);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('tells a caller of GET /products or /dishes that they were merged into GET /search, and how to ask it', async () => {
    const app = appThrowing(new Error('unreached'));
    const products = await request(app).get('/api/v1/ext/products?q=%E7%89%9B%E4%B8%BC');
    expect([products.status, products.body.code]).toEqual([404, 'not_found']);
    expect(products.body.error).toBe('/products was merged into GET /search on 2026-07-04: use GET /search?include=products');
    expect(products.body.hint).toBe('Use GET /search?include=products.');
    expect((await request(app).get('/api/v1/ext/dishes/12')).body.hint).toBe('Use GET /search?include=dishes.');
    // Any other unknown path keeps the plain answer.
    expect((await request(app).get('/api/v1/ext/productsx')).body.error).toBe('no route for GET /api/v1/ext/productsx');
  });

  it('hides unknown errors behind a 500 with a log id and no internals', async () => {
    const res = await request(appThrowing(new Error('SELECT * FROM secrets failed'))).post('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: 'Internal server error',
      code: 'internal_error',
      userMessage: expect.any(String),
      logId: expect.stringMatching(/^err_/),
    });
    expect(JSON.stringify(res.body)).not.toContain('secrets');
  });

  it('answers 413 for bodies over the limit and 400 for broken JSON', async () => {
    const app = appThrowing(new Error('unreached'));
    const big = await request(app)
      .post('/boom')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ x: 'y'.repeat(2000) }));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
    const broken = await request(app).post('/boom').set('content-type', 'application/json').send('{"x":');
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_request');
  });

  it('refuses JSON that is no object (null, "x", 1) in the words validation refuses [] in (stop 82)', async () => {
    const app = express();
    app.use(express.json());
    app.post('/meals', (req) => parseEndpointInput(createMealsEndpoint, req));
    app.use(createErrorHandler(pino({ level: 'silent' })));
    const refusalOf = async (rawBody: string) => {
      const res = await request(app).post('/meals').set('content-type', 'application/json').send(rawBody);
      return [rawBody, res.status, res.body.code, res.body.error, res.body.userMessage];
    };
    for (const [rawBody, received] of [
      ['[]', 'array'],
      ['null', 'null'],
      ['"x"', 'string'],
      ['1', 'number'],
    ]) {
      const error = `body: Invalid input: expected object, received ${received}`;
      expect(await refusalOf(rawBody!)).toEqual([rawBody, 400, 'invalid_request', error, `リクエストの内容に誤りがあります: ${error}`]);
    }
  });

  it('answers 400 invalid_request to a body that is not in its Content-Encoding or stops short of its length, and to a path with a broken %-escape', async () => {
    const app = appThrowing(new Error('unreached'));
    const notGzip = await request(app)
      .post('/boom')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{"x":1}');
    expect([notGzip.status, notGzip.body.code]).toEqual([400, 'invalid_request']);
    for (const type of ['request.aborted', 'request.size.invalid']) {
      // As raw-body raises them when a body stops short of its Content-Length.
      const cutShort = Object.assign(new Error('request aborted'), { type, status: 400, expose: true });
      const res = await request(appThrowing(cutShort)).post('/boom');
      expect([type, res.status, res.body.code]).toEqual([type, 400, 'invalid_request']);
    }
    const brokenEscape = await request(app).delete('/items/%ZZ');
    expect([brokenEscape.status, brokenEscape.body.code]).toEqual([400, 'invalid_request']);
    expect(brokenEscape.body.error).toContain('%ZZ');
  });

  it('answers 503 unavailable when a data store cannot be reached', async () => {
    const res = await request(appThrowing(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).post('/boom');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
    expect(res.headers['retry-after']).toBe('5');
  });

  it('answers 404 not_found for unknown routes', async () => {
    const res = await request(appThrowing(null)).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it("points a 404's hint to what the caller of that path can read: /help lists only the public API's routes (stop 82)", async () => {
    const app = appThrowing(null);
    const hintOf = async (path: string) => (await request(app).get(path)).body.hint as string;
    const adminRoutes = 'See docs/operations.md → Admin API and the operator CLI for the admin routes.';
    expect(await hintOf('/admin/v1/userz')).toBe(adminRoutes);
    expect(await hintOf('/ADMIN/v1')).toBe(adminRoutes);
    expect(await hintOf('/mcp/tools')).toBe('The MCP connector is POST /mcp; see GET /docs/connect-a-chat-client.');
    const signIn = 'See GET /.well-known/oauth-authorization-server for the sign-in endpoints.';
    expect(await hintOf('/oauth/authorise')).toBe(signIn);
    expect(await hintOf('/.well-known/oauth-authorization-server/mcp')).toBe(signIn);
    for (const path of ['/', '/api/v1/ext/mealz', '/administrator', '/mcpx', '/.well-known/security.txt'])
      expect([path, await hintOf(path)]).toEqual([path, 'See GET /api/v1/ext/help for the routes.']);
    // The admin listener serves only the operator's routes: every path it does not serve points there.
    const adminListener = express().use(adminNotFoundHandler, createErrorHandler(pino({ level: 'silent' })));
    const onAdminListener = await request(adminListener).get('/api/v1/ext/help');
    expect([onAdminListener.status, onAdminListener.body.hint]).toEqual([404, adminRoutes]);
  });

  it('points discovery documents this server does not serve to the ones it does (stop 84)', async () => {
    const app = appThrowing(null);
    const hintOf = async (path: string) => (await request(app).get(path)).body.hint as string;
    const resourceMetadata =
      "The MCP connector's protected resource metadata is GET /.well-known/oauth-protected-resource/mcp; its sign-in endpoints are in GET /.well-known/oauth-authorization-server.";
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/api/v1/ext'])
      expect([path, await hintOf(path)]).toEqual([path, resourceMetadata]);
    const signIn = 'See GET /.well-known/oauth-authorization-server for the sign-in endpoints.';
    for (const path of ['/.well-known/openid-configuration', '/.well-known/openid-configuration/mcp', '/.WELL-KNOWN/OPENID-CONFIGURATION'])
      expect([path, await hintOf(path)]).toEqual([path, signIn]);
    expect(await hintOf('/.well-known/openid-configurationx')).toBe('See GET /api/v1/ext/help for the routes.');
  });

  it('points a 404 under /metrics (or of /metrics where it is not served) to how metrics are served, not to /help (stop 83)', async () => {
    const metricsHint =
      'GET /metrics answers Prometheus text with the X-Admin-Token header, only when ADMIN_TOKEN is set, and on the admin listener when ADMIN_PORT is set; see docs/operations.md → Metrics and alerts.';
    const hintOf = async (app: express.Express, path: string) => (await request(app).get(path)).body.hint as string;
    const main = appThrowing(null);
    for (const path of ['/metrics', '/metrics/', '/metrics/x', '/METRICS/prometheus'])
      expect([path, await hintOf(main, path)]).toEqual([path, metricsHint]);
    expect(await hintOf(main, '/metricsx')).toBe('See GET /api/v1/ext/help for the routes.');
    const adminListener = express().use(adminNotFoundHandler, createErrorHandler(pino({ level: 'silent' })));
    expect(await hintOf(adminListener, '/metrics/x')).toBe(metricsHint);
  });

  it('logs an unhandled error with the route, never the raw path, which can carry a signed session (2026-12-06)', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = express();
    app.get('/billing/manage/:session', () => {
      throw new Error('portal store failed');
    });
    app.use(createErrorHandler(logger));
    const session = 'sess.eyJ1Ijoi-signed-part.c2lnbmF0dXJl';
    const res = await request(app).get(`/billing/manage/${session}?x=1`);
    expect(res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(session);
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: 'GET /billing/manage/:session', logId: res.body.logId, msg: 'unhandled error' });
  });
});
