import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMealRecord } from '../meals/meals.factories';
import type { RecordsStore } from '../store/records-store';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import { createRatingsService } from './ratings.service';

let store: RecordsStore;
beforeAll(() => {
  store = createSqliteRecordsStore(join(mkdtempSync(join(tmpdir(), 'ratings-')), 'records.sqlite'));
});
afterAll(() => store.close());

const ctx = (userId: string) => ({ requestId: 'r', now: '2026-11-21T03:00:00.000Z', userId });

describe('ratings service', () => {
  it('of concurrent first ratings of a meal exactly one answers created, and an omitted note keeps the note another sent', async () => {
    const meal = buildMealRecord('u_rate');
    await store.meals.insertMany([meal], [], 30);
    const ratings = createRatingsService({ store });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ratings.putRating(ctx('u_rate'), i === 0 ? { mealId: meal.id, rating: 6, note: '甘め' } : { mealId: meal.id, rating: 6 }),
      ),
    );
    expect(replies.filter((reply) => reply.created)).toHaveLength(1);
    expect(await ratings.putRating(ctx('u_rate'), { mealId: meal.id, rating: 7 })).toMatchObject({ note: '甘め', created: false });
  });
});
