import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '@shokuji/storage';
import { buildFood, buildMealRecord } from '../../meals/meals.factories';
import { MEALS_SQLITE_MIGRATIONS } from './meals.sqlite';
import { createSqliteRecordsStore } from './records.sqlite';

describe('meals on SQLite: the macro columns', () => {
  it('fills the columns of records written before them from their documents, to the last bit', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'records-macros-')), 'records.sqlite');
    // A file as the first schema step left it: documents only.
    const [firstStep] = MEALS_SQLITE_MIGRATIONS.filter((step) => step.id === 'meals-001-meals-foods-photos');
    const old = openSqliteDatabase(path, [firstStep!]);
    const record = buildMealRecord('u_before', { mealType: 'dinner', cal: 612.3, protein: 0.1 + 0.2, fat: 1 / 3, carbs: 1e-7 });
    old
      .prepare('INSERT INTO meals (id, user_id, meal_date, meal_name, created_at, doc_json) VALUES (?, ?, ?, ?, ?, ?)')
      .run(record.id, record.userId, record.mealDate, record.mealName, record.createdAt, JSON.stringify(record));
    old.close();

    const store = createSqliteRecordsStore(path);
    try {
      expect(await store.meals.listMacrosByDateRange('u_before', record.mealDate, record.mealDate)).toEqual([
        { mealDate: record.mealDate, mealType: 'dinner', cal: 612.3, protein: 0.1 + 0.2, fat: 1 / 3, carbs: 1e-7 },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('meals on SQLite: the folded name', () => {
  it('folds the names of records written before the column, so GET /meals/search finds them however typed', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'records-folded-')), 'records.sqlite');
    // A file as the schema steps before the folded name left it.
    const old = openSqliteDatabase(
      path,
      MEALS_SQLITE_MIGRATIONS.filter((step) => step.id < 'meals-005'),
    );
    const record = buildMealRecord('u_before', { mealName: 'OATミルク' });
    old
      .prepare(
        `INSERT INTO meals (id, user_id, meal_date, meal_name, created_at, meal_type, cal, protein, fat, carbs, doc_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        record.id,
        record.userId,
        record.mealDate,
        record.mealName,
        record.createdAt,
        record.mealType,
        record.cal,
        record.protein,
        record.fat,
        record.carbs,
        JSON.stringify(record),
      );
    old.close();

    const store = createSqliteRecordsStore(path);
    try {
      expect(await store.meals.searchByName('u_before', 'ＯＡＴみるく', 20)).toEqual([record]);
    } finally {
      await store.close();
    }
  });
});

describe('meals on SQLite: the folded food name', () => {
  it('folds the names of foods written before the column, so GET /foods/mine finds them however typed', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'records-folded-foods-')), 'records.sqlite');
    const old = openSqliteDatabase(
      path,
      MEALS_SQLITE_MIGRATIONS.filter((step) => step.id < 'meals-006'),
    );
    const food = buildFood('u_before', { name: 'アプリのおにぎり' });
    old
      .prepare('INSERT INTO my_foods (food_id, user_id, name, created_at, doc_json) VALUES (?, ?, ?, ?, ?)')
      .run(food.foodId, food.userId, food.name, food.createdAt, JSON.stringify(food));
    old.close();

    const store = createSqliteRecordsStore(path);
    try {
      expect(await store.meals.listFoods('u_before', 'オニギリ', 20)).toEqual([food]);
    } finally {
      await store.close();
    }
  });
});

describe('meals on SQLite: the streak across processes', () => {
  it('counts a run again once another process on the same file changed its meals', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'records-runs-')), 'records.sqlite');
    const reader = createSqliteRecordsStore(path);
    const writer = createSqliteRecordsStore(path);
    try {
      const records = ['2026-11-18', '2026-11-19', '2026-11-20'].map((mealDate) => buildMealRecord('u_runs', { mealDate }));
      await writer.meals.insertMany(records, [], 30);
      expect(await reader.meals.countConsecutiveMealDays('u_runs', '2026-01-01', '2026-11-20')).toBe(3);
      expect(await writer.meals.delete('u_runs', records[1]!.id)).toBe(true);
      expect(await reader.meals.countConsecutiveMealDays('u_runs', '2026-01-01', '2026-11-20')).toBe(1);
      await writer.meals.insertMany([buildMealRecord('u_runs', { mealDate: '2026-11-19' })], [], 30);
      expect(await reader.meals.countConsecutiveMealDays('u_runs', '2026-01-01', '2026-11-20')).toBe(3);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});

describe("meals on SQLite: a day's macros across processes", () => {
  it("reads a day's macros again once another process on the same file changed its meals", async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'records-days-')), 'records.sqlite');
    const reader = createSqliteRecordsStore(path);
    const writer = createSqliteRecordsStore(path);
    const day = () => reader.meals.listMacrosByDateRange('u_days', '2026-11-20', '2026-11-20');
    try {
      const records = [500, 300].map((cal) => buildMealRecord('u_days', { mealDate: '2026-11-20', cal }));
      await writer.meals.insertMany(records, [], 30);
      expect((await day()).map((m) => m.cal)).toEqual([500, 300]);
      expect(await writer.meals.replace({ ...records[0]!, cal: 450 })).toBe(true);
      expect((await day()).map((m) => m.cal)).toEqual([450, 300]);
      expect(await writer.meals.delete('u_days', records[1]!.id)).toBe(true);
      expect((await day()).map((m) => m.cal)).toEqual([450]);
      await writer.meals.insertMany([buildMealRecord('u_days', { mealDate: '2026-11-20', cal: 120 })], [], 30);
      expect((await day()).map((m) => m.cal)).toEqual([450, 120]);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});
