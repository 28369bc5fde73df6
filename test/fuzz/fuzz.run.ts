import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { API, adminOf } from '../support/api-fixtures';
import { fuzzCaseCounts, reportForLog } from './fuzz-report';
import { request } from '../support/http-client';
import { REPO_ROOT, startGateway, waitHealthy } from '../support/service-process';

/**
 * npm run test:fuzz — property-based fuzzing of the public API against its own OpenAPI document
 * (test/fuzz/README.md). Installs the pinned fuzzer into a cached virtual environment, starts the
 * service on a fresh DATA_DIR with limits raised out of the way, signs in a Premium account, and
 * runs every check with a fixed seed. Any finding fails the run; the spec's rules a schema cannot
 * state are kept out of the positive cases by spec_rules.py, each with its reason.
 *
 * FUZZ_MAX_EXAMPLES and FUZZ_SEED change the size and the seed; extra arguments go to `st run`.
 */
const FUZZ_DIR = join(REPO_ROOT, 'test', 'fuzz');
const MAX_EXAMPLES = process.env.FUZZ_MAX_EXAMPLES ?? '100';
const SEED = process.env.FUZZ_SEED ?? '20261121';
/** The fuzzer's own report, kept whole (FUZZ_REPORT moves it). */
const REPORT = process.env.FUZZ_REPORT ?? join(REPO_ROOT, '.tmp', 'fuzz', 'report.txt');

function log(message: string): void {
  console.log(`[fuzz] ${message}`);
}

/** The virtual environment for requirements.txt, built once per machine and reused (like test/engines' caches). */
function fuzzerEnvironment(): string {
  const requirements = join(FUZZ_DIR, 'requirements.txt');
  const pins = readFileSync(requirements, 'utf8');
  const version = /^schemathesis==(\S+)$/m.exec(pins)?.[1] ?? 'unpinned';
  const hash = createHash('sha256').update(pins).digest('hex').slice(0, 12);
  const cache = process.env.SHOKUJI_FUZZ_CACHE ?? join(homedir(), '.cache', 'shokuji-fuzz');
  const venv = join(cache, `schemathesis-${version}-${hash}`);
  if (existsSync(join(venv, 'bin', 'python'))) return venv;
  log(`installing the fuzzer from ${requirements} into ${venv} ...`);
  mkdirSync(cache, { recursive: true });
  // Built beside its final place and renamed when complete, so a failed install never looks done
  // (the fuzzer then runs as `python -m schemathesis.cli`: console scripts keep the build path).
  const building = `${venv}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  execFileSync(process.env.PYTHON ?? 'python3', ['-m', 'venv', building], { stdio: 'inherit' });
  execFileSync(join(building, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', '-r', requirements], {
    stdio: 'inherit',
  });
  if (existsSync(venv)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, venv);
  return venv;
}

async function main(): Promise<number> {
  const started = Date.now();
  const venv = fuzzerEnvironment();
  mkdirSync(dirname(REPORT), { recursive: true });
  const gateway = await startGateway({
    QUOTA_PREMIUM_PER_HOUR: '1000000',
    QUOTA_FREE_PER_DAY: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    AI_CREDITS_INITIAL: '1000000',
    AI_ANALYSIS_DAILY_CAP: '1000000',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitHealthy(gateway.url);
    const admin = adminOf(gateway);
    // A complete profile, so goal calls run the goal rules rather than stopping at "profile incomplete".
    const user = await admin.buildUser({
      plan: 'premium',
      lifetime: '24h',
      displayName: 'fuzz',
      profile: { heightCm: 170, weightKg: 65, dateOfBirth: '1990-04-01', gender: 'female' },
    });
    const goal = await user.call('PUT', '/goals', { goalType: 'maintain', activityLevel: 3 });
    if (goal.status !== 200) throw new Error(`could not set a goal: ${goal.status} ${goal.text}`);
    const shops = await request<{ data: { shops: { id: string; type: string }[] } }>(`${gateway.url}${API}/shops`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    log(`service on ${gateway.url} (DATA_DIR ${gateway.dataDir}); fuzzing with seed ${SEED}, ${MAX_EXAMPLES} examples per operation`);
    const args = [
      'run',
      `${gateway.url}${API}/openapi.json`,
      '--checks',
      'all',
      '--seed',
      SEED,
      '--max-examples',
      MAX_EXAMPLES,
      '--workers',
      '1',
      '--generation-database',
      'none',
      '--no-color',
      '--header',
      `Authorization: Bearer ${user.token}`,
      ...process.argv.slice(2),
    ];
    const exitCode = await new Promise<number>((resolve) => {
      const child = spawn(
        join(venv, 'bin', 'python'),
        ['-m', 'schemathesis.cli', '--config-file', join(FUZZ_DIR, 'schemathesis.toml'), ...args],
        {
          // The fuzzer keeps a crash cache in its working directory: the run's temp directory, not the checkout.
          cwd: gateway.dataDir,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            PYTHONPATH: FUZZ_DIR,
            SCHEMATHESIS_HOOKS: 'spec_rules',
            FUZZ_SHOP_IDS: shops.body.data.shops.map((shop) => shop.id).join(','),
            FUZZ_STORE_IDS: shops.body.data.shops
              .filter((shop) => shop.type !== 'FOOD_MANUFACTURER')
              .map((shop) => shop.id)
              .join(','),
          },
        },
      );
      const report = createWriteStream(REPORT);
      child.stdout!.pipe(report, { end: false });
      child.stderr!.pipe(report, { end: false });
      child.on('close', (code) => report.end(() => resolve(code ?? 1)));
    });
    const report = readFileSync(REPORT, 'utf8');
    console.log(reportForLog(report));
    log(`the fuzzer's report: ${REPORT}`);
    log(`${exitCode === 0 ? 'passed' : `FAILED (exit ${exitCode})`} in ${Math.round((Date.now() - started) / 1000)} s`);
    // The count line .ci/test-count.sh adds up with the other steps'.
    const cases = fuzzCaseCounts(report, exitCode);
    console.log(`fuzz: ${cases.passed} passed, ${cases.failed} failed, ${cases.skipped} skipped`);
    return exitCode;
  } finally {
    await gateway.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
