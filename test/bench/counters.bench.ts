import { adminOf } from '../support/api-fixtures';
import { soakCounters } from '../support/counters-soak';
import { startGateway } from '../support/service-process';

/**
 * `npm run bench:counters`: a loopback soak of ~100k requests from ever new addresses (X-Forwarded-For
 * behind one trusted hop), one simulated minute after another on the service clock, printing the
 * counters table's row count before, after each minute and at the end. The bounded-ness check is
 * test/e2e/counters-bounded.e2e.test.ts; this prints the figures at scale and asserts nothing.
 * SOAK_ADDRESSES (per minute, default 10000), SOAK_MINUTES (default 10), SOAK_CONCURRENCY (default 16).
 */
const ADDRESSES = Number(process.env.SOAK_ADDRESSES ?? 10000);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16);

async function main(): Promise<void> {
  const gateway = await startGateway({ TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' });
  try {
    const started = Date.now();
    const figures = await soakCounters(gateway, adminOf(gateway), {
      addressesPerMinute: ADDRESSES,
      minutes: MINUTES,
      concurrency: CONCURRENCY,
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`\ncounters soak: ${figures.requests} requests from ${figures.requests} addresses over ${MINUTES} service-clock minutes`);
    console.log(`  ${seconds.toFixed(0)} s wall time (shared machine), ${figures.non2xx} non-2xx`);
    console.log(`  counter rows before: ${figures.rowsBefore}`);
    figures.rowsAfterMinute.forEach((rows, minute) => console.log(`  after minute ${minute + 1}: ${rows}`));
    const peak = Math.max(...figures.rowsAfterMinute);
    console.log(
      `  peak ${peak} rows for ${figures.requests} requests; without the purge it would be ${figures.rowsBefore + figures.requests}`,
    );
  } finally {
    await gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
