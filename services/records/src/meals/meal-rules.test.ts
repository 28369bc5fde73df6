import { DomainError } from '@shokuji/contracts';
import { MEAL_CAPS, assertWithinMealCaps, normalizeDetailed, resolveMealRoute, scaleDetailed, scaleMacros } from './meal-rules';

describe('resolveMealRoute', () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'ok';
    } catch (error) {
      return error instanceof DomainError ? error.code : 'other';
    }
  };
  it('finds each of the four routes', () => {
    expect(resolveMealRoute({ productId: 1 })).toEqual({ kind: 'product', productId: 1 });
    expect(resolveMealRoute({ dishId: 2, mealName: 'x' })).toEqual({ kind: 'dish', dishId: 2 });
    expect(resolveMealRoute({ foodId: 'f_1', mealName: 'x' })).toEqual({ kind: 'food', foodId: 'f_1' });
    expect(resolveMealRoute({ mealName: 'x', cal: 1 })).toEqual({ kind: 'manual' });
    expect(resolveMealRoute({ mealName: 'x', cal: 1, components: [{ name: 'a', cal: 1, protein: 0, fat: 0, carbs: 0 }] })).toEqual({
      kind: 'manual',
    });
  });
  it.each([
    [{ productId: 1, dishId: 2 }],
    [{ dishId: 2, foodId: 'f' }],
    [{ productId: 1, protein: 3 }],
    [{ foodId: 'f', cal: 3 }],
    [{ dishId: 1, components: [] }],
    [{ dishId: 1, detailedNutrition: {} }],
    [{ productId: 1, mealName: 'x' }],
    [{ mealName: 'x' }],
    // cal stays required in route D when components are sent (API-SPEC.md → POST /meals).
    [{ mealName: 'x', components: [{ name: 'a', cal: 1, protein: 0, fat: 0, carbs: 0 }] }],
    [{ cal: 100 }],
    [{}],
  ])('refuses %j with invalid_request', (input) => {
    expect(code(() => resolveMealRoute(input as never, 'items[3]'))).toBe('invalid_request');
  });
  it('names the record in the message', () => {
    expect(() => resolveMealRoute({ productId: 1, dishId: 2 }, 'items[3]')).toThrow(/items\[3\]/);
  });
});

describe('amounts and caps', () => {
  it('scales base values by quantity × portionRatio, kept to 4 decimals (stored values are not rounded to 0.1)', () => {
    expect(scaleMacros({ cal: 355, protein: 7.9, fat: 11.8, carbs: 55.6 }, 2 * 0.5)).toEqual({
      cal: 355,
      protein: 7.9,
      fat: 11.8,
      carbs: 55.6,
    });
    expect(scaleMacros({ cal: 100, protein: 3.33, fat: 0, carbs: 1 }, 1.5)).toEqual({ cal: 150, protein: 4.995, fat: 0, carbs: 1.5 });
    expect(scaleMacros({ cal: 100.04, protein: 0.04, fat: 0, carbs: 0 }, 1)).toEqual({ cal: 100.04, protein: 0.04, fat: 0, carbs: 0 });
    // Float noise of the product is not kept: 333 × 0.3 is 99.89999999999999 in binary.
    expect(scaleMacros({ cal: 333, protein: 0, fat: 0, carbs: 0 }, 0.3).cal).toBe(99.9);
  });
  it('accepts exactly the caps and refuses anything over on each axis', () => {
    expect(() => assertWithinMealCaps(MEAL_CAPS)).not.toThrow();
    for (const axis of ['cal', 'protein', 'fat', 'carbs'] as const) {
      expect(() => assertWithinMealCaps({ ...MEAL_CAPS, [axis]: MEAL_CAPS[axis] + 0.1 })).toThrow(new RegExp(axis));
      // The cap holds the value as stored: 10,000.01 kcal is over it.
      expect(() => assertWithinMealCaps(scaleMacros({ ...MEAL_CAPS, [axis]: MEAL_CAPS[axis] + 0.01 }, 1))).toThrow(new RegExp(axis));
    }
  });
  it('keeps detailed nutrients to 4 decimals and scales them', () => {
    const base = normalizeDetailed({ salt: 2.123456, fiber: 0, sodium: undefined });
    expect(base).toEqual({ salt: 2.1235, fiber: 0 });
    expect(scaleDetailed(base, 3)).toEqual({ salt: 6.3705, fiber: 0 });
    expect(scaleDetailed(null, 3)).toBeNull();
  });
});
