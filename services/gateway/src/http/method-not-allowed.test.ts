import express from 'express';
import { servedPathsOf } from './method-not-allowed';

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
