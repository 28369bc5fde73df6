import { evaluate, startRelevanceCatalog, type QueryOutcome } from './relevance.evaluate';

/**
 * Starts the catalog on the engine `engineEnv` names (startRelevanceCatalog), runs every judged query and gives the
 * outcomes. The suite calls it in a node process of its own (runInNode, test/support/run-in-node.ts): in jest's vm the
 * catalog's search ran several times slower than in node (every read of a global goes through the context's
 * interceptors), and the suite's one run took over a minute of a test run.
 */
export async function evaluateCatalog(engineEnv: Record<string, string>): Promise<QueryOutcome[]> {
  const catalog = await startRelevanceCatalog(engineEnv);
  try {
    return await evaluate(catalog.api);
  } finally {
    await catalog.close();
  }
}
