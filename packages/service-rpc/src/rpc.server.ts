import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { DomainError } from '@shokuji/contracts';
import { storeOutageError } from '@shokuji/storage';
import type { ServiceApiShape } from './rpc.types';

/**
 * Serves a service API over HTTP: POST {prefix}/{method} with `{ ctx, input }` answers
 * `{ result }`, or `{ error: { code, message, details } }` for a domain error. Only the gateway
 * calls it, on a private network; the gateway stays the public edge.
 */
export function createRpcRouter<Api extends ServiceApiShape<Api>>(api: Api, methods: readonly (keyof Api & string)[]): Router {
  const router = express.Router();
  router.use(express.json({ limit: '8mb' }));
  for (const method of methods) {
    router.post(`/rpc/${method}`, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { ctx, input } = req.body as { ctx: unknown; input: unknown };
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
