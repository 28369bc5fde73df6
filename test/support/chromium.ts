import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from './service-process';

/** Debian's chromium, driven by playwright-core in the browser e2e tests. */
export const CHROMIUM = '/usr/bin/chromium';

/** Flags for a headless run on a closed machine: no sandbox (root in CI), no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs chromium when missing (test/browser/install-chromium.sh, which .ci/run also calls); the reason when that fails. */
export function chromiumUnavailable(): string | null {
  const present = () => {
    try {
      accessSync(CHROMIUM, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (present()) return null;
  try {
    execFileSync(join(REPO_ROOT, 'test/browser/install-chromium.sh'), { stdio: 'pipe', timeout: 10 * 60 * 1000 });
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
  }
  return present() ? null : `${CHROMIUM} is still missing after the install script`;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}
