import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { BadCatalogRowsError, reindexCatalog } from './catalog-reindex';

const USAGE = `npm run reindex -- [--data-dir DIR] [--skip-bad-rows]

Loads a catalog directory (shops.json, genres.json, products.jsonl, dishes.jsonl; default: the
bundled catalog or CATALOG_DATA_DIR), analyzes it and swaps it into the engine configured by
SEARCH_ENGINE / ELASTICSEARCH_URL and DATA_DIR. A bad row stops the reindex with its file, line
and reason unless --skip-bad-rows is given.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'skip-bad-rows': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const bar = new SingleBar(
    { format: '{phase} [{bar}] {value}/{total}', hideCursor: true, noTTYOutput: true, notTTYSchedule: 2000 },
    Presets.shades_classic,
  );
  let phase = '';
  try {
    const summary = await reindexCatalog({
      env: process.env,
      ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
      skipBadRows: values['skip-bad-rows'] ?? false,
      onProgress: (next, done, total) => {
        if (next !== phase) {
          if (phase) bar.stop();
          phase = next;
          bar.start(total, done, { phase: next === 'analyze' ? 'analyzing' : 'indexing ' });
        } else bar.update(done);
      },
    });
    bar.stop();
    for (const bad of summary.badRows) console.warn(`skipped ${bad.file}:${bad.line ?? `item ${bad.item}`}: ${bad.reason}`);
    console.log(
      `reindexed ${summary.documents} searchable items (${summary.products} products, ${summary.dishes} dishes, ${summary.shops} shops) ` +
        `from ${summary.dataDir} into ${summary.engine} in ${(summary.ms / 1000).toFixed(1)} s; ${summary.badRows.length} bad row(s) skipped; key ${summary.key}`,
    );
  } catch (error) {
    bar.stop();
    if (error instanceof BadCatalogRowsError) {
      for (const bad of error.badRows) console.error(`${bad.file}:${bad.line ?? `item ${bad.item}`}: ${bad.reason}`);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
