import type { Response } from 'express';
import type { RequestContext, UserContext } from '@shokuji/contracts';
import type { Caller, GatewayCall } from './caller';

/** The id the request-id middleware (request-id.ts) gave this request. */
export function requestIdOf(res: Response): string {
  return String(res.locals.requestId);
}

/**
 * The context every service method takes: this request's id (forwarded, never minted again) and the
 * gateway's clock, so one clock drives every service; with the user for personal data.
 */
export function serviceContextOf(call: GatewayCall): RequestContext;
export function serviceContextOf(call: GatewayCall, userId: string): UserContext;
export function serviceContextOf(call: GatewayCall, userId?: string): RequestContext | UserContext {
  const now = call.now.toISOString();
  return userId === undefined ? { requestId: call.requestId, now } : { requestId: call.requestId, now, userId };
}

/** The context of a pipeline endpoint's caller. */
export function userContextOf(caller: Caller): UserContext {
  const ctx = serviceContextOf(caller, caller.account.userId);
  return caller.operationKey ? { ...ctx, operationKey: caller.operationKey } : ctx;
}
