import { readFileSync } from 'node:fs';
import { startService, tempDataDir, waitHealthy } from '../support/service-process';

/**
 * `npm run bench:startup`: time from spawning the one-process service (`npm start`'s entry) to
 * the first 200 from /healthz, on a fresh and on a reused DATA_DIR, and the resident memory once
 * idle. Prints figures; asserts nothing.
 */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

async function measure(dataDir: string): Promise<{ healthyMs: number; rssMb: number }> {
  const started = Date.now();
  const service = await startService('gateway', { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    await waitHealthy(service.url);
    const healthyMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { healthyMs, rssMb: rssMb(service.process.pid!) };
  } finally {
    await service.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = tempDataDir('bench-startup');
  const cold = await measure(dataDir);
  const warm = await measure(dataDir);
  console.log(`start to healthy, fresh DATA_DIR:  ${cold.healthyMs} ms (idle RSS ${cold.rssMb} MB)`);
  console.log(`start to healthy, reused DATA_DIR: ${warm.healthyMs} ms (idle RSS ${warm.rssMb} MB)`);
}

void main();
