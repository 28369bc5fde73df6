import { fuzzCaseCounts, reportForLog } from './fuzz-report';

const PASSED = `Test Phases:
  ✅ Stateful

Test cases:
  7014 generated, 7014 passed, 70 skipped

Seed: 20261121

============================= 1 warning in 406.92s =============================
`;

describe('fuzzCaseCounts', () => {
  it('reads a passing run', () => {
    expect(fuzzCaseCounts(PASSED, 0)).toEqual({ passed: 7014, failed: 0, skipped: 70 });
  });

  it('counts the cases that found failures and the errored ones as failed', () => {
    const report = 'Test cases:\n  120 generated, 3 found 2 unique failures, 1 errored, 5 skipped\n';
    expect(fuzzCaseCounts(report, 1)).toEqual({ passed: 111, failed: 4, skipped: 5 });
  });

  it('counts a failed run without a summary as one failure', () => {
    expect(fuzzCaseCounts('Schema loading error: connection refused\n', 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(fuzzCaseCounts('Test cases:\n  No test cases were generated\n', 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('reportForLog', () => {
  it('leaves out the closing line shaped like another runner’s, and nothing else', () => {
    const shown = reportForLog(PASSED);
    expect(shown).not.toMatch(/in 406\.92s/);
    expect(shown).toContain('7014 generated, 7014 passed, 70 skipped');
    expect(shown.split('\n')).toHaveLength(PASSED.split('\n').length - 1);
  });
});
