import type { Quota } from '@shokuji/contracts';
import type { Entitlement } from '../entitlements/entitlement';
import type { Account } from '../store/accounts.repository';

/**
 * Who and what a call is, as the endpoint pipeline hands it to handlers and request-context.ts turns
 * it into service contexts. Types only, in their own module, so the pipeline and the contexts import
 * them without importing each other.
 */

/** A request as the gateway handles it: the id the request-id middleware gave it, and the clock's "now". */
export interface GatewayCall {
  requestId: string;
  now: Date;
}

/** The transport a call came by. */
export type CallChannel = 'rest' | 'mcp';

/** An authenticated call of a pipeline endpoint, past its quota. */
export interface Caller extends GatewayCall {
  account: Account;
  /** Text that tells a client what to do next names the route (REST) or the tool (MCP) it uses. */
  channel: CallChannel;
  entitlement: Entitlement;
  /** The quota after this call's cost was taken. */
  quota: Quota;
  /** Under an Idempotency-Key: the operation's key for the services (RequestContext.operationKey). */
  operationKey?: string;
}
