import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '@shokuji/runtime';
import { DomainError } from '@shokuji/contracts';
import { storeOutageError } from '@shokuji/storage';
import type { ServiceApiShape } from './rpc.types';

/** The header every RPC call carries SERVICE_RPC_SECRET in. */
export const RPC_SECRET_HEADER = 'x-service-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses a call without the shared secret with 401, before its body is read, and logs it: on a
 * network where anyone can reach the service, the `userId` in a call's context is only as good as
 * the caller (docs/security.md → What is protected, the internal RPC row of the table). Digests keep the comparison constant-time.
 */
function requireRpcSecret(secret: string, logger: Logger): RequestHandler {
  const expected = digest(secret);
  return (req, res, next) => {
    const given = req.header(RPC_SECRET_HEADER);
    if (given && timingSafeEqual(digest(given), expected)) return next();
    logger.warn(
      { remoteAddress: req.socket.remoteAddress, path: req.path, secretSent: given !== undefined },
      'RPC call refused: missing or wrong secret',
    );
    res.status(401).json({ error: { code: 'unauthorized', message: `missing or wrong ${RPC_SECRET_HEADER}` } });
  };
}

export interface RpcRouterOptions {
  /** SERVICE_RPC_SECRET: every call must carry it. */
  secret: string;
  logger: Logger;
  /**
   * Set to each call's `ctx.now`: the clock of the work a service alone starts by itself (the records service's
   * nightly recompute) then runs on the gateway's clock, test clock included, as it does in one process.
   */
  followClock?: { set(now: Date): void };
}

/**
 * Serves a service API over HTTP: POST {prefix}/{method} with `{ ctx, input }` answers
 * `{ result }`, or `{ error: { code, message, details } }` for a domain error. Only the gateway
 * (and the records service, for the catalog) calls it, holding the shared secret; the gateway
 * stays the public edge.
 */
export function createRpcRouter<Api extends ServiceApiShape<Api>>(
  api: Api,
  methods: readonly (keyof Api & string)[],
  options: RpcRouterOptions,
): Router {
  const router = express.Router();
  router.use('/rpc', requireRpcSecret(options.secret, options.logger));
  router.use(express.json({ limit: '8mb' }));
  for (const method of methods) {
    router.post(`/rpc/${method}`, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { ctx, input } = req.body as { ctx: unknown; input: unknown };
        const callerNow = typeof ctx === 'object' && ctx !== null ? Date.parse(String((ctx as { now?: unknown }).now)) : NaN;
        if (options.followClock && !Number.isNaN(callerNow)) options.followClock.set(new Date(callerNow));
        const handler = api[method] as unknown as (ctx: unknown, input: unknown) => Promise<unknown>;
        const result = await handler(ctx, input ?? {});
        res.json({ result: result ?? null });
      } catch (caught) {
        // A store that cannot be reached is the caller's 503, not an internal error.
        const error = storeOutageError(caught) ?? caught;
        if (error instanceof DomainError) {
          res.status(422).json({ error: { code: error.code, message: error.message, details: error.details } });
          return;
        }
        next(error);
      }
    });
  }
  return router;
}
