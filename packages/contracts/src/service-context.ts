/**
 * What every service method takes besides its input: the gateway's request id and clock (and the
 * caller's user id for personal data), so the in-process and HTTP paths behave the same and one
 * clock drives every service. Its own module, so the service APIs (service-api.ts, <feature>.api.ts)
 * import it one way instead of each other.
 */
export interface RequestContext {
  requestId: string;
  /** ISO timestamp of "now" from the gateway's clock, so one clock drives every service. */
  now: string;
  /**
   * Set on a write made under an Idempotency-Key: the same account, key and body always give the
   * same value. A service that creates records derives their ids from it, so an attempt the gateway
   * gave up on (a timeout, a crash) and the client's retry create one record, not two.
   */
  operationKey?: string;
}

export interface UserContext extends RequestContext {
  userId: string;
}

export type EmptyInput = Record<string, never>;

/**
 * Every method name of a service API, written as an object so the compiler checks the set: a
 * missing or unknown name is a type error, not a method the HTTP client lacks at run time.
 */
export type ApiMethodSet<Api> = { readonly [Method in keyof Api]: true };

/** The names of an API's method set, for the RPC router and client. */
export function apiMethodNames<Api>(methods: ApiMethodSet<Api>): (keyof Api & string)[] {
  return Object.keys(methods) as (keyof Api & string)[];
}
