import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connectMongo, withDatabaseName, type MongoConnection } from './mongo';

const run = promisify(execFile);
const REPO_ROOT = join(__dirname, '../../..');
const mongoUrl = process.env.MONGODB_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The driver's server monitor, reached through internals: the test puts it into the state the race leaves it in. */
interface MonitoredServer {
  requestCheck(): void;
  monitor: { s: { state: string }; connection: { socket: { destroy(): void } } | null };
}
const serverOf = (connection: MongoConnection) =>
  [...(connection.client as unknown as { topology: { s: { servers: Map<string, MonitoredServer> } } }).topology.s.servers.values()][0]!;

async function untilPing(connection: MongoConnection, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (
      await connection.db.command({ ping: 1 }).then(
        () => true,
        () => false,
      )
    )
      return Date.now() - started;
    await sleep(500);
  }
  return null;
}

(mongoUrl ? describe : describe.skip)(
  `connectMongo${mongoUrl ? '' : ' (skipped: MONGODB_URL is not set, see npm run test:engines)'}`,
  () => {
    afterAll(async () => {
      await run('bash', ['test/engines/engine.sh', 'start', 'mongo'], { cwd: REPO_ROOT }).catch(() => undefined);
    }, 60000);

    it('waits at start for a server that answers only a few seconds later, instead of failing after one server selection', async () => {
      await run('bash', ['test/engines/engine.sh', 'stop', 'mongo'], { cwd: REPO_ROOT });
      const startedAt = Date.now();
      const connecting = connectMongo(withDatabaseName(mongoUrl!, 'storage_start_wait'));
      await sleep(4000); // well past one server selection (1.5 s)
      await run('bash', ['test/engines/engine.sh', 'start', 'mongo'], { cwd: REPO_ROOT });
      const connection = await connecting;
      try {
        expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4000);
        expect(await connection.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
      } finally {
        await connection.client.close(true);
      }
    }, 90000);

    it('fails the start with the driver error once the wait is over', async () => {
      await run('bash', ['test/engines/engine.sh', 'stop', 'mongo'], { cwd: REPO_ROOT });
      try {
        const startedAt = Date.now();
        await expect(connectMongo(withDatabaseName(mongoUrl!, 'storage_start_wait'), undefined, 3000)).rejects.toMatchObject({
          name: 'MongoServerSelectionError',
        });
        expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3000);
      } finally {
        await run('bash', ['test/engines/engine.sh', 'start', 'mongo'], { cwd: REPO_ROOT });
      }
    }, 90000);

    it('comes back after the server restarts although the server monitor hung on a socket Node had destroyed', async () => {
      const connection = await connectMongo(withDatabaseName(mongoUrl!, 'storage_monitor_wedge'));
      try {
        await connection.db.command({ ping: 1 });
        const server = serverOf(connection);
        // The race the cluster run hit: the server closed the monitor's connection, Node destroyed the
        // socket but has not emitted 'close' yet, and a check starts now (past the 500 ms minimum gap).
        await sleep(1000);
        server.monitor.connection!.socket.destroy();
        server.requestCheck();
        await sleep(200);
        expect(server.monitor.s.state).toBe('monitoring');
        // Operations keep running while the server restarts, so one of them fails on a closed
        // connection: the server turns Unknown, and only a monitor check can make it known again.
        let restarting = true;
        const load = (async () => {
          while (restarting) await connection.db.command({ ping: 1 }).catch(() => sleep(20));
        })();
        await run('bash', ['test/engines/engine.sh', 'restart', 'mongo'], { cwd: REPO_ROOT });
        restarting = false;
        await load;
        expect(await untilPing(connection, 30000)).not.toBeNull();
        // The same Db handle works for writes and reads after the reconnect.
        const probes = connection.db.collection<{ _id: string }>('probes');
        await probes.insertOne({ _id: `after-restart-${Date.now()}` });
        expect(await probes.countDocuments({})).toBeGreaterThan(0);
      } finally {
        await connection.client.close(true);
      }
    }, 90000);
  },
);
