// Preloaded into a service (SERVICE_NODE_ARGS='--import …/mongo-query-recorder.mjs') by
// scale-explain.ts: appends one JSON line per MongoDB collection call that filters documents
// (collection, method, filter as Extended JSON, so dates stay dates) to MONGO_QUERY_LOG, so the queries a request really sends can be
// explained against a seeded database afterwards. Plain JavaScript: it loads before tsx does.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const logFile = process.env.MONGO_QUERY_LOG;
// The service's own copy of the driver (the repository root's node_modules), the one its repositories use.
const serviceRequire = createRequire(join(process.cwd(), 'package.json'));
const { Collection, BSON } = serviceRequire('mongodb');
// The collection methods a filter goes through, the list the records store's test spies on too.
const FILTERING_METHODS = serviceRequire('@shokuji/storage/src/mongo-filtering-methods.json');

/** The filter of a call: distinct's second argument, an aggregation's leading $match, else the first. */
const filterOf = (method, args) => {
  if (method === 'distinct') return args[1] ?? {};
  if (method === 'aggregate') return args[0]?.[0]?.$match ?? {};
  return args[0] ?? {};
};

// Set while a recorded call runs: the driver builds some methods on others (countDocuments on
// aggregate, findOne on find), and only the repository's own call is recorded.
const insideCall = new AsyncLocalStorage();

if (logFile) {
  for (const method of FILTERING_METHODS) {
    const original = Collection.prototype[method];
    Collection.prototype[method] = function recorded(...args) {
      if (insideCall.getStore()) return original.apply(this, args);
      const call = { collection: this.collectionName, method, filter: filterOf(method, args) };
      appendFileSync(logFile, `${BSON.EJSON.stringify(call, { relaxed: false })}\n`);
      return insideCall.run(true, () => original.apply(this, args));
    };
  }
}
