import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '@shokuji/storage';
import type { MealMacros } from '../../meals/meals.repository';
import { createMealDaysKnown, MAX_ROWS, RANGES_PER_USER } from './meal-days-known';

const row = (mealDate: string, cal: number): MealMacros => ({ mealDate, mealType: 'lunch', cal, protein: 1, fat: 2, carbs: 3 });

/** A read that answers `rows` (a fresh copy each time) and says how often it was asked. */
function readOf(rows: MealMacros[]) {
  const read = () => (read.calls++, rows.map((r) => ({ ...r })));
  read.calls = 0;
  return read;
}

describe("a user's day macros kept between reads", () => {
  const db = openSqliteDatabase(':memory:', []);
  afterAll(() => db.close());

  it('answers a range read before from what that read found, without reading again', () => {
    const days = createMealDaysKnown(db);
    const read = readOf([row('2026-11-20', 500), row('2026-11-20', 300.5)]);
    const first = days.macrosIn('u1', '2026-11-20', '2026-11-20', read);
    const second = days.macrosIn('u1', '2026-11-20', '2026-11-20', read);
    expect(read.calls).toBe(1);
    expect(second).toEqual(first);
    expect(second).toEqual([row('2026-11-20', 500), row('2026-11-20', 300.5)]);
    // Each caller gets an array of its own; the records in it cannot be changed.
    second.pop();
    expect(days.macrosIn('u1', '2026-11-20', '2026-11-20', read)).toHaveLength(2);
    expect(() => ((first[0] as { cal: number }).cal = 1)).toThrow(TypeError);
    // Another range, and another user's same range, are read.
    const other = readOf([]);
    days.macrosIn('u1', '2026-11-19', '2026-11-20', other);
    days.macrosIn('u2', '2026-11-20', '2026-11-20', other);
    expect(other.calls).toBe(2);
  });

  it("forgets a user's ranges when told, and only that user's", () => {
    const days = createMealDaysKnown(db);
    days.macrosIn('u1', '2026-11-20', '2026-11-20', readOf([row('2026-11-20', 500)]));
    days.macrosIn('u2', '2026-11-20', '2026-11-20', readOf([row('2026-11-20', 700)]));
    days.forget('u1');
    expect(days.macrosIn('u1', '2026-11-20', '2026-11-20', readOf([]))).toEqual([]);
    const u2 = readOf([]);
    expect(days.macrosIn('u2', '2026-11-20', '2026-11-20', u2)).toEqual([row('2026-11-20', 700)]);
    expect(u2.calls).toBe(0);
  });

  it(`keeps ${RANGES_PER_USER} ranges a user, dropping the one kept first`, () => {
    const days = createMealDaysKnown(db);
    const dates = Array.from({ length: RANGES_PER_USER + 1 }, (_, i) => `2026-11-${String(10 + i)}`);
    for (const date of dates) days.macrosIn('u1', date, date, readOf([row(date, 100)]));
    const again = readOf([row(dates[0]!, 100)]);
    days.macrosIn('u1', dates[0]!, dates[0]!, again);
    expect(again.calls).toBe(1);
    const last = readOf([]);
    days.macrosIn('u1', dates.at(-1)!, dates.at(-1)!, last);
    expect(last.calls).toBe(0);
  });

  it('keeps no more rows than its bound over all users, dropping the least recently read', () => {
    const days = createMealDaysKnown(db);
    const day = Array.from({ length: 30 }, (_, i) => row('2026-11-20', i));
    const users = Math.floor(MAX_ROWS / 31) + 10;
    for (let i = 0; i < users; i++) days.macrosIn(`u${i}`, '2026-11-20', '2026-11-20', readOf(day));
    const first = readOf(day);
    days.macrosIn('u0', '2026-11-20', '2026-11-20', first);
    expect(first.calls).toBe(1);
    const latest = readOf(day);
    days.macrosIn(`u${users - 1}`, '2026-11-20', '2026-11-20', latest);
    expect(latest.calls).toBe(0);
  });

  it('forgets every range once another connection commits, not after its own writes', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'meal-days-')), 'records.sqlite');
    const own = openSqliteDatabase(path, []);
    const other = openSqliteDatabase(path, []);
    try {
      const days = createMealDaysKnown(own);
      days.macrosIn('u1', '2026-11-20', '2026-11-20', readOf([row('2026-11-20', 500)]));
      // This connection's own writes do not change data_version: forget stands for them.
      own.exec('CREATE TABLE own_write (x)');
      expect(days.macrosIn('u1', '2026-11-20', '2026-11-20', readOf([]))).toEqual([row('2026-11-20', 500)]);
      other.exec('CREATE TABLE other_write (x)');
      expect(days.macrosIn('u1', '2026-11-20', '2026-11-20', readOf([]))).toEqual([]);
    } finally {
      own.close();
      other.close();
    }
  });
});
