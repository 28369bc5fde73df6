import { createMealTextEngine } from './meal-text.engine';
import type { MealEstimate, MealTextEngine, MealTextShop } from './meal-text.types';

/** A chain several rule tests name, as the catalog lists it (GET /shops). */
export const MISTER_DONUT: MealTextShop = {
  id: 'mister-donut',
  name: 'ミスタードーナツ',
  nameEn: 'Mister Donut',
  romaji: 'misutadonatsu',
  aliases: ['ミスド'],
  category: 'donut',
};

/**
 * One engine for a test file or block (built once in beforeAll; knowing `shops` when given) and the readings the
 * rule tests share: `estimate` fails the test when the text is refused (`answer` returns a refusal as it is),
 * `gramsOf` sums one MEXT food's grams (0.1 g).
 */
export function useTestEngine(shops?: MealTextShop[]): {
  estimate: (text: string) => MealEstimate;
  answer: (text: string) => ReturnType<MealTextEngine['estimate']>;
  readsEach: (cases: [string, string, number][], title: string) => void;
  readsAsTheSweetAlone: (cases: [string, string, string, number][]) => void;
} {
  let engine: MealTextEngine;
  beforeAll(async () => {
    engine = await createMealTextEngine(shops);
  });
  const estimate = (text: string): MealEstimate => {
    const result = engine.estimate({ text });
    if (result.kind !== 'estimate') throw new Error(`${text}: ${result.message}`);
    return result;
  };
  return {
    estimate,
    answer: (text: string) => engine.estimate({ text }),
    /** Each [text, MEXT food, grams] read with that food's grams in it and every word known. */
    readsEach(cases, title) {
      it.each(cases)(title, (text, foodNumber, grams) => {
        const result = estimate(text);
        expect(gramsOf(result, foodNumber)).toBeCloseTo(grams, 1);
        expect(result.unknownWords).toEqual([]);
      });
    },
    /** Each [text, the flavour's MEXT food, the sweet's, the sweet's grams] read as one item, the sweet alone. */
    readsAsTheSweetAlone(cases) {
      it.each(cases)('reads %s as the sweet alone', (text, flavour, sweet, grams) => {
        const read = estimate(text);
        expect(read.items).toHaveLength(1);
        expect(gramsOf(read, flavour)).toBe(0);
        expect(gramsOf(read, sweet)).toBe(grams);
        expect(read.unknownWords).toEqual([]);
      });
    },
  };
}

export const gramsOf = (result: MealEstimate, foodNumber: string): number =>
  Math.round(result.components.filter((component) => component.foodNumber === foodNumber).reduce((sum, c) => sum + c.grams, 0) * 10) / 10;
