import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..');
/** The node process's side: reads the arguments, calls the function, writes what it returns. */
const ENTRY = join(__dirname, 'run-in-node.main.ts');
/** How much of the process's own output a failure quotes. */
const OUTPUT_TAIL = 4000;

/** JSON that keeps the numbers JSON has no literal for (a median of no readings is NaN, an empty range Infinity). */
export const toJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' && !Number.isFinite(item) ? { number: String(item) } : item));

export const fromJson = (text: string): unknown =>
  JSON.parse(text, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && Object.keys(item).length === 1 && typeof (item as { number?: unknown }).number === 'string'
      ? Number((item as { number: string }).number)
      : item,
  );

/**
 * Calls `exportName` of the module at `modulePath` with `args` in a plain node process of its own and gives back what
 * it returns (awaited), through JSON files: the arguments in one, the result out in another, so the process may log on
 * stdout as it likes (a service it starts does). Values JSON keeps (objects, arrays, strings, numbers, NaN and
 * Infinity too), not functions or class instances.
 *
 * Jest runs a test's code in a vm context, where each read of a global (Math, Array) goes through the context's
 * interceptors and tight loops of service code run many times slower than in node (docs/CONTRIBUTING.md → Tests): the
 * observed-metabolism estimator took 25 s there for one simulated world, 1 s in node. A test that runs such code asks
 * this for the figures and asserts on them. Synchronous, so a file can use the figures as it declares its tests; the
 * type parameter is the function's type (`runInNode<typeof evaluateCatalog>(…)`, an `import type` that loads nothing).
 */
export function runInNode<F extends (...args: never[]) => unknown>(
  modulePath: string,
  exportName: string,
  args: Parameters<F>,
  options: { timeoutMs?: number } = {},
): Awaited<ReturnType<F>> {
  const dir = mkdtempSync(join(tmpdir(), 'shokuji-run-in-node-'));
  try {
    const input = join(dir, 'input.json');
    const output = join(dir, 'output.json');
    writeFileSync(input, toJson(args));
    const child = spawnSync(process.execPath, ['--import', 'tsx', ENTRY, resolve(modulePath), exportName, input, output], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      timeout: options.timeoutMs ?? 300_000,
      killSignal: 'SIGKILL',
    });
    if (child.status !== 0) {
      const said = `${child.stdout ?? ''}${child.stderr ?? ''}`.slice(-OUTPUT_TAIL);
      const why = child.error ? child.error.message : child.signal ? `killed by ${child.signal}` : `exit status ${child.status}`;
      throw new Error(`${exportName} of ${modulePath} in node failed (${why}):\n${said}`);
    }
    return fromJson(readFileSync(output, 'utf8')) as Awaited<ReturnType<F>>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
