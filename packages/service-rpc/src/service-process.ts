import express from 'express';
import { systemClock } from '@shokuji/clock';
import type { RequestContext } from '@shokuji/contracts';
import { listeningPort, metricsText, serveHttp, type ServeOptions } from '@shokuji/runtime';
import { createRpcRouter, type RpcRouterOptions } from './rpc.server';
import type { ServiceApiShape } from './rpc.types';

export interface ServiceProcessOptions<Api> extends ServeOptions {
  /** `catalog`, `records`: names the "listening" log line the harness and operators look for. */
  name: string;
  api: Api;
  methods: readonly (keyof Api & string)[];
  /** GET /healthz answers 200 when this resolves true, else (false or a rejection) 503. */
  healthy: (ctx: RequestContext) => Promise<boolean>;
  /** More fields for the listening log line (host and port are always there). */
  describe?: Record<string, unknown>;
  /** SERVICE_RPC_SECRET: the RPC refuses calls without it (/healthz stays open to probes). */
  rpcSecret: string;
  /** Follows the gateway's clock from the calls (RpcRouterOptions.followClock). */
  followClock?: RpcRouterOptions['followClock'];
}

/**
 * A service as its own process: GET /healthz for the orchestrator, GET /metrics for the scraper, its API over the RPC router for
 * the gateway, served with graceful shutdown. Every service main.ts ends here.
 */
export async function serveServiceProcess<Api extends ServiceApiShape<Api>>(options: ServiceProcessOptions<Api>): Promise<void> {
  const { name, api, methods, healthy, describe, rpcSecret, followClock, ...serve } = options;
  const app = express();
  app.get('/healthz', async (req, res) => {
    // Probes come from outside the gateway: no gateway request id or clock reading to forward.
    const ctx = { requestId: req.header('x-request-id') ?? 'healthz', now: systemClock.now().toISOString() };
    const ok = await healthy(ctx).catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable' });
  });
  // The service's own metrics (search latency, store operations, the metabolism queue). Like the RPC
  // routes, the service port is internal: only the gateway and the operator's scraper reach it.
  app.get('/metrics', async (_req, res) => {
    const { contentType, body } = await metricsText();
    res.type(contentType).end(body);
  });
  app.use(createRpcRouter(api, methods, { secret: rpcSecret, logger: serve.logger, followClock }));
  const server = await serveHttp(() => app, serve);
  serve.logger.info({ port: listeningPort(server), host: serve.host, ...describe }, `${name} service listening`);
}
