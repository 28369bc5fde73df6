import type { UserContext } from '@shokuji/contracts';
import type { Caller } from './endpoint-pipeline';

/** The context every service method takes: the gateway's request id and clock, the caller's user id. */
export function userContextOf(caller: Caller): UserContext {
  return { requestId: caller.requestId, now: caller.now.toISOString(), userId: caller.account.userId };
}
