import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './workspace-graph';

/**
 * Every limit, window, expiry and timestamp runs on the service clock (OPERATOR-API.md → Clock; docs/decisions.md → The
 * service clock, everywhere): the service reads "now" from the clock package, which a checker sets through
 * PUT /admin/v1/clock. Real time is read only where it measures (a duration, a deadline on real I/O, a log), names a
 * file or an index, or is another system's clock; each such place is listed below with its count and why. A new read of
 * real time, a timer, an lru-cache `ttl`, a cron schedule or a store's own "now" outside the list fails here, and so does
 * a listed place that no longer holds what it says (the list stays exact).
 */
interface WallTimeKind {
  name: string;
  pattern: RegExp;
}

const KINDS: WallTimeKind[] = [
  { name: 'Date.now()', pattern: /\bDate\.now\(/g },
  { name: 'new Date()', pattern: /\bnew Date\(\s*\)/g },
  { name: 'Date()', pattern: /(?<!\bnew\s+)(?<![\w.$])Date\(\s*\)/g },
  { name: 'performance.now()', pattern: /\bperformance\.now\(/g },
  { name: 'process.hrtime', pattern: /\bprocess\.hrtime\b/g },
  { name: 'systemClock', pattern: /\bsystemClock\b/g },
  { name: 'timer', pattern: /\bset(?:Timeout|Interval)\(/g },
  { name: 'lru-cache ttl', pattern: /\bttl\s*:/g },
  { name: 'node-cron', pattern: /['"]node-cron['"]/g },
  // SQL's own time, Elasticsearch date math and a range from 'now', MongoDB's server time.
  {
    name: "a store's now",
    pattern:
      /\bCURRENT_(?:TIMESTAMP|DATE|TIME)\b|\b(?:datetime|date|time|julianday|strftime|unixepoch)\([^)]*'now'|['"]now[-+/][^'"]*['"]|\b(?:gte?|lte?)\s*:\s*['"]now['"]|\$currentDate\b|\$\$NOW\b/gi,
  },
];

interface Allowed {
  file: string;
  kind: string;
  count: number;
  why: string;
}

const MEASURES = 'measures a duration for a log line or a printed summary';
const ALLOWED: Allowed[] = [
  // The clock itself.
  { file: 'packages/clock/src/clock.ts', kind: 'new Date()', count: 1, why: 'systemClock: the real time the service clock runs on' },
  { file: 'packages/clock/src/clock.ts', kind: 'systemClock', count: 2, why: 'its definition, and the base an AdjustableClock runs from' },
  { file: 'packages/clock/src/index.ts', kind: 'systemClock', count: 1, why: 'exported for the wiring below' },
  {
    file: 'services/gateway/src/admin/kept-clock.ts',
    kind: 'Date.now()',
    count: 2,
    why: "the test clock's offset from real time, kept in DATA_DIR and restored: the clock's own bookkeeping",
  },
  // Measurements.
  { file: 'services/gateway/src/http/access-log.ts', kind: 'process.hrtime', count: 2, why: "a request's duration (log, metrics)" },
  { file: 'services/gateway/src/main.ts', kind: 'process.hrtime', count: 2, why: MEASURES },
  { file: 'services/gateway/src/admin/admin.cli.ts', kind: 'Date.now()', count: 2, why: MEASURES },
  { file: 'services/gateway/src/admin/data-dir-backup.ts', kind: 'Date.now()', count: 2, why: MEASURES },
  { file: 'services/catalog/src/catalog-index.lifecycle.ts', kind: 'Date.now()', count: 2, why: MEASURES },
  { file: 'services/catalog/src/reindex/catalog-reindex.ts', kind: 'Date.now()', count: 2, why: MEASURES },
  { file: 'services/catalog/src/sets/catalog-sets.service.ts', kind: 'performance.now()', count: 2, why: MEASURES },
  { file: 'services/catalog/src/sets/store-sets.persist.ts', kind: 'performance.now()', count: 2, why: MEASURES },
  // Deadlines and waits on real I/O: a socket, a busy file or a process does not run on a test clock.
  { file: 'packages/storage/src/sqlite.ts', kind: 'performance.now()', count: 2, why: "the busy retry's deadline on a locked file" },
  {
    file: 'packages/storage/src/mongo.ts',
    kind: 'Date.now()',
    count: 4,
    why: "the first connection's wait and the wedged-heartbeat watch",
  },
  { file: 'packages/storage/src/mongo.ts', kind: 'timer', count: 2, why: 'the pause between connection tries and the heartbeat watch' },
  { file: 'packages/runtime/src/serve.ts', kind: 'timer', count: 1, why: 'graceful shutdown forced after a bounded time' },
  { file: 'packages/runtime/src/with-timeout.ts', kind: 'timer', count: 1, why: "a part's answer awaited at most UPSTREAM_TIMEOUT_MS" },
  {
    file: 'packages/client/src/shokuji-client.ts',
    kind: 'timer',
    count: 1,
    why: "the client's sleep for Retry-After, seconds of real time",
  },
  { file: 'services/catalog/src/index.ts', kind: 'timer', count: 1, why: "the pause before the catalog pointer's read is tried again" },
  {
    file: 'services/gateway/src/mcp/oauth/client-metadata-document.ts',
    kind: 'performance.now()',
    count: 2,
    why: "a client metadata document's fetch deadline (its cache runs on the service clock)",
  },
  { file: 'services/gateway/src/mcp/oauth/client-metadata-document.ts', kind: 'timer', count: 1, why: 'the same deadline' },
  {
    file: 'services/records/src/goals/metabolism-refresh.queue.ts',
    kind: 'timer',
    count: 2,
    why: "500 ms that gather a burst of one user's writes into one recompute; its day is the request's clock",
  },
  // Names and places that nothing reads back as a time.
  { file: 'packages/storage/src/ids.ts', kind: 'Date.now()', count: 1, why: "a time-ordered id's lead, which only places it in the index" },
  {
    file: 'services/catalog/src/search/elasticsearch/elasticsearch.engine.ts',
    kind: 'Date.now()',
    count: 1,
    why: "a new index's unique name",
  },
  { file: 'services/launch.js', kind: 'Date.now()', count: 1, why: "a partial file's unique name" },
  // Stamps of the host's time on files and store bookkeeping no answer shows.
  {
    file: 'services/gateway/src/admin/data-dir-backup.ts',
    kind: 'new Date()',
    count: 1,
    why: "the manifest's createdAtWallClock beside createdAt on the service clock (decided 2026-12-06)",
  },
  {
    file: 'services/gateway/src/admin/data-dir-backup.ts',
    kind: 'systemClock',
    count: 2,
    why: 'the default of a unit call; the CLI passes the service clock it read from DATA_DIR',
  },
  {
    file: 'services/catalog/src/reindex/catalog-reindex.ts',
    kind: 'new Date()',
    count: 1,
    why: "the catalog pointer's reindexedAt, read by nobody",
  },
  { file: 'packages/storage/src/sqlite.ts', kind: 'new Date()', count: 1, why: "a migration's appliedAt in the store's own table" },
  {
    file: 'services/records/src/store/mongo/meals.mongo.ts',
    kind: 'new Date()',
    count: 3,
    why: "a pending batch's age for the crash sweeper, and a migration's appliedAt",
  },
  { file: 'services/records/src/store/mongo/meals.mongo.ts', kind: 'Date.now()', count: 4, why: 'the crash sweeper of pending batches' },
  // Other systems' clocks, and caches whose answer holds no time.
  {
    file: 'services/gateway/src/store/mongo/platform.mongo.ts',
    kind: 'Date.now()',
    count: 1,
    why: "the counters' dropAt for MongoDB's TTL monitor, which runs on the database's real clock; expiresAt is the service clock's",
  },
  {
    file: 'services/gateway/src/store/mongo/platform.mongo.ts',
    kind: 'lru-cache ttl',
    count: 1,
    why: 'the last claimed slot number, a hint the unique _id checks',
  },
  {
    file: 'services/gateway/src/feedback/feedback.service.ts',
    kind: 'Date.now()',
    count: 2,
    why: 'how long a "not sent yet" is believed before the store is asked again (other gateways); the window runs on the service clock',
  },
  // Work the service starts on its own: "now" is the clock handed in; reads catch up a day the clock crossed.
  {
    file: 'services/records/src/goals/metabolism.job.ts',
    kind: 'node-cron',
    count: 1,
    why: "the nightly recompute fires at 03:30 JST real time and computes at the clock's now",
  },
  {
    file: 'services/records/src/index.ts',
    kind: 'systemClock',
    count: 2,
    why: "the nightly recompute's clock when no clock is handed in; a records service alone hands in one that follows the gateway's calls (stop 85)",
  },
  {
    file: 'packages/service-rpc/src/service-process.ts',
    kind: 'systemClock',
    count: 2,
    why: "a split service's /healthz context: probes bring no gateway clock, and health reads no time",
  },
];

/** Source files of the services and packages, without tests, their suites and factories, benches and declarations. */
const TEST_ONLY = /\.(?:test|contract|test-support|test-engine|factories|bench)\.ts$|\.d\.ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.cache', 'ferretdb']);
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED_DIRS.has(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:ts|js|mjs|cjs)$/.test(name) && !TEST_ONLY.test(name) ? [path] : [];
  });
}

/** The file's code as TypeScript prints it without comments, so prose about Date.now() is not a use. */
export function codeOf(fileName: string, text: string): string {
  const kind = /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

/** `file: kind ×count` for every kind met in the code. */
export function wallTimeUses(file: string, code: string): string[] {
  return KINDS.flatMap(({ name, pattern }) => {
    const count = code.match(pattern)?.length ?? 0;
    return count ? [`${file}: ${name} ×${count}`] : [];
  });
}

describe('wall time only where it measures (the service clock everywhere else)', () => {
  it('reads uses of real time in code, not in comments or other names', () => {
    const code = codeOf(
      'x.ts',
      [
        '// Date.now() in a comment, new Date() too',
        '/** systemClock and performance.now() */',
        'const a = Date.now(); const b = new Date(); const c = Date(); const d = new Date(a);',
        'const e = performance.now(); const f = process.hrtime.bigint(); setTimeout(() => {}, 1);',
        "const g = new LRUCache({ max: 1, ttl: 5 }); import { schedule } from 'node-cron';",
        'const h = "SELECT CURRENT_TIMESTAMP"; const i = { $currentDate: { at: true } }; const j = "now-1d";',
        "const k = \"WHERE at < datetime('now')\"; const l = { range: { at: { gte: 'now' } } };",
        "const updatedAt = 1; const knowsNow = 'now'; type T = Pick<{ now: Date }, 'now'>; const dated = myDate();",
      ].join('\n'),
    );
    expect(wallTimeUses('x.ts', code)).toEqual([
      'x.ts: Date.now() ×1',
      'x.ts: new Date() ×1',
      'x.ts: Date() ×1',
      'x.ts: performance.now() ×1',
      'x.ts: process.hrtime ×1',
      'x.ts: timer ×1',
      'x.ts: lru-cache ttl ×1',
      'x.ts: node-cron ×1',
      "x.ts: a store's now ×5",
    ]);
  });

  it('every read of real time, timer, ttl, cron and store "now" in services and packages is one listed with why', () => {
    const roots = ['services', 'packages'].map((dir) => join(REPO_ROOT, dir));
    const files = roots.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((path) => {
      const file = relative(REPO_ROOT, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      // Only a file whose text holds a use is parsed (most hold none); its comments are then left out.
      return wallTimeUses(file, text).length ? wallTimeUses(file, codeOf(file, text)) : [];
    });
    const listed = ALLOWED.map(({ file, kind, count }) => `${file}: ${kind} ×${count}`);
    // A use found and not listed: read the service clock (a Clock handed in), or list it here with why it measures.
    expect(found.filter((use) => !listed.includes(use)).sort()).toEqual([]);
    // A listed use no longer found: the list says what the code does, so take it out or correct its count.
    expect(listed.filter((use) => !found.includes(use)).sort()).toEqual([]);
  });

  it('says why for each listed place', () => {
    expect(ALLOWED.filter(({ why }) => why.trim().length < 10)).toEqual([]);
  });
});
