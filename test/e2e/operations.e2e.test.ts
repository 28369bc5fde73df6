import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { useGateway, type TestUser } from '../support/api-fixtures';
import { request } from '../support/http-client';
import {
  authorizeUrl,
  decide,
  exchangeCode,
  issueSignInCode,
  LOOPBACK_REDIRECT,
  pkcePair,
  refreshRequest,
  registeredClientId,
  signInThroughPages,
} from '../support/mcp-oauth';
import { parsePrometheusText, seriesKeys, sumOf, type Sample } from '../support/prometheus-text';
import {
  REPO_ROOT,
  SHARED_CATALOG_INDEX_DIR,
  linesLogged,
  startGateway,
  startService,
  tempDataDir,
  waitHealthy,
  type RunningGateway,
  type RunningService,
} from '../support/service-process';
import { parse as parseYaml } from 'yaml';

/**
 * OPERATOR-API.md → Starting the service (docs/operations.md): the probes, the Prometheus metrics
 * for the operator only, the admin listener, and the access log that names every request without
 * a secret in it.
 */
const { gateway, admin } = useGateway({ QUOTA_FREE_PER_DAY: '2', OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000' }, { healthy: true });
const base = () => gateway().url;

/** Everything the gateway prints from now on, stdout and stderr; `lines` holds the complete lines of stdout. */
function captureOutput(running: RunningService): { text: () => string; lines: () => string[] } {
  const chunks: string[] = [];
  let stdout = '';
  running.process.stdout!.on('data', (chunk: Buffer) => {
    chunks.push(chunk.toString('utf8'));
    stdout += chunk.toString('utf8');
  });
  running.process.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return {
    text: () => chunks.join(''),
    lines: () =>
      stdout
        .slice(0, stdout.lastIndexOf('\n') + 1)
        .split('\n')
        .filter(Boolean),
  };
}

async function scrape(url = base(), adminToken = gateway().adminToken): Promise<Sample[]> {
  const reply = await request<string>(`${url}/metrics`, { headers: { 'x-admin-token': adminToken } });
  expect(reply.status).toBe(200);
  return parsePrometheusText(reply.text);
}

/** An account signed in to the MCP connector through the pages, with every secret the sign-in handed out. */
async function signInToMcp(userId: string) {
  const clientId = await registeredClientId(base());
  const { verifier, challenge } = pkcePair();
  const signInCode = await issueSignInCode(admin, userId);
  const flow = await signInThroughPages(authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge }), signInCode);
  const cookies = (flow.jar.header(base()).cookie ?? '').split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));
  const { redirect } = await decide(flow, 'approve');
  const code = redirect.searchParams.get('code')!;
  const exchanged = await exchangeCode(base(), { clientId, code, verifier, extra: { resource: `${base()}/mcp` } });
  expect(exchanged.status).toBe(200);
  const refreshed = await refreshRequest(base(), { clientId }, exchanged.body.refresh_token);
  expect(refreshed.status).toBe(200);
  const accessToken = refreshed.body.access_token;
  const client = new Client({ name: 'operations-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base()}/mcp`), { requestInit: { headers: { authorization: `Bearer ${accessToken}` } } }),
  );
  const secrets = [
    signInCode,
    code,
    verifier,
    exchanged.body.access_token,
    exchanged.body.refresh_token,
    accessToken,
    refreshed.body.refresh_token,
    ...cookies,
  ];
  return { client, secrets };
}

