import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';

/** One behaviour contract for every ProfileRepository adapter. */
export function describeProfileRepositoryContract(getStore: () => RecordsStore): void {
  it('merges profile fields and keeps the others', async () => {
    const { profiles } = getStore();
    const userId = `u_${randomUUID()}`;
    expect(await profiles.get(userId)).toBeNull();
    expect(await profiles.merge(userId, { heightCm: 170, gender: 'female' }, '2026-11-21T00:00:00.000Z')).toEqual({
      heightCm: 170,
      gender: 'female',
    });
    expect(await profiles.merge(userId, { weightKg: 60.5 }, '2026-11-21T00:00:01.000Z')).toEqual({
      heightCm: 170,
      gender: 'female',
      weightKg: 60.5,
    });
    expect(await profiles.get(userId)).toEqual({ heightCm: 170, gender: 'female', weightKg: 60.5 });
  });
}
