import type { UserContext } from '@shokuji/contracts';
import { createMetabolismRefreshQueue, METABOLISM_REFRESH_DELAY_MS, recomputeAfter, waitForRecompute } from './metabolism-refresh.queue';

const ignoreFailure = () => undefined;
const held = { onFailure: ignoreFailure, delayMs: 60_000 };

/** A recompute the test finishes by hand, to look at the queue while one runs. */
function controlledRefresh() {
  const calls: string[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const refresh = (userId: string, nowIso: string) => {
    calls.push(`${userId}@${nowIso}`);
    return new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  };
  /** Finishes the oldest unfinished run and lets the queue react. */
  const finishNext = async (error?: Error) => {
    finishers.shift()!(error);
    await flushPromises();
  };
  return { calls, refresh, finishNext };
}

const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves to whether the promise has settled by now. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await flushPromises();
  return done;
}

describe('metabolism refresh queue', () => {
  afterEach(() => jest.useRealTimers());

  it('coalesces a burst of one user into one run with the latest now, after the delay', async () => {
    jest.useFakeTimers();
    const refreshed: string[] = [];
    const queue = createMetabolismRefreshQueue(async (userId, nowIso) => void refreshed.push(`${userId}@${nowIso}`), {
      onFailure: ignoreFailure,
    });
    for (let i = 0; i < 10; i++) queue.schedule('u1', `t${i}`);
    queue.schedule('u2', 't0');
    await jest.advanceTimersByTimeAsync(METABOLISM_REFRESH_DELAY_MS - 1);
    expect(refreshed).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshed).toEqual(['u1@t9', 'u2@t0']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs exactly once more when writes land during a run, and a reader waits for that run', async () => {
    const { calls, refresh, finishNext } = controlledRefresh();
    const queue = createMetabolismRefreshQueue(refresh, held);
    queue.schedule('u1', 't1');
    const firstRead = queue.settled('u1'); // a reader does not wait for the delay: the run starts now
    expect(calls).toEqual(['u1@t1']);
    queue.schedule('u1', 't2');
    queue.schedule('u1', 't3');
    const secondRead = queue.settled('u1');
    await finishNext();
    expect(await isSettled(firstRead)).toBe(true);
    expect(calls).toEqual(['u1@t1', 'u1@t3']);
    expect(await isSettled(secondRead)).toBe(false);
    await finishNext();
    expect(await isSettled(secondRead)).toBe(true);
    expect(calls).toEqual(['u1@t1', 'u1@t3']);
  });

  it('makes writes that land during a run wait the delay again when nobody reads', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] }); // finishNext lets the queue react through setImmediate
    const { calls, refresh, finishNext } = controlledRefresh();
    const queue = createMetabolismRefreshQueue(refresh, { onFailure: ignoreFailure });
    queue.schedule('u1', 't1');
    await jest.advanceTimersByTimeAsync(METABOLISM_REFRESH_DELAY_MS);
    expect(calls).toEqual(['u1@t1']);
    queue.schedule('u1', 't2');
    await finishNext();
    await jest.advanceTimersByTimeAsync(METABOLISM_REFRESH_DELAY_MS - 1);
    expect(calls).toEqual(['u1@t1']);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['u1@t1', 'u1@t2']);
  });

  it('lets a reader of an idle user through at once, and makes a reader during a run wait for it', async () => {
    const { refresh, finishNext } = controlledRefresh();
    const queue = createMetabolismRefreshQueue(refresh, held);
    expect(await isSettled(queue.settled('u1'))).toBe(true);
    queue.schedule('u1', 't1');
    void queue.settled('u1');
    const duringRun = queue.settled('u1');
    expect(await isSettled(duringRun)).toBe(false);
    expect(await isSettled(queue.settled('u2'))).toBe(true);
    await finishNext();
    expect(await isSettled(duringRun)).toBe(true);
  });

  it('reports a failed recompute, thrown or rejected, never to the caller, and keeps serving the user', async () => {
    const { calls, refresh, finishNext } = controlledRefresh();
    let throwNow = true;
    const failures: string[] = [];
    const queue = createMetabolismRefreshQueue(
      (userId, nowIso) => {
        if (throwNow) throw new Error('thrown');
        return refresh(userId, nowIso);
      },
      { onFailure: (userId, error) => failures.push(`${userId}: ${(error as Error).message}`), delayMs: 60_000 },
    );
    queue.schedule('u1', 't1');
    await expect(queue.settled('u1')).resolves.toBeUndefined();
    throwNow = false;
    queue.schedule('u1', 't2');
    const read = queue.settled('u1');
    await finishNext(new Error('store down'));
    await expect(read).resolves.toBeUndefined();
    queue.schedule('u1', 't3');
    const next = queue.settled('u1');
    await finishNext();
    await next;
    expect(calls).toEqual(['u1@t2', 'u1@t3']);
    expect(failures).toEqual(['u1: thrown', 'u1: store down']);
  });

  it('runs what is wanted on close, waits for it, leaves no timer and takes no more', async () => {
    jest.useFakeTimers();
    const refreshed: string[] = [];
    const queue = createMetabolismRefreshQueue(async (userId, nowIso) => void refreshed.push(`${userId}@${nowIso}`), {
      onFailure: ignoreFailure,
    });
    queue.schedule('u1', 't1');
    queue.schedule('u2', 't1');
    expect(jest.getTimerCount()).toBe(2);
    await queue.close();
    expect(refreshed).toEqual(['u1@t1', 'u2@t1']);
    expect(jest.getTimerCount()).toBe(0);
    queue.schedule('u1', 't2');
    expect(jest.getTimerCount()).toBe(0);
    await queue.settled('u1');
    expect(refreshed).toEqual(['u1@t1', 'u2@t1']);
  });

  it('never keeps the process alive with its timer', () => {
    const queue = createMetabolismRefreshQueue(async () => undefined, held);
    const before = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    queue.schedule('u1', 't1');
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBe(before);
    return queue.close();
  });
});

