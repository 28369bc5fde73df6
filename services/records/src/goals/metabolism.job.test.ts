import { FixedClock } from '@shokuji/clock';
import { scheduleMetabolismRecompute, type MetabolismJobDeps } from './metabolism.job';

/** A logger that keeps what it was told, level first. */
function recordingLogger() {
  const lines: Array<{ level: string; fields: unknown; message: unknown }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, fields: args[0], message: args[1] });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('scheduleMetabolismRecompute', () => {
  const clock = new FixedClock(new Date('2026-11-21T18:30:00.000Z'));

  async function runOnce(refreshAll: MetabolismJobDeps['refreshAll']) {
    const { lines, logger } = recordingLogger();
    const task = scheduleMetabolismRecompute({ refreshAll, clock, logger });
    try {
      const next = task.getNextRun()!;
      expect(next.getUTCHours()).toBe(18); // 03:30 JST = 18:30 UTC the day before
      expect(next.getUTCMinutes()).toBe(30);
      await task.execute();
    } finally {
      await task.stop();
      await task.destroy();
    }
    return lines;
  }

  it('runs every night at 03:30 JST with "now" from the service clock, and logs the count', async () => {
    const runs: string[] = [];
    const lines = await runOnce(async (nowIso) => {
      runs.push(nowIso);
      return { users: 3, failed: 0 };
    });
    expect(runs).toEqual(['2026-11-21T18:30:00.000Z']);
    expect(lines).toEqual([{ level: 'info', fields: { users: 3, failed: 0 }, message: 'nightly metabolism recompute finished' }]);
  });

  it('logs each failed user and the failure count, and a run that could not start', async () => {
    const failedRun = await runOnce(async (_nowIso, onFailure) => {
      onFailure('u2', new Error('store down'));
      return { users: 3, failed: 1 };
    });
    expect(failedRun.map((line) => [line.level, line.fields])).toEqual([
      ['warn', { err: new Error('store down'), userId: 'u2' }],
      ['warn', { users: 3, failed: 1 }],
    ]);
    const brokenRun = await runOnce(async () => Promise.reject(new Error('no store')));
    expect(brokenRun.map((line) => [line.level, line.message])).toEqual([['error', 'nightly metabolism recompute could not run']]);
  });
});