describe('probes', () => {
  it('GET /livez answers 200 without asking any part; /readyz names each part and its state, with the verdict of /healthz', async () => {
    const live = await request(`${base()}/livez`);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await request<{ status: string; parts: Record<string, { state: string }> }>(`${base()}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    const embedded = process.env.E2E_SEARCH_ENGINE !== 'elasticsearch';
    expect(ready.body.parts).toMatchObject({
      platformStore: { state: 'ok' },
      records: { state: 'ok', via: 'in-process' },
      catalog: { state: 'ok', via: 'in-process', engine: embedded ? 'embedded' : 'elasticsearch', items: expect.any(Number) as number },
    });
    expect((await request(`${base()}/healthz`)).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('reveals nothing without the admin token', async () => {
    for (const headers of [{}, { 'x-admin-token': 'wrong' }] as Record<string, string>[]) {
      const reply = await request<string>(`${base()}/metrics`, { headers });
      expect(reply.status).toBe(401);
      expect(reply.text).not.toMatch(/shokuji_|nodejs_/);
    }
  });

  it('serves the process metrics and counters that move with the calls made', async () => {
    await admin.clockAtNextHour(); // the day's count cannot roll over at midnight JST midway
    const premium = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    const free = await admin.buildUser({ plan: 'free' });
    const before = await scrape();
    expect(sumOf(before, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    for (const name of ['nodejs_heap_size_used_bytes', 'process_cpu_seconds_total', 'shokuji_metabolism_queue_depth']) {
      expect(before.some((sample) => sample.name === name)).toBe(true);
    }

    expect((await premium.call('GET', '/search?q=%E7%89%9B%E4%B8%BC')).status).toBe(200);
    const meal = { mealName: 'metrics', cal: 500, mealDate: '2026-10-01' };
    const key = { 'idempotency-key': `metrics-${randomBytes(4).toString('hex')}` };
    expect((await premium.call('POST', '/meals', meal, key)).status).toBe(201);
    const replay = await premium.call('POST', '/meals', meal, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await premium.call('POST', '/analyze-text', { query: 'ご飯と味噌汁', mealDate: '2026-10-01' })).status).toBe(201);
    // QUOTA_FREE_PER_DAY is 2 here: the third call is refused.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await free.call('GET', '/me')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const { client } = await signInToMcp(premium.userId);
    const tool = (await client.callTool({ name: 'get_me', arguments: {} })) as CallToolResult;
    expect(tool.isError).toBeFalsy();
    const refused = (await client.callTool({ name: 'delete_meal', arguments: { id: 'm_none' } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    await client.close();

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);
    expect(moved('shokuji_http_requests_total', { operation: 'searchCatalog', status_class: '2xx' })).toBe(1);
    expect(moved('shokuji_http_requests_total', { operation: 'createMeals', status_class: '2xx' })).toBe(2);
    expect(moved('shokuji_http_requests_total', { operation: 'getMe', status_class: '4xx' })).toBe(1);
    expect(moved('shokuji_http_request_duration_seconds_count', { operation: 'getMe' })).toBe(3);
    expect(moved('shokuji_idempotent_replays_total', { channel: 'rest' })).toBe(1);
    expect(moved('shokuji_refusals_total', { code: 'quota_exceeded' })).toBe(1);
    expect(moved('shokuji_refusals_total', { code: 'not_found' })).toBeGreaterThanOrEqual(1);
    expect(moved('shokuji_ai_credits_spent_total')).toBe(1);
    expect(moved('shokuji_mcp_tool_calls_total', { tool: 'get_me', outcome: 'ok' })).toBe(1);
    expect(moved('shokuji_mcp_tool_calls_total', { tool: 'delete_meal', outcome: 'error' })).toBe(1);
    const engine = process.env.E2E_SEARCH_ENGINE === 'elasticsearch' ? 'elasticsearch' : 'embedded';
    expect(moved('shokuji_search_duration_seconds_count', { engine })).toBeGreaterThanOrEqual(1);
    const store = process.env.E2E_RECORDS_STORE === 'mongodb' ? 'mongodb' : 'sqlite';
    expect(moved('shokuji_store_operation_duration_seconds_count', { store, operation: 'createMeals', outcome: 'ok' })).toBe(1);
  }, 60000);

  it('the example alert rules (deploy/prometheus-alerts.yml) name only metrics the service exports', async () => {
    const rules = parseYaml(readFileSync(join(REPO_ROOT, 'deploy', 'prometheus-alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const exported = new Set((await scrape()).map((sample) => sample.name));
    const named = rules.groups.flatMap((group) =>
      group.rules.flatMap((rule) => rule.expr.match(/\b(?:shokuji|nodejs|process)_[a-z0-9_]+/g) ?? []),
    );
    expect(named.length).toBeGreaterThan(5);
    expect([...new Set(named)].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('has no label that grows with what callers send: random paths, queries, ids and headers add no series', async () => {
    const user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    const randomRequests = async (marker: string) => {
      for (let i = 0; i < 20; i++) {
        const noise = `${marker}${i}x${randomBytes(3).toString('hex')}`;
        const headers = { 'x-request-id': noise, 'idempotency-key': noise, 'user-agent': noise };
        await user.call('GET', `/search?q=${noise}&limit=3`, undefined, headers);
        await user.call('DELETE', `/meals/${noise}`, undefined, headers);
        await user.call('GET', `/${noise}`, undefined, headers);
        await request(`${base()}/${noise}/${noise}`, { headers });
        await request(`${base()}/media/meals/${noise}/full.webp?sig=${noise}`);
      }
    };
    await randomRequests('warm');
    const first = await scrape();
    await randomRequests('zzcardinality');
    const second = await scrape();
    const text = JSON.stringify(second.map((sample) => sample.labels));
    expect(text).not.toContain('zzcardinality');
    expect(text).not.toContain('warm');
    // The same series exist after 100 more requests of never-seen values (only their counts moved).
    const grown = [...seriesKeys(second)].filter((series) => !seriesKeys(first).has(series) && !series.startsWith('nodejs_'));
    expect(grown).toEqual([]);
  }, 60000);
});

describe('access log', () => {
  let output: ReturnType<typeof captureOutput>;
  beforeAll(() => {
    output = captureOutput(gateway());
  });

  it('writes one line per request with id, operation, status, duration and caller, and never a token, code, cookie or secret', async () => {
    const user: TestUser = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    const requestId = `log-check-${randomBytes(4).toString('hex')}`;
    expect((await user.call('GET', '/me', undefined, { 'x-request-id': requestId })).status).toBe(200);
    expect((await user.call('POST', '/meals', { mealName: 'ログ確認', cal: 300, mealDate: '2026-10-02' })).status).toBe(201);
    const wrongToken = `ext_${randomBytes(24).toString('hex')}`;
    expect((await request(`${base()}/api/v1/ext/me`, { headers: { authorization: `Bearer ${wrongToken}` } })).status).toBe(401);
    const { client, secrets } = await signInToMcp(user.userId);
    await client.callTool({ name: 'get_me', arguments: {} });
    await client.close();
    // The log is written in order: once the line of a last request is out, so are the lines before it.
    const lastId = `log-last-${randomBytes(4).toString('hex')}`;
    await request(`${base()}/api/v1/ext/me`, { headers: { 'x-request-id': lastId } });
    expect(await linesLogged(output.lines, (line) => line.includes(lastId))).toHaveLength(1);

    const lines = output.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    const me = requests.find((line) => line.requestId === requestId);
    expect(me).toMatchObject({ operation: 'getMe', method: 'GET', status: 200, caller: 'rest', callerId: expect.any(String) as string });
    expect(typeof me!.ms).toBe('number');
    const restIds = new Set(requests.filter((line) => line.caller === 'rest').map((line) => line.callerId));
    expect(restIds.has(me!.callerId)).toBe(true);
    const meal = requests.find((line) => line.operation === 'createMeals' && line.status === 201);
    expect(meal?.callerId).toBe(me!.callerId);
    expect(requests.some((line) => line.caller === 'mcp' && line.callerId === me!.callerId && line.operation === 'POST /mcp')).toBe(true);
    expect(requests.some((line) => line.caller === 'admin' && line.operation === 'adminIssueSignInCode')).toBe(true);
    expect(requests.some((line) => line.caller === 'anonymous' && line.status === 401)).toBe(true);

    const everySecret = [user.token, wrongToken, gateway().adminToken, ...secrets];
    expect(everySecret.every((secret) => secret.length >= 8)).toBe(true);
    const text = output.text();
    expect(everySecret.filter((secret) => text.includes(secret))).toEqual([]);
    // The access lines name the caller by pseudonym only (an audit line such as an approved sign-in may name the account).
    expect(JSON.stringify(requests)).not.toContain(user.userId);
  }, 60000);
});

describe('access log on shutdown', () => {
  it('has the line of every request in stdout when SIGTERM comes right after the requests (the buffer is written before exit)', async () => {
    // The production default LOG_FLUSH_MS (200 ms): lines still in the buffer at SIGTERM are written by the exit.
    const running = await startGateway();
    const output = captureOutput(running);
    const ids = Array.from({ length: 40 }, (_, i) => `shutdown-${i}-${randomBytes(4).toString('hex')}`);
    for (const id of ids) await request(`${running.url}/api/v1/ext/me`, { headers: { 'x-request-id': id } });
    // 'exit' may come before the pipe is read to its end.
    const stdoutRead = new Promise((resolve) => running.process.stdout!.once('close', resolve));
    await running.stop();
    await stdoutRead;
    expect(running.process.exitCode).toBe(0);
    const logged = new Set(
      output
        .lines()
        .map((line) => JSON.parse(line) as { msg?: string; requestId?: string })
        .filter((line) => line.msg === 'request')
        .map((line) => line.requestId),
    );
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
    expect(output.lines().some((line) => line.includes('"stopped"'))).toBe(true);
  }, 120000);

  it('does the same for a service running alone (records): every line logged before SIGTERM is in its stdout', async () => {
    const records = await startService('records', { DATA_DIR: tempDataDir('log-shutdown'), CATALOG_URL: 'http://127.0.0.1:9' });
    const output = captureOutput(records);
    // Each call without the shared secret is refused and logged, one line a call.
    for (let i = 0; i < 40; i += 1) await request(`${records.url}/rpc/health`, { method: 'POST', body: { ctx: {}, input: {} } });
    const stdoutRead = new Promise((resolve) => records.process.stdout!.once('close', resolve));
    await records.stop();
    await stdoutRead;
    expect(output.lines().filter((line) => line.includes('RPC call refused'))).toHaveLength(40);
  }, 120000);
});

describe('npm start', () => {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it.each(['start', 'start:records'])(
    'npm run %s: a SIGTERM to npm stops the service it started (npm passes it to its one child)',
    async (script) => {
      const npm = spawn('npm', ['run', '--silent', script], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: '0',
          RECORDS_PORT: '0',
          DATA_DIR: tempDataDir('npm-start'),
          CATALOG_INDEX_DIR: SHARED_CATALOG_INDEX_DIR,
          CATALOG_URL: 'http://127.0.0.1:9',
          ADMIN_TOKEN: randomBytes(16).toString('hex'),
          SERVICE_RPC_SECRET: randomBytes(16).toString('hex'),
          LOG_FLUSH_MS: '0',
          SHUTDOWN_TIMEOUT_MS: '3000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const npmExited = new Promise((resolve) => npm.once('exit', resolve));
      const servicePid = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`npm run ${script} did not start`)), 60000);
        createInterface({ input: npm.stdout! }).on('line', (line) => {
          if (!/listening/.test(line)) return;
          clearTimeout(timer);
          resolve((JSON.parse(line) as { pid: number }).pid);
        });
      });
      expect(servicePid).not.toBe(npm.pid);
      npm.kill('SIGTERM');
      await npmExited;
      const deadline = Date.now() + 10000;
      while (alive(servicePid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const stillRunning = alive(servicePid);
      if (stillRunning) process.kill(servicePid, 'SIGKILL');
      expect(stillRunning).toBe(false);
    },
    120000,
  );

  it('a first start on an empty index directory analyses the catalog with room to spare in the heap services/start.sh gives it', async () => {
    // The start's largest allocation once took it past the 512 MB old-generation cap, in one first start of two: killed
    // before it served a search. It must fit with room to spare, so the case gives it 448 MB (SERVICE_NODE_ARGS comes last and wins).
    const running = await startGateway({
      CATALOG_INDEX_DIR: join(tempDataDir('first-start'), 'catalog-index'),
      SERVICE_NODE_ARGS: '--max-old-space-size=448',
    });
    try {
      const crashed = new Promise<void>((resolve) => running.process.once('exit', () => resolve()));
      await Promise.race([waitHealthy(running.url), crashed]);
      expect(running.logs.filter((line) => /out of memory/.test(line))).toEqual([]);
      const ready = running.logs.filter((line) => line.includes('"catalog index ready"'));
      expect(ready).toHaveLength(1);
      // The embedded engine analyses the catalog here; Elasticsearch (test:engines) may hold this catalog's index already and restore it.
      if (process.env.E2E_SEARCH_ENGINE !== 'elasticsearch') expect(ready[0]).toContain('"from":"catalog analysis"');
    } finally {
      await running.stop();
    }
  }, 150000);
});

describe('ADMIN_PORT: the admin listener', () => {
  let running: RunningGateway;
  let adminUrl: string;
  beforeAll(async () => {
    running = await startGateway({ ADMIN_PORT: '0' });
    const line = running.logs.map((text) => JSON.parse(text) as { adminPort?: number }).find((entry) => entry.adminPort);
    adminUrl = `http://127.0.0.1:${line!.adminPort!}`;
    await waitHealthy(running.url);
  }, 120000);
  afterAll(async () => running?.stop());

  it('serves /admin/v1 and /metrics there only; the main port answers 404 for both', async () => {
    const headers = { 'x-admin-token': running.adminToken };
    expect((await request(`${running.url}/admin/v1/users`, { method: 'POST', headers, body: {} })).status).toBe(404);
    expect((await request(`${running.url}/metrics`, { headers })).status).toBe(404);
    const created = await request<{ data: { userId: string } }>(`${adminUrl}/admin/v1/users`, { method: 'POST', headers, body: {} });
    expect(created.status).toBe(201);
    expect((await request(`${adminUrl}/admin/v1/users/${created.body.data.userId}`)).status).toBe(401);
    expect((await request(`${adminUrl}/metrics`)).status).toBe(401);
    const samples = await scrape(adminUrl, running.adminToken);
    expect(sumOf(samples, 'shokuji_http_requests_total', { operation: 'adminCreateUser', status_class: '2xx' })).toBe(1);
    // The public API stays on the main port only.
    expect((await request(`${adminUrl}/api/v1/ext/help`)).status).toBe(404);
    expect((await request(`${running.url}/api/v1/ext/help`)).status).toBe(200);
  });
});

// A host or container without IPv6 has no ::1 to bind: the case needs one, as the engines' suites need their engines.
const hasIPv6Loopback = Object.values(networkInterfaces()).some((addresses) => addresses?.some(({ address }) => address === '::1'));

(hasIPv6Loopback ? describe : describe.skip)('HOST: an IPv6 bind address', () => {
  let running: RunningGateway;
  let base: string;
  beforeAll(async () => {
    running = await startGateway({ HOST: '::1' });
    base = `http://[::1]:${running.port}`;
  }, 120000);
  afterAll(async () => running?.stop());

  it('starts, and the links it hands out without PUBLIC_BASE_URL bracket the address (http://[::1]:PORT)', async () => {
    const metadata = await request<{ resource: string; authorization_servers: string[] }>(
      `${base}/.well-known/oauth-protected-resource/mcp`,
    );
    expect(metadata.status).toBe(200);
    expect(metadata.body).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base] });
    const challenge = await request(`${base}/mcp`, { method: 'POST', body: {} });
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toContain(`resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
  });
});
