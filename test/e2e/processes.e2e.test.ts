import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, jstDateOf } from '@shokuji/clock';
import { closedLocalPort } from '@shokuji/storage/src/closed-port.test-support';
import type { analyzeTextEndpoint, EndpointReply, ErrorBody, getUserEndpoint, meEndpoint, SetsResult } from '@shokuji/contracts';
import { API, adminOf } from '../support/api-fixtures';
import { request } from '../support/http-client';
import {
  REPO_ROOT,
  SERVICE_START_TIMEOUT_MS,
  linesLogged,
  startGateway,
  startService,
  startSplitServices,
  tempDataDir,
  waitHealthy,
  type RunningGateway,
} from '../support/service-process';

const run = promisify(execFile);
const HOUR_MS = 3_600_000;

/**
 * The operator CLI on a gateway's store (SQLite in DATA_DIR, or its MongoDB under test:engines), as an operator runs it:
 * `run` gives the process's output, `data` the data of its JSON answer.
 */
function operatorCliOf(gateway: RunningGateway) {
  const env = { ...process.env, ...gateway.env, LOG_LEVEL: 'silent' };
  const runCli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'services/gateway/src/admin/admin.cli.ts', ...args], { cwd: REPO_ROOT, env });
  return { run: runCli, data: async (...args: string[]) => JSON.parse((await runCli(...args)).stdout).data as Record<string, string> };
}

