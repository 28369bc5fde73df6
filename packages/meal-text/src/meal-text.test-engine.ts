import { createMealTextEngine } from './meal-text.engine';
import type { MealEstimate, MealTextEngine } from './meal-text.types';

/**
 * One engine for a test file (built once in beforeAll) and the readings the rule tests share:
 * `estimate` fails the test when the text is refused (`answer` returns a refusal as it is), `gramsOf`
 * sums one MEXT food's grams (0.1 g).
 */
export function useTestEngine(): {
  estimate: (text: string) => MealEstimate;
  answer: (text: string) => ReturnType<MealTextEngine['estimate']>;
} {
  let engine: MealTextEngine;
  beforeAll(async () => {
    engine = await createMealTextEngine();
  });
  return {
    estimate(text: string): MealEstimate {
      const result = engine.estimate({ text });
      if (result.kind !== 'estimate') throw new Error(`${text}: ${result.message}`);
      return result;
    },
    answer: (text: string) => engine.estimate({ text }),
  };
}

export const gramsOf = (result: MealEstimate, foodNumber: string): number =>
  Math.round(result.components.filter((component) => component.foodNumber === foodNumber).reduce((sum, c) => sum + c.grams, 0) * 10) / 10;
