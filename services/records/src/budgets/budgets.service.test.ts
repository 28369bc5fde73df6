import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@shokuji/clock';
import type { DomainError } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import { createBudgetsService } from './budgets.service';

let store: RecordsStore;
beforeAll(() => {
  store = createSqliteRecordsStore(join(mkdtempSync(join(tmpdir(), 'budgets-')), 'records.sqlite'));
});
afterAll(() => store.close());

const clock = new FixedClock(new Date('2026-11-21T03:00:00Z'));
const ctx = (userId: string) => ({ requestId: 'r', now: clock.now().toISOString(), userId });

describe('budgets service', () => {
  it('overwrites a slot budget per date and slot and returns the slot to automatic on delete (404 when none)', async () => {
    const budgets = createBudgetsService({ store });
    await budgets.putSlotBudget(ctx('b1'), { mealSlot: 'dinner', cal: 700, protein: 40, fat: 20, carbs: 80 });
    expect(await budgets.putSlotBudget(ctx('b1'), { mealSlot: 'dinner', cal: 650, protein: 35, fat: 20, carbs: 70 })).toMatchObject({
      mealDate: '2026-11-21',
      cal: 650,
    });
    expect(await store.budgets.listSlotsByDateRange('b1', '2026-11-21', '2026-11-21')).toHaveLength(1);
    const error = await budgets.deleteSlotBudget(ctx('b2'), { date: '2026-11-21', slot: 'dinner' }).catch((e: DomainError) => e);
    expect((error as DomainError).code).toBe('not_found');
    expect(await budgets.deleteSlotBudget(ctx('b1'), { date: '2026-11-21', slot: 'dinner' })).toEqual({
      mealDate: '2026-11-21',
      mealSlot: 'dinner',
      deleted: true,
    });
  });

  it('merges day overrides per axis: left out keeps, null clears, all cleared removes the override', async () => {
    const budgets = createBudgetsService({ store });
    expect(await budgets.putDayOverride(ctx('b3'), { cal: 1800, protein: 90 })).toMatchObject({
      date: '2026-11-21',
      cal: 1800,
      protein: 90,
      fat: null,
      carbs: null,
    });
    expect(await budgets.putDayOverride(ctx('b3'), { cal: 1900, fat: 50 })).toMatchObject({ cal: 1900, protein: 90, fat: 50, carbs: null });
    expect(await budgets.putDayOverride(ctx('b3'), { cal: null, protein: null })).toMatchObject({ cal: null, protein: null, fat: 50 });
    await budgets.putDayOverride(ctx('b3'), { cal: null, fat: null });
    expect(await store.budgets.getDayOverride('b3', '2026-11-21')).toBeNull();
    await budgets.putDayOverride(ctx('b3'), { date: '2026-11-25', cal: 2000 });
    expect(await budgets.deleteDayOverride(ctx('b3'), { date: '2026-11-25' })).toEqual({ date: '2026-11-25', deleted: true });
    expect(((await budgets.deleteDayOverride(ctx('b3'), { date: '2026-11-25' }).catch((e: DomainError) => e)) as DomainError).code).toBe(
      'not_found',
    );
  });
});
