import { createMetabolismRefreshQueue, METABOLISM_REFRESH_DELAY_MS } from './metabolism-refresh.queue';

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
    const queue = createMetabolismRefreshQueue(async (userId, nowIso) => void refreshed.push(`${userId}@${nowIso}`));
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
    const queue = createMetabolismRefreshQueue(refresh, 60_000);
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
    const queue = createMetabolismRefreshQueue(refresh);
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
    const queue = createMetabolismRefreshQueue(refresh, 60_000);
    expect(await isSettled(queue.settled('u1'))).toBe(true);
    queue.schedule('u1', 't1');
    void queue.settled('u1');
    const duringRun = queue.settled('u1');
    expect(await isSettled(duringRun)).toBe(false);
    expect(await isSettled(queue.settled('u2'))).toBe(true);
    await finishNext();
    expect(await isSettled(duringRun)).toBe(true);
  });

  it('swallows a failed recompute, thrown or rejected, and keeps serving the user', async () => {
    const { calls, refresh, finishNext } = controlledRefresh();
    let throwNow = true;
    const queue = createMetabolismRefreshQueue((userId, nowIso) => {
      if (throwNow) throw new Error('thrown');
      return refresh(userId, nowIso);
    }, 60_000);
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
  });

  it('runs what is wanted on close, waits for it, leaves no timer and takes no more', async () => {
    jest.useFakeTimers();
    const refreshed: string[] = [];
    const queue = createMetabolismRefreshQueue(async (userId, nowIso) => void refreshed.push(`${userId}@${nowIso}`));
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
    const queue = createMetabolismRefreshQueue(async () => undefined, 60_000);
    const before = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    queue.schedule('u1', 't1');
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBe(before);
    return queue.close();
  });
});
