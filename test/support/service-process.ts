import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const REPO_ROOT = resolve(__dirname, '..', '..');

/**
 * One analysed catalog for every process and every run (the analysis is the same for all), so it lives
 * in the system's temporary directory, not the run's own (test/support/temp-root.setup.js).
 */
export const SHARED_CATALOG_INDEX_DIR = join(process.env.SHOKUJI_SYSTEM_TMPDIR ?? tmpdir(), 'shokuji-test-catalog-index');

export interface RunningService {
  url: string;
  port: number;
  process: ChildProcess;
  /** Recent log lines, for failure messages. */
  logs: string[];
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export type ServiceName = 'gateway' | 'catalog' | 'records';

/** Every test process shares one RPC secret, as a deployment's gateway, catalog and records do (docs/security.md). */
export const TEST_RPC_SECRET = randomBytes(32).toString('hex');

const PORT_VARIABLE: Record<ServiceName, string> = { gateway: 'PORT', catalog: 'CATALOG_PORT', records: 'RECORDS_PORT' };

/**
 * How long startService waits for a service to listen before it kills it and fails with its log: a start on a busy
 * machine (the catalog reading its index and every store's sets, a bundle rebuilt first) takes seconds, up to tens.
 * A hook or a test that waits for starts allows at least this for each start it waits on in turn, so that a slow start
 * fails with the service's log rather than jest's bare timeout.
 */
export const SERVICE_START_TIMEOUT_MS = 60000;

/**
 * Starts a real service process on a free port (PORT=0) and waits for its "listening" log line,
 * which carries the port it got. `root` is the checkout to run (another one for an A/B bench).
 */
export async function startService(
  name: ServiceName,
  env: Record<string, string | undefined>,
  timeoutMs = SERVICE_START_TIMEOUT_MS,
  root = REPO_ROOT,
): Promise<RunningService> {
  // The launcher every environment uses (heap flags; SERVICE_NODE_ARGS adds e.g. --cpu-prof); it execs node, so the pid is the service's.
  const child = spawn('sh', ['services/start.sh', name], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      CATALOG_INDEX_DIR: SHARED_CATALOG_INDEX_DIR,
      SERVICE_RPC_SECRET: TEST_RPC_SECRET,
      [PORT_VARIABLE[name]]: '0',
      ...env,
      // The harness reads the port from the info-level "listening" line, so quieter levels are raised to info.
      LOG_LEVEL: ['debug', 'trace'].includes(env.LOG_LEVEL ?? '') ? env.LOG_LEVEL : 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const remember = (line: string) => {
    logs.push(line);
    if (logs.length > 200) logs.shift();
  };
  createInterface({ input: child.stderr! }).on('line', remember);
  const port = await new Promise<number>((resolvePort, reject) => {
    // A start that takes too long is given up and its process killed: left running, it would go on
    // loading beside the next tests (and keep the worker alive) with nothing to stop it.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${logs.join('\n')}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${logs.join('\n')}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      const parsed = safeJson(line);
      if (parsed && typeof parsed.port === 'number' && /listening/.test(String(parsed.msg))) {
        clearTimeout(timer);
        resolvePort(parsed.port);
      }
    });
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, port, process: child, logs, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

function safeJson(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Waits until `readLines()` holds `count` lines that `match` (at most `timeoutMs`), then returns those
 * lines, or the fewer there are at the deadline so the caller's assertion names the gap. The services
 * buffer their log and write it every LOG_FLUSH_MS, so a line comes a little after what logged it.
 */
export async function linesLogged(
  readLines: () => string[],
  match: (line: string) => boolean,
  count = 1,
  timeoutMs = 5000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readLines().filter(match);
    if (lines.length >= count || Date.now() >= deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let processRunDir: string | undefined;

/**
 * Where temporary directories go: under jest, TMPDIR is already the run's own directory
 * (temp-root.setup.js); elsewhere (the benches) the first one makes this process's, removed when it exits.
 */
function runTempDir(): string {
  if (process.env.SHOKUJI_TEST_RUN_DIR) return tmpdir();
  if (!processRunDir) {
    const dir = mkdtempSync(join(tmpdir(), 'shokuji-bench-run-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    processRunDir = dir;
  }
  return processRunDir;
}

export function tempDataDir(label: string): string {
  return mkdtempSync(join(runTempDir(), `shokuji-${label}-`));
}

export interface RunningGateway extends RunningService {
  adminToken: string;
  dataDir: string;
  env: Record<string, string | undefined>;
}

/**
 * Under `npm run test:engines` (E2E_RECORDS_STORE / E2E_SEARCH_ENGINE) every gateway runs on the
 * real engines: its own MongoDB database, and the shared Elasticsearch catalog alias.
 */
function engineEnv(dataDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  if (process.env.E2E_RECORDS_STORE === 'mongodb' && process.env.MONGODB_URL) {
    const url = new URL(process.env.MONGODB_URL);
    // One database per data directory, so a restart on the same DATA_DIR finds its data again.
    url.pathname = `/e2e_${basename(dataDir).replace(/[^A-Za-z0-9_]/g, '_')}`;
    Object.assign(env, { RECORDS_STORE: 'mongodb', MONGODB_URL: url.toString() });
  }
  if (process.env.E2E_SEARCH_ENGINE === 'elasticsearch' && process.env.ELASTICSEARCH_URL) {
    Object.assign(env, {
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL,
      ELASTICSEARCH_INDEX: 'e2e-catalog',
    });
  }
  return env;
}

/**
 * A gateway with admin and test clock on, in its own data directory. The per-IP limits (requests,
 * client registrations) are raised because every test request comes from 127.0.0.1; the tests of
 * those limits set them back, or to undefined for the embedded default.
 */
export async function startGateway(overrides: Record<string, string | undefined> = {}, root = REPO_ROOT): Promise<RunningGateway> {
  const adminToken = randomBytes(16).toString('hex');
  const dataDir = overrides.DATA_DIR ?? tempDataDir('gateway');
  const env = {
    ...engineEnv(dataDir),
    ADMIN_TOKEN: adminToken,
    CLOCK_CONTROL: '1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    OAUTH_REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    ...overrides,
  };
  const service = await startService('gateway', env, undefined, root);
  return { ...service, adminToken: env.ADMIN_TOKEN, dataDir, env };
}

/** Waits until /healthz answers 200 (the catalog index builds in the background after start). */
export async function waitHealthy(url: string, timeoutMs = 120000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reply = await fetch(`${url}/healthz`).catch(() => null);
    if (reply?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

export interface SplitServices {
  dataDir: string;
  catalog: RunningService;
  /** The records process now running (a new one after startRecordsAgain). */
  readonly records: RunningService;
  gateway: RunningGateway;
  /** Starts records again on the port it had, after a stop. */
  startRecordsAgain(): Promise<RunningService>;
  stop(): Promise<void>;
}

/**
 * Catalog, records and a gateway as three processes on one data directory: the gateway reaches
 * the others over HTTP with a short upstream timeout, so a stopped service answers 503 quickly.
 */
export async function startSplitServices(label: string): Promise<SplitServices> {
  const dataDir = tempDataDir(label);
  const catalog = await startService('catalog', { DATA_DIR: dataDir });
  const startRecords = (port = '0') => startService('records', { DATA_DIR: dataDir, CATALOG_URL: catalog.url, RECORDS_PORT: port });
  let records = await startRecords();
  const gateway = await startGateway({
    DATA_DIR: dataDir,
    CATALOG_URL: catalog.url,
    RECORDS_URL: records.url,
    UPSTREAM_TIMEOUT_MS: '1500',
  });
  await waitHealthy(gateway.url);
  return {
    dataDir,
    catalog,
    gateway,
    get records() {
      return records;
    },
    async startRecordsAgain() {
      records = await startRecords(String(records.port));
      return records;
    },
    async stop() {
      await Promise.all([gateway.stop(), records.stop(), catalog.stop()]);
    },
  };
}
