import { scheduleMetabolismRecompute } from './metabolism.job';

describe('scheduleMetabolismRecompute', () => {
  it('runs every night at 03:30 JST and hands the job the current time', async () => {
    const runs: string[] = [];
    const task = scheduleMetabolismRecompute(async (nowIso) => void runs.push(nowIso));
    try {
      const next = task.getNextRun()!;
      expect(next.getUTCHours()).toBe(18); // 03:30 JST = 18:30 UTC the day before
      expect(next.getUTCMinutes()).toBe(30);
      await task.execute();
      expect(runs).toHaveLength(1);
      expect(Date.parse(runs[0]!)).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await task.stop();
      await task.destroy();
    }
  });
});
