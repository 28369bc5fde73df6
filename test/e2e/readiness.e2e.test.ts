import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { useGateway } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { REPO_ROOT } from '../support/service-process';

const run = promisify(execFile);

/**
 * OPERATOR-API.md → Starting the service: /readyz with the real engines (npm run test:engines).
 * A stopped Elasticsearch or MongoDB-wire server turns /readyz to 503 within 5 s, naming the part
 * and its state, while /livez stays 200 (the process is alive, it waits); the engine's return turns
 * it back to 200 without a restart.
 */
const engines = process.env.E2E_RECORDS_STORE === 'mongodb' && process.env.E2E_SEARCH_ENGINE === 'elasticsearch';
const engine = (action: 'stop' | 'start', name: 'es' | 'mongo') =>
  run('bash', ['test/engines/engine.sh', action, name], { cwd: REPO_ROOT });

interface Readiness {
  status: string;
  parts: Record<'platformStore' | 'records' | 'catalog', Record<string, unknown> & { state: string }>;
}

(engines ? describe : describe.skip)(`/readyz with the engines stopped${engines ? '' : ' (skipped: needs npm run test:engines)'}`, () => {
  const { gateway } = useGateway({ UPSTREAM_TIMEOUT_MS: '1500' }, { healthy: true });
  const readyz = () => request<Readiness>(`${gateway().url}/readyz`);

  afterAll(async () => {
    await Promise.all([engine('start', 'mongo'), engine('start', 'es')]).catch(() => undefined);
  }, 120000);

  /** Polls /readyz until it answers `status`; the ms it took and the answer. */
  async function until(status: number, timeoutMs: number): Promise<{ ms: number; body: Readiness }> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const reply = await readyz();
      if (reply.status === status) return { ms: Date.now() - started, body: reply.body };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`/readyz did not answer ${status} within ${timeoutMs} ms: ${JSON.stringify((await readyz()).body)}`);
  }

  it('Elasticsearch stopped: 503 within 5 s naming the catalog and its unreachable engine; 200 again after the restart', async () => {
    const before = await readyz();
    expect(before.status).toBe(200);
    expect(before.body.parts.catalog).toMatchObject({
      state: 'ok',
      engine: 'elasticsearch',
      engineState: expect.stringMatching(/^(green|yellow)$/) as string,
    });
    await engine('stop', 'es');
    let down: Awaited<ReturnType<typeof until>>;
    try {
      down = await until(503, 5000);
      // A refused connection reads as an unreachable engine; a node still shutting down may leave the
      // check without an answer until its time runs out, which /readyz names as a timeout.
      expect(down.body.parts.catalog).toMatchObject(
        down.body.parts.catalog.state === 'timeout'
          ? { state: 'timeout' }
          : { state: 'unavailable', engine: 'elasticsearch', engineState: 'unreachable' },
      );
      expect(down.body.parts.records.state).toBe('ok');
      expect(down.body.parts.platformStore.state).toBe('ok');
      expect((await request(`${gateway().url}/healthz`)).status).toBe(503);
      expect((await request(`${gateway().url}/livez`)).status).toBe(200);
    } finally {
      // Back up whatever failed, so the next test and suite find the engine running.
      await engine('start', 'es');
    }
    const back = await until(200, 90000);
    expect(back.body.parts.catalog.state).toBe('ok');
    console.log(
      `/readyz with Elasticsearch stopped (503 after ${down.ms} ms): ${JSON.stringify(down.body)}; 200 again ${back.ms} ms after engine.sh start returned`,
    );
  }, 180000);

  it('MongoDB-wire server stopped: 503 within 5 s naming both stores; 200 again after the restart', async () => {
    await until(200, 90000);
    await engine('stop', 'mongo');
    let down: Awaited<ReturnType<typeof until>>;
    try {
      down = await until(503, 5000);
      expect(down.body.parts.platformStore.state).toMatch(/^(unavailable|timeout)$/);
      expect(down.body.parts.records.state).toMatch(/^(unavailable|timeout)$/);
      expect(down.body.parts.catalog.state).toBe('ok');
      expect((await request(`${gateway().url}/livez`)).status).toBe(200);
    } finally {
      await engine('start', 'mongo');
    }
    const back = await until(200, 60000);
    console.log(
      `/readyz with MongoDB stopped (503 after ${down.ms} ms): ${JSON.stringify(down.body)}; 200 again ${back.ms} ms after engine.sh start returned`,
    );
  }, 120000);
});