describe('recomputeAfter and waitForRecompute', () => {
  const ctx: UserContext = { requestId: 'r1', now: '2026-11-21T03:00:00.000Z', userId: 'u1' };

  it('answers a write before its recompute, and makes a dependent read wait for it', async () => {
    const { calls, refresh, finishNext } = controlledRefresh();
    const queue = createMetabolismRefreshQueue(refresh, held);
    const order: string[] = [];
    const recordWeight = recomputeAfter(queue, async (_ctx: UserContext, input: { weightKg: number }) => ({ saved: input.weightKg }));
    const getNutrition = waitForRecompute(queue, async (_ctx: UserContext, _input: object) => void order.push('read nutrition'));
    expect(await recordWeight(ctx, { weightKg: 60 })).toEqual({ saved: 60 });
    expect(calls).toEqual([]); // scheduled, not run inside the write

    const read = getNutrition(ctx, {});
    expect(calls).toEqual(['u1@2026-11-21T03:00:00.000Z']);
    expect(await isSettled(read)).toBe(false);
    order.push('recompute done');
    await finishNext();
    await read;
    expect(order).toEqual(['recompute done', 'read nutrition']);
  });

  it('recomputes a reader once per JST day without any write: the window moves with today, wherever the clock goes', async () => {
    const runs: string[] = [];
    const queue = createMetabolismRefreshQueue(async (userId, nowIso) => void runs.push(`${userId}@${nowIso}`), held);
    const overview = waitForRecompute(queue, async (_ctx: UserContext, _input: object) => 'overview');
    const readAt = (now: string) => overview({ ...ctx, now }, {});
    await readAt('2026-11-21T03:00:00.000Z');
    await readAt('2026-11-21T14:59:59.000Z'); // 23:59 JST, the same day
    await readAt('2026-11-21T15:00:00.000Z'); // 00:00 JST the next day
    await readAt('2026-11-21T16:00:00.000Z');
    await readAt('2026-11-20T03:00:00.000Z'); // a test clock set back
    expect(runs).toEqual(['u1@2026-11-21T03:00:00.000Z', 'u1@2026-11-21T15:00:00.000Z', 'u1@2026-11-20T03:00:00.000Z']);
    await overview({ ...ctx, userId: 'u2' }, {});
    expect(runs.at(-1)).toBe('u2@2026-11-21T03:00:00.000Z');
    await queue.close();
  });

  it('schedules nothing when the write fails, and never fails a read when the recompute fails', async () => {
    let calls = 0;
    const queue = createMetabolismRefreshQueue(async () => {
      calls++;
      throw new Error('store down');
    }, held);
    const broken = recomputeAfter(queue, async (_ctx: UserContext, _input: object): Promise<string> =>
      Promise.reject(new Error('invalid')),
    );
    await expect(broken(ctx, {})).rejects.toThrow('invalid');
    await queue.settled(ctx.userId);
    expect(calls).toBe(0);

    const written = recomputeAfter(queue, async (_ctx: UserContext, _input: object) => 'written');
    const overview = waitForRecompute(queue, async (_ctx: UserContext, _input: object) => 'overview');
    await expect(written(ctx, {})).resolves.toBe('written');
    await expect(overview(ctx, {})).resolves.toBe('overview');
    expect(calls).toBe(1);
    await queue.close();
  });
});
