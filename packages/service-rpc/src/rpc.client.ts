import { DomainError, isErrorCode, type ErrorDetails } from '@shokuji/contracts';
import { RPC_SECRET_HEADER } from './rpc.server';
import type { ServiceApiShape } from './rpc.types';

export interface RpcClientOptions {
  baseUrl: string;
  /** Bounded wait so a stopped service becomes a 503 instead of a hung request. */
  timeoutMs?: number;
  serviceName: string;
  /** SERVICE_RPC_SECRET, sent with every call. */
  secret: string;
}

/**
 * When a caller may try a service that did not answer again: the wait a store that does not answer gives
 * (packages/storage/src/store-errors.ts), a restart's time on a persisted index or store.
 */
const UNREACHABLE_RETRY_AFTER_SEC = 5;

/**
 * The service took the connection but gave no answer within the client's wait (UPSTREAM_TIMEOUT_MS): a hung or stopped
 * process, not one that is down. The same 503 `unavailable` for the caller; the gateway's /readyz shows the part
 * `timeout` (docs/operations.md → Probes), which it could not before stop 83, the call's own abort coming first.
 */
export class ServiceTimeoutError extends DomainError {
  constructor(serviceName: string, timeoutMs: number) {
    super('unavailable', `${serviceName} service did not answer within ${timeoutMs} ms`, { retryAfterSec: UNREACHABLE_RETRY_AFTER_SEC });
  }
}

type RpcReply = { result: unknown } | { error: { code: string; message: string; details?: ErrorDetails } };

/** A client that implements a service API by calling its RPC router over HTTP. */
export function createRpcClient<Api extends ServiceApiShape<Api>>(
  methods: readonly (keyof Api & string)[],
  options: RpcClientOptions,
): Api {
  const timeoutMs = options.timeoutMs ?? 5000;
  const call = async (method: string, ctx: unknown, input: unknown): Promise<unknown> => {
    let response: globalThis.Response;
    try {
      response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/rpc/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [RPC_SECRET_HEADER]: options.secret,
          ...(isRecord(ctx) && typeof ctx.requestId === 'string' ? { 'x-request-id': ctx.requestId } : {}),
        },
        body: JSON.stringify({ ctx, input }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as Error | null)?.name === 'TimeoutError') throw new ServiceTimeoutError(options.serviceName, timeoutMs);
      throw new DomainError('unavailable', `${options.serviceName} service unreachable: ${(error as Error).message}`, {
        retryAfterSec: UNREACHABLE_RETRY_AFTER_SEC,
      });
    }
    // The service refused our secret: a deployment error, never the caller's 401. Not a domain error, so a caller
    // sees the 500 of any failure with a log id, and the log says this (docs/operations.md → Split services).
    if (response.status === 401) throw new Error(`${options.serviceName} service refused SERVICE_RPC_SECRET`);
    const reply = (await response.json().catch(() => null)) as RpcReply | null;
    if (reply && 'error' in reply) {
      const code = isErrorCode(reply.error.code) ? reply.error.code : 'internal_error';
      throw new DomainError(code, reply.error.message, reply.error.details);
    }
    if (!response.ok || !reply) {
      if (response.status === 503)
        throw new DomainError('unavailable', `${options.serviceName} service answered 503`, { retryAfterSec: UNREACHABLE_RETRY_AFTER_SEC });
      throw new Error(`${options.serviceName} service answered ${response.status}`);
    }
    return reply.result;
  };
  return Object.fromEntries(
    methods.map((method) => [method, (ctx: unknown, input: unknown) => call(method, ctx, input)]),
  ) as unknown as Api;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
