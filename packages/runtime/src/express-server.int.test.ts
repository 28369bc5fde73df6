import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from './express-server';

describe('createExpressServer', () => {
  const app = express();
  app.get('/echo', (req, res) => res.json({ x: req.query.x, host: req.hostname, appIsApp: req.app === app }));
  const { server, attach } = createExpressServer();
  // Runs before express (registered first), so it sees the objects as the server created them.
  const bornWithAppPrototypes: boolean[] = [];
  server.on('request', (req, res) =>
    bornWithAppPrototypes.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response),
  );
  attach(app);
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates requests and responses with the app prototypes, so express has nothing to change', async () => {
    await fetch(`${base}/echo?x=1`);
    expect(bornWithAppPrototypes).toEqual([true]);
  });

  it('keeps every express request and response feature', async () => {
    const reply = await fetch(`${base}/echo?x=2`);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await reply.json()).toEqual({ x: '2', host: '127.0.0.1', appIsApp: true });
  });
});
