import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';

/** One behaviour contract for every DayNotesRepository adapter. */
export function describeDayNotesRepositoryContract(getStore: () => RecordsStore): void {
  it('keeps one note per date, overwrites it, deletes it, and lists only the owner’s dates with notes', async () => {
    const { dayNotes } = getStore();
    const userId = `u_${randomUUID()}`;
    await dayNotes.put({ userId, date: '2026-11-20', body: '眠い', updatedAt: '2026-11-20T00:00:00.000Z' });
    await dayNotes.put({ userId, date: '2026-11-18', body: 'first', updatedAt: '2026-11-18T00:00:00.000Z' });
    await dayNotes.put({ userId, date: '2026-11-20', body: '元気', updatedAt: '2026-11-20T02:00:00.000Z' });
    await dayNotes.put({ userId: `u_${randomUUID()}`, date: '2026-11-19', body: 'someone else', updatedAt: '2026-11-19T00:00:00.000Z' });
    expect(await dayNotes.listByDateRange(userId, '2026-11-18', '2026-11-20')).toEqual([
      { userId, date: '2026-11-18', body: 'first', updatedAt: '2026-11-18T00:00:00.000Z' },
      { userId, date: '2026-11-20', body: '元気', updatedAt: '2026-11-20T02:00:00.000Z' },
    ]);
    expect(await dayNotes.delete(userId, '2026-11-18')).toBe(true);
    expect(await dayNotes.delete(userId, '2026-11-18')).toBe(false);
    expect((await dayNotes.listByDateRange(userId, '2026-11-01', '2026-11-30')).map((n) => n.date)).toEqual(['2026-11-20']);
  });
}
