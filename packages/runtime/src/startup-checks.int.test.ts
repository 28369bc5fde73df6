import { createServer, type Server } from 'node:net';
import { hostProblem, listenFailure } from './startup-checks';
import { listenHttp } from './serve';

const names = { service: 'gateway', port: 'ADMIN_PORT', host: 'ADMIN_HOST' };

describe('start-up variables the machine refuses name the variable (2026-12-06)', () => {
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(async () => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('a bind address that is no IP address and no name this machine resolves, before anything listens', async () => {
    // .invalid never resolves (RFC 6761); a resolver that cannot be reached says so instead.
    expect(await hostProblem('HOST', 'not-a-host.invalid')).toMatch(
      /^HOST: "not-a-host\.invalid" (is neither an IP address nor a name this machine resolves \(ENOTFOUND\)|could not be resolved now)/,
    );
    for (const host of ['127.0.0.1', '::1', '0.0.0.0', 'localhost']) expect([host, await hostProblem('HOST', host)]).toEqual([host, null]);
  });

  it('a port in use, where the start failed with listen EADDRINUSE naming no variable', async () => {
    await expect(listenHttp(takenPort, '127.0.0.1', names)).rejects.toThrow(
      `Invalid gateway configuration:\n  ADMIN_PORT: port ${takenPort} on 127.0.0.1 is in use by another process (EADDRINUSE)`,
    );
  });

  it('an address that is not this machine’s, and an unresolvable one that reaches the listen', async () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): no machine's own address.
    await expect(listenHttp(0, '192.0.2.1', names)).rejects.toThrow(
      'ADMIN_HOST: 192.0.2.1 is not an address of this machine (EADDRNOTAVAIL)',
    );
    const unresolved = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' });
    expect((listenFailure(unresolved, 8080, 'nowhere.invalid', names) as Error).message).toBe(
      'Invalid gateway configuration:\n  ADMIN_HOST: "nowhere.invalid" is neither an IP address nor a name this machine resolves (ENOTFOUND)',
    );
  });

  it('leaves an error that is no port or address problem as it is, and one of a listener named by no variable', () => {
    const other = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    expect(listenFailure(other, 8080, '127.0.0.1', names)).toBe(other);
    const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(listenFailure(inUse, 8080, '127.0.0.1', undefined)).toBe(inUse);
  });
});
