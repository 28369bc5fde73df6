import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BSON, MongoClient, type Db } from 'mongodb';
import { addDays } from '@shokuji/clock';
import { API, adminOf } from '../support/api-fixtures';
import { REPO_ROOT, tempDataDir, waitHealthy } from '../support/service-process';
import { startBenchGateway } from './bench-kit';

/**
 * `npx tsx test/bench/scale-explain.ts`: which of the records path's queries an index serves on the
 * MongoDB-wire server and database of MONGODB_URL (e.g. one bench:scale seeded and kept with
 * BENCH_SCALE_STORE_DIR: mongodb://…/scale_100000_1000). Starts the gateway on that database with
 * mongo-query-recorder.mjs preloaded, makes the requests bench:scale measures for one new user
 * (POST /meals, GET /meals of a day, GET /nutrition of a day and of 90 days), then asks the server
 * to explain every distinct query shape those requests sent (the gateway's start-up included), in
 * that database or in each of SCALE_EXPLAIN_DBS (comma-separated database names on the same server:
 * shapes recorded on a small database can be explained on one too large for the gateway to start
 * on). Prints per shape the server's filterPushdown, the plan's scan nodes (PostgreSQL's node types
 * and index names under FerretDB's PostgreSQL backend, MongoDB's stages and index names on a
 * MongoDB) and the time of one run of the filter as a read (one sample on a shared machine: a
 * magnitude, not a percentile). Asserts nothing.
 */
interface RecordedCall {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
}

const DAY = '2026-11-27';

/** Every scan in a plan tree: PostgreSQL's "Node Type" (+ "Index Name"), MongoDB's stage (+ indexName). */
function scansOf(plan: unknown): string[] {
  if (plan === null || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = node['Node Type'] ?? node.stage;
  const index = node['Index Name'] ?? node.indexName;
  const here = typeof own === 'string' && /Scan|SCAN/.test(own) ? [index ? `${own} (${String(index)})` : own] : [];
  return [...here, ...Object.values(node).flatMap((child) => (Array.isArray(child) ? child.flatMap(scansOf) : scansOf(child)))];
}

/** The filter's fields and operators without their values: one line per query shape. */
const shapeOf = (filter: Record<string, unknown>) =>
  JSON.stringify(filter, (_, value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : '…'));

async function recordRequests(mongoUrl: string, logFile: string): Promise<void> {
  const gateway = await startBenchGateway({
    DATA_DIR: tempDataDir('scale-explain'),
    RECORDS_STORE: 'mongodb',
    MONGODB_URL: mongoUrl,
    MONGO_QUERY_LOG: logFile,
    SERVICE_NODE_ARGS: `--import ${join(REPO_ROOT, 'test/bench/mongo-query-recorder.mjs')}`,
  });
  try {
    await waitHealthy(gateway.url, 600_000);
    const user = await adminOf(gateway).buildUser({ plan: 'premium', lifetime: '24h' });
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const meal = { mealName: 'ベンチ定食', cal: 600, protein: 25, fat: 18, carbs: 80, mealType: 'lunch', mealDate: DAY };
    const posted = await fetch(`${gateway.url}${API}/meals`, { method: 'POST', headers, body: JSON.stringify(meal) });
    const paths = [
      `${API}/meals?date=${DAY}`,
      `${API}/nutrition?date=${DAY}`,
      `${API}/nutrition?startDate=${addDays(DAY, -89)}&endDate=${DAY}`,
    ];
    const statuses = [posted.status];
    for (const path of paths) statuses.push((await fetch(`${gateway.url}${path}`, { headers })).status);
    console.log(`requests: POST /meals and ${paths.join(', ')} → ${statuses.join(', ')}`);
  } finally {
    await gateway.stop();
  }
}

async function explainIn(db: Db, calls: RecordedCall[]): Promise<void> {
  const distinct = [...new Map(calls.map((call) => [`${call.collection} ${call.method} ${shapeOf(call.filter)}`, call])).values()];
  const counts = new Map<string, number>();
  for (const { collection } of calls)
    counts.set(collection, counts.get(collection) ?? (await db.collection(collection).estimatedDocumentCount()));
  console.log(`\n${db.databaseName}: ${[...counts].map(([name, count]) => `${name} ${count}`).join(', ')} documents`);
  console.log('collection    method            filter shape                                          pushdown  read ms  scans');
  for (const { collection, method, filter } of distinct) {
    const aggregate = method === 'aggregate';
    const command = aggregate ? { aggregate: collection, pipeline: [{ $match: filter }], cursor: {} } : { find: collection, filter };
    const explained = (await db.command({ explain: command, verbosity: 'queryPlanner' })) as {
      queryPlanner?: unknown;
      filterPushdown?: boolean;
    };
    const pushdown = explained.filterPushdown === undefined ? 'n/a' : String(explained.filterPushdown);
    const started = Date.now();
    await (aggregate ? db.collection(collection).aggregate([{ $match: filter }]) : db.collection(collection).find(filter)).toArray();
    const readMs = Date.now() - started;
    console.log(
      `${collection.padEnd(13)} ${method.padEnd(17)} ${shapeOf(filter).padEnd(53)} ${pushdown.padEnd(9)} ${String(readMs).padStart(7)}  ${scansOf(explained.queryPlanner).join(', ')}`,
    );
  }
}

async function main(): Promise<void> {
  const mongoUrl = process.env.MONGODB_URL;
  if (!mongoUrl) throw new Error('MONGODB_URL (with the seeded database name) is required');
  const logFile = join(tempDataDir('scale-explain-log'), 'queries.jsonl');
  await recordRequests(mongoUrl, logFile);
  const calls = readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => BSON.EJSON.parse(line, { relaxed: false }) as RecordedCall);
  // A long socket timeout: a read the server cannot filter may take longer than the service's 10 s.
  const client = await MongoClient.connect(mongoUrl, { socketTimeoutMS: 600_000 });
  try {
    const names = process.env.SCALE_EXPLAIN_DBS?.split(',') ?? [client.db().databaseName];
    for (const name of names) await explainIn(client.db(name), calls);
  } finally {
    await client.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
