import { connect, type AddressInfo } from 'node:net';
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

  it('answers a request the HTTP parser refuses with a JSON error body, not a bare 400', async () => {
    // A client that sends a path with raw UTF-8 (curl "…/search?q=牛丼") gets the service's error body.
    const raw = await new Promise<string>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from('GET /echo?x=牛丼 HTTP/1.1\r\nHost: x\r\n\r\n')));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/percent-encode/) });
  });

  it('names what the parser refused: an unknown method or a malformed header is not sent to percent-encode its URL', async () => {
    const answerTo = (request: string) =>
      new Promise<{ status: string; body: { code: string; error: string } }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(request, 'latin1')));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('end', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n');
          resolve({ status: head.split(' ')[1] ?? '', body: JSON.parse(body) as { code: string; error: string } });
        });
        socket.on('error', reject);
      });
    const method = await answerTo('FOO /echo HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(method.status).toBe('400');
    expect(method.body).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/^unknown HTTP method/) });
    const header = await answerTo('GET /echo HTTP/1.1\r\nHost: x\r\nX-Note: a\x01b\r\n\r\n');
    expect(header.body.error).toBe('malformed HTTP request (invalid header value char)');
    const length = await answerTo('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n');
    expect(length.body.error).toBe('malformed HTTP request (invalid character in content-length)');
    expect((await answerTo('GET /echo?x=a b HTTP/1.1\r\nHost: x\r\n\r\n')).body.error).toMatch(/percent-encode/);
  });
});
