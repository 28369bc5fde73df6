/**
 * Reading the fuzzer's text report for CI: the test-case count it closes with, and the line that
 * must not reach CI's log.
 */

/**
 * The fuzzer closes like a test runner of another language (`==== 1 warning in 92.96s ====`), with no
 * test count in it; a CI reader takes that line for a run that tested nothing. It stays in the
 * report file and is left out of what the fuzz script prints.
 */
export const RUNNER_CLOSING_LINE = /^=+ .* in [\d.]+m?s =+$/;

export interface FuzzCaseCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * The fuzzer's "Test cases:" summary: `7014 generated, 7014 passed, 70 skipped`, or with findings
 * `120 generated, 3 found 2 unique failures, 1 errored`. Cases with a failure or an error failed; a
 * run that failed without any (an error before the first case, no summary) counts one failure.
 */
export function fuzzCaseCounts(report: string, exitCode: number): FuzzCaseCounts {
  const summary = /^Test cases:[ \t]*\r?\n[ \t]*(.+)$/m.exec(report)?.[1] ?? '';
  const count = (pattern: RegExp) => Number(pattern.exec(summary)?.[1] ?? 0);
  const failing = count(/(\d+) found \d+ unique failures?/) + count(/(\d+) errored/);
  const skipped = count(/(\d+) skipped/);
  const passed = /\d+ passed/.test(summary) ? count(/(\d+) passed/) : Math.max(count(/(\d+) generated/) - failing - skipped, 0);
  return { passed, failed: Math.max(failing, exitCode === 0 ? 0 : 1), skipped };
}

/** The report as CI shows it: whole, less the closing line above. */
export function reportForLog(report: string): string {
  return report
    .split('\n')
    .filter((line) => !RUNNER_CLOSING_LINE.test(line.trim()))
    .join('\n');
}
