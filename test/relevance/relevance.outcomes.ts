import { writeFileSync } from 'node:fs';
import { evaluate, startRelevanceCatalog } from './relevance.evaluate';

/**
 * `node --import tsx test/relevance/relevance.outcomes.ts '<engine env as JSON>' <file>`: starts the
 * catalog on that engine, runs every judged query and writes the outcomes to the file as JSON (evaluateInNode).
 */
async function main(): Promise<void> {
  const [engineEnv, outcomesFile] = process.argv.slice(2);
  if (!engineEnv || !outcomesFile) throw new Error('usage: relevance.outcomes.ts <engine env as JSON> <file>');
  const catalog = await startRelevanceCatalog(JSON.parse(engineEnv) as Record<string, string>);
  try {
    writeFileSync(outcomesFile, JSON.stringify(await evaluate(catalog.api)));
  } finally {
    await catalog.close();
  }
}

void main();
