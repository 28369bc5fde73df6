import { useGateway } from '../support/api-fixtures';
import { soakCounters } from '../support/counters-soak';

/**
 * docs/security.md → What is protected, the Disk and memory row: quota counters are purged on the service clock, so traffic
 * from ever new addresses leaves the counters table bounded by the windows still running, not by
 * everything ever counted. `npm run bench:counters` runs the same soak at ~100k requests.
 */
const { gateway, admin } = useGateway({ TRUST_PROXY_HOPS: '1' });

it('keeps the counters table bounded while many addresses call minute after minute', async () => {
  const addressesPerMinute = 150;
  const figures = await soakCounters(gateway(), admin, { addressesPerMinute, minutes: 8, concurrency: 8 });
  expect(figures.non2xx).toBe(0);
  expect(figures.requests).toBe(8 * addressesPerMinute);
  // Each minute adds addressesPerMinute per-IP rows; with the purge at most this minute's and the last one's remain.
  for (const rows of figures.rowsAfterMinute) expect(rows).toBeLessThanOrEqual(figures.rowsBefore + 2 * addressesPerMinute + 20);
}, 120_000);
