import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { closedLocalPort } from '@shokuji/storage/src/closed-port.test-support';
import { elasticsearchUrlProblem } from './elasticsearch-reach';

/**
 * ELASTICSEARCH_URL at start (2026-12-06): each node that does not serve the catalog named with why, never with its
 * password. No engine is needed: a closed local port refuses, a listener that never answers times out, and small HTTP
 * servers answer as a secured node, a server that is no Elasticsearch, and Elasticsearch's root.
 */
describe('elasticsearchUrlProblem', () => {
  const servers: Server[] = [];
  const held = new Set<Socket>();
  const listen = async (server: Server) => {
    servers.push(server);
    server.on('connection', (socket: Socket) => held.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };
  const answering = (answer: (res: ServerResponse) => void) => listen(createHttpServer((_req, res) => answer(res)));
  let closedPort: number;
  beforeAll(async () => {
    closedPort = await closedLocalPort();
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('a refused connection, a name that does not resolve, and no answer in time', async () => {
    const silent = await listen(createServer(() => undefined));
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `http://elastic:secret@127.0.0.1:${closedPort}`)).toBe(
      `ELASTICSEARCH_URL: the node at 127.0.0.1:${closedPort} refused the connection: nothing listens there (ECONNREFUSED)`,
    );
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', 'http://es.invalid:9200')).toMatch(
      /^ELASTICSEARCH_URL: the node at es\.invalid:9200 cannot be found( now)?: .+ \((ENOTFOUND|EAI_AGAIN)\)$/,
    );
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `http://127.0.0.1:${silent}`, 500)).toBe(
      `ELASTICSEARCH_URL: the node at 127.0.0.1:${silent} did not answer within 0.5 s (timeout)`,
    );
  });

  it('refused credentials, a server that is no Elasticsearch, and TLS on a plain port', async () => {
    const secured = await answering((res) => {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic realm="security"' });
      res.end('{"error":{"type":"security_exception"},"status":401}');
    });
    const other = await answering((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    });
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `http://elastic:wrong@127.0.0.1:${secured}`)).toBe(
      `ELASTICSEARCH_URL: the node at 127.0.0.1:${secured} refused the credentials (HTTP 401)`,
    );
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `http://127.0.0.1:${other}`)).toBe(
      `ELASTICSEARCH_URL: the node at 127.0.0.1:${other} answers, but not as Elasticsearch`,
    );
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `https://127.0.0.1:${other}`)).toBe(
      `ELASTICSEARCH_URL: the TLS handshake with the node at 127.0.0.1:${other} failed (TLS)`,
    );
  });

  it('nothing for nodes that answer as Elasticsearch; of several, the ones that do not', async () => {
    const node = await answering((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
      res.end('{"name":"es1","version":{"number":"8.19.0"},"tagline":"You Know, for Search"}');
    });
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `http://127.0.0.1:${node}`)).toBeNull();
    expect(await elasticsearchUrlProblem('ELASTICSEARCH_URL', `http://127.0.0.1:${node}, http://u:secret@127.0.0.1:${closedPort}`)).toBe(
      `ELASTICSEARCH_URL: the node at 127.0.0.1:${closedPort} refused the connection: nothing listens there (ECONNREFUSED) (1 of 2 nodes answered)`,
    );
  });
});
