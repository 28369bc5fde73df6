import { DomainError } from '@shokuji/contracts';
import { createRpcClient, ServiceTimeoutError } from './rpc.client';

interface PingApi {
  ping(ctx: unknown, input: unknown): Promise<unknown>;
}

/**
 * A split service that does not answer (stopped, killed, restarting): the gateway's 503 `unavailable` says when to try
 * again, as a store that does not answer does (Retry-After: 5, packages/storage/src/store-errors.ts). Until stop 83 it
 * carried no Retry-After, so the typed client and other callers fell back to their own pauses.
 */
describe('RPC client of a service that does not answer', () => {
  afterEach(() => jest.restoreAllMocks());

  const client = () =>
    createRpcClient<PingApi>(['ping'], { baseUrl: 'http://127.0.0.1:8082', serviceName: 'records', secret: 's'.repeat(32), timeoutMs: 50 });

  it('throws 503 unavailable with a retry after 5 seconds, naming the service', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const error = (await client()
      .ping({}, {})
      .catch((thrown: unknown) => thrown)) as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('records service unreachable: fetch failed');
    expect(error.details.retryAfterSec).toBe(5);
  });

  it('says a service that took the call but gave no answer in time did not answer, as a ServiceTimeoutError (stop 83)', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    const error = (await client()
      .ping({}, {})
      .catch((thrown: unknown) => thrown)) as DomainError;
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect(error).toBeInstanceOf(DomainError);
    expect([error.code, error.message, error.details.retryAfterSec]).toEqual([
      'unavailable',
      'records service did not answer within 50 ms',
      5,
    ]);
  });

  it('does the same for a 503 the service process answers without an RPC body', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('busy', { status: 503 }));
    const error = (await client()
      .ping({}, {})
      .catch((thrown: unknown) => thrown)) as DomainError;
    expect(error.code).toBe('unavailable');
    expect(error.details.retryAfterSec).toBe(5);
  });
});

/**
 * A service that refuses the gateway's SERVICE_RPC_SECRET, or answers without an RPC body: a deployment fault, which
 * a client sees as any failure the service did not expect, a 500 with a log id and no text of its own (stop 85). It
 * went out as the domain error `internal_error` whose message, "records service refused SERVICE_RPC_SECRET", named the
 * services and the variable to every caller, with no log id to find it by.
 */
describe('RPC client of a service that refuses the call', () => {
  afterEach(() => jest.restoreAllMocks());

  const client = () =>
    createRpcClient<PingApi>(['ping'], { baseUrl: 'http://127.0.0.1:8082', serviceName: 'records', secret: 's'.repeat(32) });

  it.each([
    [
      'a wrong secret (401)',
      new Response('{"error":{"code":"unauthorized","message":"missing or wrong x-service-secret"}}', { status: 401 }),
      /records service refused SERVICE_RPC_SECRET/,
    ],
    ['an answer without an RPC body (502)', new Response('<html>bad gateway</html>', { status: 502 }), /records service answered 502/],
  ])('throws an error that is not a domain error for %s, naming the cause for the log', async (_label, response, message) => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    const error = await client()
      .ping({}, {})
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DomainError);
    expect((error as Error).message).toMatch(message);
  });
});
