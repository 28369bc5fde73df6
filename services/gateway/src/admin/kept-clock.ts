import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdjustableClock } from '@shokuji/clock';
import { writeFileAtomically } from '@shokuji/kept-file';

/**
 * The test clock's setting (OPERATOR-API.md → Clock), kept in DATA_DIR beside the stores, so that
 * the service clock is the data's and not one process's: a gateway restarted on the same DATA_DIR,
 * and the operator CLI, whose tokens and sign-in codes must expire on the time the service runs on,
 * read it at their start. What is kept is the offset from real time, as the clock keeps running
 * from the time set. Never read with NODE_ENV=production, where the clock routes cannot exist.
 */
const KEPT_CLOCK_FILE = 'service-clock.json';

interface KeptClockSetting {
  offsetMs: number;
}

/** Writes the clock's offset after PUT /admin/v1/clock, or removes the file once it runs on real time again. */
export async function keepClockSetting(dataDir: string, clock: AdjustableClock): Promise<void> {
  const path = join(dataDir, KEPT_CLOCK_FILE);
  if (!clock.isAdjusted()) {
    await rm(path, { force: true });
    return;
  }
  const setting: KeptClockSetting = { offsetMs: clock.now().getTime() - Date.now() };
  await writeFileAtomically(path, Buffer.from(`${JSON.stringify(setting)}\n`));
}

/** Sets `clock` to the kept setting, if DATA_DIR holds one; true when it did. */
export async function restoreClockSetting(dataDir: string, clock: AdjustableClock): Promise<boolean> {
  const text = await readFile(join(dataDir, KEPT_CLOCK_FILE), 'utf8').catch(() => null);
  const offsetMs = text === null ? null : offsetIn(text);
  if (offsetMs === null) return false;
  clock.set(new Date(Date.now() + offsetMs));
  return true;
}

/** A gateway started without CLOCK_CONTROL runs on real time, and so must the CLI beside it: an earlier test run's setting goes. */
export async function forgetClockSetting(dataDir: string): Promise<void> {
  await rm(join(dataDir, KEPT_CLOCK_FILE), { force: true });
}

function offsetIn(text: string): number | null {
  try {
    const { offsetMs } = JSON.parse(text) as Partial<KeptClockSetting>;
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : null;
  } catch {
    return null;
  }
}
