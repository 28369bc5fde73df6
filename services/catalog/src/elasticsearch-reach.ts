import { Client, errors } from '@elastic/elasticsearch';
import { elasticsearchNodesOf } from '@shokuji/runtime';
import { connectionErrorCode, hostsOf, scrubbedMessage, unreachableReason } from '@shokuji/storage';

/** How long the start's probe waits for each node: a node that answers at all answers its root within this. */
const PROBE_TIMEOUT_MS = 5000;

/**
 * Why one node of ELASTICSEARCH_URL does not serve the catalog, asked as the engine asks it (the same client, its root
 * `GET /`), or null when it answers as Elasticsearch: a refused connection, a name that does not resolve, no answer in
 * time, refused credentials (401, 403), a server that is not Elasticsearch, a failed TLS handshake.
 */
async function nodeProblem(node: string, timeoutMs: number): Promise<string | null> {
  const where = `the node at ${hostsOf(node)}`;
  const client = new Client({ node, requestTimeout: timeoutMs, maxRetries: 0 });
  try {
    await client.info();
    return null;
  } catch (error) {
    if (error instanceof errors.TimeoutError) return `${where} did not answer within ${timeoutMs / 1000} s (timeout)`;
    if (error instanceof errors.ResponseError && (error.statusCode === 401 || error.statusCode === 403))
      return `${where} refused the credentials (HTTP ${error.statusCode})`;
    if (error instanceof errors.ProductNotSupportedError) return `${where} answers, but not as Elasticsearch`;
    if (error instanceof errors.ResponseError) return `${where} answered HTTP ${error.statusCode}`;
    const message = error instanceof Error ? error.message : String(error);
    return unreachableReason(connectionErrorCode(error), where) ?? `${where} could not be reached: ${scrubbedMessage(message, node)}`;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * ELASTICSEARCH_URL at start (2026-12-06): each node asked once, in parallel; `NAME: problem` naming the nodes that do
 * not answer and why, without their user and password, or null when every node answers. A start does not wait on it
 * nor fail by it: the catalog builds its index in the background and retries until the engine answers, and /readyz says
 * the catalog is not ready until then (docs/operations.md → Probes), since the engine may start beside the service. The
 * start's log only said `search engine unreachable: connect ECONNREFUSED …` on each retry, naming no variable.
 */
export async function elasticsearchUrlProblem(variable: string, url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<string | null> {
  const nodes = elasticsearchNodesOf(url);
  const problems = (await Promise.all(nodes.map((node) => nodeProblem(node, timeoutMs)))).filter((problem) => problem !== null);
  if (!problems.length) return null;
  const answered = nodes.length - problems.length;
  return `${variable}: ${problems.join('; ')}${answered ? ` (${answered} of ${nodes.length} nodes answered)` : ''}`;
}
