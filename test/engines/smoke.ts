/**
 * Smoke check of the engines started by test/engines/up.sh.
 *
 *   npx tsx test/engines/smoke.ts
 *
 * Reads test/engines/.cache/engines.env and exercises, with the project's own
 * clients, what the stores rely on. Each check prints PASS or FAIL; a FAIL
 * makes the exit code 1. Lines marked INFO probe what the FerretDB and the
 * trimmed Elasticsearch distribution can and cannot do; they never fail the run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client as EsClient } from '@elastic/elasticsearch';
import { MongoClient, MongoServerError } from 'mongodb';

type Env = { ELASTICSEARCH_URL?: string; MONGODB_URL?: string };

const envFile = join(__dirname, '.cache', 'engines.env');
let passed = 0;
let failed = 0;

function readEnv(): Env {
  let text: string;
  try {
    text = readFileSync(envFile, 'utf8');
  } catch {
    throw new Error(`${envFile} not found: run test/engines/up.sh first`);
  }
  const env: Env = {};
  for (const line of text.split('\n')) {
    const m = /^(ELASTICSEARCH_URL|MONGODB_URL)=(.+)$/.exec(line.trim());
    if (m?.[1] && m[2]) env[m[1] as keyof Env] = m[2];
  }
  return env;
}

async function check(name: string, fn: () => Promise<unknown>): Promise<void> {
  try {
    const detail = await fn();
    passed++;
    console.log(`PASS ${name}${detail === undefined ? '' : ` (${String(detail)})`}`);
  } catch (err) {
    failed++;
    console.log(`FAIL ${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function info(name: string, fn: () => Promise<unknown>): Promise<void> {
  try {
    console.log(`INFO ${name}: works (${String(await fn())})`);
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    console.log(`INFO ${name}: does not work: ${msg.split('\n')[0]?.slice(0, 200)}`);
  }
}

function assert(cond: unknown, msg: string): asserts cond {
  if (!cond) throw new Error(msg);
}

async function smokeElasticsearch(url: string): Promise<void> {
  const es = new EsClient({ node: url });
  const index = `shokuji-smoke-${Date.now()}`;
  try {
    await check('es: cluster health is yellow or green', async () => {
      const h = await es.cluster.health({ wait_for_status: 'yellow', timeout: '10s' });
      assert(h.status === 'green' || h.status === 'yellow', `status ${h.status}`);
      return `${h.status}, ${url}`;
    });
    await check('es: create index (custom standard+lowercase analyzer, built-in whitespace analyzer, keyword)', async () => {
      await es.indices.create({
        index,
        settings: {
          number_of_shards: 1,
          number_of_replicas: 0,
          analysis: {
            analyzer: {
              // Custom analyzers may use only what core ES registers: the
              // `standard` tokenizer and the `lowercase`/`stop` filters (no
              // whitespace/keyword/ngram tokenizers without analysis-common).
              name_std: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'stop'] },
            },
          },
        },
        mappings: {
          properties: {
            name: {
              type: 'text',
              analyzer: 'name_std',
              fields: { ws: { type: 'text', analyzer: 'whitespace' }, raw: { type: 'keyword' } },
            },
            code: { type: 'keyword' },
            kcal: { type: 'float' },
          },
        },
      });
    });
    await check('es: index a document and refresh', async () => {
      await es.index({
        index,
        id: 'food-1',
        document: { name: '鮭おにぎり Salmon Onigiri', code: 'JP-001', kcal: 180 },
        refresh: 'wait_for',
      });
    });
    await check('es: full-text match finds it (standard tokenizer, Japanese text)', async () => {
      const r = await es.search<{ code: string }>({ index, query: { match: { name: 'おにぎり' } } });
      assert(r.hits.hits[0]?._source?.code === 'JP-001', `got ${JSON.stringify(r.hits.hits)}`);
      return `${r.hits.hits.length} hit`;
    });
    await check('es: term on keyword fields + match on whitespace-analyzed sub-field', async () => {
      const r = await es.search({
        index,
        query: {
          bool: {
            filter: [
              { term: { code: 'JP-001' } },
              { match: { 'name.ws': 'Salmon' } },
              { term: { 'name.raw': '鮭おにぎり Salmon Onigiri' } },
            ],
          },
        },
      });
      assert(r.hits.hits.length === 1, `got ${r.hits.hits.length} hits`);
    });
    // Probes: what the integ-test-zip distribution lacks (no analysis-common, no rest-root, ...).
    await info('es: client.info() / GET / (rest-root module)', async () => (await es.info()).version.number);
    await info('es: client.ping() / HEAD /', async () => es.ping());
    await info(
      'es: ngram tokenizer (analysis-common module)',
      async () => (await es.indices.analyze({ tokenizer: 'ngram', text: '寿司' })).tokens?.length,
    );
    await info(
      'es: kuromoji_tokenizer (analysis-kuromoji plugin)',
      async () => (await es.indices.analyze({ tokenizer: 'kuromoji_tokenizer', text: '寿司' })).tokens?.length,
    );
    await info('es: painless script update (lang-painless module)', async () => {
      await es.update({ index, id: 'food-1', script: { source: 'ctx._source.kcal += 1' } });
      return 'updated';
    });
    await info('es: _update_by_query (reindex module)', async () => (await es.updateByQuery({ index, query: { match_all: {} } })).updated);
  } finally {
    await es.indices.delete({ index, ignore_unavailable: true }).catch(() => undefined);
    await es.close();
  }
}

async function smokeMongo(url: string): Promise<void> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db();
  const suffix = Date.now();
  const foods = db.collection<{ _id?: unknown; code: string; name: string; kcal: number; kind?: string }>(`smoke_foods_${suffix}`);
  const counters = db.collection<{ _id: string; seq: number }>(`smoke_counters_${suffix}`);
  try {
    await check('mongo: ping', async () => {
      const r = await db.admin().command({ ping: 1 });
      assert(r.ok === 1, JSON.stringify(r));
      const b = await db.admin().command({ buildInfo: 1 });
      return `db ${db.databaseName}, reports MongoDB ${String(b.version)}, ${url}`;
    });
    await check('mongo: insertOne + findOne', async () => {
      await foods.insertOne({ code: 'JP-001', name: '鮭おにぎり', kcal: 180 });
      const doc = await foods.findOne({ code: 'JP-001' });
      assert(doc?.name === '鮭おにぎり', `got ${JSON.stringify(doc)}`);
    });
    await check('mongo: findOneAndUpdate $inc with upsert (new doc, then increment)', async () => {
      const a = await counters.findOneAndUpdate({ _id: 'meal' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
      const b = await counters.findOneAndUpdate({ _id: 'meal' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
      assert(a?.seq === 1 && b?.seq === 2, `got ${JSON.stringify([a, b])}`);
      return 'seq 1 then 2';
    });
    await check('mongo: unique index refuses a duplicate (E11000)', async () => {
      await foods.createIndex({ code: 1 }, { unique: true });
      try {
        await foods.insertOne({ code: 'JP-001', name: 'duplicate', kcal: 1 });
      } catch (err) {
        assert(err instanceof MongoServerError && err.code === 11000, `unexpected error ${String(err)}`);
        return 'code 11000';
      }
      throw new Error('duplicate insert was accepted');
    });
    await check('mongo: aggregate $match/$group/$sort', async () => {
      await foods.insertMany([
        { code: 'JP-002', name: '味噌汁', kcal: 40, kind: 'soup' },
        { code: 'JP-003', name: '味噌ラーメン', kcal: 500, kind: 'noodle' },
        { code: 'JP-004', name: '塩ラーメン', kcal: 450, kind: 'noodle' },
      ]);
      const rows = await foods
        .aggregate<{ _id: string | null; total: number }>([
          { $match: { kcal: { $gte: 40 } } },
          // One accumulator only: FerretDB 1.24 returns 0 for every $sum after
          // the first in the same $group (see the INFO probe below).
          { $group: { _id: '$kind', total: { $sum: '$kcal' } } },
          { $sort: { total: -1 } },
        ])
        .toArray();
      // JP-001 has no kind: it groups under null.
      assert(rows.length === 3 && rows[0]?._id === 'noodle' && rows[0].total === 950 && rows[2]?.total === 40, JSON.stringify(rows));
      return JSON.stringify(rows.map((r) => [r._id, r.total]));
    });
    // Probes, for the README: features a real MongoDB has that FerretDB may not.
    await info('mongo: 20 concurrent findOneAndUpdate $inc upserts on a new _id', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => counters.findOneAndUpdate({ _id: 'race' }, { $inc: { seq: 1 } }, { upsert: true })),
      );
      const rejected = results.filter((r) => r.status === 'rejected').length;
      const doc = await counters.findOne({ _id: 'race' });
      if (rejected > 0 || doc?.seq !== 20) {
        throw new Error(`${rejected} of 20 failed with E11000 (real MongoDB retries these), final seq ${doc?.seq}`);
      }
      return 'seq 20, none refused';
    });
    await info('mongo: 20 concurrent $inc on an existing document', async () => {
      await counters.insertOne({ _id: 'existing', seq: 0 });
      await Promise.all(Array.from({ length: 20 }, () => counters.findOneAndUpdate({ _id: 'existing' }, { $inc: { seq: 1 } })));
      const doc = await counters.findOne({ _id: 'existing' });
      if (doc?.seq !== 20) throw new Error(`lost updates: seq is ${doc?.seq} after 20 increments`);
      return 'seq 20';
    });
    await info('mongo: two $sum accumulators in one $group', async () => {
      const [row] = await foods
        .aggregate<{ n: number; total: number }>([
          { $match: { kind: 'noodle' } },
          { $group: { _id: null, n: { $sum: 1 }, total: { $sum: '$kcal' } } },
        ])
        .toArray();
      if (row?.n !== 2 || row.total !== 950) throw new Error(`wrong result ${JSON.stringify(row)}, expected n 2, total 950`);
      return JSON.stringify(row);
    });
    await info(
      'mongo: $group _id by expression ($gte)',
      async () => (await foods.aggregate([{ $group: { _id: { $gte: ['$kcal', 100] }, n: { $sum: 1 } } }]).toArray()).length,
    );
    await info('mongo: multi-document transaction', async () => {
      const session = client.startSession();
      try {
        await session.withTransaction(async () => {
          await foods.insertOne({ code: 'TX-1', name: 'tx', kcal: 0 }, { session });
        });
      } finally {
        await session.endSession();
      }
      return 'committed';
    });
    await info('mongo: change stream (watch)', async () => {
      const cs = foods.watch();
      try {
        await Promise.race([cs.tryNext(), new Promise((r) => setTimeout(r, 1000))]);
        return 'opened';
      } finally {
        await cs.close();
      }
    });
    await info(
      'mongo: $lookup',
      async () =>
        (
          await foods
            .aggregate([{ $lookup: { from: counters.collectionName, localField: 'code', foreignField: '_id', as: 'c' } }])
            .toArray()
        ).length,
    );
    await info('mongo: $facet', async () => (await foods.aggregate([{ $facet: { n: [{ $count: 'n' }] } }]).toArray()).length);
    await info(
      'mongo: $setWindowFields',
      async () => (await foods.aggregate([{ $setWindowFields: { sortBy: { kcal: 1 }, output: { r: { $rank: {} } } } }]).toArray()).length,
    );
    await info('mongo: arrayFilters update', async () => {
      await foods.insertOne({ code: 'AF', name: 'af', kcal: 0, items: [{ g: 1 }] } as never);
      return (await foods.updateOne({ code: 'AF' }, { $set: { 'items.$[i].g': 2 } }, { arrayFilters: [{ 'i.g': 1 }] })).modifiedCount;
    });
    await info('mongo: partial unique index', async () =>
      foods.createIndex({ name: 1 }, { unique: true, partialFilterExpression: { kcal: { $gt: 1000 } } }),
    );
    await info('mongo: TTL index', async () => foods.createIndex({ at: 1 }, { expireAfterSeconds: 60 }));
    await info('mongo: text index', async () => foods.createIndex({ name: 'text' }));
    await info(
      'mongo: collation on find',
      async () => (await foods.find({ name: 'AF' }, { collation: { locale: 'en', strength: 2 } }).toArray()).length,
    );
  } finally {
    await foods.drop().catch(() => undefined);
    await counters.drop().catch(() => undefined);
    await client.close();
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  if (!env.ELASTICSEARCH_URL && !env.MONGODB_URL) throw new Error(`${envFile} names no engine: run up.sh`);
  if (env.ELASTICSEARCH_URL) await smokeElasticsearch(env.ELASTICSEARCH_URL);
  else console.log('SKIP elasticsearch: ELASTICSEARCH_URL not in engines.env');
  if (env.MONGODB_URL) await smokeMongo(env.MONGODB_URL);
  else console.log('SKIP mongo: MONGODB_URL not in engines.env');
  console.log(`smoke: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(`smoke: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
