import { randomUUID } from 'node:crypto';
import type { MealRecord, MyFoodRecord } from './meals.repository';

/** Stored meal and my-food records with unique ids (docs/CONTRIBUTING.md → Tests). */
let seq = 0;
export function buildMealRecord(userId: string, overrides: Partial<MealRecord> = {}): MealRecord {
  seq += 1;
  const createdAt = new Date(Date.UTC(2026, 10, 1, 0, 0, seq)).toISOString();
  return {
    id: `m_${randomUUID()}`,
    userId,
    mealDate: '2026-11-01',
    mealType: 'lunch',
    mealName: 'サラダ',
    cal: 200,
    protein: 5,
    fat: 10,
    carbs: 20,
    quantity: 1,
    portionRatio: 1,
    unit: null,
    source: 'manual',
    base: { cal: 200, protein: 5, fat: 10, carbs: 20 },
    components: null,
    componentsPhotoConfirmed: false,
    detailedNutrition: null,
    baseDetailedNutrition: null,
    shopId: null,
    storeId: null,
    productId: null,
    dishId: null,
    foodId: null,
    photoVersion: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function buildFood(userId: string, overrides: Partial<MyFoodRecord> = {}): MyFoodRecord {
  seq += 1;
  return {
    foodId: `f_${randomUUID()}`,
    userId,
    name: '手作りカレー',
    source: 'manual',
    cal: 700,
    protein: 20,
    fat: 25,
    carbs: 90,
    components: null,
    detailedNutrition: { salt: 2.1235 },
    shopId: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, seq)).toISOString(),
    ...overrides,
  };
}
