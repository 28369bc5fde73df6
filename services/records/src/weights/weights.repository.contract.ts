import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';

const T0 = '2026-11-21T00:00:00.000Z';
const T1 = '2026-11-21T01:00:00.000Z';

/** One behaviour contract for every WeightsRepository adapter. */
export function describeWeightsRepositoryContract(getStore: () => RecordsStore): void {
  it('creates one record per date and overwrites the same date, keeping fields left undefined', async () => {
    const { weights } = getStore();
    const userId = `u_${randomUUID()}`;
    const first = await weights.upsert(userId, '2026-11-20', { weightKg: 60.2, bodyFatPct: 22.5, note: 'morning' }, T0);
    expect(first).toEqual({
      created: true,
      record: { userId, date: '2026-11-20', weightKg: 60.2, bodyFatPct: 22.5, note: 'morning', updatedAt: T0 },
    });
    const second = await weights.upsert(userId, '2026-11-20', { weightKg: 59.8 }, T1);
    expect(second).toEqual({
      created: false,
      record: { userId, date: '2026-11-20', weightKg: 59.8, bodyFatPct: 22.5, note: 'morning', updatedAt: T1 },
    });
    const third = await weights.upsert(userId, '2026-11-20', { weightKg: 59.8, note: null, bodyFatPct: null }, T1);
    expect(third.record).toMatchObject({ bodyFatPct: null, note: null });
    expect(await weights.listByDateRange(userId, '2026-11-20', '2026-11-20')).toHaveLength(1);
  });

  it('starts omitted fields as null and lists a date range inclusively, oldest first, per user', async () => {
    const { weights } = getStore();
    const userId = `u_${randomUUID()}`;
    const other = `u_${randomUUID()}`;
    for (const date of ['2026-11-03', '2026-11-01', '2026-11-02', '2026-11-04']) await weights.upsert(userId, date, { weightKg: 70 }, T0);
    await weights.upsert(other, '2026-11-02', { weightKg: 50 }, T0);
    const listed = await weights.listByDateRange(userId, '2026-11-02', '2026-11-04');
    expect(listed.map((w) => w.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(listed[0]).toEqual({ userId, date: '2026-11-02', weightKg: 70, bodyFatPct: null, note: null, updatedAt: T0 });
    expect(await weights.listByDateRange(`u_${randomUUID()}`, '2026-11-01', '2026-11-30')).toEqual([]);
  });
}
