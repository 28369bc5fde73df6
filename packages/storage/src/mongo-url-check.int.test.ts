import { createServer, type Server, type Socket } from 'node:net';
import { MongoServerError } from 'mongodb';
import { StartConnectionProblem } from './connection-problems';
import { closedLocalPort } from './closed-port.test-support';
import { connectMongoNamed, mongoConnectFailure } from './mongo';

/**
 * MONGODB_URL at start (2026-12-06): the stores' own connection fails naming the variable and what was wrong, never
 * its password, where the start failed with the driver's message alone. No server is needed: a closed local port
 * refuses, a listener that never answers times out.
 */
describe('connectMongoNamed', () => {
  // The problem the start lists, or null when the connection opened (and is closed again here).
  const problemOf = (url: string, startWaitMs?: number) =>
    connectMongoNamed('MONGODB_URL', url, startWaitMs).then(
      async ({ client }) => {
        await client.close();
        return null;
      },
      (error: unknown) => (error instanceof StartConnectionProblem ? error.problem : error),
    );
  let silent: Server;
  const held = new Set<Socket>();
  let silentPort: number;
  let closedPort: number;
  beforeAll(async () => {
    silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
    closedPort = await closedLocalPort();
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('a refused connection, after the wait the start allows', async () => {
    const started = Date.now();
    expect(await problemOf(`mongodb://shokuji:secret@127.0.0.1:${closedPort}/shokuji`, 1200)).toBe(
      `MONGODB_URL: the server at 127.0.0.1:${closedPort} refused the connection: nothing listens there (ECONNREFUSED); the start waited 1 s for it`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
  });

  it('a host that does not resolve, and a server that never answers', async () => {
    expect(await problemOf('mongodb://db.invalid:27017/shokuji', 0)).toMatch(
      /^MONGODB_URL: the server at db\.invalid:27017 cannot be (found: its host is not a name this machine resolves \(ENOTFOUND\)|found now: the name service did not answer \(EAI_AGAIN\)); the start waited 0 s for it$/,
    );
    expect(await problemOf(`mongodb://127.0.0.1:${silentPort}/shokuji`, 0)).toBe(
      `MONGODB_URL: the server at 127.0.0.1:${silentPort} did not answer in time (timeout); the start waited 0 s for it`,
    );
  });

  it('a connection string the driver refuses, at once and without the password it holds', async () => {
    const started = Date.now();
    expect(await problemOf('mongodb://shokuji:secret@/shokuji')).toBe(
      'MONGODB_URL: not a connection string the MongoDB driver accepts: Protocol and host list are required in "mongodb://***@/shokuji"',
    );
    expect(await problemOf(`mongodb://127.0.0.1:${closedPort}/?tls=maybe`)).toBe(
      'MONGODB_URL: not a connection string the MongoDB driver accepts: tls/ssl must be either "true" or "false"',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refused credentials, as the server answers them', () => {
    // The driver's error for a wrong user or password (code 18); no server here to refuse one.
    const refused = new MongoServerError({ ok: 0, code: 18, codeName: 'AuthenticationFailed', errmsg: 'Authentication failed.' });
    expect(mongoConnectFailure(refused, 'mongodb://shokuji:wrong@db1:27017,db2:27017/shokuji', 30000)).toBe(
      'the server at db1:27017,db2:27017 refused the user and password (AuthenticationFailed): Authentication failed.',
    );
  });
});
