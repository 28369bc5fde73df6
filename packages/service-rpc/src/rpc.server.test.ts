import type { AddressInfo } from 'node:net';
import express from 'express';
import { AdjustableClock } from '@shokuji/clock';
import { createLogger } from '@shokuji/runtime';
import { RPC_SECRET_HEADER, createRpcRouter } from './rpc.server';

interface NowApi {
  ping(ctx: unknown, input: unknown): Promise<unknown>;
}

/**
 * A service alone follows the gateway's clock from its calls (stop 85): the records service's nightly recompute ran on
 * the host's time while every request ran on the gateway's test clock, so under CLOCK_CONTROL a nightly run stamped
 * GET /me's metabolism with the host's time until the user's next write or day; in one process it runs on the gateway's.
 */
describe('RPC router following the caller’s clock', () => {
  const secret = 's'.repeat(32);
  const clock = new AdjustableClock();
  let url = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    const api: NowApi = { ping: async () => 'pong' };
    app.use(
      createRpcRouter(api, ['ping'], {
        secret,
        logger: createLogger({ level: 'silent', nodeEnv: 'test', name: 'rpc-test', flushMs: 0 }),
        followClock: clock,
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const call = (ctx: unknown) =>
    fetch(`${url}/rpc/ping`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [RPC_SECRET_HEADER]: secret },
      body: JSON.stringify({ ctx, input: {} }),
    });

  it('runs on from each call’s ctx.now, forward and back; a call without a time leaves it', async () => {
    expect((await call({ requestId: 'r1', now: '2061-03-10T03:00:00.000Z' })).status).toBe(200);
    expect(Math.abs(clock.now().getTime() - Date.parse('2061-03-10T03:00:00.000Z'))).toBeLessThan(60_000);
    await call({ requestId: 'r2', now: '2027-01-01T00:00:00.000Z' });
    expect(clock.now().toISOString().slice(0, 13)).toBe('2027-01-01T00');
    await call({ requestId: 'r3' });
    await call({ requestId: 'r4', now: 'not a time' });
    expect(clock.now().toISOString().slice(0, 13)).toBe('2027-01-01T00');
  });
});
