import { evaluate, formatTable, judgedFileOf, relevanceEngines, startRelevanceCatalog, summarize } from './relevance.evaluate';

/**
 * `npx tsx test/relevance/relevance.report.ts [--misses] [--file <path>]`: the metric table per engine, and with
 * --misses every query below recall 1, nDCG 0.8 or precision 1 with its top results, for finding out why a class is weak.
 * --file measures another judged set of the same format (a blind set, BLIND.md) instead of judged-queries.json.
 */
async function main(): Promise<void> {
  const showMisses = process.argv.includes('--misses');
  const file = judgedFileOf(process.argv);
  console.log(`judged set: ${file}`);
  for (const engine of relevanceEngines()) {
    if (!engine.env) {
      console.log(`${engine.name}: skipped, ${engine.skipReason}`);
      continue;
    }
    const started = Date.now();
    const catalog = await startRelevanceCatalog(engine.env);
    try {
      const outcomes = await evaluate(catalog.api, file);
      console.log(formatTable(engine.name, summarize(outcomes)), `\n(${Date.now() - started} ms)`);
      if (showMisses) {
        for (const o of outcomes.filter((o) => o.recall < 1 || o.ndcg < 0.8 || o.precision < 1)) {
          console.log(
            `MISS ${o.query.id} q=${o.query.q ?? ''} recall=${o.recall.toFixed(2)} ndcg=${o.ndcg.toFixed(2)} precision=${o.precision.toFixed(2)} total=${o.total} top=${o.ranked.slice(0, 10).join(',')}`,
          );
        }
      }
    } finally {
      await catalog.close();
    }
  }
}

void main();
