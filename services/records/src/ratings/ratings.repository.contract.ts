import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';

/** One behaviour contract for every RatingsRepository adapter. */
export function describeRatingsRepositoryContract(getStore: () => RecordsStore): void {
  it('keeps one rating per meal and user, overwritten by the next; an omitted note keeps the stored one, null erases it', async () => {
    const { ratings } = getStore();
    const owner = `u_${randomUUID()}`;
    const mealId = `m_${randomUUID()}`;
    const first = await ratings.upsert(owner, mealId, { rating: 7, note: '辛め' }, '2026-11-01T00:00:00.000Z');
    expect(first).toEqual({
      record: { userId: owner, mealId, rating: 7, note: '辛め', updatedAt: '2026-11-01T00:00:00.000Z' },
      created: true,
    });
    const kept = await ratings.upsert(owner, mealId, { rating: 9 }, '2026-11-02T00:00:00.000Z');
    expect(kept).toEqual({
      record: { userId: owner, mealId, rating: 9, note: '辛め', updatedAt: '2026-11-02T00:00:00.000Z' },
      created: false,
    });
    const erased = await ratings.upsert(owner, mealId, { rating: 3, note: null }, '2026-11-03T00:00:00.000Z');
    expect(erased.record).toMatchObject({ rating: 3, note: null });
    expect(await ratings.remove(`u_${randomUUID()}`, mealId)).toBe(false);
    expect(await ratings.remove(owner, mealId)).toBe(true);
    expect(await ratings.remove(owner, mealId)).toBe(false);
    expect((await ratings.upsert(owner, mealId, { rating: 5 }, '2026-11-04T00:00:00.000Z')).record.note).toBeNull();
  });

  it('of concurrent first ratings of one meal exactly one is created, and a note sent by one is not erased by one that omits it', async () => {
    const { ratings } = getStore();
    const owner = `u_${randomUUID()}`;
    const mealId = `m_${randomUUID()}`;
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ratings.upsert(owner, mealId, i === 0 ? { rating: 1, note: '甘め' } : { rating: 2 }, '2026-11-01T00:00:00.000Z'),
      ),
    );
    expect(writes.filter((write) => write.created)).toHaveLength(1);
    // The note-sending write came first in the store only if it was created; either way the note stays.
    const last = await ratings.upsert(owner, mealId, { rating: 4 }, '2026-11-02T00:00:00.000Z');
    expect(last).toMatchObject({ record: { note: '甘め' }, created: false });
  });
}
