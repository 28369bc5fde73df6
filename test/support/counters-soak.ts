import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import type { Admin } from './api-fixtures';
import type { RunningGateway } from './service-process';

/** How many counter rows (SQLite) or slot documents (MongoDB) the gateway's store holds now. */
export async function countCounterRows(gateway: RunningGateway): Promise<number> {
  if (gateway.env.RECORDS_STORE === 'mongodb' && gateway.env.MONGODB_URL) {
    const client = await MongoClient.connect(gateway.env.MONGODB_URL);
    try {
      return await client.db().collection('counter_slots').countDocuments();
    } finally {
      await client.close();
    }
  }
  // The counters' own SQLite file beside platform.sqlite (store/sqlite/platform.sqlite.ts); WAL readers see every commit.
  const db = new Database(join(gateway.dataDir, 'platform-counters.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM counters').get()!.n;
  } finally {
    db.close();
  }
}

export interface CounterSoakOptions {
  /** Distinct client addresses per simulated minute (sent as X-Forwarded-For: the gateway trusts one proxy hop). */
  addressesPerMinute: number;
  minutes: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export interface CounterSoakFigures {
  requests: number;
  non2xx: number;
  rowsBefore: number;
  /** Rows after each simulated minute. */
  rowsAfterMinute: number[];
}

/**
 * Plain traffic from many addresses, minute after minute on the service clock (PUT /admin/v1/clock):
 * every address of every minute is a new per-IP counter. A gateway that purges expired counters
 * keeps about the last minute or two of them; one that never purges grows by addressesPerMinute a minute.
 */
export async function soakCounters(gateway: RunningGateway, admin: Admin, options: CounterSoakOptions): Promise<CounterSoakFigures> {
  const rowsBefore = await countCounterRows(gateway);
  const rowsAfterMinute: number[] = [];
  const startMs = Date.now();
  let requests = 0;
  let non2xx = 0;
  for (let minute = 0; minute < options.minutes; minute++) {
    const clock = await admin.setClock(new Date(startMs + minute * 61_000).toISOString());
    if (clock.status !== 200) throw new Error(`setting the clock failed: ${clock.status}`);
    let next = 0;
    const worker = async () => {
      while (next < options.addressesPerMinute) {
        const n = next++;
        // 10.x.y.z, unique per (minute, n) across a soak of up to 16 million addresses.
        const id = minute * options.addressesPerMinute + n;
        const address = `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
        const reply = await fetch(`${gateway.url}/api/v1/ext/help`, { headers: { 'x-forwarded-for': address } });
        await reply.arrayBuffer();
        requests++;
        if (reply.status !== 200) non2xx++;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    rowsAfterMinute.push(await countCounterRows(gateway));
  }
  return { requests, non2xx, rowsBefore, rowsAfterMinute };
}
