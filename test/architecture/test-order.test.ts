import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/service-process';

/**
 * The order of a jest run (test/support/longest-first.sequencer.js, docs/CONTRIBUTING.md → Tests):
 * the longest files start first, from last run's durations when jest cached them, else from the
 * measured ones, so a fresh checkout does not start a minute-long small file after eighty others.
 */
interface FakeTest {
  path: string;
  duration?: number;
  context: { config: Record<string, unknown>; hasteFS: { getSize(path: string): number | null } };
}
interface Sequencer {
  sort(tests: FakeTest[]): FakeTest[];
  cacheResults(tests: FakeTest[], results: unknown): void;
}
type SequencerClass = (new (options: unknown) => Sequencer) & { MEASURED_SECONDS: Record<string, number> };

const LongestFirst = jest.requireActual<SequencerClass>('../support/longest-first.sequencer.js');

const FILES = [
  'packages/ja-text/src/ja-text.test.ts',
  'test/relevance/catalog-relevance.int.test.ts',
  'test/e2e/budgets.e2e.test.ts',
  'test/e2e/catalog.e2e.test.ts',
  'test/metabolism/metabolism.simulation.test.ts',
  'test/e2e/security.e2e.test.ts',
  'packages/meal-text/src/meal-text.engine.test.ts',
];

/** The files as jest hands them over, in one project; `cacheDirectory` set means jest's cache is on. */
function testsOf(files: string[], cacheDirectory?: string): FakeTest[] {
  const config = { rootDir: REPO_ROOT, id: 'test-order', cache: cacheDirectory !== undefined, cacheDirectory, haste: {} };
  const context = { config, hasteFS: { getSize: (path: string) => statSync(path).size } };
  return files.map((file) => ({ path: join(REPO_ROOT, file), context }));
}
const order = (tests: FakeTest[]) => tests.map((test) => test.path.slice(REPO_ROOT.length + 1));
/** Jest's results of a run, as cacheResults reads them: each file's runtime and failures. */
const resultsOf = (runs: Record<string, { ms: number; failed?: boolean }>) => ({
  testResults: Object.entries(runs).map(([file, run]) => ({
    testFilePath: join(REPO_ROOT, file),
    numFailingTests: run.failed ? 1 : 0,
    perfStats: { runtime: run.ms },
  })),
});

describe('the order of a jest run', () => {
  it('on a fresh checkout, starts the files measured longest first, not the largest', () => {
    const seconds = LongestFirst.MEASURED_SECONDS;
    const bySize = (a: string, b: string) => statSync(join(REPO_ROOT, b)).size - statSync(join(REPO_ROOT, a)).size;
    const measured = FILES.filter((file) => seconds[file] !== undefined);
    // The case needs a measured file smaller than one that is not (jest's own order put it after).
    expect(measured).toContain('test/relevance/catalog-relevance.int.test.ts');
    expect(bySize('test/relevance/catalog-relevance.int.test.ts', 'packages/meal-text/src/meal-text.engine.test.ts')).toBeGreaterThan(0);
    expect(order(new LongestFirst({}).sort(testsOf(FILES)))).toEqual([
      ...measured.sort((a, b) => seconds[b]! - seconds[a]! || bySize(a, b)),
      // Not measured: by size, the larger first.
      ...FILES.filter((file) => seconds[file] === undefined).sort(bySize),
    ]);
  });

  it('puts a file not measured yet in the e2e tier before the unmeasured others', () => {
    const files = ['packages/ja-text/src/ja-text.test.ts', 'test/e2e/a-new-file.e2e.test.ts', 'test/e2e/backup.e2e.test.ts'];
    const tests = testsOf(files).map((test) => ({ ...test, context: { ...test.context, hasteFS: { getSize: () => 100 } } }));
    expect(order(new LongestFirst({}).sort(tests))).toEqual([
      'test/e2e/backup.e2e.test.ts',
      'test/e2e/a-new-file.e2e.test.ts',
      'packages/ja-text/src/ja-text.test.ts',
    ]);
  });

  it('takes the durations jest cached over the measured ones, and a file that failed last run first', () => {
    const cacheDirectory = mkdtempSync(join(tmpdir(), 'shokuji-test-order-'));
    new LongestFirst({}).cacheResults(
      testsOf(FILES, cacheDirectory),
      resultsOf({
        'test/e2e/catalog.e2e.test.ts': { ms: 1000 },
        'test/metabolism/metabolism.simulation.test.ts': { ms: 2000 },
        'test/relevance/catalog-relevance.int.test.ts': { ms: 90_000 },
        'test/e2e/security.e2e.test.ts': { ms: 500, failed: true },
        'test/e2e/budgets.e2e.test.ts': { ms: 3000 },
        'packages/ja-text/src/ja-text.test.ts': { ms: 4000 },
        'packages/meal-text/src/meal-text.engine.test.ts': { ms: 10 },
      }),
    );
    expect(order(new LongestFirst({}).sort(testsOf(FILES, cacheDirectory)))).toEqual([
      'test/e2e/security.e2e.test.ts',
      'test/relevance/catalog-relevance.int.test.ts',
      'packages/ja-text/src/ja-text.test.ts',
      'test/e2e/budgets.e2e.test.ts',
      'test/metabolism/metabolism.simulation.test.ts',
      'test/e2e/catalog.e2e.test.ts',
      'packages/meal-text/src/meal-text.engine.test.ts',
    ]);
  });
});