/** OPERATOR-API.md → Starting the service, and README.md → One process or several: process-level behaviour. */
describe('several gateway processes on one store', () => {
  /** The two gateways, each on the same DATA_DIR and ADMIN_TOKEN, as several gateways of a host run (docs/operations.md → Scaling out). */
  let gateways: RunningGateway[] = [];

  // Both start at once. One after the other, the two starts could take twice SERVICE_START_TIMEOUT_MS under jest's 30 s
  // default for a hook, which a start on a busy machine outlasted; at once, the hook waits for the slower of the two
  // within a start's own bound, so a start too slow fails with its service's log. A start that fails stops the other.
  beforeAll(async () => {
    const env = { DATA_DIR: tempDataDir('two-gateways'), ADMIN_TOKEN: randomBytes(16).toString('hex') };
    const started = await Promise.allSettled([startGateway(env), startGateway(env)]);
    gateways = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    const failed = started.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
  }, SERVICE_START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
  });
  afterEach(async () => {
    await Promise.all(gateways.map((gateway) => adminOf(gateway).resetClock()));
  });

  it('count quota exactly: concurrent calls past the limit through both processes give exactly `limit` successes', async () => {
    // Each process has its own clock: both start at one hour's top, so midnight JST cannot split the Free day amid the calls.
    const [first, second] = gateways as [RunningGateway, RunningGateway];
    const start = await adminOf(first).clockAtNextHour();
    await adminOf(second).setClock(new Date(start).toISOString());
    const user = await adminOf(first).buildUser();
    const urls = [first.url, second.url];
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => request(`${urls[i % 2]}${API}/me`, { headers: { authorization: `Bearer ${user.token}` } })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('see each other’s tokens and revocations at once', async () => {
    const [first, second] = gateways as [RunningGateway, RunningGateway];
    const admin = adminOf(first);
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await request(`${second.url}${API}/me`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(200);
    await admin.call('DELETE', `/tokens/${user.tokenId}`);
    expect((await request(`${second.url}${API}/me`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(401);
  });
});

describe('per-IP limit with the spec default (60 per minute, every caller)', () => {
  it('answers 429 rate_limited with Retry-After after 60 requests in a minute, even without a token', async () => {
    const gateway = await startGateway({ RATE_LIMIT_PER_IP_PER_MINUTE: '60' });
    try {
      // Pin the clock to the start of a minute so the window cannot roll over mid-test.
      await adminOf(gateway).setClock('2026-11-21T03:00:00.000Z');
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await request(`${gateway.url}${API}/help`)).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await request(`${gateway.url}${API}/help`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited', quota: { limit: 60, remaining: 0, period: 'minute' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit-policy')).toBe('"ip";q=60;w=60');
      expect(refused.headers.get('ratelimit')).toBe(`"ip";r=0;t=${refused.headers.get('retry-after')}`);
      expect((await request(`${gateway.url}${API}/me`, { headers: { authorization: 'Bearer ext_x' } })).status).toBe(429);
      // Admin calls are not public API calls and stay available.
      expect((await adminOf(gateway).call('POST', '/users', {})).status).toBe(201);
    } finally {
      await gateway.stop();
    }
  });
});

describe('restarts', () => {
  it('a second start on the same DATA_DIR keeps accounts, tokens and counters', async () => {
    const dataDir = tempDataDir('restart');
    const before = await startGateway({ DATA_DIR: dataDir });
    const start = await adminOf(before).clockAtNextHour();
    const user = await adminOf(before).buildUser({ plan: 'premium', displayName: '再起動' });
    expect((await user.call('GET', '/me')).status).toBe(200);
    await before.kill();
    const after = await startGateway({ DATA_DIR: dataDir, ADMIN_TOKEN: before.adminToken });
    try {
      // The restart takes seconds: the new process's clock starts from the same hour, so both calls count in one Premium hour.
      await adminOf(after).setClock(new Date(start).toISOString());
      const me = await request<EndpointReply<typeof meEndpoint>>(`${after.url}${API}/me`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(me.status).toBe(200);
      expect(me.body.data.displayName).toBe('再起動');
      expect(me.headers.get('x-quota-used')).toBe('2');
    } finally {
      await after.stop();
    }
  });

  it('refuses to start with a bad configuration, naming every bad variable', async () => {
    await expect(
      startService('gateway', { RECORDS_STORE: 'mongodb', MONGODB_URL: '', CLOCK_CONTROL: '1', NODE_ENV: 'production', PORT: 'x' }, 20000),
    ).rejects.toThrow(/MONGODB_URL[\s\S]*CLOCK_CONTROL|CLOCK_CONTROL[\s\S]*MONGODB_URL/);
  });

  it('refuses by name a variable the machine refuses: a HOST that resolves to nothing, a DATA_DIR or CATALOG_INDEX_DIR that is a file, a missing CATALOG_DATA_DIR, a PORT or ADMIN_PORT in use (2026-12-06)', async () => {
    // Each failed with the system's message alone (getaddrinfo ENOTFOUND not-a-host.invalid, ENOTDIR … service-clock.json, listen EADDRINUSE).
    const file = join(tempDataDir('data-dir-file'), 'a-file');
    writeFileSync(file, '');
    await expect(
      startService('gateway', { HOST: 'not-a-host.invalid', ADMIN_PORT: '0', ADMIN_HOST: 'nor-this.invalid', DATA_DIR: file }, 20000),
    ).rejects.toThrow(
      new RegExp(
        `exited with 1 before listening:\\nInvalid gateway configuration:\\n  HOST: "not-a-host\\.invalid" .+\\n  ADMIN_HOST: "nor-this\\.invalid" .+\\n  DATA_DIR: "${file}" is a file, not a directory$`,
      ),
    );
    // The catalog in the process retried its build for good on these, logging EEXIST or "catalog file missing", and served 503.
    await expect(
      startService(
        'gateway',
        { DATA_DIR: tempDataDir('catalog-dirs'), CATALOG_INDEX_DIR: file, CATALOG_DATA_DIR: `${file}-missing` },
        20000,
      ),
    ).rejects.toThrow(
      new RegExp(
        `exited with 1 before listening:\\nInvalid gateway configuration:\\n  CATALOG_INDEX_DIR: "${file}" is a file, not a directory\\n  CATALOG_DATA_DIR: "${file}-missing" does not exist$`,
      ),
    );
    // The records service run alone checks its own: DATA_DIR failed inside SQLite with the system's message.
    await expect(startService('records', { DATA_DIR: file, CATALOG_URL: '', RECORDS_HOST: 'nowhere.invalid' }, 20000)).rejects.toThrow(
      new RegExp(
        `exited with 1 before listening:\\nInvalid records configuration:\\n  CATALOG_URL: required .+\\n  RECORDS_HOST: "nowhere\\.invalid" .+\\n  DATA_DIR: "${file}" is a file, not a directory$`,
      ),
    );
    // So does the catalog service run alone: it retried its build for good on these, its /healthz 503, and named the host only by the resolver.
    await expect(
      startService(
        'catalog',
        { DATA_DIR: file, CATALOG_INDEX_DIR: '', CATALOG_HOST: 'nowhere.invalid', CATALOG_DATA_DIR: `${file}-missing` },
        20000,
      ),
    ).rejects.toThrow(
      new RegExp(
        `exited with 1 before listening:\\nInvalid catalog configuration:\\n  CATALOG_HOST: "nowhere\\.invalid" is neither .+\\n  DATA_DIR: "${file}" is a file, not a directory\\n  CATALOG_DATA_DIR: "${file}-missing" does not exist$`,
      ),
    );
    await expect(startService('catalog', { DATA_DIR: tempDataDir('catalog-alone'), CATALOG_INDEX_DIR: file }, 20000)).rejects.toThrow(
      new RegExp(
        `exited with 1 before listening:\\nInvalid catalog configuration:\\n  CATALOG_INDEX_DIR: "${file}" is a file, not a directory$`,
      ),
    );
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      for (const variable of ['PORT', 'ADMIN_PORT'])
        await expect(startService('gateway', { DATA_DIR: tempDataDir('port-in-use'), [variable]: String(port) }, 20000)).rejects.toThrow(
          new RegExp(
            `exited with 1 before listening:[\\s\\S]*\\n  ${variable}: port ${port} on 127\\.0\\.0\\.1 is in use by another process \\(EADDRINUSE\\)`,
          ),
        );
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 60000);

  it('names MONGODB_URL and ELASTICSEARCH_URL with what was wrong, never their password (2026-12-06)', async () => {
    // Each failed with the driver's message alone: `Invalid URL`, `Protocol and host list are required in "mongodb://shokuji:secret@/…"`.
    const refusal = async (service: 'gateway' | 'records', env: Record<string, string>) => {
      const failed = await startService(
        service,
        { DATA_DIR: tempDataDir('store-urls'), CATALOG_URL: 'http://127.0.0.1:9', ...env },
        20000,
      ).then(
        () => new Error(`${service} started`),
        (error: Error) => error,
      );
      expect(failed.message).not.toContain('secret');
      return failed.message.replace(/^[\s\S]*exited with 1 before listening:\n/, '');
    };
    const mongodb = { RECORDS_STORE: 'mongodb', CATALOG_URL: '' };
    expect(await refusal('gateway', { ...mongodb, MONGODB_URL: 'mongodb://shokuji:secret@/shokuji' })).toBe(
      'Invalid gateway configuration:\n  MONGODB_URL: not a connection string the MongoDB driver accepts: Protocol and host list are required in "mongodb://***@/shokuji"',
    );
    expect(await refusal('gateway', { ...mongodb, MONGODB_URL: 'shokuji:secret@db:27017' })).toMatch(
      /^Invalid gateway configuration:\n {2}MONGODB_URL: not a MongoDB connection string .+ \(it starts with "shokuji:"\)$/,
    );
    expect(await refusal('records', { RECORDS_STORE: 'mongodb', MONGODB_URL: 'mongodb://shokuji:secret@127.0.0.1:9/?tls=maybe' })).toBe(
      'Invalid records configuration:\n  MONGODB_URL: not a connection string the MongoDB driver accepts: tls/ssl must be either "true" or "false"',
    );
    expect(
      await refusal('gateway', { CATALOG_URL: '', SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: 'elastic:secret@es1:9200' }),
    ).toMatch(
      /^Invalid gateway configuration:\n {2}ELASTICSEARCH_URL: the value is not an http or https URL \(it starts with "elastic:"\)/,
    );
    // An engine that does not answer at start is named, with why, and the catalog waits for it as before: not ready until it answers.
    const closedPort = await closedLocalPort();
    const catalog = await startService('catalog', {
      DATA_DIR: tempDataDir('es-unreachable'),
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: `http://elastic:secret@127.0.0.1:${closedPort}`,
    });
    try {
      const [named] = await linesLogged(
        () => catalog.logs,
        (line) => line.includes('ELASTICSEARCH_URL:'),
      );
      expect(JSON.parse(named!)).toMatchObject({
        level: 40,
        msg: `ELASTICSEARCH_URL: the node at 127.0.0.1:${closedPort} refused the connection: nothing listens there (ECONNREFUSED); the catalog builds its index once the engine answers, and is not ready until then`,
      });
      expect((await request(`${catalog.url}/healthz`)).status).toBe(503);
    } finally {
      await catalog.stop();
    }
    expect(catalog.logs.join('\n')).not.toContain('secret');
  }, 90_000);

  it('connects to MongoDB once, in the stores, and not at all when another variable already stops the start (2026-12-06)', async () => {
    // The start checked MONGODB_URL with a connection of its own before the stores connected again: with a bad HOST beside
    // it, it still connected and waited up to 30 s for a server that never answered before naming both.
    const connections: Socket[] = [];
    const server = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const started = Date.now();
      const failed = await startService(
        'gateway',
        {
          DATA_DIR: tempDataDir('mongo-once'),
          HOST: 'not-a-host.invalid',
          RECORDS_STORE: 'mongodb',
          MONGODB_URL: `mongodb://127.0.0.1:${port}/shokuji`,
        },
        20000,
      ).then(
        () => new Error('gateway started'),
        (error: Error) => error,
      );
      expect(failed.message.replace(/^[\s\S]*exited with 1 before listening:\n/, '')).toMatch(
        /^Invalid gateway configuration:\n {2}HOST: "not-a-host\.invalid" is neither an IP address nor a name this machine resolves \(\w+\)$/,
      );
      expect(connections).toHaveLength(0);
      expect(Date.now() - started).toBeLessThan(15000);
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);

  it('without ADMIN_TOKEN every admin route is 404; without CLOCK_CONTROL the clock routes are 404', async () => {
    const gateway = await startGateway({ ADMIN_TOKEN: '', CLOCK_CONTROL: '0' });
    try {
      expect((await request(`${gateway.url}/admin/v1/users`, { method: 'POST', body: {} })).status).toBe(404);
    } finally {
      await gateway.stop();
    }
    const noClock = await startGateway({ CLOCK_CONTROL: '0' });
    try {
      expect((await adminOf(noClock).setClock('2030-01-01T00:00:00Z')).status).toBe(404);
      expect((await adminOf(noClock).createUser()).length).toBeGreaterThan(0);
    } finally {
      await noClock.stop();
    }
  });
});

describe('services as separate processes', () => {
  it('the gateway reaches catalog and records over HTTP, and answers 503 unavailable when one is down', async () => {
    const split = await startSplitServices('split');
    const { gateway, records } = split;
    try {
      const admin = adminOf(gateway);
      const userId = await admin.createUser({ plan: 'premium', profile: { heightCm: 181 } });
      expect((await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${userId}`)).body.data.profile).toEqual({
        heightCm: 181,
      });
      // POST /sets crosses both services: the history from records, the sets from the catalog.
      await waitHealthy(gateway.url);
      const { token } = await admin.issueToken(userId);
      const setsOf = () =>
        request<{ data: SetsResult }>(`${gateway.url}${API}/sets`, {
          method: 'POST',
          body: { target: { cal: 620, protein: 35, fat: 20, carbs: 75 }, shopId: 'familymart', mealType: 'lunch' },
          headers: { authorization: `Bearer ${token}` },
        });
      const plain = await setsOf();
      expect(plain.status).toBe(200);
      const pair = plain.body.data.sets[2]!.items.slice(0, 2).map((item) => item.more.productId);
      const items = [1, 2]
        .map((back) => addDays(jstDateOf(new Date()), -back))
        .flatMap((mealDate) => pair.map((productId) => ({ productId, mealDate, mealType: 'lunch' })));
      await request(`${gateway.url}${API}/meals`, { method: 'POST', body: { items }, headers: { authorization: `Bearer ${token}` } });
      expect((await setsOf()).body.data.sets[0]).toMatchObject({ usual: true });
      // POST /analyze-text crosses both services: the catalog estimates, the records service checks and replaces the meal.
      const analyze = (body: unknown) =>
        request<EndpointReply<typeof analyzeTextEndpoint>>(`${gateway.url}${API}/analyze-text`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${token}` },
        });
      const analyzed = await analyze({ query: 'ご飯と味噌汁' });
      expect(analyzed.status).toBe(201);
      expect(analyzed.body.data.cal).toBeGreaterThan(0);
      const replaced = await analyze({ query: 'ご飯大盛り', replaceMealId: analyzed.body.data.mealId });
      expect(replaced.body.data).toMatchObject({ mealId: analyzed.body.data.mealId, replaced: true });
      // A records process that accepts but does not answer (stopped by SIGSTOP) is `timeout` in /readyz, as
      // docs/operations.md → Probes says; until stop 83 the RPC call's own abort at the same moment made it `unavailable`.
      records.process.kill('SIGSTOP');
      // Keyed writes the gateway gives up on (503, not remembered under the key) land when records resumes; the
      // client's retry with the same Idempotency-Key then finds them instead of writing again (stop 85: a second
      // exercise, and a second analysed meal and my-food, before).
      const exerciseDate = addDays(jstDateOf(new Date()), -3);
      const keyed = (path: string, key: string, body: unknown) =>
        request<{ data: { id?: string; mealId?: string } }>(`${gateway.url}${API}${path}`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        });
      try {
        const hung = await request<{ parts: { records: { state: string } } }>(`${gateway.url}/readyz`);
        expect([hung.status, hung.body.parts.records]).toEqual([503, { state: 'timeout', via: 'http' }]);
        expect((await keyed('/exercises', 'split-exercise-1', { cal: 123, exerciseDate })).status).toBe(503);
        expect((await keyed('/analyze-text', 'split-analysis-1', { query: '焼き鮭定食', mealDate: exerciseDate })).status).toBe(503);
      } finally {
        records.process.kill('SIGCONT');
      }
      await waitHealthy(gateway.url);
      expect((await keyed('/exercises', 'split-exercise-1', { cal: 123, exerciseDate })).status).toBe(201);
      expect((await keyed('/analyze-text', 'split-analysis-1', { query: '焼き鮭定食', mealDate: exerciseDate })).status).toBe(201);
      const readDay = (path: string) =>
        request<{ data: { totalBurn: number; days: { meals: unknown[] }[] } }>(`${gateway.url}${API}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await readDay(`/exercises?date=${exerciseDate}`)).body.data.totalBurn).toBe(123);
      expect((await readDay(`/meals?date=${exerciseDate}`)).body.data.days[0]!.meals).toHaveLength(1);
      await records.stop();
      const started = Date.now();
      // GET /healthz names the checks that fail (OPERATOR-API.md → Starting the service: 503 before).
      const health = await request<{ status: string; failing: string[] }>(`${gateway.url}/healthz`);
      expect(health.status).toBe(503);
      expect(health.body.failing).toContain('records');
      const read = await admin.call<ErrorBody>('GET', `/users/${userId}`);
      expect(read.status).toBe(503);
      expect(read.body.code).toBe('unavailable');
      // Says when to try again, as a store that does not answer does (stop 83; no Retry-After before).
      expect(read.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await split.stop();
    }
    // Three processes start in this test, the catalog preparing its index and every store's sets first.
  }, 90_000);
});

describe('operator CLI', () => {
  // Five CLI processes and a gateway start; each CLI start loads the records service in-process
  // (several seconds when the machine is busy), more than the 30 s default allows.
  it('creates an account and a token that /me accepts', async () => {
    const gateway = await startGateway();
    try {
      // The CLI works on the same store as the gateway.
      const cli = operatorCliOf(gateway).run;
      const created = JSON.parse((await cli('users', 'create', '--display-name', 'CLI', '--plan', 'premium', '--height-cm', '170')).stdout);
      const userId = created.data.userId as string;
      const issued = JSON.parse((await cli('tokens', 'issue', userId, '--lifetime', '6h')).stdout);
      expect(issued.data.token).toMatch(/^ext_/);
      const me = await request<EndpointReply<typeof meEndpoint>>(`${gateway.url}${API}/me`, {
        headers: { authorization: `Bearer ${issued.data.token}` },
      });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ tier: 'premium', displayName: 'CLI' });
      const described = JSON.parse((await cli('users', 'get', userId)).stdout);
      expect(described.data).toMatchObject({ profile: { heightCm: 170 }, activeTokens: 1 });
      // A token's id to revoke it by, when the issue's answer is gone: the CLI and the admin API list them (never the token).
      const listed = { tokens: [{ tokenId: issued.data.tokenId, createdAt: expect.any(String), expiresAt: issued.data.expiresAt }] };
      expect(JSON.parse((await cli('tokens', 'list', userId)).stdout).data).toEqual(listed);
      expect((await adminOf(gateway).call('GET', `/users/${userId}/tokens`)).body).toEqual({ data: listed });
      expect((await adminOf(gateway).call<ErrorBody>('GET', '/users/u_missing/tokens')).body.code).toBe('not_found');
      await cli('tokens', 'revoke', issued.data.tokenId);
      expect((await adminOf(gateway).call('GET', `/users/${userId}/tokens`)).body).toEqual({ data: { tokens: [] } });
      expect((await request(`${gateway.url}${API}/me`, { headers: { authorization: `Bearer ${issued.data.token}` } })).status).toBe(401);
      // A refused value is named as the admin API names it, not dumped as the schema's issue list.
      await expect(cli('users', 'create', '--plan', 'gold')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^invalid_request: plan: Invalid option: expected one of "free"\|"premium"\n$/),
      });
      await expect(cli('tokens', 'issue', userId, '--lifetime', '2h')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^invalid_request: lifetime: Invalid option/),
      });
      // A command it does not know is a misuse (exit 2), as a missing id is; --help alone is not.
      await expect(cli('frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Operator CLI') });
      expect((await cli('--help')).stdout).toContain('Operator CLI');
    } finally {
      await gateway.stop();
    }
  }, 120_000);

  it('takes an account out of the grace period with --no-registered-on-web, as PATCH { registeredOnWeb: false } does', async () => {
    const gateway = await startGateway();
    try {
      const cli = operatorCliOf(gateway).data;
      const userId = (await cli('users', 'create', '--registered-on-web')).userId!;
      const token = (await cli('tokens', 'issue', userId)).token!;
      const me = async () =>
        (await request<EndpointReply<typeof meEndpoint>>(`${gateway.url}${API}/me`, { headers: { authorization: `Bearer ${token}` } })).body
          .data;
      expect(await me()).toMatchObject({ tier: 'premium', entitlementSource: 'web_grace' });
      // The flag alone could only ever set true: the grace period had no way out through the CLI.
      expect(await cli('users', 'patch', userId, '--no-registered-on-web')).toMatchObject({ registeredOnWeb: false });
      expect(await me()).toMatchObject({
        tier: 'free',
        entitlementSource: 'none',
        externalTrial: { state: 'untouched' },
        features: { canStartTrial: true },
      });
      expect(await cli('users', 'patch', userId, '--display-name', 'Later')).toMatchObject({
        registeredOnWeb: false,
        displayName: 'Later',
      });
    } finally {
      await gateway.stop();
    }
  }, 120_000);

  it('issues on the service clock a test set, which a restart on the same DATA_DIR runs on from', async () => {
    const aYearAhead = Date.now() + 365 * 24 * HOUR_MS;
    const gateway = await startGateway();
    let restarted: RunningGateway | undefined;
    try {
      const cli = operatorCliOf(gateway).data;
      const userId = await adminOf(gateway).createUser({ plan: 'premium' });
      expect((await adminOf(gateway).setClock(new Date(aYearAhead).toISOString())).status).toBe(200);
      // Counted from real time, the CLI's token had expired a year before the service's now (401).
      const issued = await cli('tokens', 'issue', userId, '--lifetime', '1h');
      expect(Date.parse(issued.expiresAt!) - aYearAhead).toBeGreaterThan(HOUR_MS - 60_000);
      const me = await request(`${gateway.url}${API}/me`, { headers: { authorization: `Bearer ${issued.token}` } });
      expect(me.status).toBe(200);
      // A sign-in code is valid 10 minutes on the service clock (OPERATOR-API.md → MCP), the CLI's too.
      const code = await cli('sign-in-codes', 'issue', userId);
      expect(Date.parse(code.expiresAt!) - aYearAhead).toBeGreaterThan(9 * 60_000);
      expect(Date.parse(code.expiresAt!) - aYearAhead).toBeLessThan(11 * 60_000 + 60_000);

      await gateway.stop();
      restarted = await startGateway({ DATA_DIR: gateway.dataDir, ADMIN_TOKEN: gateway.adminToken });
      const afterRestart = await adminOf(restarted).issueToken(userId, '1h');
      expect(Date.parse(afterRestart.expiresAt) - aYearAhead).toBeGreaterThan(HOUR_MS - 60_000);
      // Real time again: the CLI too.
      expect((await adminOf(restarted).resetClock()).status).toBe(200);
      const onRealTime = await cli('tokens', 'issue', userId, '--lifetime', '1h');
      expect(Math.abs(Date.parse(onRealTime.expiresAt!) - (Date.now() + HOUR_MS))).toBeLessThan(60_000);
    } finally {
      await gateway.stop();
      await restarted?.stop();
    }
  }, 120_000);
});
