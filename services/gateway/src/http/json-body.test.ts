import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import express, { type Express } from 'express';
import pino from 'pino';
import { createErrorHandler } from './error-handler';
import { jsonBody, limitedBodyParser, refuseUnreadBody } from './json-body';

const LIMIT_BYTES = 1024;

/** An endpoint that reads its body as the REST routes do, behind the gateway's error handler. */
function echoApp() {
  const app = express();
  app.use(jsonBody({ limitBytes: LIMIT_BYTES }));
  app.post('/echo', (req, res) => {
    refuseUnreadBody(req);
    res.json({ got: req.body as unknown });
  });
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

/** Sends the bytes as they are (supertest would serialize a Buffer sent as JSON). */
async function postJson(app: Express, body: Buffer, contentEncoding: string, contentType = 'application/json') {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-encoding': contentEncoding },
      body,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  } finally {
    server.close();
  }
}

const post = (body: Buffer, contentEncoding: string) => postJson(echoApp(), body, contentEncoding);

describe('request bodies in a Content-Encoding', () => {
  const json = Buffer.from(JSON.stringify({ note: 'おにぎり' }));

  it.each([
    ['gzip', gzipSync(json)],
    ['deflate', deflateSync(json)],
    ['br', brotliCompressSync(json)],
    ['GZIP', gzipSync(json)],
  ])('reads a body sent in %s', async (coding, body) => {
    const res = await post(body, coding);
    expect([res.status, res.body]).toEqual([200, { got: { note: 'おにぎり' } }]);
  });

  it('counts the limit on the inflated body: a few KB of gzip that inflate to 10 MB are a 413', async () => {
    const bomb = gzipSync(Buffer.from(`{"note":"${' '.repeat(10 * 1024 * 1024)}"}`));
    expect(bomb.length).toBeLessThan(LIMIT_BYTES * 16);
    const res = await post(bomb, 'gzip');
    expect([res.status, res.body.code]).toEqual([413, 'payload_too_large']);
  });

  it('counts the limit on the bytes sent too: empty gzip members around a small body are a 413', async () => {
    const emptyMember = gzipSync(Buffer.alloc(0));
    const members = Array.from({ length: Math.ceil((2 * LIMIT_BYTES) / emptyMember.length) }, () => emptyMember);
    const res = await post(Buffer.concat([...members, gzipSync(json)]), 'gzip');
    expect([res.status, res.body.code, res.body.error]).toEqual([413, 'payload_too_large', 'request body over 1 KB']);
  });

  it('refuses bytes sent past the limit as they arrive: a body that never ends gets its 413 and the connection is closed', async () => {
    const server = echoApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const emptyMember = gzipSync(Buffer.alloc(0));
    const request = httpRequest({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      path: '/echo',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    request.on('error', () => undefined); // the server closes the connection while this side still writes
    // Empty members for as long as the test runs, never the end of the body.
    const feeding = setInterval(() => request.write(Buffer.concat(Array.from({ length: 16 }, () => emptyMember))), 5);
    try {
      const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
      const body = await new Promise<string>((resolve) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolve(text));
      });
      expect([response.statusCode, (JSON.parse(body) as { code: string }).code, response.headers.connection]).toEqual([
        413,
        'payload_too_large',
        'close',
      ]);
    } finally {
      clearInterval(feeding);
      request.destroy();
      server.close();
    }
  });

  it.each(['zstd', 'compress', 'gzip, gzip'])(
    'answers 415 with Accept-Encoding to a body in a coding it does not read (%s)',
    async (coding) => {
      const res = await post(gzipSync(json), coding);
      expect([res.status, res.body.code]).toEqual([415, 'unsupported_media_type']);
      expect(res.headers.get('accept-encoding')).toBe('gzip, deflate, br');
      expect(res.body.error).toBe(
        `Content-Encoding ${JSON.stringify(coding)} is not supported: send the body as is or in one of gzip, deflate, br`,
      );
      expect(res.body.userMessage).toContain('Content-Encoding');
    },
  );

  it('answers 415 to a body in a charset other than UTF-8', async () => {
    const res = await postJson(echoApp(), json, 'identity', 'application/json; charset=latin1');
    expect([res.status, res.body.code, res.body.error]).toEqual([
      415,
      'unsupported_media_type',
      'charset "latin1" is not supported: send the body in UTF-8',
    ]);
  });

  it.each([
    ['not gzip at all', json],
    ['cut short', gzipSync(json).subarray(0, 12)],
  ])('answers 400 to a body that does not decode as its coding (%s)', async (_label, body) => {
    const res = await post(body, 'gzip');
    expect([res.status, res.body.code]).toEqual([400, 'invalid_request']);
    expect(res.body.error).toMatch(/^request body does not decode as its Content-Encoding \(.+\)$/);
  });

  it('leaves a body it does not parse to the next parser, whose own limit holds', async () => {
    const app = express();
    app.use(limitedBodyParser(express.urlencoded({ extended: false, limit: LIMIT_BYTES }), LIMIT_BYTES));
    app.use(limitedBodyParser(express.json({ limit: LIMIT_BYTES }), LIMIT_BYTES));
    app.post('/echo', (req, res) => res.json({ got: req.body as unknown }));
    app.use(createErrorHandler(pino({ level: 'silent' })));
    const res = await postJson(app, gzipSync(json), 'gzip');
    expect([res.status, res.body]).toEqual([200, { got: { note: 'おにぎり' } }]);
  });
});
