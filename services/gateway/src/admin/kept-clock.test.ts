import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdjustableClock } from '@shokuji/clock';
import { forgetClockSetting, keepClockSetting, restoreClockSetting } from './kept-clock';

const A_YEAR_MS = 365 * 24 * 3600 * 1000;

describe('the test clock kept in DATA_DIR', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'kept-clock-'));

  it('a clock set and kept is read back by another process: it runs on from the time set', async () => {
    const dir = dataDir();
    const set = new AdjustableClock();
    set.set(new Date(Date.now() + A_YEAR_MS));
    await keepClockSetting(dir, set);
    const restarted = new AdjustableClock();
    expect(await restoreClockSetting(dir, restarted)).toBe(true);
    expect(restarted.isAdjusted()).toBe(true);
    expect(Math.abs(restarted.now().getTime() - set.now().getTime())).toBeLessThan(1000);
  });

  it('a clock reset removes the setting: the next process runs on real time', async () => {
    const dir = dataDir();
    const clock = new AdjustableClock();
    clock.set(new Date('2030-01-01T00:00:00Z'));
    await keepClockSetting(dir, clock);
    clock.reset();
    await keepClockSetting(dir, clock);
    expect(readdirSync(dir)).toEqual([]);
    const next = new AdjustableClock();
    expect(await restoreClockSetting(dir, next)).toBe(false);
    expect(next.isAdjusted()).toBe(false);
  });

  it('no setting, an unreadable one, or one forgotten leaves real time', async () => {
    const dir = dataDir();
    const clock = new AdjustableClock();
    expect(await restoreClockSetting(dir, clock)).toBe(false);
    for (const text of ['{', '{"offsetMs":"soon"}', '{"offsetMs":null}', '[]']) {
      writeFileSync(join(dir, 'service-clock.json'), text);
      expect([text, await restoreClockSetting(dir, clock)]).toEqual([text, false]);
    }
    const set = new AdjustableClock();
    set.set(new Date('2030-01-01T00:00:00Z'));
    await keepClockSetting(dir, set);
    await forgetClockSetting(dir);
    expect(await restoreClockSetting(dir, clock)).toBe(false);
    expect(clock.isAdjusted()).toBe(false);
  });
});
