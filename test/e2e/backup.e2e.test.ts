import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { createMealsEndpoint, EndpointReply, listMealsEndpoint } from '@shokuji/contracts';
import { adminOf, type TestUser } from '../support/api-fixtures';
import { REPO_ROOT, startGateway, tempDataDir, waitHealthy, type RunningGateway } from '../support/service-process';

/**
 * OPERATOR-API.md → Starting the service: `npm run admin -- backup --out DIR` while the service
 * serves writes, `restore --from DIR` into an empty DATA_DIR, and a service started on it keeps every
 * meal acknowledged before the backup began (docs/operations.md → Backups).
 */
const embedded = process.env.E2E_RECORDS_STORE !== 'mongodb';
const WRITERS = 4;
/** API-SPEC.md → Limits: at most 30 records a day, so the writers fill one day after another. */
const MEALS_PER_DAY = 25;
const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const dateOf = (day: number) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);

/** `npm run admin -- …` with DATA_DIR; resolves with its output, rejects on a non-zero exit. */
function adminCli(dataDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'admin', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, RECORDS_STORE: 'embedded', LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`admin ${args.join(' ')} exited ${code}: ${output}`))));
  });
}

function integrityOf(path: string): string {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? '';
  } finally {
    db.close();
  }
}

(embedded ? describe : describe.skip)('backup: the time it was taken', () => {
  it('is the service clock a test set through PUT /admin/v1/clock, with the host clock beside it (2026-12-06)', async () => {
    const dataDir = tempDataDir('backup-clock');
    mkdirSync(dataDir, { recursive: true });
    new Database(join(dataDir, 'platform.sqlite')).close();
    // What the gateway keeps after PUT /admin/v1/clock (admin/kept-clock.ts): the offset from real time, five years on.
    const offsetMs = 5 * 365 * DAY_MS;
    writeFileSync(join(dataDir, 'service-clock.json'), `${JSON.stringify({ offsetMs })}\n`);
    const out = join(tempDataDir('backup-clock-out'), 'backup');
    const before = Date.now();
    const printed = JSON.parse(await adminCli(dataDir, ['backup', '--out', out])) as {
      data: { createdAt: string; createdAtWallClock: string };
    };
    const manifest = JSON.parse(readFileSync(join(out, 'backup-manifest.json'), 'utf8')) as typeof printed.data;
    expect(manifest.createdAt).toBe(printed.data.createdAt);
    // createdAt was the host's time while the service ran five years on.
    expect(Date.parse(manifest.createdAt) - offsetMs).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(manifest.createdAt) - offsetMs).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(manifest.createdAtWallClock)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(manifest.createdAtWallClock)).toBeLessThanOrEqual(Date.now());
  }, 60000);
});

(embedded ? describe : describe.skip)(
  `backup and restore${embedded ? '' : ' (skipped: the embedded stores only; MongoDB uses mongodump)'}`,
  () => {
    let source: RunningGateway;
    let restored: RunningGateway | undefined;
    beforeAll(async () => {
      source = await startGateway({ QUOTA_PREMIUM_PER_HOUR: '1000000' });
      await waitHealthy(source.url);
    }, 120000);
    afterAll(async () => {
      await Promise.all([source?.stop(), restored?.stop()]);
    });

    it('a backup taken while meals are written restores every meal acknowledged before it began, and the files pass integrity_check', async () => {
      const user: TestUser = await adminOf(source).buildUser({ plan: 'premium', lifetime: '24h' });
      const acknowledged: { id: string; at: number }[] = [];
      let writing = true;
      let sent = 0;
      const failures: string[] = [];
      const writer = async () => {
        while (writing) {
          const n = sent++;
          const reply = await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', {
            mealName: `backup-${n}`,
            cal: 100 + (n % 400),
            mealDate: dateOf(Math.floor(n / MEALS_PER_DAY)),
          });
          if (reply.status !== 201) {
            failures.push(`POST /meals answered ${reply.status}: ${reply.text}`);
            writing = false;
            return;
          }
          acknowledged.push({ id: reply.body.data.items[0]!.id, at: Date.now() });
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));

      const backupDir = join(tempDataDir('backup'), 'out');
      const backupStarted = Date.now();
      const beforeBackup = acknowledged.filter((meal) => meal.at <= backupStarted).map((meal) => meal.id);
      const summary = JSON.parse(await adminCli(source.dataDir, ['backup', '--out', backupDir])) as {
        data: { ms: number; files: { name: string; bytes: number; pages: number }[] };
      };
      const backupEnded = Date.now();
      const duringBackup = acknowledged.filter((meal) => meal.at > backupStarted && meal.at <= backupEnded).length;
      writing = false;
      await Promise.all(writers);
      expect(failures).toEqual([]);

      const restoredDir = join(tempDataDir('restored'), 'data');
      await adminCli(restoredDir, ['restore', '--from', backupDir]);
      const stores = readdirSync(restoredDir).filter((name) => name.endsWith('.sqlite'));
      expect(stores.sort()).toEqual(['platform-counters.sqlite', 'platform.sqlite', 'records.sqlite']);
      for (const name of stores) expect([name, integrityOf(join(restoredDir, name))]).toEqual([name, 'ok']);

      // The quota counters came back too: the writers' calls count in this hour.
      restored = await startGateway({ DATA_DIR: restoredDir, QUOTA_PREMIUM_PER_HOUR: '1000000' });
      await waitHealthy(restored.url);
      // The same token works: accounts and tokens came back with the records.
      const kept = new Set<string>();
      for (let first = 0; first <= Math.floor(sent / MEALS_PER_DAY); first += 14) {
        const range = `startDate=${dateOf(first)}&endDate=${dateOf(first + 13)}`;
        const days = await user.withBaseUrl(restored.url).call<EndpointReply<typeof listMealsEndpoint>>('GET', `/meals?${range}`);
        expect(days.status).toBe(200);
        for (const day of days.body.data.days) for (const meal of day.meals) kept.add(meal.id);
      }
      expect(beforeBackup.filter((id) => !kept.has(id))).toEqual([]);

      console.log(
        `backup under load: ${beforeBackup.length} meals acknowledged before the backup began, ${duringBackup} during it ` +
          `(${backupEnded - backupStarted} ms wall for the CLI, ${summary.data.ms} ms for the copies), ` +
          `${acknowledged.length} in all; restored service holds ${kept.size}; files ${summary.data.files
            .map((file) => `${file.name} ${file.pages} pages`)
            .join(', ')}; integrity_check ok on each`,
      );
      // The service kept serving writes while the copy ran.
      expect(duringBackup).toBeGreaterThan(0);
    }, 180000);
  },
);
