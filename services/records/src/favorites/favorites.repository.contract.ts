import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';
import type { FavoriteRecord } from './favorites.repository';

const favorite = (userId: string, refId: number, overrides: Partial<FavoriteRecord> = {}): FavoriteRecord => ({
  userId,
  type: 'dish',
  refId,
  name: `dish ${refId}`,
  shopId: null,
  shopName: null,
  cal: 100,
  protein: 1,
  fat: 2,
  carbs: 3,
  slots: null,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, refId)).toISOString(),
  ...overrides,
});

/** One behaviour contract for every FavoritesRepository adapter. */
export function describeFavoritesRepositoryContract(getStore: () => RecordsStore): void {
  it('adds, overwrites in place, caps new items, lists newest first and removes', async () => {
    const { favorites } = getStore();
    const owner = `u_${randomUUID()}`;
    expect(await favorites.put(favorite(owner, 1), 2)).toBe('added');
    expect(await favorites.put(favorite(owner, 2, { type: 'product' }), 2)).toBe('added');
    expect(await favorites.put(favorite(owner, 3), 2)).toBe('full');
    expect(await favorites.put(favorite(owner, 1, { slots: ['lunch'], createdAt: '2030-01-01T00:00:00.000Z' }), 2)).toBe('updated');
    const list = await favorites.list(owner);
    expect(list.map((f) => [f.type, f.refId])).toEqual([
      ['product', 2],
      ['dish', 1],
    ]);
    expect(list[1]).toMatchObject({ slots: ['lunch'], createdAt: favorite(owner, 1).createdAt });
    expect(await favorites.list(`u_${randomUUID()}`)).toEqual([]);
    expect(await favorites.remove(`u_${randomUUID()}`, 'dish', 1)).toBe(false);
    expect(await favorites.remove(owner, 'product', 1)).toBe(false);
    expect(await favorites.remove(owner, 'dish', 1)).toBe(true);
    expect((await favorites.list(owner)).map((f) => f.refId)).toEqual([2]);
  });

  it('never goes past the cap when one user adds concurrently, and every add it reports is stored', async () => {
    const { favorites } = getStore();
    const owner = `u_${randomUUID()}`;
    await favorites.put(favorite(owner, 1), 3);
    await favorites.put(favorite(owner, 2), 3);
    const outcomes = await Promise.all([3, 4, 5, 6, 7].map((refId) => favorites.put(favorite(owner, refId), 3)));
    const stored = (await favorites.list(owner)).map((f) => f.refId);
    expect(stored.length).toBeLessThanOrEqual(3);
    const added = [3, 4, 5, 6, 7].filter((_, i) => outcomes[i] === 'added');
    expect(stored.sort()).toEqual([1, 2, ...added].sort());
    expect(outcomes.every((outcome) => outcome === 'added' || outcome === 'full')).toBe(true);
  });
}
