import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md → Metrics), one registry per process: the
 * gateway serves it at /metrics, a service running alone at its own /metrics.
 *
 * Every label takes its value from a closed set the code defines (an operationId, a route pattern,
 * a tool name, an error code, an engine or store name, a service method), never from what a caller
 * sent, so no caller can make a series grow.
 */
collectDefaultMetrics();

/** Seconds: a request path answers in ms; a slow engine call or a stuck store reaches seconds. */
const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  httpRequests: new Counter({
    name: 'shokuji_http_requests_total',
    help: 'HTTP requests answered, by operation (operationId, or the route pattern outside the public API) and status class',
    labelNames: ['operation', 'status_class'] as const,
  }),
  httpDuration: new Histogram({
    name: 'shokuji_http_request_duration_seconds',
    help: 'Time from the request reaching the gateway to its answer being written, by operation and status class',
    labelNames: ['operation', 'status_class'] as const,
    buckets: LATENCY_BUCKETS_S,
  }),
  mcpToolCalls: new Counter({
    name: 'shokuji_mcp_tool_calls_total',
    help: 'MCP tools/call of a listed tool, by tool and outcome (ok, or error: the tool result carried an error body)',
    labelNames: ['tool', 'outcome'] as const,
  }),
  refusals: new Counter({
    name: 'shokuji_refusals_total',
    help: 'Calls refused with a domain error (quota_exceeded, rate_limited, insufficient_credits…), by error code, REST and MCP',
    labelNames: ['code'] as const,
  }),
  idempotentReplays: new Counter({
    name: 'shokuji_idempotent_replays_total',
    help: 'Writes answered from the stored answer of an earlier call with the same Idempotency-Key, by transport',
    labelNames: ['channel'] as const,
  }),
  aiCreditsSpent: new Counter({
    name: 'shokuji_ai_credits_spent_total',
    help: 'AI-analysis credits spent (one per completed POST /analyze-text or analyze_meal_text)',
  }),
  searchDuration: new Histogram({
    name: 'shokuji_search_duration_seconds',
    help: 'Time of one search in the catalog engine (after the answer cache), by engine',
    labelNames: ['engine'] as const,
    buckets: LATENCY_BUCKETS_S,
  }),
  storeOperationDuration: new Histogram({
    name: 'shokuji_store_operation_duration_seconds',
    help: 'Time of one records service operation (its store reads and writes), by store and operation',
    labelNames: ['store', 'operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS_S,
  }),
  metabolismQueueDepth: new Gauge({
    name: 'shokuji_metabolism_queue_depth',
    help: 'Users whose metabolism recompute is wanted or running in this process',
    collect() {
      this.set(metabolismQueues.reduce((sum, depth) => sum + depth(), 0));
    },
  }),
  ready: new Gauge({
    name: 'shokuji_ready',
    help: 'Readiness of each part the gateway depends on (1 ready, 0 not), asked at each scrape as GET /readyz asks it',
    labelNames: ['part'] as const,
    async collect() {
      this.reset();
      for (const check of readinessChecks) for (const [part, ready] of Object.entries(await check())) this.set({ part }, ready ? 1 : 0);
    },
  }),
};

const metabolismQueues: (() => number)[] = [];
const readinessChecks: (() => Promise<Record<string, boolean>>)[] = [];

/** The readiness check of this process (the gateway's parts), run at each scrape; part names come from the code. */
export function reportReadiness(check: () => Promise<Record<string, boolean>>): void {
  readinessChecks.push(check);
}

/** A metabolism recompute queue of this process, read at each scrape. */
export function reportMetabolismQueueDepth(depth: () => number): void {
  metabolismQueues.push(depth);
}

/** 200 → "2xx": the class keeps the series few; the exact status is in the access log. */
export function statusClassOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** Prometheus text of every metric of this process. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
