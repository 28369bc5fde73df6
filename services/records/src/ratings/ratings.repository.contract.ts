import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';

/** One behaviour contract for every RatingsRepository adapter. */
export function describeRatingsRepositoryContract(getStore: () => RecordsStore): void {
  it('keeps one rating per meal and user, overwritten by the next', async () => {
    const { ratings } = getStore();
    const owner = `u_${randomUUID()}`;
    const mealId = `m_${randomUUID()}`;
    expect(await ratings.get(owner, mealId)).toBeNull();
    await ratings.put({ userId: owner, mealId, rating: 7, note: '辛め', updatedAt: '2026-11-01T00:00:00.000Z' });
    await ratings.put({ userId: owner, mealId, rating: 3, note: null, updatedAt: '2026-11-02T00:00:00.000Z' });
    expect(await ratings.get(owner, mealId)).toEqual({
      userId: owner,
      mealId,
      rating: 3,
      note: null,
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
    expect(await ratings.get(`u_${randomUUID()}`, mealId)).toBeNull();
    expect(await ratings.remove(`u_${randomUUID()}`, mealId)).toBe(false);
    expect(await ratings.remove(owner, mealId)).toBe(true);
    expect(await ratings.remove(owner, mealId)).toBe(false);
  });
}
