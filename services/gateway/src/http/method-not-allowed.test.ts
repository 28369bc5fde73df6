import express from 'express';
import request from 'supertest';
import { allowedMethodsOf, answerOptionsOf, answerUnservedMethods, servedPathsOf } from './method-not-allowed';

describe('servedPathsOf', () => {
  it("lists an app's routes with their methods, mounted routers under their mount path, and leaves out patterns and middleware", () => {
    const app = express();
    const oauth = express.Router();
    oauth.use(['/token', '/register'], (_req, _res, next) => next());
    oauth.post('/token', (_req, res) => res.end());
    oauth.get('/consent', (_req, res) => res.end());
    oauth.post('/consent', (_req, res) => res.end());
    const pages = express.Router();
    pages.get('/healthz', (_req, res) => res.end());
    app.use('/oauth', oauth);
    app.use(pages);
    app.get('/images/catalog/:file', (_req, res) => res.end());
    app.get(/^\/legacy\/.*$/, (_req, res) => res.end());
    app.get('/files/*rest', (_req, res) => res.end());
    app.use((_req, _res, next) => next());
    expect(servedPathsOf(app.router)).toEqual([
      { path: '/oauth/token', methods: ['POST'] },
      { path: '/oauth/consent', methods: ['GET', 'HEAD'] },
      { path: '/oauth/consent', methods: ['POST'] },
      { path: '/healthz', methods: ['GET', 'HEAD'] },
      { path: '/images/catalog/:file', methods: ['GET', 'HEAD'] },
    ]);
  });

  it('is empty for a router without listRoutes', () => {
    expect(servedPathsOf({ stack: [] })).toEqual([]);
  });
});

describe('allowedMethodsOf', () => {
  it('lists the methods as given, HEAD with GET, OPTIONS last and once', () => {
    expect(allowedMethodsOf(['POST'])).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethodsOf(['get'])).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethodsOf(['OPTIONS', 'GET', 'POST', 'HEAD'])).toEqual(['GET', 'POST', 'HEAD', 'OPTIONS']);
  });
});

describe('answerOptionsOf', () => {
  /** A router with routes, mounted as the sign-in pages are; `close` adds answerOptionsOf last. */
  const appWith = (close: boolean) => {
    const app = express();
    const pages = express.Router();
    pages.get('/authorize', (_req, res) => res.end('page'));
    pages.get('/consent', (_req, res) => res.end('page'));
    pages.post('/consent', (_req, res) => res.end('decided'));
    if (close) pages.use(answerOptionsOf(pages));
    app.use('/oauth', pages);
    app.use((_req, res) => res.status(404).end());
    return app;
  };

  it('answers OPTIONS on a served path with 204 and Allow, as everywhere else (express alone answers 200 without OPTIONS)', async () => {
    const plain = await request(appWith(false)).options('/oauth/consent');
    expect([plain.status, plain.headers.allow]).toEqual([200, 'GET, HEAD, POST']);
    const app = appWith(true);
    const consent = await request(app).options('/oauth/consent');
    expect([consent.status, consent.headers.allow, consent.text]).toEqual([204, 'GET, HEAD, POST, OPTIONS', '']);
    expect((await request(app).options('/oauth/authorize')).headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('lets other methods and other paths pass', async () => {
    const app = appWith(true);
    expect((await request(app).get('/oauth/authorize')).text).toBe('page');
    expect((await request(app).post('/oauth/consent')).text).toBe('decided');
    expect((await request(app).options('/oauth/elsewhere')).status).toBe(404);
  });
});

describe('answerUnservedMethods', () => {
  it("matches a path's own characters literally: a dot or a hyphen is itself, a :param one segment", async () => {
    const app = express();
    app.use(
      answerUnservedMethods([
        { path: '/.well-known/oauth-authorization-server', methods: ['GET'] },
        { path: '/meal-sets/:id', methods: ['GET'] },
      ]),
    );
    app.use((_req, res) => res.status(404).end());
    expect((await request(app).options('/.well-known/oauth-authorization-server')).status).toBe(204);
    expect((await request(app).options('/meal-sets/s_1')).status).toBe(204);
    expect((await request(app).options('/Xwell-known/oauth-authorization-server')).status).toBe(404);
    expect((await request(app).options('/meal-sets/s_1/more')).status).toBe(404);
  });
});
