import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { ReadingSummary, SimulationOptions } from './metabolism.simulation';

const REPO_ROOT = join(__dirname, '..', '..');

/**
 * Runs simulations in a plain node process (metabolism.simulation.cli.ts) and returns each run's
 * readings, the same figures runMetabolismSimulation gives for the same options and seeds. A jest
 * test runs its code inside a vm context, where every read of a global (Math, Array) goes through the
 * context's interceptors: the estimator's O(n²) loops over weigh-in pairs took 25 s there for one
 * world of 600 users, 1 s in node, and the guard's seven worlds over a minute of a test run.
 */
export function runMetabolismSimulationsInNode(runs: SimulationOptions[]): ReadingSummary[][] {
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'metabolism.simulation.cli.ts')], {
    cwd: REPO_ROOT,
    input: toJson(runs),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return fromJson(stdout) as ReadingSummary[][];
}

/** JSON that keeps the numbers JSON has no literal for (a median of no readings is NaN). */
export const toJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' && !Number.isFinite(item) ? { number: String(item) } : item));

export const fromJson = (text: string): unknown =>
  JSON.parse(text, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && Object.keys(item).length === 1 && typeof (item as { number?: unknown }).number === 'string'
      ? Number((item as { number: string }).number)
      : item,
  );
