import type { UserContext } from '@shokuji/contracts';
import { withMetabolismRefresh } from './goals.api';
import { createMetabolismRefreshQueue } from './metabolism-refresh.queue';

const ctx: UserContext = { requestId: 'r1', now: '2026-11-21T03:00:00.000Z', userId: 'u1' };

/** A queue whose recomputes are logged and finish only when the test says so. */
function heldRefreshes() {
  const refreshed: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const queue = createMetabolismRefreshQueue(async (userId, nowIso) => {
    refreshed.push(`${userId}@${nowIso}`);
    await released;
  }, 60_000);
  return { queue, refreshed, release };
}

describe('withMetabolismRefresh', () => {
  it('answers a weight or meal write before its recompute, and makes a dependent read wait for it', async () => {
    const { queue, refreshed, release } = heldRefreshes();
    const order: string[] = [];
    const api = withMetabolismRefresh(
      {
        recordWeight: async (_ctx: UserContext, input: { weightKg: number }) => ({ saved: input.weightKg }),
        listWeights: async (_ctx: UserContext, _input: object) => [],
        getNutrition: async (_ctx: UserContext, _input: object) => void order.push('read nutrition'),
      },
      queue,
    );
    expect(await api.recordWeight(ctx, { weightKg: 60 })).toEqual({ saved: 60 });
    expect(refreshed).toEqual([]); // scheduled, not run inside the write
    await api.listWeights(ctx, {}); // does not depend on the metabolism: neither waits nor starts it
    expect(refreshed).toEqual([]);

    const read = api.getNutrition(ctx, {});
    expect(refreshed).toEqual(['u1@2026-11-21T03:00:00.000Z']);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    order.push('recompute done');
    release();
    await read;
    expect(order).toEqual(['recompute done', 'read nutrition']);
  });

  it('recomputes after exercise writes too (avgExerciseKcal is part of the estimate)', async () => {
    const { queue, refreshed, release } = heldRefreshes();
    const api = withMetabolismRefresh(
      {
        createExercise: async (_ctx: UserContext, _input: object) => 'manual',
        createSyncedExercise: async (_ctx: UserContext, _input: object) => 'synced',
        deleteExercise: async (_ctx: UserContext, _input: object) => 'deleted',
        getGoalOverview: async (_ctx: UserContext, _input: object) => 'overview',
      },
      queue,
    );
    for (const [write, user] of [
      [api.createExercise, 'u1'],
      [api.createSyncedExercise, 'u2'],
      [api.deleteExercise, 'u3'],
    ] as const) {
      await write({ ...ctx, userId: user }, {});
      const read = api.getGoalOverview({ ...ctx, userId: user }, {});
      release();
      await read;
    }
    expect(refreshed.map((entry) => entry.split('@')[0])).toEqual(['u1', 'u2', 'u3']);
  });

  it('never fails a write or a read when the recompute fails, and skips it when the write fails', async () => {
    let calls = 0;
    const queue = createMetabolismRefreshQueue(async () => {
      calls++;
      throw new Error('store down');
    }, 60_000);
    const ok = withMetabolismRefresh(
      {
        recordWeight: async (_ctx: UserContext, _input: object) => 'written',
        getGoalOverview: async (_ctx: UserContext, _input: object) => 'overview',
      },
      queue,
    );
    await expect(ok.recordWeight(ctx, {})).resolves.toBe('written');
    await expect(ok.getGoalOverview(ctx, {})).resolves.toBe('overview');
    expect(calls).toBe(1);

    const broken = withMetabolismRefresh(
      { recordWeight: async (_ctx: UserContext, _input: object): Promise<string> => Promise.reject(new Error('invalid')) },
      queue,
    );
    await expect(broken.recordWeight(ctx, {})).rejects.toThrow('invalid');
    await queue.settled(ctx.userId);
    expect(calls).toBe(1);
    await queue.close();
  });
});
