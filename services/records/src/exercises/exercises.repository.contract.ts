import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';
import type { ExerciseRecord } from './exercises.repository';

const exercise = (userId: string, overrides: Partial<ExerciseRecord> = {}): ExerciseRecord => ({
  id: `ex_${randomUUID()}`,
  userId,
  exerciseDate: '2026-11-21',
  mealSlot: 'afternoon',
  type: 'walking',
  cal: 120,
  durationMin: 30,
  notes: null,
  source: 'manual',
  createdAt: '2026-11-21T05:00:00.000Z',
  ...overrides,
});

/** One behaviour contract for every ExercisesRepository adapter. */
export function describeExercisesRepositoryContract(getStore: () => RecordsStore): void {
  it('stores rows as given and lists a range by date, then creation time', async () => {
    const { exercises } = getStore();
    const userId = `u_${randomUUID()}`;
    const late = exercise(userId, {
      createdAt: '2026-11-21T09:00:00.000Z',
      type: null,
      durationMin: null,
      notes: 'evening run',
      source: 'health_sync',
    });
    const early = exercise(userId, { createdAt: '2026-11-21T01:00:00.000Z' });
    const before = exercise(userId, { exerciseDate: '2026-11-19', createdAt: '2026-11-22T00:00:00.000Z' });
    const outside = exercise(userId, { exerciseDate: '2026-11-22' });
    for (const row of [late, early, before, outside]) await exercises.insert(row);
    await exercises.insert(exercise(`u_${randomUUID()}`));
    expect(await exercises.listByDateRange(userId, '2026-11-19', '2026-11-21')).toEqual([before, early, late]);
    expect(await exercises.listByDateRange(userId, '2026-11-21', '2026-11-21')).toEqual([early, late]);
  });

  it('gets and deletes only the owner’s row', async () => {
    const { exercises } = getStore();
    const userId = `u_${randomUUID()}`;
    const row = await exercises.insert(exercise(userId));
    expect(await exercises.get(userId, row.id)).toEqual(row);
    expect(await exercises.get(`u_${randomUUID()}`, row.id)).toBeNull();
    expect(await exercises.delete(`u_${randomUUID()}`, row.id)).toBe(false);
    expect(await exercises.delete(userId, row.id)).toBe(true);
    expect(await exercises.delete(userId, row.id)).toBe(false);
    expect(await exercises.get(userId, row.id)).toBeNull();
  });
}
