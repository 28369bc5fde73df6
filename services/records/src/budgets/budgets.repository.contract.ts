import { randomUUID } from 'node:crypto';
import type { RecordsStore } from '../store/records-store';
import type { SlotBudgetRecord } from './budgets.repository';

const T0 = '2026-11-21T00:00:00.000Z';

/** One behaviour contract for every BudgetsRepository adapter. */
export function describeBudgetsRepositoryContract(getStore: () => RecordsStore): void {
  it('keeps one slot budget per date and slot, overwrites and deletes it', async () => {
    const { budgets } = getStore();
    const userId = `u_${randomUUID()}`;
    const dinner: SlotBudgetRecord = {
      userId,
      mealDate: '2026-11-21',
      mealSlot: 'dinner',
      cal: 700,
      protein: 40,
      fat: 20,
      carbs: 80,
      updatedAt: T0,
    };
    await budgets.putSlot(dinner);
    await budgets.putSlot({ ...dinner, mealSlot: 'lunch', cal: 500 });
    await budgets.putSlot({ ...dinner, mealDate: '2026-11-23' });
    await budgets.putSlot({ ...dinner, cal: 650.5 });
    await budgets.putSlot({ ...dinner, userId: `u_${randomUUID()}` });
    const day = await budgets.listSlotsByDateRange(userId, '2026-11-21', '2026-11-22');
    expect(day).toHaveLength(2);
    expect(day.find((b) => b.mealSlot === 'dinner')).toEqual({ ...dinner, cal: 650.5 });
    expect(await budgets.deleteSlot(userId, '2026-11-21', 'dinner')).toBe(true);
    expect(await budgets.deleteSlot(userId, '2026-11-21', 'dinner')).toBe(false);
    expect((await budgets.listSlotsByDateRange(userId, '2026-11-21', '2026-11-23')).map((b) => `${b.mealDate}/${b.mealSlot}`)).toEqual([
      '2026-11-21/lunch',
      '2026-11-23/dinner',
    ]);
  });

  it('keeps one day override per date with nullable axes, per user', async () => {
    const { budgets } = getStore();
    const userId = `u_${randomUUID()}`;
    const override = { userId, date: '2026-11-21', cal: 1800, protein: null, fat: 50.5, carbs: null, updatedAt: T0 };
    expect(await budgets.mergeDayOverride(userId, '2026-11-21', { cal: 1800, fat: 50.5 }, T0)).toEqual(override);
    expect(await budgets.getDayOverride(userId, '2026-11-21')).toEqual(override);
    // An axis left out keeps its value, null clears it.
    expect(await budgets.mergeDayOverride(userId, '2026-11-21', { cal: null, protein: 90 }, T0)).toEqual({
      ...override,
      cal: null,
      protein: 90,
    });
    expect(await budgets.getDayOverride(userId, '2026-11-21')).toEqual({ ...override, cal: null, protein: 90 });
    expect(await budgets.getDayOverride(`u_${randomUUID()}`, '2026-11-21')).toBeNull();
    await budgets.mergeDayOverride(userId, '2026-11-25', { cal: 1800 }, T0);
    expect((await budgets.listDayOverridesByDateRange(userId, '2026-11-20', '2026-11-24')).map((o) => o.date)).toEqual(['2026-11-21']);
    expect(await budgets.deleteDayOverride(userId, '2026-11-21')).toBe(true);
    expect(await budgets.deleteDayOverride(userId, '2026-11-21')).toBe(false);
    expect(await budgets.getDayOverride(userId, '2026-11-21')).toBeNull();
    // Every axis cleared: no override is left.
    await budgets.mergeDayOverride(userId, '2026-11-25', { cal: null }, T0);
    expect(await budgets.getDayOverride(userId, '2026-11-25')).toBeNull();
  });

  it('merges day overrides sent at once without losing an axis', async () => {
    const { budgets } = getStore();
    for (let round = 0; round < 5; round++) {
      const userId = `u_${randomUUID()}`;
      await budgets.mergeDayOverride(userId, '2026-11-21', { cal: 1800 }, T0);
      await Promise.all([
        budgets.mergeDayOverride(userId, '2026-11-21', { protein: 120 }, T0),
        budgets.mergeDayOverride(userId, '2026-11-21', { fat: 50 }, T0),
        budgets.mergeDayOverride(userId, '2026-11-21', { carbs: 200 }, T0),
      ]);
      expect(await budgets.getDayOverride(userId, '2026-11-21')).toMatchObject({ cal: 1800, protein: 120, fat: 50, carbs: 200 });
    }
  });
}
