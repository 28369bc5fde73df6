import type { UserContext } from '@shokuji/contracts';
import type { GoalsService } from './goals.service';
import { refreshMetabolismAfterWrites } from './goals.api';

const ctx: UserContext = { requestId: 'r1', now: '2026-11-21T03:00:00.000Z', userId: 'u1' };

function fakeGoals(refresh: (userId: string, now: string) => Promise<void>): GoalsService {
  return { refresh } as unknown as GoalsService;
}

describe('refreshMetabolismAfterWrites', () => {
  it('recomputes the user after a weight or meal write, and not after a read', async () => {
    const refreshed: string[] = [];
    const api = refreshMetabolismAfterWrites(
      {
        recordWeight: async (_ctx: UserContext, input: { weightKg: number }) => ({ saved: input.weightKg }),
        listWeights: async () => [],
      },
      fakeGoals(async (userId, now) => void refreshed.push(`${userId}@${now}`)),
    );
    expect(await api.recordWeight(ctx, { weightKg: 60 })).toEqual({ saved: 60 });
    await api.listWeights();
    expect(refreshed).toEqual(['u1@2026-11-21T03:00:00.000Z']);
  });

  it('never fails the write when the recompute fails, and skips it when the write fails', async () => {
    let calls = 0;
    const failing = fakeGoals(async () => {
      calls++;
      throw new Error('store down');
    });
    const ok = refreshMetabolismAfterWrites({ recordWeight: async (_ctx: UserContext, _input: object) => 'written' }, failing);
    await expect(ok.recordWeight(ctx, {})).resolves.toBe('written');
    const broken = refreshMetabolismAfterWrites({ recordWeight: async (_ctx: UserContext, _input: object): Promise<string> => Promise.reject(new Error('invalid')) }, failing);
    await expect(broken.recordWeight(ctx, {})).rejects.toThrow('invalid');
    expect(calls).toBe(1);
  });
});
